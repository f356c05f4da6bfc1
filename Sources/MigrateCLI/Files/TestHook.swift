import Foundation

/// Named moments of a write where a test can stop or interrupt a child run precisely, instead of
/// sending a signal after a guessed delay. `SWIFT_MIGRATE_TEST_HOOK=STEP:ACTION` in the
/// environment; at `STEP` the run
/// - `interrupt`: sends itself SIGINT and waits (up to 5 s) until `Interruption` has seen it, so
///   the run continues exactly as if Ctrl-C had arrived at that moment;
/// - `stop`: stops itself (SIGSTOP) until the test, having changed files meanwhile, sends SIGCONT.
///
/// Steps: `apply.staged` (every temporary file written, nothing checked), `apply.checked` (every
/// file checked, nothing renamed), `apply.renamed-first` (one file in place, the rest not),
/// `check.round-written` (a check round's files written, before its build). Unset, it costs one
/// dictionary lookup per step.
struct TestHook {
    static let variable = "SWIFT_MIGRATE_TEST_HOOK"

    var step: String?
    var action: String?

    init(environment: [String: String]) {
        guard let value = environment[Self.variable], let colon = value.lastIndex(of: ":") else { return }
        step = String(value[..<colon])
        action = String(value[value.index(after: colon)...])
    }

    func reached(_ name: String, interruption: Interruption?) {
        guard name == step else { return }
        switch action {
        case "interrupt":
            kill(getpid(), SIGINT)
            let deadline = Date().addingTimeInterval(5)
            while interruption?.received == nil, Date() < deadline { usleep(1000) }
        case "stop":
            raise(SIGSTOP)
        default:
            break
        }
    }
}
