#import "Limits.h"

#define kRatio 0.5 // half
#define kShift -3

@implementation Limits

#pragma mark - Checks

- (BOOL)allows:(int)count {
    return count <= kMaxItems;
}

#pragma mark Text

- (NSString *)title {
    return kLimitsTitle;
}

- (double)scaled:(double)value {
    return value * kRatio;
}

- (int)shifted:(int)value {
    return value + kShift;
}

@end
