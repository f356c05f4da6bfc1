#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface NSString (Shouting)
- (BOOL)hasText;
- (NSString *)shoutedWithSuffix:(NSString *)suffix;
@end

NS_ASSUME_NONNULL_END
