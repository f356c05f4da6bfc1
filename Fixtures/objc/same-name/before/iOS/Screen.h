#import <Foundation/Foundation.h>

@interface Screen : NSObject
@end
