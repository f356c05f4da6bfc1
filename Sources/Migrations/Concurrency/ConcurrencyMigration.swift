import MigrationKit
import SourceSyntax

/// The safe subset of the architecture guide's concurrency baseline: rewrite where the meaning is
/// identical (`@Entry` for hand-written environment keys), add where a new API sits beside an old
/// one (`async` wrappers of completion-handler functions, call sites untouched), and report the
/// rest with the guide's replacement (Dispatch, `Thread`, `OperationQueue`, swallowed saves).
/// See `docs/migrations/concurrency.md`.
public struct ConcurrencyMigration: Migration {
    public init() {}

    public var id: String { "concurrency" }
    public var summary: String {
        "Rewrites hand-written environment keys to @Entry, adds async wrappers beside completion-handler functions, and reports Dispatch, Thread, OperationQueue and try? saves with their replacement."
    }
    /// `async`/`await` and checked continuations back-deploy to these; `@Entry` is a macro that
    /// needs Xcode 16 (a Swift 6 toolchain) but no newer OS.
    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(13), .macOS: Version(10, 15), .tvOS: Version(13), .watchOS: Version(6), .visionOS: Version(1)])
    }
    public var rules: [RuleDescription] { ConcurrencyRule.descriptions }

    /// One pass over the bytes for every name a rule looks at.
    static let gate = ByteSearchSet([
        "EnvironmentKey", "TransactionKey", "ContainerValueKey", "@escaping", "Dispatch", "Thread", "OperationQueue", ".save()",
    ])

    public func isApplicable(to file: SourceFile) -> Bool { file.containsAny(Self.gate) }

    /// Every file: an environment key may be used anywhere in the project, and only the whole
    /// project says it is not (`EnvironmentEntries.plan`, which reads these only when some file
    /// declares a key).
    public func isScanned(_ file: SourceFile) -> Bool { true }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        facts.append(Fact(ConcurrencyFact.source, about: file.path, file, path: file.path))
        for (_, key, _) in EnvironmentEntries.keys(in: file) {
            facts.append(Fact(ConcurrencyFact.environmentKey, about: key.name, key, path: file.path, line: key.line))
        }
    }

    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        _ = index.memoized(EnvironmentEntries.planKey) { EnvironmentEntries.plan(index) }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        DispatchReports.check(file, context: context)
        SwallowedSaves.check(file, context: context)
        return EnvironmentEntries.edits(in: file, context: context) + AsyncWrappers.edits(in: file, context: context)
    }
}

/// What the concurrency migration learns about every file before rewriting any.
enum ConcurrencyFact {
    /// Every file (subject: the path), kept whole (a copy-on-write reference, no copy) and read
    /// only when some file declares an environment key.
    static let source = FactKey<SourceFile>("concurrency-fact.source")
    /// An `EnvironmentKey` declaration (subject: its name).
    static let environmentKey = FactKey<EnvironmentEntries.Key>("concurrency-fact.environment-key")
}
