import SwiftUI

final class FilterModel: ObservableObject {
    @Published var query = ""
}

final class ConsoleState: ObservableObject {
    @Published var isPaused = false
    let filters = FilterModel()
}

struct FilterPanel: View {
    @EnvironmentObject var filters: FilterModel
    @EnvironmentObject var state: ConsoleState

    var body: some View {
        Text(state.isPaused ? "Paused" : filters.query)
    }
}

// Locals of a preview body (code outside any declaration) are followed like a function's.
// (`#if DEBUG` keeps the macro out of the stand-in type check, as it keeps it out of release builds.)
#if DEBUG
#Preview {
    let state = ConsoleState()
    let filters = state.filters
    return FilterPanel()
        .environmentObject(filters)
        .environmentObject(state)
}
#endif
