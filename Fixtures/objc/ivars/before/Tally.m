#import "Tally.h"

@implementation Tally {
    @private
    NSString *label;
    BOOL sealed;
    NSUInteger _adds;
}

- (instancetype)initWithName:(NSString *)name {
    self = [super init];
    if (self) {
        _name = [name copy];
        _total = 1;
    }
    return self;
}

- (void)add:(NSInteger)amount {
    if (sealed) {
        return;
    }
    _total += amount;
    _adds++;
    if (_total > 100) {
        sealed = YES;
    }
}

- (NSInteger)total {
    return _total;
}

- (void)useLabel:(NSString *)text {
    label = text;
}

- (BOOL)hasLabel {
    return label != nil;
}

- (NSString *)labelOrName {
    return label ?: _name;
}

- (BOOL)isSealed {
    return sealed;
}

@end
