import Foundation
import SwiftUI

/// Its `deinit` removes an observer and cancels work: under @State each view initialization
/// would make one and throw it away, running that each time. It stays, with a reason.
final class Clock: ObservableObject {
    @Published var now = Date()
    private var token: NSObjectProtocol?

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
        print("clock released")
    }
}

/// An empty `deinit` does nothing when a copy is thrown away.
@Observable
final class Stopwatch {
    var elapsed = 0.0

    deinit {}
}

struct ClockView: View {
    @StateObject private var clock = Clock()
    @State private var stopwatch = Stopwatch()

    var body: some View {
        Text("\(clock.now) \(stopwatch.elapsed)")
    }
}
