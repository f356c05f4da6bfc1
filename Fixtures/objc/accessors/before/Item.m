#import "Item.h"

@implementation Item

- (instancetype)initWithName:(NSString *)name quantity:(NSInteger)quantity {
    self = [super init];
    if (self) {
        _name = [name copy];
        _quantity = quantity;
    }
    return self;
}

- (instancetype)initWithName:(NSString *)name {
    return [self initWithName:name quantity:0];
}

- (BOOL)isEmpty {
    return self.quantity == 0;
}

- (NSString *)summary {
    if ([self isEmpty]) {
        return @"none";
    }
    return self.name;
}

@end
