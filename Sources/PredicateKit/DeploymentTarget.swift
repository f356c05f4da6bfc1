/// The oldest platform the translated code must run on. It decides which forms may be
/// emitted: Regex inside `#Predicate` needs iOS 18 / macOS 15; `localizedStandardContains`
/// exists only on Apple platforms; swift-foundation on Linux has Regex but no localized forms.
public enum DeploymentTarget: Equatable, Sendable, CustomStringConvertible {
    case iOS(Int)
    case macOS(Int)
    /// swift-foundation (Linux), as verified by the specification.
    case linux

    /// SwiftData's floor, used when no target is given.
    public static let `default` = DeploymentTarget.iOS(17)

    var isApple: Bool { self != .linux }

    /// `#Predicate` itself: iOS 17 / macOS 14.
    var supportsPredicateMacro: Bool {
        switch self {
        case .iOS(let version): version >= 17
        case .macOS(let version): version >= 14
        case .linux: true
        }
    }

    /// `String.contains(Regex)` inside `#Predicate`: iOS 18 / macOS 15.
    var supportsRegex: Bool {
        switch self {
        case .iOS(let version): version >= 18
        case .macOS(let version): version >= 15
        case .linux: true
        }
    }

    public var description: String {
        switch self {
        case .iOS(let version): "iOS \(version)"
        case .macOS(let version): "macOS \(version)"
        case .linux: "Linux"
        }
    }
}
