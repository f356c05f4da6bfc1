import Observation

@Observable
class Listing {
    var items: [String] = []
}
