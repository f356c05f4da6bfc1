import MigrationKit
import SourceSyntax

/// The Combine operators applied to a `$name` publisher (`$query.removeDuplicates().sink { … }`),
/// so the warning at that use can say what to do with it by hand (rule
/// `observation.combine-consumer`).
///
/// `Observations { self.query }` (Observation, iOS 26 / macOS 26) is an AsyncSequence of a
/// property's values, and the standard library's AsyncSequence has `dropFirst()`; the shape
/// `$name[.receive(on:)][.removeDuplicates()][.dropFirst()].sink { … }` could therefore become a
/// `Task` looping over it. This run does not write that loop: `Observations` yields after a change,
/// asynchronously, and one value for several changes made before the loop next runs, where
/// `$name.sink` ran before each change with each new value (checked on Swift 6.3.1: three
/// assignments that `$name.removeDuplicates().dropFirst().sink` would each report came out as
/// one). Whether the subscriber tolerates that is not something the code shows, so the warning
/// gives the loop to write and the difference to check instead.
struct CombinePipeline {
    struct Operator {
        var name: String
        var token: Int
        /// As written, arguments elided: `.dropFirst()`, `.receive(on: …)`, `.sink { … }`.
        var shape: String
    }

    /// The operators after the publisher, in order (`receive`, `removeDuplicates`, `sink`, …).
    let operators: [Operator]

    /// Reads `.op(…)`, `.op { … }` and `.op(…) { … }` links after `token`; nil when none follows.
    init?(after token: Int, in file: SourceFile) {
        var operators: [Operator] = []
        var i = token + 1
        while i + 1 < file.tokens.count, file.kind(i) == .period, file.kind(i + 1) == .identifier {
            let name = file.text(of: i + 1)
            var shape = "." + name
            let token = i + 1
            i += 2
            if i < file.tokens.count, file.kind(i) == .leftParen, let close = file.matching(i) {
                shape += close == i + 1 ? "()" : file.kind(i + 2) == .colon ? "(\(file.text(of: i + 1)): …)" : "(…)"
                i = close + 1
            }
            if i < file.tokens.count, file.kind(i) == .leftBrace, let close = file.matching(i) {
                shape += " { … }"
                i = close + 1
            }
            operators.append(Operator(name: name, token: token, shape: shape))
        }
        guard !operators.isEmpty else { return nil }
        self.operators = operators
    }

    /// Operators a loop over `Observations` can do without Combine: `receive(on:)` (the loop runs
    /// on the task's actor), `removeDuplicates()` (a comparison with the previous value),
    /// `dropFirst()` (AsyncSequence has it), `sink` (the loop body), `store(in:)` (the task handle).
    static let loopable: Set<String> = ["receive", "removeDuplicates", "dropFirst", "sink", "store"]

    /// The first operator outside that shape (`debounce`, `throttle`, `combineLatest`, a `map`
    /// whose publisher is handed on, …).
    var firstUnloopable: Operator? { operators.first { !Self.loopable.contains($0.name) } }

    /// What to do by hand about `$name` (a property of the class itself, read as `self.name`).
    func advice(for name: String, ownProperty: Bool, in file: SourceFile) -> String {
        let chain = operators.map(\.shape).joined()
        if let blocker = firstUnloopable {
            let at = file.location(ofToken: blocker.token)
            return "`$\(name)` feeds `\(chain)` here; `.\(blocker.name)` (\(file.path):\(at.line):\(at.column)) takes more than a loop "
                + "over `Observations { … }`: move the pipeline to `.task(id:)` in the view, or rewrite it by hand without "
                + "`$\(name)`, then run again"
        }
        guard ownProperty, operators.last?.name == "sink" || operators.last?.name == "store" else {
            return "`$\(name)` feeds `\(chain)` here; \(ObservationPlan.pipelineAdvice)"
        }
        let drop = operators.contains { $0.name == "dropFirst" } ? ".dropFirst()" : ""
        let dedupe = operators.contains { $0.name == "removeDuplicates" } ? " (skipping a value equal to the previous one)" : ""
        return "`$\(name)` feeds `\(chain)` here. On iOS 26 / macOS 26 it can become a `Task` over "
            + "`Observations { self.\(name) }\(drop)`\(dedupe), cancelled where the cancellable was; that loop runs after a "
            + "change instead of before it and sees several changes made before it next runs as one, so this run leaves it to "
            + "you: write it if that is fine here, then run again"
    }
}
