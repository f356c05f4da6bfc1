import Foundation

let kLimitsTitle = "Limits"

let kMaxItems: Int32 = 10

private let kRatio: Double = 0.5

private let kShift: Int32 = -3

private let kAspect: CGFloat = 9.0 / (4.0 + 12.0)

@objc(Limits)
@objcMembers
class Limits: NSObject {
    // MARK: - Checks

    @objc(allows:)
    func allows(_ count: Int32) -> Bool {
        return count <= kMaxItems
    }

    // MARK: Text

    func title() -> String {
        return kLimitsTitle
    }

    @objc(scaled:)
    func scaled(_ value: Double) -> Double {
        return value * kRatio
    }

    @available(*, deprecated, message: "use scaled: instead")
    func legacyRatio() -> Double {
        return kRatio
    }

    func aspect() -> CGFloat {
        return kAspect
    }

    @objc(shifted:)
    func shifted(_ value: Int32) -> Int32 {
        return value + kShift
    }
}
