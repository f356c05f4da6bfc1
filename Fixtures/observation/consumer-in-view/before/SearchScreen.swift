import SwiftUI

struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        TextField("Search", text: $model.query)
            .onReceive(model.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)) { query in
                model.hits = query.count
            }
    }
}
