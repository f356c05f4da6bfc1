import SwiftUI

/// Two classes share a simple name; uses are matched by name, so neither converts.
struct ProfileCard: View {
    final class ViewModel: ObservableObject {
        @Published var name = ""
    }

    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Text(viewModel.name)
    }
}

struct StatusRow: View {
    final class ViewModel: ObservableObject {
        @Published var text = ""
    }

    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Text(viewModel.text)
    }
}
