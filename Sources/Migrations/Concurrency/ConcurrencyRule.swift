import MigrationKit

/// Every rule of the concurrency migration, with the file that holds its code.
enum ConcurrencyRule: String, MigrationRule {
    /// `EnvironmentEntries.swift`
    case entry = "concurrency.entry"
    /// `AsyncWrappers.swift`
    case asyncWrapper = "concurrency.async-wrapper"
    /// `DispatchReports.swift`
    case mainQueue = "concurrency.main-queue"
    /// `DispatchReports.swift`
    case afterDelay = "concurrency.after-delay"
    /// `DispatchReports.swift`
    case globalQueue = "concurrency.global-queue"
    /// `DispatchReports.swift`
    case dispatchGroup = "concurrency.dispatch-group"
    /// `DispatchReports.swift`
    case semaphore = "concurrency.semaphore"
    /// `DispatchReports.swift`
    case serialQueue = "concurrency.serial-queue"
    /// `DispatchReports.swift`
    case thread = "concurrency.thread"
    /// `DispatchReports.swift`
    case operationQueue = "concurrency.operation-queue"
    /// `SwallowedSaves.swift`
    case swallowedSave = "concurrency.swallowed-save"

    var summary: String {
        switch self {
        case .entry:
            "An `EnvironmentKey` used only by its `EnvironmentValues` property (likewise `TransactionKey`/`Transaction`, `ContainerValueKey`/`ContainerValues`), with a literal-like default → `@Entry var name: T = default` (the key goes)."
        case .asyncWrapper:
            "A function whose last parameter is an `@escaping` completion called exactly once on every path gets an `async` wrapper beside it, marked as Xcode's \"Add Async Wrapper\" does; other completions are reported."
        case .mainQueue:
            "`DispatchQueue.main.async`/`sync` is reported with `@MainActor` isolation as the replacement (and \"already on the main actor\" where the function is)."
        case .afterDelay:
            "`asyncAfter` is reported with `try await Task.sleep(for:)` as the replacement."
        case .globalQueue:
            "`DispatchQueue.global().async` is reported with an `async` function, `async let` or a task group as the replacement."
        case .dispatchGroup:
            "`DispatchGroup` is reported with `async let` or `withTaskGroup` as the replacement."
        case .semaphore:
            "`DispatchSemaphore` is reported: blocking has no place in async code; an actor or an async API replaces it."
        case .serialQueue:
            "A serial `DispatchQueue(label:)` is reported with an `actor` (or `Mutex`) as the replacement for the state it guards."
        case .thread:
            "`Thread` use is reported (`Thread.sleep` → `Task.sleep`, `Thread.isMainThread` → `@MainActor`, new threads → `Task`)."
        case .operationQueue:
            "`OperationQueue` is reported with a task group (bounded with a counter) or `@MainActor` for `.main` as the replacement."
        case .swallowedSave:
            "`try? context.save()` / `try? modelContext.save()` is reported: a failed save of user data must be propagated or shown, never dropped."
        }
    }
}
