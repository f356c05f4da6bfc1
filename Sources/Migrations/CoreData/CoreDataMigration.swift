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

    /// Convert the store, or add SwiftData beside Core Data (the guide's production strategy).
    static let mode = SettingDescription(
        key: "coredata.mode", values: ["convert", "coexist"],
        summary:
            "convert: the store moves to SwiftData as a whole, or stays (default); coexist: SwiftData models and a container on the same store file are added, the Core Data classes renamed CD<Name>, Core Data code kept"
    )

    /// The guide's one-time data copy, beside the coexistence models (the setting is named after its rule).
    static let copyData = SettingDescription(
        key: CoreDataRule.copyData.id, values: ["false", "true"],
        summary:
            "true (with coredata.mode=coexist): the coexistence file also gets <Model>SwiftDataStore.migrateData(from:to:), which copies every Core Data object into a ModelContext with its relationships"
    )

    /// Every version of the model as a versioned schema, with the migration plan between them.
    static let versionedSchema = SettingDescription(
        key: "coredata.versioned-schema", values: ["false", "true"],
        summary:
            "true: a model with several versions becomes one VersionedSchema per version, the SchemaMigrationPlan between them and typealiases for the current classes, and the container migrates through the plan; a change Core Data does not infer blocks"
    )

    public var settings: [SettingDescription] { [Self.mode, Self.copyData, Self.versionedSchema] }

    func coexists(_ options: MigrationOptions) -> Bool { options.settings[Self.mode.key] == "coexist" }

    func copiesData(_ options: MigrationOptions) -> Bool { options.settings[Self.copyData.key] == "true" }

    func coexistence(_ index: ProjectIndex, options: MigrationOptions) -> CoexistenceUnit {
        index.memoized(CoreDataMemo.coexistence) {
            var unit = CoexistenceUnit(index: index, migration: self, target: ModelTarget(iOS: iOS(options)), copiesData: copiesData(options))
            if unit.state == .converts, let model = unit.model, let reason = backedOut(options) {
                unit.state = .blocked
                unit.diagnostics.append(Self.backedOutDiagnostic(path: model.contentsPath, reason))
            }
            return unit
        }
    }

    func iOS(_ options: MigrationOptions) -> Int { options.deployment.versions[.iOS].map { max(17, $0.components.first ?? 17) } ?? 17 }

    /// Every file may use the store (a view that only reads `item.title` does), so every file is
    /// scanned; the plan decides which change.
    public func isApplicable(to file: SourceFile) -> Bool { true }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        facts.append(Fact(CoreDataFact.source, about: file.path, file, path: file.path))
    }

    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        if coexists(options) {
            _ = coexistence(index, options: options)
        } else {
            _ = plan(index, options: options)
        }
    }

    func plan(_ index: ProjectIndex, options: MigrationOptions) -> StoreUnit {
        index.memoized(CoreDataMemo.plan) {
            var unit = StoreUnit(
                index: index, migration: self, target: ModelTarget(iOS: iOS(options)),
                versioned: options.settings[Self.versionedSchema.key] == "true")
            if copiesData(options), let model = unit.model {
                // A converted store keeps its file, so there is nothing to copy; the copy reads Core Data.
                unit.modelDiagnostics.insert(
                    Diagnostic(
                        path: model.contentsPath, line: 1, column: 1, rule: CoreDataRule.copyData.id,
                        message:
                            "coredata.copy-data=true needs coredata.mode=coexist (the copy reads the Core Data store through Core Data); no copy function is written"
                    ), at: 0)
            }
            if unit.state == .converts, let model = unit.model, let reason = backedOut(options) {
                unit.state = .blocked
                unit.modelDiagnostics.append(Self.backedOutDiagnostic(path: model.contentsPath, reason))
            }
            return unit
        }
    }

    /// A store converts as a whole, so any of its code the build or test check took back takes it
    /// all back: the reason of the first such unit.
    func backedOut(_ options: MigrationOptions) -> String? { options.backedOut.first { $0.migration == id }?.reason }

    static func backedOutDiagnostic(path: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            path: path, line: 1, column: 1, rule: BackedOutUnit.rule,
            message: "coredata left the store in Core Data: the check took its conversion back (\(reason)); a store converts as a whole")
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        if coexists(context.options) { return coexistenceEdits(for: file, in: context) }
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
            let converted = FileConverter.convert(file, store: store)
            for warning in converted.warnings { context.warn(warning.rule.id, atByte: warning.offset, warning.message) }
            return converted.edits
        }
    }

    func coexistenceEdits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let unit = coexistence(context.index, options: context.options)
        // Only the first pass sees the original text.
        guard context.index.bytes(ofInput: file.path) == file.bytes else { return [] }
        switch unit.state {
        case .none, .done:
            return []
        case .blocked:
            for blocker in unit.fileBlockers[file.path] ?? [] {
                context.warn(blocker.rule.id, atByte: blocker.offset, blocker.message + "; SwiftData is not added")
            }
            return []
        case .converts:
            return unit.fileEdits[file.path] ?? []
        }
    }

    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] {
        if coexists(options) {
            let unit = coexistence(index, options: options)
            guard let model = unit.model else { return [] }
            switch unit.state {
            case .none, .done:
                return []
            case .blocked:
                return [
                    ProjectFile(
                        path: model.contentsPath, original: model.bytes, bytes: model.bytes, rule: CoreDataRule.coexist.id, diagnostics: unit.diagnostics)
                ]
            case .converts:
                return [
                    ProjectFile(
                        path: model.contentsPath, original: model.bytes, bytes: unit.modelBytes, rule: CoreDataRule.coexist.id, diagnostics: unit.diagnostics),
                    ProjectFile(
                        path: model.generatedPath, original: nil, bytes: Array(unit.generated.utf8), rule: CoreDataRule.modelFile.id, derivedFrom: model.contentsPath),
                ]
            }
        }
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
                ProjectFile(
                    path: model.generatedPath, original: nil, bytes: Array(model.fileText.utf8), rule: CoreDataRule.modelFile.id, derivedFrom: model.contentsPath),
            ]
        }
    }

    public func notes(forEditCounts counts: [String: Int]) -> [String] {
        if counts[CoreDataRule.coexist.id, default: 0] > 0 {
            return [
                "the SwiftData classes and container are in a new file beside the model: an Xcode project without folder-synchronized groups must add it to the target by hand",
                "the Core Data classes are renamed CD<Name> in the model and the Swift inputs; Objective-C code, storyboards and other targets that name them are not changed",
                "the Core Data stack now records persistent history (SwiftData needs it to share the store); prune it from time to time with NSPersistentHistoryChangeRequest.deleteHistory(before:)",
            ]
        }
        guard counts[CoreDataRule.modelFile.id, default: 0] > 0 else { return [] }
        return [
            "the @Model classes are in a new file beside the model: an Xcode project without folder-synchronized groups must add it to the target by hand",
            "SwiftData's main context saves by itself (autosaveEnabled) where Core Data's viewContext waited for save(); unsaved changes that were rolled back or discarded now persist",
        ]
    }
}
