#import <Foundation/Foundation.h>

@interface Profile : NSObject
@property (nonatomic, copy, nullable) NSString *nickname;
@property (nonatomic, copy, nonnull) NSString *identifier;
@property (nonatomic, copy) NSString *bio;
@property (nonatomic, copy, nonnull) NSArray<NSString *> *tags;
- (nonnull instancetype)initWithIdentifier:(nonnull NSString *)identifier;
- (nullable NSString *)displayNameWithPrefix:(nonnull NSString *)prefix;
- (NSInteger)tagCount;
@end
