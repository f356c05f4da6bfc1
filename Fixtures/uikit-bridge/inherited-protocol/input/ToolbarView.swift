import UIKit

protocol ScrollTracking: AnyObject {
    func didScroll(to offset: CGFloat)
}

// Its delegate protocol inherits requirements declared elsewhere: a coordinator adopting it from
// this declaration alone would miss didScroll(to:), so the bridge leaves the delegate alone.
protocol ToolbarDelegate: ScrollTracking {
    func toolbarDidTapDone(_ toolbar: ToolbarView)
}

final class ToolbarView: UIView {
    weak var delegate: ToolbarDelegate?
    var title: String?
}
