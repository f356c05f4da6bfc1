import MigrationKit
import PredicateKit
import SourceSyntax

/// What the converter needs to know about the store: the model's classes and the stack.
struct StoreFacts: Sendable {
    /// The `@Model` class names.
    var classNames: Set<String>
    /// Class → the labels of its generated `init`, in order (empty: `init()`).
    var initParameters: [String: [String]]
    /// Class → properties a `SortDescriptor` can sort on (dates and numbers).
    var sortableProperties: [String: Set<String>]
    /// Class → string attributes (sortable with a comparator).
    var stringProperties: [String: Set<String>]
    /// Property name → the type Xcode's generated class gives it, where it differs from the `@Model`'s.
    var typeDifferences: [String: String]
    /// Class → property → the same, for a receiver whose class is known (`ReceiverTypes.swift`).
    var classTypeDifferences: [String: [String: String]] = [:]
    /// Class → property → the value Xcode's non-optional scalar accessor reads for a nil
    /// (`false`, `0`), for the attributes optional in the model that Xcode declares as scalars
    /// (`Bool`, `Double`): the `@Model` property is optional, and a read becomes `(x.p ?? 0)`.
    var scalarZeros: [String: [String: String]] = [:]
    /// Class → relationship name → where it leads (the receiver check follows `a.b.c`).
    var relationships: [String: [String: RelationshipFact]] = [:]
    /// The stored property of the recognised stack that holds the container (`container`).
    var stackProperty: String?
    /// The generated classes, in `ModelContainer(for:)` order.
    var modelTypes: [String]
    /// `NSPersistentContainer(name:)` of the stack: the model's name.
    var modelName: String
    /// `<Model>MigrationPlan` when the model's versions are written as versioned schemas.
    var migrationPlan: String?
    /// The model as the predicate translator reads it (entity names are the class names in a
    /// store that converts: `coredata.entity-name` blocks otherwise).
    var predicateSchema: PredicateSchema
    /// The oldest iOS the code runs on (what `#Predicate` may use).
    var iOS: Int
    /// Model classes written by hand (`class X: NSManagedObject` among the inputs, Codegen
    /// Manual/None or Category): merged into the `@Model` class as extensions.
    var handWrittenClasses: Set<String> = []
    /// `@NSManaged func` names (Xcode's generated to-many accessors): a call blocks.
    var managedAccessors: Set<String> = []
    /// `T.f` for the functions of a model class `T` (or its extensions) that return
    /// `NSFetchRequest<T>`: request factories, which become `FetchDescriptor<T>` factories.
    var requestFactories: Set<String> = []
    /// `classNames` as one byte search: every file of the run is asked whether it names one.
    var classNameSearch = ByteSearchSet([])
    /// The class names, Core Data's type names and the wrappers' words, by their length in bytes:
    /// what `FileConverter.usesStore` compares identifiers with.
    var storeNamesByLength: [Int: [String]] = [:]
}

/// Converts one file's Core Data call sites, or says what blocks them. The same code answers the
/// plan (are there blockers?) and the rewrite (the edits), so the two cannot disagree.
struct FileConverter {
    struct Blocker: Sendable {
        var rule: CoreDataRule
        var offset: Int
        var message: String
    }

    struct Result: Sendable {
        var edits: [Edit] = []
        var blockers: [Blocker] = []
        /// What converts but needs a look by hand (a predicate translated with a warning): reported
        /// where it is when the store converts.
        var warnings: [Blocker] = []
        /// Stacks this file declares: the model name each loads, where.
        var stacks: [(name: String, offset: Int)] = []
        /// Whether the file uses the store at all (Core Data API or a model class).
        var usesStore = false
    }

    let file: SourceFile
    let store: StoreFacts
    /// Token ranges a rule already rewrote as a whole: the token walk leaves them alone.
    var covered: [Range<Int>] = []
    /// Names this file declares as contexts (`CoreDataAPI.contextNames(in:)`).
    var declaredContextNames: Set<String> = []
    /// Declarations removed whole (Xcode's `+CoreDataProperties` extensions, say).
    var removedDeclarations: [Range<Int>] = []
    /// Declarations `@MainActor` was added to (by their first byte), so it is added once.
    var mainActorMarked: Set<Int> = []
    var result = Result()

