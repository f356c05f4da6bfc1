#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface BadgeView : UIView
@property (nonatomic) NSInteger count;
@property (nonatomic, copy, nullable) NSString *caption;
- (BOOL)isEmpty;
@end

NS_ASSUME_NONNULL_END
