#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Tally : NSObject {
    NSInteger _total;
}
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy, nullable) NSNumber *limit;
- (instancetype)initWithName:(NSString *)name;
- (void)add:(NSInteger)amount;
- (NSInteger)total;
- (void)useLabel:(nullable NSString *)text;
- (BOOL)hasLabel;
- (NSString *)labelOrName;
- (BOOL)isSealed;
@end

NS_ASSUME_NONNULL_END
