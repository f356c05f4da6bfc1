// Objective-C headers Swift sees.
#import "Model.h"
