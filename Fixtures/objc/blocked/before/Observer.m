#import "Observer.h"

@implementation Observer
@end
