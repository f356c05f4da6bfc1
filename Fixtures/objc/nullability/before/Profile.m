#import "Profile.h"

@implementation Profile

- (instancetype)initWithIdentifier:(NSString *)identifier {
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _tags = @[@"new"];
    }
    return self;
}

- (NSString *)displayNameWithPrefix:(NSString *)prefix {
    if (self.nickname == nil) {
        return nil;
    }
    return prefix;
}

- (NSInteger)tagCount {
    NSInteger count = 0;
    for (NSString *tag in self.tags) {
        if (tag.length > 0) {
            count++;
        }
    }
    return count;
}

@end
