import MigrationKit
import ObjCSyntax
import SourceSyntax

/// Objective-C → Swift, one `.h` + `.m` pair at a time, leaves first: the pair becomes a `.swift`
/// file beside it, the pair is deleted, the bridging header and the Objective-C importers are
/// updated. Swift files are never edited (the translated names are the ones the importer gave),
/// so the byte gate on Swift inputs is always false and Swift-only runs cost nothing.
public struct ObjCMigration: Migration {
    public init() {}

    public var id: String { "objc" }
    public var summary: String {
        "Translates Objective-C `.h` + `.m` pairs to Swift, leaves first, keeping the names Swift and Objective-C callers use; updates the bridging header and importers; audits nullability."
    }
    public var rules: [RuleDescription] { ObjCRule.descriptions }
    /// It creates and deletes files across the project, a pair at a time: only when asked.
    public var isOptIn: Bool { true }
    public var settings: [SettingDescription] {
        [
            SettingDescription(
                key: "objc.module", values: [],
                summary: "the module name for `<Module>-Swift.h` (default: the Xcode project's PRODUCT_MODULE_NAME or PRODUCT_NAME when it has one)"),
            SettingDescription(
                key: "objc.files", values: [], summary: "pairs to translate even when they are not leaves, by name (`User`, `Model/User`), comma-separated"),
            SettingDescription(
                key: "objc.visibility", values: ["all", "minimal"],
                summary: "all: every translated declaration keeps its Objective-C surface; "
                    + "minimal: classes, enums and category methods no remaining Objective-C file names lose @objc"),
        ]
    }

    /// Swift inputs are never rewritten: the pair's callers keep compiling unchanged.
    public func isApplicable(to file: SourceFile) -> Bool { false }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] { [] }

    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] {
        let objc = index.resources.filter { $0.path.hasSuffix(".h") || $0.path.hasSuffix(".m") }
        guard !objc.isEmpty else { return [] }
        let projects = index.resources.filter { $0.path.hasSuffix("project.pbxproj") }
        let files = parallelMap(objc) { ObjCFile(path: $0.path, bytes: $0.bytes) }
        var plan = ProjectPlan(files: files, projects: projects, settings: options.settings, swiftInputs: { index.bytes(ofInput: $0) })
        return plan.run()
    }
}
