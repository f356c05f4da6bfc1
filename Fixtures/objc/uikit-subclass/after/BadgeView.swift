import Foundation
import UIKit

@objc(BadgeView)
@objcMembers
class BadgeView: UIView {
    var count: Int = 0
    var caption: String?
    private var _layouts: Int = 0

    @objc(initWithFrame:)
    override init(frame: CGRect) {
        self.count = 1
        super.init(frame: frame)
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        self._layouts += 1
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
    }

    func isEmpty() -> Bool {
        return self.count == 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
