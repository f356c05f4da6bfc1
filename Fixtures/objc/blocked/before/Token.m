#import "Token.h"

@implementation Token

- (NSInteger)value {
    return 1;
}

@end
