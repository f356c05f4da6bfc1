#import "Service.h"
#import "App-Swift.h"

@implementation Service

- (void)select:(Model *)model {
    self.current = model;
}

- (BOOL)hasSelection {
    return self.current != nil;
}

@end
