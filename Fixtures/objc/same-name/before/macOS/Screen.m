#import "Screen.h"

@implementation Screen
@end
