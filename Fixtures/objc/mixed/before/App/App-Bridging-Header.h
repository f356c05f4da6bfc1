// Objective-C headers Swift sees.
#import "Model.h"
#import "Service.h"
