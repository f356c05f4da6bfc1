import Foundation
import MigrationKit
import PredicateKit
import SourceSyntax

/// `--set coredata.mode=coexist`: the seed's production strategy. SwiftData is added beside Core
/// Data on the same store file; Core Data code keeps working. Rule: `coredata.coexist`.
///
/// - `<Model>Models.swift` (new): a `@Model` class per entity, named after the entity (SwiftData
///   finds the store's rows by class name), and `<Model>SwiftDataStore.container`, a
///   `ModelContainer` on the store file the Core Data stack opens.
/// - The Core Data classes must then have other names: a class named after its entity is renamed
///   `CD<Name>` in the model (`representedClassName`) and in every Swift file of the inputs
///   (`@objc(Item) class Item` included), as the coexistence guide does.
/// - Persistent history tracking is switched on for the Core Data stack, before it loads its
///   stores: without it, Core Data opens a store SwiftData has written to read-only.
///
/// With `--set coredata.copy-data=true` the file also holds `migrateData(from:to:)` (`DataCopyWriter`).
///
/// Only a stack the plan can see through converts: exactly one `NSPersistentContainer(name:)` of
/// the model, loading with `loadPersistentStores` once, at the default location (no store URL set
/// other than `/dev/null`). Anything else, a name clash, or a model that cannot be generated
/// faithfully blocks, each reported where it is.
struct CoexistenceUnit: Sendable {
    var state: StoreUnit.State = .none
    var model: ModelFile?
    /// The model with the renamed classes (what `apply` writes back).
    var modelBytes: [UInt8] = []
    /// Generated source of `<Model>Models.swift`.
    var generated = ""
    /// Core Data class → its new name.
    var renames: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    var fileBlockers: [String: [FileConverter.Blocker]] = [:]
    /// The edits of each input file that changes, worked out once with the plan.
    var fileEdits: [String: [Edit]] = [:]

    static let historyOption = "setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)"