    init(file: SourceFile, store: StoreFacts) {
        self.file = file
        self.store = store
    }

    static func convert(_ file: SourceFile, store: StoreFacts) -> Result {
        var converter = FileConverter(file: file, store: store)
        converter.run()
        return converter.result
    }

    mutating func run() {
        guard usesStore() else { return }
        result.usesStore = true
        declaredContextNames = FileConverter.contextNames(in: file)
        convertStacks()
        convertFetchRequests()
        convertFetchRequestVariables()
        convertManagedClasses()
        convertEnvironmentModifiers()
        convertPerformBlocks()
        walkTokens()
        // A file whose every declaration went keeps its imports and gets no new one: it is left
        // in place (an Xcode project lists it) with nothing that needs SwiftData.
        let declarationsLeft = file.declarations.contains { $0.kind != .importDecl && !removedDeclarations.contains($0.tokens) }
        if !result.edits.isEmpty, declarationsLeft, let importEdit = file.addingImport("SwiftData", rule: CoreDataRule.context.id) {
            result.edits.append(importEdit)
        }
    }

    /// A file uses the store when it imports Core Data, names Core Data API, or names a model class.
    func usesStore() -> Bool {
        if file.imports("CoreData") { return true }
        // A byte search first: most files of a project name nothing of Core Data's.
        guard file.containsAny(Self.storeWordSearch) || file.containsAny(store.classNameSearch) else { return false }
        // Tokens are compared as bytes with the names of their length: no string is made.
        for i in file.tokens.indices where file.kind(i) == .identifier {
            guard let candidates = store.storeNamesByLength[file.tokens[i].end - file.tokens[i].start] else { continue }
            if candidates.contains(where: { file.matches(i, $0) }) { return true }
        }
        return false
    }

    /// SwiftUI's Core Data names that are no type of Core Data's.
    static let wrapperWords: Set<String> = ["managedObjectContext", "FetchRequest", "FetchedResults"]

    static let storeWordSearch = ByteSearchSet(storeWords)

    /// Substrings of every Core Data name `usesStore` recognises (`CoreDataAPI.typeNames` and the
    /// SwiftUI property wrappers).
    static let storeWords = [
        "NSFetch", "NSAsynchronousFetch", "NSExpressionDescription", "NSBatch", "NSManaged", "NSPersistent", "CKShare", "NSMigration",
        "NSMapping", "NSEntity", "NSMerge", "NSPredicate", "NSCompoundPredicate", "NSSortDescriptor", "managedObjectContext",
        "FetchRequest", "FetchedResults", "FetchResults", "ObjectsKey",
    ]

    func isCovered(_ index: Int) -> Bool { covered.contains { $0.contains(index) } }

    mutating func block(_ rule: CoreDataRule, at token: Int, _ message: String) {
        result.blockers.append(Blocker(rule: rule, offset: file.tokens[token].start, message: message))
    }

    mutating func warn(_ rule: CoreDataRule, at token: Int, _ message: String) {
        result.warnings.append(Blocker(rule: rule, offset: file.tokens[token].start, message: message))
    }

    mutating func edit(_ range: Range<Int>, _ text: String, _ rule: CoreDataRule) {
        result.edits.append(.replace(range, in: file, with: text, rule: rule.id))
        covered.append(range)
    }

    /// The next token that is not the end of the file, after `index`.
    func next(_ index: Int) -> Int? { index + 1 < file.tokens.count && file.kind(index + 1) != .endOfFile ? index + 1 : nil }

    func isMember(_ index: Int) -> Bool { index > 0 && file.kind(index - 1) == .period }

    /// The arguments of the call whose `(` follows `index`, if one does.
    func callArguments(after index: Int) -> [Argument]? {
        guard let paren = next(index), file.kind(paren) == .leftParen, let close = file.matching(paren) else { return nil }
        return file.arguments(inside: paren..<(close + 1))
    }
}
