import SwiftUI

enum Theme {
    case light, dark
}

extension EnvironmentValues {
    /// The screen's theme.
    @Entry var theme: Theme = .light

    @Entry public var spacing: Double = 8.0

    @Entry var tags: [String] = []

    @Entry var limit: Int? = nil
}

struct Themed: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme == .light ? "light" : "dark")
    }
}

extension Transaction {
    @Entry var animated: Bool = false
}

extension ContainerValues {
    @Entry var badge: Int = 0
}
