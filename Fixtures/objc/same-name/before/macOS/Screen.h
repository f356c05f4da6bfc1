#import <Foundation/Foundation.h>

@interface Screen : NSObject
@property NSInteger count;
@end
