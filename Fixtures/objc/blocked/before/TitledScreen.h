#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface TitledScreen : UIViewController
@property (nonatomic, copy, nullable) NSString *title;
@end

NS_ASSUME_NONNULL_END
