import Observation

@Observable
final class Settings {
    var name = ""
    var dark = false
}
