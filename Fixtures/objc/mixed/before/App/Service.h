#import <Foundation/Foundation.h>
#import "Model.h"

NS_ASSUME_NONNULL_BEGIN

@interface Service : NSObject
@property (nonatomic, strong, nullable) Model *current;
- (void)select:(Model *)model;
- (BOOL)hasSelection;
@end

NS_ASSUME_NONNULL_END
