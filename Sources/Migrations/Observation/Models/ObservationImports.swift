import MigrationKit
import SourceSyntax

/// Imports after a file's classes were converted: `@Observable` needs `Observation` (SwiftUI
/// re-exports it), and `import Combine` goes once nothing from Combine is left. When both happen
/// the one line is rewritten in place.
enum ObservationImports {

    /// Names whose presence means the file still uses Combine.
    static let combineVocabulary: Set<String> = [
        "AnyCancellable", "Cancellable", "Published", "ObservableObject", "ObservableObjectPublisher",
        "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Publisher", "Publishers", "Just",
        "Future", "Deferred", "Fail", "Subscribers", "Subscriber", "Subject", "Scheduler", "sink",
        "assign", "store", "eraseToAnyPublisher", "debounce", "throttle", "removeDuplicates",
        "combineLatest", "autoconnect", "publisher", "publish", "objectWillChange", "receive",
        "makeConnectable", "switchToLatest", "handleEvents", "ImmediateScheduler",
    ]

    /// Import edits for a file whose other edits are `edits`, where `convertsClasses` says whether
    /// the file declares a class this run makes `@Observable`.
    static func edits(for file: SourceFile, after edits: [Edit], convertsClasses: Bool) -> [Edit] {
        guard convertsClasses else { return [] }
        // An import under `#if` leaves the other configurations without it.
        let needsObservation = !file.importsUnconditionally("SwiftUI") && !file.importsUnconditionally("Observation")
        let dropsCombine = file.imports("Combine") && !stillUsesCombine(file, after: edits)
        switch (needsObservation, dropsCombine) {
        case (true, true): return file.replacingImport("Combine", with: "Observation", rule: ObservationRule.imports)
        case (false, true): return file.removingImport("Combine", rule: ObservationRule.imports)
        case (true, false): return file.addingImport("Observation", rule: ObservationRule.imports).map { [$0] } ?? []
        case (false, false): return []
        }
    }

    /// Whether any Combine name survives the edits (checked on the edited text, re-lexed).
    private static func stillUsesCombine(_ file: SourceFile, after edits: [Edit]) -> Bool {
        let edited = SourceFile(path: file.path, bytes: EditApplier.apply(edits, to: file.bytes).bytes)
        return edited.tokens.indices.contains { i in
            guard edited.kind(i) == .identifier else { return false }
            let name = edited.text(of: i)
            if combineVocabulary.contains(name) { return true }
            // `Combine.X` qualified anywhere.
            return name == "Combine" && edited.kind(i + 1) == .period
        }
    }
}
