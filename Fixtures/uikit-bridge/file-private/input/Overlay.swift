import UIKit

// Private to its file: a bridge in another file could not name it.
private final class SecretView: UIView {
    var message: String?
}

final class OverlayHost: UIView {
    private let secret = SecretView()
}
