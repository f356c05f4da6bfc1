#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Model : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic) NSInteger count;
- (instancetype)initWithName:(NSString *)name;
- (void)incrementBy:(NSInteger)amount;
- (NSString *)summaryWithPrefix:(NSString *)prefix;
@end

NS_ASSUME_NONNULL_END
