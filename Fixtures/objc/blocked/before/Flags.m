#import "Flags.h"

@implementation Flags

#if DEBUG
- (BOOL)verbose {
    return YES;
}
#else
- (BOOL)verbose {
    return NO;
}
#endif

@end
