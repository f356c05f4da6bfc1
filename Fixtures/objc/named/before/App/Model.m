#import "Model.h"

@implementation Model

- (instancetype)initWithName:(NSString *)name {
    self = [super init];
    if (self) {
        _name = [name copy];
    }
    return self;
}

- (void)incrementBy:(NSInteger)amount {
    if (amount > 0) {
        self.count += amount;
    }
}

- (NSString *)summaryWithPrefix:(NSString *)prefix {
    if (self.count == 0) {
        return prefix;
    }
    return self.name;
}

@end
