#import "LegacyFormatter.h"

@implementation LegacyFormatter
// @implementation Commented is not counted.
- (NSString *)formattedPrice:(NSNumber *)price {
    return [NSString stringWithFormat:@"%@ %@", self.locale, price];
}
@end
