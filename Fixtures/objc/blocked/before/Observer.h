#import <Foundation/Foundation.h>

@interface Observer : NSObject
@property (atomic, strong) NSObject *target;
@end
