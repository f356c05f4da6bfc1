import SwiftUI

/// Settings kept in UserDefaults: the ObservableObject republishes @AppStorage changes to its views.
final class DisplaySettings: ObservableObject {
    @AppStorage("lineLimit") var lineLimit = 3
    @Published var isCompact = false
}

struct MessageRow: View {
    @ObservedObject var settings: DisplaySettings

    var body: some View {
        Text("limit \(settings.lineLimit)")
    }
}
