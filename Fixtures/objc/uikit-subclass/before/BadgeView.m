#import "BadgeView.h"

@implementation BadgeView {
    NSInteger _layouts;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _count = 1;
    }
    return self;
}

#pragma mark - Layout

- (void)layoutSubviews {
    [super layoutSubviews];
    _layouts += 1;
}

- (void)drawRect:(CGRect)rect {
    [super drawRect:rect];
}

- (BOOL)isEmpty {
    return self.count == 0;
}

@end
