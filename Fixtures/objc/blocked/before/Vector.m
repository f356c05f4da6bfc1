#import "Vector.h"

@implementation Vector

- (double)length {
    return x;
}

@end
