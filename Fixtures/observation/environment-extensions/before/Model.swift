import Combine

final class Settings: ObservableObject {
    @Published var name = ""
    @Published var dark = false
}
