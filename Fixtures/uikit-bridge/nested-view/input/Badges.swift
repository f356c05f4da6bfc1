import UIKit

enum Badges {
    enum Shape {
        case round, square
    }

    // Nested: other files name it Badges.BadgeView, and its Shape Badges.Shape; its own Size is
    // Badges.BadgeView.Size.
    final class BadgeView: UIView {
        struct Size: Equatable {
            var side: CGFloat
        }

        var shape: Shape = .round
        var size = Size(side: 20)
        var sizes: [Size] = []
    }
}
