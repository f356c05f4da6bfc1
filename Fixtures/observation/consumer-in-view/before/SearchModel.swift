import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var hits = 0
}
