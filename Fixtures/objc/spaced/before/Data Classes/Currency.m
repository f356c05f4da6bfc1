#import "Currency.h"

@implementation Currency
@end
