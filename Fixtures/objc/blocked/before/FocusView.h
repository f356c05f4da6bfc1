#import <UIKit/UIKit.h>

@interface FocusView : UIView
@property (nonatomic) BOOL preventsFocus;
@end
