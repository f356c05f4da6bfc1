#import <Foundation/Foundation.h>
#import "LegacyFormatter.h"

@interface NetworkClient : NSObject
@property (nonatomic, strong, nullable) NSURLSession *session;
@property (nonatomic, strong) LegacyFormatter *formatter;
- (void)fetch:(NSURL *)url completion:(void (^)(NSData * _Nullable data))completion;
@end
