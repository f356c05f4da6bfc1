#import <Foundation/Foundation.h>

@interface Vector : NSObject {
    @public
    double x;
}
- (double)length;
@end
