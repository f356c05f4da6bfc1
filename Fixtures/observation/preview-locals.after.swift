import SwiftUI

@Observable
final class FilterModel {
    var query = ""
}

@Observable
final class ConsoleState {
    var isPaused = false
    let filters = FilterModel()
}

struct FilterPanel: View {
    @Environment(FilterModel.self) var filters
    @Environment(ConsoleState.self) var state

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
        .environment(filters)
        .environment(state)
}
#endif
