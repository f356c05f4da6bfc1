import Observation
import Foundation

@Observable
final class Timer2 {
    var ticks = 0

    var label = "" {
        didSet {
            print(label)
        }
    }

    func reset() {
        ticks = 0
        label = ""
    }

    func rename(_ name: String) {
        label = name
    }
}
