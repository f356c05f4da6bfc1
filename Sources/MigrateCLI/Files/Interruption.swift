import Dispatch
import Foundation

/// Ctrl-C and `kill` during `apply`. Before writing starts nothing has changed on disk, so the
/// process ends at once. While writing, the file being written is finished (its temporary file
/// renamed or removed), no further file is started, and the command reports what was and was not
/// written before exiting with 128 + the signal number.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var signalNumber: Int32?
    private var writing = false
    private var sources: [any DispatchSourceSignal] = []
    private let onEarlyExit: @Sendable (Int32) -> Void

    private let exitsEarly: Bool

    /// - Parameters:
    ///   - exitsEarly: whether a signal before `beginWriting()` ends the process at once (nothing
    ///     has been written); otherwise the caller polls `received`.
    ///   - onEarlyExit: says that nothing was written; the process then exits.
    init(exitsEarly: Bool = true, onEarlyExit: @escaping @Sendable (Int32) -> Void) {
        self.exitsEarly = exitsEarly
        self.onEarlyExit = onEarlyExit
        for number in [SIGINT, SIGTERM] {
            setDisposition(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.handle(number) }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        setDisposition(SIGINT, SIG_DFL)
        setDisposition(SIGTERM, SIG_DFL)
    }

    /// The signal that arrived, if any.
    var received: Int32? { lock.withLock { signalNumber } }

    /// Enters the writing phase; false when a signal already arrived (then nothing may be written).
    func beginWriting() -> Bool {
        lock.withLock {
            writing = true
            return signalNumber == nil
        }
    }

    private func handle(_ number: Int32) {
        let exitNow = lock.withLock { () -> Bool in
            if signalNumber == nil { signalNumber = number }
            return !writing && exitsEarly
        }
        guard exitNow else { return }
        onEarlyExit(number)
        _exit(128 + number)
    }
}

/// `signal(2)`, named apart from `Interruption.received` and the platform module.
private func setDisposition(_ number: Int32, _ handler: sig_t?) {
    _ = signal(number, handler)
}
