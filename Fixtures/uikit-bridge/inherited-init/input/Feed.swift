import UIKit

final class FeedService {}

// The initializer comes from the project's own base class.
class BaseViewController: UIViewController {
    let service: FeedService

    init(service: FeedService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FeedViewController: BaseViewController {
    var headline: String?
}
