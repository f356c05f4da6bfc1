import Foundation
import MigrationKit
import PredicateKit
import SourceSyntax

/// The unit of conversion: one Core Data model (its store) with every file that uses it. It
/// converts together or not at all. Rule: `coredata.unit`.
///
/// After the conversion the model's class names are SwiftData `@Model` classes, so every use of
/// the old `NSManagedObject` classes and of Core Data's context, requests and stack must have been
/// rewritten, or the project does not build (or, worse, builds and means something else). So the
/// plan runs the converter over every file first, and the store converts only when nothing blocks:
/// the model generates every entity faithfully, each class is Xcode's or one hand-written class
/// among the inputs (merged into the `@Model` class), exactly one template stack opens it, every call site converts, and no file
/// outside the inputs uses it. Otherwise nothing changes, and each blocker is reported where it is.
struct StoreUnit: Sendable {
    enum State: Sendable, Equatable {
        /// No model among the inputs: the migration does nothing.
        case none
        case converts
        case blocked
        /// Converted by an earlier run: the model generates no classes and its file is in place.
        case done
    }

    var state: State = .none
    var model: ModelFile?
    var store: StoreFacts?
    /// Diagnostics about the model, for its `contents` file.
    var modelDiagnostics: [Diagnostic] = []
    /// Blockers in Swift input files, by path.
    var fileBlockers: [String: [FileConverter.Blocker]] = [:]

    /// Generator diagnostics that do not block: only speed, or what stays in the model file.
    static let nonBlockingRules: Set<CoreDataRule> = [.fetchIndex, .fetchRequestTemplate, .attributeOption]

