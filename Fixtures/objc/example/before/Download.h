#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class Download;

typedef void (^CompletionHandler)(NSData * _Nullable data, NSError * _Nullable error);

typedef NS_ENUM(NSInteger, Priority) {
    PriorityLow,
    PriorityMedium,
    PriorityHigh
};

@protocol DownloadDelegate <NSObject>
@required
- (void)downloadDidFinish:(Download *)download;
- (void)download:(Download *)download didFailWithError:(NSError *)error;
@optional
- (void)download:(Download *)download didUpdateProgress:(float)progress;
@end

@interface Download : NSObject
@property (nonatomic, weak, nullable) id<DownloadDelegate> delegate;
@property (nonatomic, copy) NSString *name;
@property (nonatomic) Priority priority;
@property (nonatomic, readonly) NSInteger attempts;
- (instancetype)initWithName:(NSString *)name;
+ (instancetype)sharedDownload;
- (void)fetchDataWithCompletion:(CompletionHandler)completion;
- (void)finish;
- (BOOL)isNamed:(NSString *)other;
@end

NS_ASSUME_NONNULL_END
