import SwiftUI
import Combine

// Kept on ObservableObject: a Combine pipeline reads `$fontSize`.
class LegacySettings: ObservableObject {
    @Published var fontSize: Int = 14
    private var bag = Set<AnyCancellable>()

    init() {
        $fontSize
            .dropFirst()
            .sink { UserDefaults.standard.set($0, forKey: "fontSize") }
            .store(in: &bag)
    }
}

enum Theme: String {
    case system, light, dark
}

class ModernSettings: ObservableObject {
    @Published var theme: Theme = .system
}

struct ContentView: View {
    @StateObject private var legacy = LegacySettings()
    @StateObject private var modern = ModernSettings()

    var body: some View {
        ChildView(legacy: legacy, modern: modern)
    }
}

struct ChildView: View {
    @ObservedObject var legacy: LegacySettings
    @ObservedObject var modern: ModernSettings

    var body: some View {
        Text("Font: \(legacy.fontSize)")
        Text("Theme: \(modern.theme.rawValue)")
    }
}
