#import "ViewController.h"
#import "Model.h"
#import "Service.h"

@implementation ViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    Service *service = [[Service alloc] init];
    [service select:[[Model alloc] initWithName:@"first"]];
}

@end
