/// The engine's own rule ids (`engine.…`), with a summary each, for the reports that list every
/// rule a run can name (SARIF's rule descriptors). Migrations declare theirs in `MigrationRule` enums.
public enum EngineRules {
    public static let descriptions: [RuleDescription] = [
        RuleDescription(id: BackedOutUnit.rule, summary: "A unit was left as it was because the build or tests failed with it rewritten (--check-build)."),
        RuleDescription(id: PackagePlatforms.rule, summary: "Package.swift declares a deployment target below what a migration that runs needs."),
        RuleDescription(id: "engine.fixpoint", summary: "Migrations still had edits after the last pass; review the file."),
        RuleDescription(id: "engine.overlap", summary: "An edit overlapped another and was not applied; make it by hand."),
        RuleDescription(id: Suppressions.rule, summary: "A swift-migrate:disable comment kept code as it was."),
        RuleDescription(id: Suppressions.unknownRule, summary: "A swift-migrate:disable comment names no migration or rule; it disables nothing."),
        RuleDescription(id: XcodeProjectSync.rule, summary: "Xcode project edits for the files a run creates or deletes, and those that cannot be made."),
    ]
}
