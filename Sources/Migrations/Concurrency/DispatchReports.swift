import MigrationKit
import SourceSyntax

/// Grand Central Dispatch, `Thread` and `OperationQueue`, reported with the architecture guide's
/// replacement for each shape. Rules: `concurrency.main-queue`, `concurrency.after-delay`,
/// `concurrency.global-queue`, `concurrency.dispatch-group`, `concurrency.semaphore`,
/// `concurrency.serial-queue`, `concurrency.thread`, `concurrency.operation-queue`.
///
/// None is rewritten: a queue runs blocks in submission order and never re-enters, while a `Task`
/// starts in no guaranteed order and an actor method can interleave at every `await`; which of
/// these the code relies on is not visible in the syntax (the guide also keeps Dispatch for
/// interop and measured low-level needs).
enum DispatchReports {
    static let names: Set<String> = [
        "async", "sync", "asyncAfter", "DispatchGroup", "DispatchSemaphore", "DispatchQueue", "OperationQueue", "Thread", "detachNewThread", "sleep",
    ]

    static let notRewritten = "not rewritten: queue ordering and actor re-entrancy differ, so running again does not change it"

    /// The framework types these reports are about; a project type of the same name is not them.
    static let frameworkTypes = ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "Thread", "OperationQueue"]

    static func check(_ file: SourceFile, context: MigrationContext) {
        let index = context.index
        let projectTypes = Set(
            frameworkTypes.filter { name in (index.declarations(of: name) + index.contextDeclarations(of: name)).contains { !$0.isExtension } })
        for call in file.calls(named: names) {
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            if projectTypes.contains(String(callee.prefix { $0 != "." && $0 != "(" })) { continue }
            let name = file.text(of: call.name)
            let labels = call.arguments.map { $0.label.map { file.text(of: $0) } }
            switch (callee, name) {
            case (_, "asyncAfter") where callee.hasPrefix("DispatchQueue."):
                context.warn(
                    ConcurrencyRule.afterDelay, at: call.name,
                    "\(callee): in async code, `try await Task.sleep(for: .seconds(…))` then the work (on the main actor when this is the main queue); the sleep is cancelled with its task, the queued block is not; \(notRewritten)"
                )
            case ("DispatchQueue.main.async", _), ("DispatchQueue.main.sync", _):
                if name == "async", let reason = alreadyOnMainActor(call, in: file) {
                    context.warn(
                        ConcurrencyRule.mainQueue, at: call.name,
                        "already on the main actor (\(reason)): this hop only defers the work to a later turn of the main queue; call the work directly if nothing relies on that deferral; \(notRewritten)"
                    )
                } else {
                    context.warn(
                        ConcurrencyRule.mainQueue, at: call.name,
                        "\(callee): mark the code that touches the UI `@MainActor` and call it with `await` (or `Task { @MainActor in … }` where the caller must not wait); \(notRewritten)"
                    )
                }
            case (_, "async"), (_, "sync"):
                guard callee.hasPrefix("DispatchQueue.global(") else { continue }
                context.warn(
                    ConcurrencyRule.globalQueue, at: call.name,
                    "\(callee.prefix { $0 != "(" })(…).\(name): make the work an `async` function (`async let` or a task group for parallel parts) and hop back with `await` instead of a nested main-queue block; \(notRewritten)"
                )
            case ("DispatchGroup", _):
                context.warn(
                    ConcurrencyRule.dispatchGroup, at: call.name,
                    "DispatchGroup: `async let` for a fixed number of parallel calls, `withTaskGroup`/`withThrowingTaskGroup` for a dynamic number; `notify` becomes the code after the `await`; \(notRewritten)"
                )
            case ("DispatchSemaphore", _):
                context.warn(
                    ConcurrencyRule.semaphore, at: call.name,
                    "DispatchSemaphore: blocking a thread has no place in async code (it can deadlock the cooperative pool); await an async API instead, or guard shared state with an actor; \(notRewritten)"
                )
            case ("DispatchQueue", _) where labels.first == "label":
                let concurrent = call.arguments.contains { file.text($0.value).contains(".concurrent") }
                context.warn(
                    ConcurrencyRule.serialQueue, at: call.name,
                    concurrent
                        ? "a concurrent DispatchQueue: a task group for parallel work, or an actor when barrier blocks guard state; \(notRewritten)"
                        : "a serial DispatchQueue: when it guards state (`sync`/`async` around reads and writes), an `actor` owning that state replaces it (`Mutex` for short synchronous sections); \(notRewritten)"
                )
            case ("Thread", _), ("Thread.detachNewThread", _):
                context.warn(
                    ConcurrencyRule.thread, at: call.name,
                    "a new Thread: a `Task` (or `Task.detached` when it must not inherit the actor) runs the work on the cooperative pool; \(notRewritten)")
            case ("Thread.sleep", _):
                context.warn(
                    ConcurrencyRule.thread, at: call.name,
                    "Thread.sleep blocks the thread: in async code, `try await Task.sleep(for: …)`; \(notRewritten)")
            case ("OperationQueue", _):
                context.warn(
                    ConcurrencyRule.operationQueue, at: call.name,
                    "an OperationQueue: a task group (limit concurrency by adding a task as one finishes), cancellation through the task; \(notRewritten)")
            default:
                continue
            }
        }
        for i in file.tokens.indices where file.kind(i) == .identifier && file.kind(i + 1) == .period && file.kind(i - 1) != .period {
            if projectTypes.contains(file.text(of: i)) { continue }
            switch (file.text(of: i), file.text(of: i + 2)) {
            case ("Thread", "isMainThread"):
                context.warn(
                    ConcurrencyRule.thread, at: i,
                    "Thread.isMainThread: isolate the code to `@MainActor` so the compiler checks it (`MainActor.assertIsolated()` where a run-time check is wanted); \(notRewritten)"
                )
            case ("OperationQueue", "main"):
                context.warn(
                    ConcurrencyRule.operationQueue, at: i,
                    "OperationQueue.main: `@MainActor` isolation (or `Task { @MainActor in … }`); \(notRewritten)")
            default:
                continue
            }
        }
    }

    /// Why the code around a `DispatchQueue.main.async` call already runs on the main actor, when
    /// the call is the last statement of a function isolated to it; nil otherwise.
    static func alreadyOnMainActor(_ call: Call, in file: SourceFile) -> String? {
        let path = file.declarationPath(to: call.name)
        guard let function = path.last, function.kind == .funcDecl, let body = function.body,
            file.statements(in: body).last?.lowerBound == call.callee.lowerBound
        else { return nil }
        if file.hasAttribute("MainActor", function) { return "the function is @MainActor" }
        if let type = path.dropLast().last(where: \.isTypeDeclaration), file.hasAttribute("MainActor", type) {
            return "its type is @MainActor"
        }
        return nil
    }
}