    init(index: ProjectIndex, migration: any Migration, target: ModelTarget, versioned: Bool = false) {
        var models: [ModelFile] = []
        for (resource, older) in ModelFile.bundles(in: index.resources) {
            do {
                if let model = try ModelFile(resource: resource, older: older, versioned: versioned, target: target) { models.append(model) }
            } catch {
                modelDiagnostics.append(
                    Diagnostic(
                        path: resource.path, line: 1, column: 1, rule: CoreDataRule.unit.id,
                        message: "the model cannot be read (\(error)); it stays in Core Data"))
                state = .blocked
            }
        }
        guard state != .blocked, !models.isEmpty else { return }
        let sources = index.facts(CoreDataFact.source).map(\.value)
        if models.count > 1 {
            let used = models.filter { Self.mayBeUsed($0, by: sources) }
            if !used.isEmpty { models = used }
        }
        guard models.count == 1 else {
            state = .blocked
            for model in models {
                modelDiagnostics.append(
                    Diagnostic(
                        path: model.contentsPath, line: 1, column: 1, rule: CoreDataRule.unit.id,
                        message:
                            "\(models.count) Core Data models in the inputs: which code uses which cannot be told apart without types; migrate one model at a time (run on a directory that holds one)"
                    ))
            }
            return
        }
        let model = models[0]
        self.model = model
        let classGenerated = model.codegen.values.contains { $0 == "class" || $0 == "category" }
        if !classGenerated, index.bytes(ofInput: model.generatedPath) == Array(model.fileText.utf8) {
            state = .done
            return
        }
        var blockers: [Diagnostic] = []
        let path = model.contentsPath
        for diagnostic in model.fileDiagnostics {
            modelDiagnostics.append(diagnostic)
            if let rule = CoreDataRule(rawValue: diagnostic.rule), !Self.nonBlockingRules.contains(rule) { blockers.append(diagnostic) }
        }
        if let present = index.bytes(ofInput: model.generatedPath), present != Array(model.fileText.utf8) {
            blockers.append(
                Diagnostic(
                    path: path, line: 1, column: 1, rule: CoreDataRule.modelFile.id,
                    message: "\(model.generatedPath) exists with other text; move it away to generate the @Model classes there"))
        }

        // Phase 1: the stack's property and the hand-written classes; phase 2: every file through the converter.
        let inputs = sources.filter { !index.isContext($0.path) }
        let stackProperties = parallelMap(inputs) { FileConverter.stackProperties(in: $0).map(\.name) }.flatMap { $0 }
        let generatedClasses = Set(model.generated.files.map { String($0.name.dropLast(".swift".count)) })
        var managed = FileConverter.ManagedDeclarations()
        for found in parallelMap(inputs, { FileConverter.managedDeclarations(in: $0, classNames: generatedClasses) }) {
            managed.classes += found.classes
            managed.properties.merge(found.properties) { $0.merging($1) { first, _ in first } }
            managed.accessors.formUnion(found.accessors)
            managed.requestFactories.formUnion(found.requestFactories)
        }
        for entity in model.model.entities where model.codegen[entity.name] != "class" && generatedClasses.contains(entity.className) {
            let count = managed.classes.filter { $0 == entity.className }.count
            let codegen = model.codegen[entity.name] ?? "Manual/None"
            guard count != 1 else { continue }
            blockers.append(
                Diagnostic(
                    path: path, line: entity.position.line, column: entity.position.column, rule: CoreDataRule.codegen.id,
                    message: count == 0
                        ? "entity '\(entity.name)' has Codegen '\(codegen)' and no 'class \(entity.className): NSManagedObject' is among the inputs: include the file that declares it"
                        : "entity '\(entity.name)' has Codegen '\(codegen)' and \(count) classes named '\(entity.className)' subclass NSManagedObject: which one is the model's cannot be told"
                ))
        }
        let store = StoreFacts(
            model: model, stackProperty: Set(stackProperties).count == 1 ? stackProperties[0] : nil, managed: managed, iOS: target.iOS)
        self.store = store
        var stacks: [(path: String, name: String)] = []
        // Files are converted in parallel, as the runner migrates them: this is every file of the run.
        let results = parallelMap(sources) { FileConverter.convert($0, store: store) }
        for (file, result) in zip(sources, results) {
            guard result.usesStore else { continue }
            if index.isContext(file.path) {
                blockers.append(
                    Diagnostic(
                        path: path, line: 1, column: 1, rule: CoreDataRule.unit.id,
                        message: "\(file.path), outside the inputs, uses the store: include it in the run"))
                continue
            }
            if !result.edits.isEmpty, let directive = Suppressions(file).directive(coveringAnyRuleOf: migration, in: 0..<max(file.bytes.count, 1)) {
                blockers.append(
                    Diagnostic(
                        path: path, line: 1, column: 1, rule: CoreDataRule.unit.id,
                        message: "\(file.path) uses the store and \(directive.description) keeps it as it is"))
            }
            if !result.blockers.isEmpty { fileBlockers[file.path] = result.blockers }
            stacks += result.stacks.map { (file.path, $0.name) }
        }
        if stacks.count != 1 || stacks.first?.name != model.name {
            let found =
                stacks.isEmpty
                ? "none of the template's shape; any other stack is reported where it is" : stacks.map { "'\($0.name)' in \($0.path)" }.joined(separator: ", ")
            blockers.append(
                Diagnostic(
                    path: path, line: 1, column: 1, rule: CoreDataRule.stack.id,
                    message:
                        "the store converts only with exactly one Xcode-template stack, NSPersistentContainer(name: \"\(model.name)\") (found: \(found)); without it nothing would open the store with the @Model classes"
                ))
        }
        let blockerCount = blockers.count + fileBlockers.values.map(\.count).reduce(0, +)
        if blockerCount == 0 {
            state = .converts
            return
        }
        state = .blocked
        modelDiagnostics += blockers.filter { blocker in !modelDiagnostics.contains(blocker) }
        modelDiagnostics.append(
            Diagnostic(
                path: path, line: model.model.position.line, column: model.model.position.column, rule: CoreDataRule.unit.id,
                message:
                    "the store of \(model.name) stays in Core Data: \(blockerCount) blocker\(blockerCount == 1 ? "" : "s") (each reported where it is); the model, its classes and every file that uses them convert together or not at all"
            ))
        modelDiagnostics.sort { ($0.line, $0.column, $0.rule, $0.message) < ($1.line, $1.column, $1.rule, $1.message) }
    }
}

extension StoreUnit {
    /// Whether any source may use the model: it has entities, and some file names the model
    /// (`"Model"`, as `NSPersistentContainer(name:)` or a bundle look-up does) or one of its
    /// classes. A model beside the store's that nothing names (an empty one Xcode left, an old copy)
    /// is no second store. A byte search: a name in a comment counts too, and keeps it.
    static func mayBeUsed(_ model: ModelFile, by sources: [SourceFile]) -> Bool {
        guard !model.model.entities.isEmpty else { return false }
        let names = ["\"\(model.name)\""] + model.model.entities.map(\.className)
        return sources.contains { file in names.contains { file.contains($0) } }
    }
}

