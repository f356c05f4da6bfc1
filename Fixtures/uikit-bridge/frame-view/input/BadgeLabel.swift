import UIKit

// UIKit's own initializer, overridden: the bridge makes it with `frame: .zero`. A property named
// `context` moves the representable's context parameter aside.
final class BadgeLabel: UILabel {
    var count: Int = 0
    var context: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
