#import "Screen.h"

@implementation Screen

- (void)viewDidLoad {
    [super viewDidLoad];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.appeared = YES;
}

@end
