#import <Foundation/Foundation.h>
@class Model;

NS_ASSUME_NONNULL_BEGIN

@interface Service : NSObject
@property (nonatomic, strong, nullable) Model *current;
- (void)select:(Model *)model;
- (BOOL)hasSelection;
@end

NS_ASSUME_NONNULL_END
