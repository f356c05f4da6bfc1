#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Token : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (NSInteger)value;
@end

NS_ASSUME_NONNULL_END
