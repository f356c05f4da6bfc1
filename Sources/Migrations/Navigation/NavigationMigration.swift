import MigrationKit
import SourceSyntax

/// The navigation migration. Replace the example rule with the real ones: one rule family per file,
/// every rule declared in `NavigationRule`, fixtures under `Fixtures/navigation/`.
public struct NavigationMigration: Migration {
    public init() {}

    public var id: String { "navigation" }
    public var summary: String { "Rewrites legacyAPI() calls to modernAPI() (the scaffold's example)." }
    /// The platforms the rewritten code needs; empty means none.
    public var minimumDeployment: PlatformVersions { PlatformVersions() }
    public var rules: [RuleDescription] { NavigationRule.descriptions }

    /// A cheap byte search before any work on the file.
    public func isApplicable(to file: SourceFile) -> Bool { file.contains("legacyAPI") }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        NavigationExampleCalls.edits(in: file)
    }
}
