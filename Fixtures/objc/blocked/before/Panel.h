#import <UIKit/UIKit.h>

@interface Panel : UIView
@end
