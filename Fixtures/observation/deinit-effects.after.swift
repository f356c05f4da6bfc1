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

/// Its `deinit` stops a timer that only `start()` sets: an object made and thrown away unused has
/// none, so nothing runs twice, and it converts.
@Observable
final class Ticker {
    var ticks = 0
    @ObservationIgnored private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }

    deinit {
        timer?.invalidate()
    }
}

/// Given an observer by its creator, its `deinit` removes it: each one thrown away would remove
/// the observer the kept one shares. It stays.
final class Listener: ObservableObject {
    @Published var heard = 0
    private var token: NSObjectProtocol?

    init(token: NSObjectProtocol?) {
        self.token = token
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

struct ClockView: View {
    @StateObject private var clock = Clock()
    @State private var stopwatch = Stopwatch()
    @State private var ticker = Ticker()
    @StateObject private var listener = Listener(token: nil)

    var body: some View {
        Text("\(clock.now) \(stopwatch.elapsed) \(ticker.ticks) \(listener.heard)")
    }
}
