#import "NetworkClient.h"

@implementation NetworkClient
- (void)fetch:(NSURL *)url completion:(void (^)(NSData *data))completion {
    [[self.session dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        completion(data);
    }] resume];
}
@end
