import MigrationKit
import SourceSyntax

/// The objc migration. Replace the example rule with the real ones: one rule family per file,
/// every rule declared in `ObjCRule`, fixtures under `Fixtures/objc/`.
public struct ObjCMigration: Migration {
    public init() {}

    public var id: String { "objc" }
    public var summary: String { "Rewrites legacyAPI() calls to modernAPI() (the scaffold's example)." }
    /// The platforms the rewritten code needs; empty means none.
    public var minimumDeployment: PlatformVersions { PlatformVersions() }
    public var rules: [RuleDescription] { ObjCRule.descriptions }

    /// A cheap byte search before any work on the file.
    public func isApplicable(to file: SourceFile) -> Bool { file.contains("legacyAPI") }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        []
    }
}
