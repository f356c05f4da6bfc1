import MigrationKit
import SourceSyntax

/// Core Data → SwiftData for a store as a whole: the model's `@Model` classes in a new file,
/// Xcode's class generation switched off, the template stack, and the call sites, or nothing at
/// all with each blocker reported (see `StoreUnit`).
///
/// Before (the Xcode template):
/// ```swift
/// @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)], animation: .default)
/// private var items: FetchedResults<Item>
/// ```
/// After:
/// ```swift
/// @Query(sort: [SortDescriptor(\Item.timestamp, order: .forward)], animation: .default)
/// private var items: [Item]
/// ```
public struct CoreDataMigration: Migration {
    public init() {}

    public var id: String { "coredata" }
    public var summary: String {
        "Moves a Core Data store to SwiftData: @Model classes from the model, the template stack, @FetchRequest and context calls; all of a store or none of it."
    }

    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(17), .macOS: Version(14), .tvOS: Version(17), .watchOS: Version(10), .visionOS: Version(1)])
    }

    public var rules: [RuleDescription] { CoreDataRule.descriptions }

    /// Every file may use the store (a view that only reads `item.title` does), so every file is
    /// scanned; the plan decides which change.
    public func isApplicable(to file: SourceFile) -> Bool { true }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        facts.append(Fact(CoreDataFact.source, about: file.path, file, path: file.path))
    }

    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        _ = plan(index, options: options)
    }

    func plan(_ index: ProjectIndex, options: MigrationOptions) -> StoreUnit {
        index.memoized(CoreDataMemo.plan) {
            let iOS = options.deployment.versions[.iOS].map { max(17, $0.components.first ?? 17) } ?? 17
            return StoreUnit(index: index, migration: self, target: ModelTarget(iOS: iOS))
        }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let plan = plan(context.index, options: context.options)
        switch plan.state {
        case .none, .done:
            return []
        case .blocked:
            // Only the first pass sees the original text; blockers are reported against it.
            for blocker in plan.fileBlockers[file.path] ?? [] where context.index.bytes(ofInput: file.path) == file.bytes {
                context.warn(blocker.rule.id, atByte: blocker.offset, blocker.message + "; the store stays in Core Data")
            }
            return []
        case .converts:
            guard let store = plan.store, context.index.bytes(ofInput: file.path) == file.bytes else { return [] }
            return FileConverter.convert(file, store: store).edits
        }
    }

    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] {
        let plan = plan(index, options: options)
        guard let model = plan.model else {
            return index.resources.compactMap { resource in
                let diagnostics = plan.modelDiagnostics.filter { $0.path == resource.path }
                return diagnostics.isEmpty
                    ? nil
                    : ProjectFile(path: resource.path, original: resource.bytes, bytes: resource.bytes, rule: CoreDataRule.unit.id, diagnostics: diagnostics)
            }
        }
        switch plan.state {
        case .none, .done:
            return []
        case .blocked:
            return [
                ProjectFile(path: model.contentsPath, original: model.bytes, bytes: model.bytes, rule: CoreDataRule.unit.id, diagnostics: plan.modelDiagnostics)
            ]
        case .converts:
            return [
                ProjectFile(
                    path: model.contentsPath, original: model.bytes, bytes: model.withoutClassGeneration, rule: CoreDataRule.codegen.id,
                    diagnostics: plan.modelDiagnostics),
                ProjectFile(path: model.generatedPath, original: nil, bytes: Array(model.generated.combined.utf8), rule: CoreDataRule.modelFile.id),
            ]
        }
    }

    public func notes(forEditCounts counts: [String: Int]) -> [String] {
        guard counts[CoreDataRule.modelFile.id, default: 0] > 0 else { return [] }
        return [
            "the @Model classes are in a new file beside the model: an Xcode project without folder-synchronized groups must add it to the target by hand",
            "SwiftData's main context saves by itself (autosaveEnabled) where Core Data's viewContext waited for save(); unsaved changes that were rolled back or discarded now persist",
        ]
    }
}