    init(index: ProjectIndex, migration: any Migration, target: ModelTarget, copiesData: Bool = false) {
        var models: [ModelFile] = []
        for (resource, _) in ModelFile.bundles(in: index.resources) {
            guard let model = try? ModelFile(resource: resource, target: target) else { continue }
            models.append(model)
        }
        guard let model = models.first else { return }
        self.model = model
        let path = model.contentsPath
        guard models.count == 1 else {
            state = .blocked
            diagnostics.append(Self.diagnostic(path, "\(models.count) Core Data models in the inputs: coexist one model at a time"))
            return
        }
        // SwiftData's classes carry the entity names.
        var swiftData = model.model
        for i in swiftData.entities.indices { swiftData.entities[i].representedClassName = swiftData.entities[i].name }
        let output = ModelGenerator.generate(swiftData, target: target)
        var blockers: [Diagnostic] = []
        for diagnostic in output.diagnostics {
            diagnostics.append(diagnostic)
            if let rule = CoreDataRule(rawValue: diagnostic.rule), !StoreUnit.nonBlockingRules.contains(rule) { blockers.append(diagnostic) }
        }
        let classes = output.files.map { String($0.name.dropLast(".swift".count)) }
        let declared = Set(index.types.keys)
        for entity in model.model.entities where classes.contains(entity.name) {
            if entity.className == entity.name {
                let renamed = "CD" + entity.name
                guard entity.representedClassName == entity.name else {
                    blockers.append(
                        Diagnostic(
                            path: path, line: entity.position.line, column: entity.position.column, rule: CoreDataRule.coexist.id,
                            message:
                                "entity '\(entity.name)' has no Class name of its own in the model: set it to '\(renamed)' in the model editor (and rename the class in code), so that the SwiftData class can be named '\(entity.name)'"
                        ))
                    continue
                }
                if declared.contains(renamed) {
                    blockers.append(
                        Self.diagnostic(path, "the Core Data class '\(entity.name)' would be renamed '\(renamed)', which the project already declares"))
                }
                renames[entity.name] = renamed
            } else if declared.contains(entity.name) {
                blockers.append(
                    Self.diagnostic(
                        path, "the SwiftData class for entity '\(entity.name)' must be named '\(entity.name)', which the project already declares"))
            }
        }
        var text = output.combined.replacingOccurrences(of: ModelGenerator.imports, with: ModelGenerator.imports + "import CoreData\n")
        let storeName = SwiftIdentifiers.typeName(from: model.name) + "SwiftDataStore"
        text += """

            /// SwiftData's container on the store file Core Data keeps for '\(model.name)' (coexistence): new code
            /// reads and writes the same data through it while Core Data code keeps working.
            enum \(storeName) {
                static let container: ModelContainer = {
                    let url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent(\(SwiftLiteral.string(model.name + ".sqlite")))
                    do {
                        return try ModelContainer(for: \(classes.map { $0 + ".self" }.joined(separator: ", ")), configurations: ModelConfiguration(url: url, cloudKitDatabase: .none))
                    } catch {
                        fatalError("SwiftData cannot open the Core Data store at \\(url.path): \\(error)")
                    }
                }()
            }

            """
        if copiesData {
            let copy = DataCopyWriter(model: swiftData, target: target)
            text += copy.declaration(extending: storeName)
            diagnostics += copy.diagnostics()
        }
        generated = text
        if index.bytes(ofInput: model.generatedPath) == Array(generated.utf8) {
            state = .done
            return
        }
        if index.bytes(ofInput: model.generatedPath) != nil {
            blockers.append(Self.diagnostic(path, "\(model.generatedPath) exists with other text; move it away to generate the SwiftData classes there"))
        }
        modelBytes = model.renamingClasses(renames)
        // The stack: one container of this model, loaded once, at the default location.
        var loads: [(path: String, token: Int)] = []
        var containers = 0
        for file in index.facts(CoreDataFact.source).map(\.value) where !index.isContext(file.path) {
            let found = Self.stackFacts(in: file, modelName: model.name)
            containers += found.containers
            loads += found.loads.map { (file.path, $0) }
            for blocker in found.blockers { fileBlockers[file.path, default: []].append(blocker) }
        }
        // A file that would change and that a disable comment keeps as it is keeps everything.
        for file in index.facts(CoreDataFact.source).map(\.value) where !index.isContext(file.path) {
            let edits = edits(for: file)
            guard !edits.isEmpty else { continue }
            fileEdits[file.path] = edits
            if let directive = Suppressions(file).directive(coveringAnyRuleOf: migration, in: 0..<max(file.bytes.count, 1)) {
                blockers.append(Self.diagnostic(path, "\(file.path) would change and \(directive.description) keeps it as it is"))
            }
        }
        if containers != 1 || loads.count != 1 {
            blockers.append(
                Self.diagnostic(
                    path,
                    "coexistence needs exactly one NSPersistentContainer(name: \"\(model.name)\") loaded once with loadPersistentStores (found \(containers) and \(loads.count)): switch on persistent history tracking and open ModelContainer on the same store by hand"
                ))
        }
        let count = blockers.count + fileBlockers.values.map(\.count).reduce(0, +)
        guard count > 0 else {
            state = .converts
            return
        }
        state = .blocked
        diagnostics += blockers.filter { !diagnostics.contains($0) }
        diagnostics.append(
            Self.diagnostic(
                path, "SwiftData is not added beside Core Data for \(model.name): \(count) blocker\(count == 1 ? "" : "s") (each reported where it is)"))
    }

