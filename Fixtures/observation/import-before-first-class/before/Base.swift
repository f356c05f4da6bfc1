import Combine

class Listing: ObservableObject {
    @Published var items: [String] = []
}
