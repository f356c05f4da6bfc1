import SwiftUI

enum Theme {
    case light, dark
}

/// The key behind `\.theme`.
private struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .light
}

struct SpacingKey: EnvironmentKey {
    static var defaultValue = 8.0
}

private struct TagsKey: EnvironmentKey {
    static let defaultValue: [String] = []
}

private struct LimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The screen's theme.
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    public var spacing: Double {
        get {
            return self[SpacingKey.self]
        }
        set {
            self[SpacingKey.self] = newValue
        }
    }

    var tags: [String] {
        get { self[TagsKey.self] }
        set { self[TagsKey.self] = newValue }
    }

    var limit: Int? {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }
}

struct Themed: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme == .light ? "light" : "dark")
    }
}

private struct AnimatedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var animated: Bool {
        get { self[AnimatedKey.self] }
        set { self[AnimatedKey.self] = newValue }
    }
}

private struct BadgeKey: ContainerValueKey {
    static let defaultValue: Int = 0
}

extension ContainerValues {
    var badge: Int {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}
