import SwiftUI

struct ModeKey: EnvironmentKey {
    static let defaultValue = "compact"
}

extension EnvironmentValues {
    var mode: String {
        get { self[ModeKey.self] }
        set { self[ModeKey.self] = newValue }
    }
}
