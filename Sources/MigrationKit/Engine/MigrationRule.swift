import SourceSyntax

/// A migration's rules, declared once: an enum whose raw values are the rule ids
/// (`xctest.assert`) and whose `summary` is what `swift-migrate list` prints. Code that emits an edit
/// or a diagnostic names the case, so a rule's code is found from its id in one search, and a
/// misspelt id does not compile.
///
/// ```swift
/// enum ToyRule: String, MigrationRule {
///     case rename = "toy.rename"
///     var summary: String { "oldAPI() → newAPI()." }
/// }
/// public var rules: [RuleDescription] { ToyRule.descriptions }
/// ```
public protocol MigrationRule: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// One sentence for `swift-migrate list` and the docs.
    var summary: String { get }
}

extension MigrationRule {
    /// The rule id, `<migration>.<rule>`.
    public var id: String { rawValue }

    /// Every rule, in declaration order, for `Migration.rules`.
    public static var descriptions: [RuleDescription] { allCases.map { RuleDescription(id: $0.rawValue, summary: $0.summary) } }
}

// The engine's API takes rule ids as strings (its own `engine.*` rules have no enum); these
// overloads let migrations pass their rule cases.

extension Edit {
    public init(range: Range<Int>, replacement: String, rule: some MigrationRule) {
        self.init(range: range, replacement: replacement, rule: rule.id)
    }

    public static func insert(_ text: String, at offset: Int, rule: some MigrationRule) -> Edit {
        insert(text, at: offset, rule: rule.id)
    }

    public static func replace(_ range: Range<Int>, in file: SourceFile, with text: String, rule: some MigrationRule) -> Edit {
        replace(range, in: file, with: text, rule: rule.id)
    }
}

extension MigrationContext {
    public func requestDeletion(rule: some MigrationRule) { requestDeletion(rule: rule.id) }
    public func warn(_ rule: some MigrationRule, at token: Int, _ message: String) { warn(rule.id, at: token, message) }
    public func warn(_ rule: some MigrationRule, atByte offset: Int, _ message: String) { warn(rule.id, atByte: offset, message) }
    public func note(_ rule: some MigrationRule, at token: Int, _ message: String) { note(rule.id, at: token, message) }
}

extension SourceFile {
    public func removal(of attribute: Attribute, rule: some MigrationRule) -> Edit { removal(of: attribute, rule: rule.id) }
    public func removal(ofTokens range: Range<Int>, rule: some MigrationRule) -> Edit { removal(ofTokens: range, rule: rule.id) }
    public func renaming(_ attribute: Attribute, to name: String, rule: some MigrationRule) -> Edit { renaming(attribute, to: name, rule: rule.id) }
    public func addingImport(_ module: String, rule: some MigrationRule) -> Edit? { addingImport(module, rule: rule.id) }
    public func removingImport(_ module: String, rule: some MigrationRule) -> [Edit] { removingImport(module, rule: rule.id) }
    public func replacingImport(_ old: String, with new: String, rule: some MigrationRule) -> [Edit] {
        replacingImport(old, with: new, rule: rule.id)
    }
    public func replacing(_ call: Call, callee: String, arguments: String, rule: some MigrationRule) -> Edit {
        replacing(call, callee: callee, arguments: arguments, rule: rule.id)
    }
    public func renaming(_ call: Call, to name: String, rule: some MigrationRule) -> Edit { renaming(call, to: name, rule: rule.id) }
    public func removal(ofStatement range: Range<Int>, rule: some MigrationRule) -> Edit { removal(ofStatement: range, rule: rule.id) }
    public func removal(ofDeclaration decl: Decl, rule: some MigrationRule) -> Edit { removal(ofDeclaration: decl, rule: rule.id) }
}
