#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface LegacyFormatter : NSObject
@property (nonatomic, copy) NSString *locale;
- (NSString *)formattedPrice:(NSNumber *)price;
@end

NS_ASSUME_NONNULL_END
