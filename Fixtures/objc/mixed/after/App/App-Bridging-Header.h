// Objective-C headers Swift sees.
#import "Service.h"
