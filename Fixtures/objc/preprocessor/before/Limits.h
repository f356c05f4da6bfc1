#ifndef Limits_h
#define Limits_h

#import <Foundation/Foundation.h>

#define kLimitsTitle @"Limits"
#define kMaxItems 10

NS_ASSUME_NONNULL_BEGIN

@interface Limits : NSObject
- (BOOL)allows:(int)count;
- (NSString *)title;
- (double)scaled:(double)value;
- (double)legacyRatio DEPRECATED_MSG_ATTRIBUTE("use scaled: instead");
- (CGFloat)aspect;
@end

NS_ASSUME_NONNULL_END

#endif /* Limits_h */
