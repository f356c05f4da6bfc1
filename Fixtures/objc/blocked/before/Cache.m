#import "Cache.h"

@implementation Cache

- (instancetype)init {
    self = [super init];
    if (self) {
        _name = @"cache";
    }
    return self;
}

- (void)store:(NSString *)value {
    @synchronized (self) {
        self.name = value;
    }
}

@end
