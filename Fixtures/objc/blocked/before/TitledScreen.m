#import "TitledScreen.h"

@implementation TitledScreen
@end
