#import "Download.h"

@interface Download ()
@property (nonatomic, readwrite) NSInteger attempts;
@end

@implementation Download

- (instancetype)initWithName:(NSString *)name {
    self = [super init];
    if (self) {
        _name = [name copy];
        _priority = PriorityMedium;
    }
    return self;
}

+ (instancetype)sharedDownload {
    static Download *shared = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        shared = [[self alloc] initWithName:@"shared"];
    });
    return shared;
}

- (void)fetchDataWithCompletion:(CompletionHandler)completion {
    self.attempts += 1;
    if (self.attempts > 3) {
        NSLog(@"too many attempts for %@", self.name);
    }
    completion(nil, nil);
}

- (void)finish {
    [self.delegate downloadDidFinish:self];
    [self.delegate download:self didUpdateProgress:1.0];
}

- (BOOL)isNamed:(NSString *)other {
    return [self.name isEqualToString:other];
}

@end
