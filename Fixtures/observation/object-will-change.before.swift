import Combine
import Foundation

final class Timer2: ObservableObject {
    var ticks = 0 {
        willSet { objectWillChange.send() }
    }

    var label = "" {
        willSet {
            self.objectWillChange.send()
        }
        didSet {
            print(label)
        }
    }

    func reset() {
        objectWillChange.send()
        ticks = 0
        label = ""
    }

    func rename(_ name: String) {
        label = name

        objectWillChange.send()
    }
}
