#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Item : NSObject
@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, readonly) NSInteger quantity;
@property (nonatomic, readonly) BOOL isEmpty;
@property (nonatomic, readonly) NSString *summary;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithName:(NSString *)name quantity:(NSInteger)quantity NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithName:(NSString *)name;
@end

NS_ASSUME_NONNULL_END
