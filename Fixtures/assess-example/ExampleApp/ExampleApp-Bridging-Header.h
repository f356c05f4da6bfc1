// Objective-C headers visible to Swift.
#import "LegacyFormatter.h"
#import "NetworkClient.h"
