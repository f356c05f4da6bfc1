import Dispatch
import Foundation

/// One status line on stderr ("reading 3,200 files", "migrating", "writing 120/455") for runs that
/// take over a second, and only when stderr is a terminal; silent otherwise, so logs and pipes stay
/// clean. A timer redraws the line; `update` only records the newest status.
final class Progress: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private var status = ""
    private var drawn = ""
    private var timer: (any DispatchSourceTimer)?

    init(console: Console) {
        self.console = console
        guard console.stderrIsTerminal else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 1, repeating: 0.2)
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
        self.timer = timer
    }

    deinit { timer?.cancel() }

    func update(_ status: String) {
        lock.withLock { self.status = status }
    }

    /// Stops drawing and erases the line before the command's own output.
    func finish() {
        timer?.cancel()
        lock.withLock {
            if !drawn.isEmpty { console.err("\r\u{1B}[K") }
            drawn = ""
            status = ""
        }
    }

    private func draw() {
        lock.withLock {
            guard status != drawn else { return }
            drawn = status
            console.err("\r\u{1B}[K" + status)
        }
    }
}
