#import <Foundation/Foundation.h>

@interface Flags : NSObject
- (BOOL)verbose;
@end
