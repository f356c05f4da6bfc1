#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Currency : NSObject
@property (nonatomic, copy, nullable) NSString *code;
@end

NS_ASSUME_NONNULL_END
