#import "Limits.h"

#define kRatio 0.5 // half
#define kShift -3

static const CGFloat kAspect = 9.0 / (4.0 + 12.0);

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

- (double)legacyRatio {
    return kRatio;
}

- (CGFloat)aspect {
    return kAspect;
}

- (int)shifted:(int)value {
    return value + kShift;
}

@end
