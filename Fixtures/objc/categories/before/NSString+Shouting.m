#import "NSString+Shouting.h"

@implementation NSString (Shouting)

- (BOOL)hasText {
    return self.length > 0;
}

- (NSString *)shoutedWithSuffix:(NSString *)suffix {
    if (![self hasText]) {
        return suffix;
    }
    return @"!";
}

@end
