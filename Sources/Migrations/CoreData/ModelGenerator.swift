import MigrationKit
import PredicateKit

/// Core Data model → SwiftData `@Model` classes, one per entity that can be written faithfully,
/// with a diagnostic for everything that cannot (see `docs/migrations/coredata.md`).
///
/// The output depends only on the model and the target: entities in model order, properties in
/// model order, no dates or paths, so running it twice gives the same bytes.
public enum ModelGenerator {
    public struct File: Equatable, Sendable {
        /// `Item.swift`
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    public struct Output: Equatable, Sendable {
        /// One file per generated class, sorted by name.
        public var files: [File]
        /// All classes in one source (imports once), for printing.
        public var combined: String
        /// Sorted by position, then rule.
        public var diagnostics: [Diagnostic]
        /// Entities left out, by name.
        public var skippedEntities: [String]
    }

    public static var rules: [RuleDescription] { CoreDataRule.descriptions }

    static let imports = "import Foundation\nimport SwiftData\n"

    public static func generate(_ model: CoreDataModel, target: ModelTarget = ModelTarget()) -> Output {
        var diagnostics = ModelDiagnostics(path: model.path)
        let plan = EntityPlan(model: model, target: target, diagnostics: &diagnostics)
        let cloudKit = model.cloudKitEntities
        ModelChecks.report(model, plan: plan, cloudKitEntities: cloudKit, into: &diagnostics)
        let writer = ClassWriter(model: model, plan: plan, target: target, cloudKitEntities: cloudKit)
        let versionName = model.path.split(separator: "/").dropLast().last.map(String.init) ?? "the model"
        var declarations: [(className: String, text: String)] = []
        for entity in model.entities where plan.isGenerated(entity.name) {
            let header = "// Core Data entity '\(entity.name)' of \(versionName), as a SwiftData model.\n"
            declarations.append((plan.classNames[entity.name]!, header + writer.declaration(of: entity, diagnostics: &diagnostics)))
        }
        declarations.sort { $0.className < $1.className }
        let files = declarations.map { File(name: $0.className + ".swift", text: imports + "\n" + $0.text) }
        let combined = declarations.isEmpty ? "" : imports + declarations.map { "\n" + $0.text }.joined()
        let sorted = diagnostics.all.sorted { ($0.line, $0.column, $0.rule, $0.message) < ($1.line, $1.column, $1.rule, $1.message) }
        return Output(
            files: files, combined: combined, diagnostics: sorted,
            skippedEntities: model.entities.map(\.name).filter { !plan.isGenerated($0) })
    }
}
