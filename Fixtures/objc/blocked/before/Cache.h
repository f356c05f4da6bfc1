#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Cache : NSObject
@property (nonatomic, copy) NSString *name;
- (void)store:(NSString *)value;
@end

NS_ASSUME_NONNULL_END
