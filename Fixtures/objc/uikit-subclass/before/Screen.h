#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface Screen : UIViewController
@property (nonatomic) BOOL appeared;
@end

NS_ASSUME_NONNULL_END
