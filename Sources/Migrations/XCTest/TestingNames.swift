import MigrationKit
import SourceSyntax

/// Type names that `import Testing` brings in and that a project may declare too (`Tag`, `Issue`,
/// `Comment`, `Test`, …). Once a file imports Testing, a bare reference to the project's own type is
/// ambiguous, so:
/// - the rewrites spell Swift Testing's types `Testing.Issue` where the project has an `Issue`;
/// - references to the project's type in a file that imports both are qualified with its module
///   (`Tag` → `Yaml.Tag`), once the file imports Testing.
struct TestingNames: Sendable {
    /// Public types of the Testing module (6.3.1).
    static let testingTypes: Set<String> = [
        "Attachable", "AttachableAsImage", "AttachableImageFormat", "AttachableWrapper", "Attachment", "Bug",
        "Comment", "ConditionTrait", "Confirmation", "CustomTestArgumentEncodable", "CustomTestStringConvertible",
        "ExitStatus", "ExitTest", "Expectation", "ExpectationFailedError", "Issue", "IssueHandlingTrait",
        "KnownIssueMatcher", "ParallelizationTrait", "SourceLocation", "SuiteTrait", "Tag", "Test", "TestScoping",
        "TestTrait", "TimeLimitTrait", "Trait",
    ]

    /// Testing type names the project declares, with the module that declares each (nil when more than
    /// one module does, or the module cannot be told from the path).
    var clashes: [String: String?] = [:]

    /// `Issue` or `Testing.Issue`.
    func callAsFunction(_ name: String) -> String {
        clashes[name] != nil ? "Testing." + name : name
    }

    init() {}

    init(index: ProjectIndex) {
        // The engine's one shadowing rule decides (`ProjectIndex.shadows`): a top-level type or a
        // typealias, in the inputs or the package's other targets (a test that imports the library
        // sees its `SourceLocation`).
        for name in Self.testingTypes where index.shadows(name) {
            // The module, for qualifying the project's own references; a typealias gives none.
            let declarations = (index.declarations(of: name) + index.contextDeclarations(of: name))
                .filter { !$0.isExtension && $0.qualifiedName == name }
            let modules = Set(declarations.map { Self.module(of: $0.path) })
            clashes[name] = modules.count == 1 ? modules.first! : nil
        }
    }

    /// The module of a source file: the folder under `Sources/` or `Tests/`.
    static func module(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let root = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), root + 2 < parts.count else { return nil }
        return String(parts[root + 1])
    }

    /// `Tag` → `Yaml.Tag` for every bare reference to a clashing type that this file imports from another
    /// module, once the file imports Testing. Declarations of the type itself are left alone.
    func qualificationEdits(for file: SourceFile) -> [Edit] {
        guard !clashes.isEmpty, file.imports("Testing") else { return [] }
        let imported = Set(file.imports.map(\.module))
        let own = Self.module(of: file.path)
        var edits: [Edit] = []
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let name = file.text(of: i)
            guard let entry = clashes[name], let module = entry, module != own, imported.contains(module),
                file.kind(i - 1) != .period,
                !["struct", "class", "enum", "protocol", "typealias", "actor", "func", "case", "let", "var", "import"]
                    .contains(where: { file.matches(i - 1, $0) })
            else { continue }
            edits.append(.replace(i..<(i + 1), in: file, with: module + "." + name, rule: XCTestRule.imports))
        }
        return edits
    }
}