extension StoreFacts {
    init(model: ModelFile, stackProperty: String?, managed: FileConverter.ManagedDeclarations, iOS: Int) {
        let generated = Self.generatedClasses(model.generated.files)
        let classNames = Set(generated.keys)
        let modelTypes = generated.mapValues(\.propertyTypes)
        var sortable: [String: Set<String>] = [:]
        var strings: [String: Set<String>] = [:]
        var differences: [String: String] = [:]
        var classDifferences: [String: [String: String]] = [:]
        var scalarZeros: [String: [String: String]] = [:]
        var relationships: [String: [String: RelationshipFact]] = [:]
        let classNamesByEntity = Dictionary(model.model.entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        for entity in model.model.entities {
            for relationship in entity.relationships {
                relationships[entity.className, default: [:]][relationship.name] = RelationshipFact(
                    destination: classNamesByEntity[relationship.destination] ?? relationship.destination, isToMany: relationship.isToMany,
                    isOrdered: relationship.isOrdered)
            }
            let sortTypes: Set<String> = ["Date", "Integer 16", "Integer 32", "Integer 64", "Double", "Float"]
            sortable[entity.className, default: []].formUnion(entity.attributes.filter { sortTypes.contains($0.type) && !$0.isTransient }.map(\.name))
            strings[entity.className, default: []].formUnion(entity.attributes.filter { $0.type == "String" && !$0.isTransient }.map(\.name))
            let handWritten = model.codegen[entity.name] == nil
            for property in entity.attributes.map(\.name) + entity.relationships.map(\.name) {
                let difference =
                    handWritten
                    ? Self.declaredTypeDifference(managed.properties[entity.className]?[property], model: modelTypes[entity.className]?[property])
                    : model.generatedTypeDifference(entity: entity, property: property)
                if let difference {
                    differences[property] = difference
                    classDifferences[entity.className, default: [:]][property] = difference
                    if difference == "a non-optional scalar", let attribute = entity.attribute(named: property) {
                        scalarZeros[entity.className, default: [:]][property] = attribute.type == "Boolean" ? "false" : "0"
                    }
                }
            }
        }
        self.init(
            classNames: classNames, initParameters: generated.mapValues(\.initLabels), sortableProperties: sortable, stringProperties: strings,
            typeDifferences: differences,
            stackProperty: stackProperty, modelTypes: classNames.sorted(), modelName: model.name, migrationPlan: model.migrationPlan,
            predicateSchema: model.model.predicateSchema,
            iOS: iOS, handWrittenClasses: Set(managed.classes), managedAccessors: managed.accessors, requestFactories: managed.requestFactories)
        classTypeDifferences = classDifferences
        self.scalarZeros = scalarZeros
        self.relationships = relationships
        classNameSearch = ByteSearchSet(classNames.sorted())
        storeNamesByLength = Dictionary(grouping: classNames.union(CoreDataAPI.typeNames.keys).union(FileConverter.wrapperWords).sorted(), by: \.utf8.count)
    }

    /// Each generated `@Model` class, read back from the generated source (so it is what the
    /// compiler will see), parsed once: its stored properties' types (whitespace removed) and the
    /// labels of its `init`.
    static func generatedClasses(_ files: [ModelGenerator.File]) -> [String: (propertyTypes: [String: String], initLabels: [String])] {
        var classes: [String: (propertyTypes: [String: String], initLabels: [String])] = [:]
        for generated in files {
            let file = SourceFile(path: generated.name, text: generated.text)
            for decl in file.declarations where decl.kind == .classDecl {
                guard let name = decl.name.map({ file.text($0) }) else { continue }
                var types: [String: String] = [:]
                for member in decl.members where member.kind == .variableDecl {
                    for binding in member.bindings {
                        if let type = binding.type { types[file.text(binding.pattern)] = file.text(type).filter { !$0.isWhitespace } }
                    }
                }
                let parameters = decl.members.first { $0.kind == .initDecl }?.parameters
                let labels = parameters.map { file.arguments(inside: $0).compactMap { $0.label.map { file.text(of: $0) } } } ?? []
                classes[name] = (types, labels)
            }
        }
        return classes
    }

    /// How a hand-written `@NSManaged` property's declared type differs from the `@Model`'s: nil
    /// when they are the same (or the property is not declared), "an optional" when only the
    /// optional mark differs, else the declared type.
    static func declaredTypeDifference(_ declared: String?, model: String?) -> String? {
        guard let declared, let model, declared != model else { return nil }
        // `@NSManaged var done: Bool` over an attribute optional in the model: Xcode's scalar
        // accessor, which reads a nil as `false`/`0`, as in a generated class.
        if model == declared + "?", ["Bool", "Int16", "Int32", "Int64", "Int", "Double", "Float"].contains(declared) { return "a non-optional scalar" }
        return declared == model + "?" || declared == model + "!" ? "an optional" : declared
    }
}
