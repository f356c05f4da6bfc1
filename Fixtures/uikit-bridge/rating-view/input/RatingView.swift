import UIKit

protocol RatingViewDelegate: AnyObject {
    func ratingView(_ ratingView: RatingView, didChangeRating rating: Int)
    func ratingViewDidCancel(_ ratingView: RatingView)
}

enum RatingStyle {
    case stars, hearts
}

enum RatingSize: String {
    case small, large
}

struct RatingFormatter {
    var suffix = " stars"
}

/// A custom control made in code: a designated initializer, settable properties of several
/// kinds, a delegate, and an intrinsic content size.
final class RatingView: UIView {
    weak var delegate: RatingViewDelegate?
    var rating: Int = 0 {
        didSet { setNeedsDisplay() }
    }
    var highlightColor: UIColor = .systemYellow
    var size: RatingSize = .small
    var style: RatingStyle = .stars
    var formatter = RatingFormatter()
    var accessibilityFormatter: RatingFormatter = RatingFormatter()
    var onLongPress: (() -> Void)?
    private(set) var isEditing = false
    private var stars: [UIImageView] = []
    let maximum: Int

    init(maximum: Int, spacing: CGFloat = 4) {
        self.maximum = maximum
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(maximum) * 24, height: 24)
    }
}
