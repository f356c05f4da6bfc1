#import "FocusView.h"

@implementation FocusView

- (BOOL)canBecomeFocused {
    return !self.preventsFocus;
}

@end