    static func diagnostic(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1, rule: CoreDataRule.coexist.id, message: message)
    }

    /// Containers of the model, `loadPersistentStores` calls, and what hides the store's location.
    static func stackFacts(in file: SourceFile, modelName: String) -> (containers: Int, loads: [Int], blockers: [FileConverter.Blocker]) {
        guard file.contains("NSPersistent") || file.contains("loadPersistentStores") else { return (0, [], []) }
        var containers = 0
        var loads: [Int] = []
        var blockers: [FileConverter.Blocker] = []
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let word = file.text(of: i)
            switch word {
            case "NSPersistentContainer" where file.kind(i + 1) == .leftParen:
                let arguments = file.arguments(inside: (i + 1)..<((file.matching(i + 1) ?? i + 1) + 1))
                if arguments.count == 1, SwiftStringLiteral.decode(file.text(arguments[0].value)) == modelName { containers += 1 }
            case "NSPersistentCloudKitContainer":
                blockers.append(
                    .init(
                        rule: .coexist, offset: file.tokens[i].start,
                        message: "a CloudKit container: SwiftData's coexistence with it is not set up here; do it by hand"))
            case "loadPersistentStores" where i > 0 && file.kind(i - 1) == .period:
                loads.append(i)
            case "persistentStoreDescriptions":
                // `….first!.url = URL(fileURLWithPath: "/dev/null")` inside `if …` (the template's
                // in-memory branch, for previews) keeps the location; unconditional, the store is
                // in memory and there is no file to share.
                let line = file.text(ofBytes: file.lineRange(containing: file.tokens[i].start))
                let isInMemory = line.contains(".url = URL(fileURLWithPath: \"/dev/null\")")
                if isInMemory, !isInsideIf(i, in: file) {
                    blockers.append(
                        .init(
                            rule: .coexist, offset: file.tokens[i].start,
                            message: "the Core Data store is always in memory (/dev/null): there is no store file for SwiftData to share"))
                } else if !isInMemory, line.contains("=") {
                    blockers.append(
                        .init(
                            rule: .coexist, offset: file.tokens[i].start,
                            message:
                                "the stack sets its store description: where the store file is cannot be read from code; give ModelConfiguration(url:) the same URL and switch on NSPersistentHistoryTrackingKey by hand"
                        ))
                }
            default: break
            }
        }
        return (containers, loads, blockers)
    }

    /// Whether token `i` is in the braces of an `if` (`if inMemory { … }`).
    static func isInsideIf(_ i: Int, in file: SourceFile) -> Bool {
        guard let open = file.enclosingDelimiter(of: i), file.kind(open) == .leftBrace else { return false }
        let line = file.lineRange(containing: file.tokens[open].start)
        return file.text(ofBytes: line).trimmingCharacters(in: .whitespaces).hasPrefix("if ")
    }

    /// The edits of one file: the renamed classes, and history tracking before the stack loads.
    func edits(for file: SourceFile) -> [Edit] {
        var edits: [Edit] = []
        if !renames.isEmpty, renames.keys.contains(where: { file.contains($0) }) {
            for i in file.tokens.indices where file.kind(i) == .identifier {
                guard let renamed = renames[file.text(of: i)], !(i > 0 && file.kind(i - 1) == .period), !file.isArgumentLabel(i) else { continue }
                edits.append(.replace(i..<(i + 1), in: file, with: renamed, rule: CoreDataRule.coexist.id))
            }
        }
        if file.contains("loadPersistentStores"), !file.contains("NSPersistentHistoryTrackingKey") {
            for i in file.tokens.indices where file.matches(i, "loadPersistentStores") && i > 1 && file.kind(i - 1) == .period {
                let statement = file.statementOrDeclaration(startingAt: Self.statementStart(of: i, in: file))
                let receiver = file.text(Self.statementStart(of: i, in: file)..<(i - 1))
                let start = file.tokens[statement.lowerBound].start
                let indent = file.indentation(ofLineContaining: start)
                let line = "\(receiver).persistentStoreDescriptions.first?.\(Self.historyOption)" + file.lineBreak + indent
                edits.append(.insert(line, at: start, rule: CoreDataRule.coexist.id))
            }
        }
        return edits
    }

    /// `container.loadPersistentStores` → the token starting `container` (the receiver chain).
    static func statementStart(of member: Int, in file: SourceFile) -> Int {
        var k = member - 1
        while k > 0, file.kind(k) == .period, file.kind(k - 1) == .identifier || file.matches(k - 1, "self") { k -= 2 }
        return k + 1
    }
}

extension ModelFile {
    /// The model with `representedClassName="Old"` → `"New"` for each rename, byte for byte
    /// otherwise.
    func renamingClasses(_ renames: [String: String]) -> [UInt8] {
        var result = bytes
        for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
            let needle = Array(#"representedClassName=""#.utf8) + Array(old.utf8) + [UInt8(ascii: "\"")]
            let replacement = Array(#"representedClassName=""#.utf8) + Array(new.utf8) + [UInt8(ascii: "\"")]
            var out: [UInt8] = []
            out.reserveCapacity(result.count + 8)
            var i = 0
            while i < result.count {
                if result[i] == needle[0], i + needle.count <= result.count, result[i..<(i + needle.count)].elementsEqual(needle) {
                    out += replacement
                    i += needle.count
                } else {
                    out.append(result[i])
                    i += 1
                }
            }
            result = out
        }
        return result
    }
}
