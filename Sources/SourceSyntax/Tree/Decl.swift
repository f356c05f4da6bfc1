/// A declaration (or, at file and member level, a statement) as a set of token-index ranges.
///
/// Nodes hold indices into `SourceFile.tokens`, never copies of text, so the tree is cheap to build
/// and every node can be turned back into an exact byte range for an edit.
public struct Decl: Sendable {
    public enum Kind: String, Sendable, Equatable {
        case importDecl, classDecl, structDecl, enumDecl, actorDecl, protocolDecl, extensionDecl
        case funcDecl, initDecl, deinitDecl, subscriptDecl, variableDecl, typealiasDecl
        case associatedtypeDecl, enumCaseDecl, macroDecl, operatorDecl, precedenceGroupDecl
        /// `#if … #endif` around declarations; see `clauses`.
        case ifConfig
        /// Top-level code, or anything the tree builder does not recognise as a declaration.
        case statement
    }

    public var kind: Kind
    // Token positions are stored in 32 bits (a file is at most 4 GB, `Token.maximumFileSize`) and
    // an absent range as a sentinel, not as an optional `Range<Int>`: a declaration is half the
    // size, and every file's tree and its depth-first list hold one of these per declaration.
    private var packedTokens: PackedRange
    private var packedKeyword: UInt32
    private var packedName = PackedRange.none
    private var packedGenericParameters = PackedRange.none
    private var packedInheritanceColon = PackedRange.none
    private var packedWhereClause = PackedRange.none
    private var packedParameters = PackedRange.none
    private var packedReturnType = PackedRange.none
    private var packedBody = PackedRange.none

    /// Every token of the declaration, attributes included.
    public var tokens: Range<Int> {
        get { packedTokens.range! }
        set { packedTokens = PackedRange(newValue) }
    }
    public var attributes: [Attribute] = []
    /// Modifiers such as `public`, `final`, `private(set)` (a modifier with its parenthesised detail).
    public var modifiers: [Range<Int>] = []
    /// The introducing keyword (`class`, `func`, `var`, `#if`, …); for statements, the first token.
    public var keyword: Int {
        get { Int(packedKeyword) }
        set { packedKeyword = UInt32(newValue) }
    }
    /// The declared name: a single token for most declarations; the extended type for an extension.
    public var name: Range<Int>? {
        get { packedName.range }
        set { packedName = PackedRange(newValue) }
    }
    /// `<…>` after the name, delimiters included.
    public var genericParameters: Range<Int>? {
        get { packedGenericParameters.range }
        set { packedGenericParameters = PackedRange(newValue) }
    }
    /// The `:` before the inheritance list.
    public var inheritanceColon: Int? {
        get { packedInheritanceColon.range?.lowerBound }
        set { packedInheritanceColon = PackedRange(newValue.map { $0..<($0 + 1) }) }
    }
    /// Inherited types / conformances, each without its separating comma.
    public var inheritance: [InheritedType] = []
    /// `where …` up to the body.
    public var whereClause: Range<Int>? {
        get { packedWhereClause.range }
        set { packedWhereClause = PackedRange(newValue) }
    }
    /// Parameter clause `( … )` of a function, initializer or subscript.
    public var parameters: Range<Int>? {
        get { packedParameters.range }
        set { packedParameters = PackedRange(newValue) }
    }
    /// Effect specifiers after the parameters: `async`, `throws`, `rethrows`, `throws(E)`.
    public var effects: [Range<Int>] = []
    /// The `->` and return type of a function or subscript (type only).
    public var returnType: Range<Int>? {
        get { packedReturnType.range }
        set { packedReturnType = PackedRange(newValue) }
    }
    /// `{ … }` delimiters included: member block of a type, code block of a function, accessor block
    /// of a subscript. Variables keep their accessor blocks per binding.
    public var body: Range<Int>? {
        get { packedBody.range }
        set { packedBody = PackedRange(newValue) }
    }
    /// Members of a type or extension.
    public var members: [Decl] = []
    /// Branches of an `#if` block.
    public var clauses: [IfConfigClause] = []
    /// Pattern bindings of a `var` / `let`: `var a = 0, b: Int { … }` has two.
    public var bindings: [Binding] = []

    public init(kind: Kind, tokens: Range<Int>, attributes: [Attribute] = [], modifiers: [Range<Int>] = [], keyword: Int) {
        self.kind = kind
        self.packedTokens = PackedRange(tokens)
        self.attributes = attributes
        self.modifiers = modifiers
        self.packedKeyword = UInt32(keyword)
    }

    public var isTypeDeclaration: Bool {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: return true
        default: return false
        }
    }

    /// The members, with `#if` blocks flattened into the declarations of all their branches.
    public var flattenedMembers: [Decl] { Decl.flatten(members) }

    /// Every declaration under `decls`, depth first, members after their type and `#if` blocks
    /// replaced by the declarations of all their branches.
    static func depthFirst(_ decls: [Decl]) -> [Decl] {
        var result: [Decl] = []
        var stack = Array(decls.reversed())
        while let decl = stack.popLast() {
            if decl.kind == .ifConfig {
                stack.append(contentsOf: decl.clauses.flatMap(\.members).reversed())
                continue
            }
            result.append(decl)
            stack.append(contentsOf: decl.members.reversed())
        }
        return result
    }

    /// Declarations with `#if` blocks replaced by the declarations of all their branches.
    public static func flatten(_ decls: [Decl]) -> [Decl] {
        // Most member lists hold no `#if`: the list itself is the answer, shared, not copied.
        guard decls.contains(where: { $0.kind == .ifConfig }) else { return decls }
        var result: [Decl] = []
        var pending = decls[...]
        var stack: [ArraySlice<Decl>] = []
        while true {
            guard let decl = pending.popFirst() else {
                guard let next = stack.popLast() else { return result }
                pending = next
                continue
            }
            if decl.kind == .ifConfig {
                stack.append(pending)
                pending = decl.clauses.flatMap(\.members)[...]
            } else {
                result.append(decl)
            }
        }
    }
}

/// A token range in 8 bytes, or none: how `Decl` stores its ranges.
struct PackedRange: Sendable, Hashable {
    private var lower: UInt32
    private var upper: UInt32

    /// No range; no token index reaches `UInt32.max`, as no file reaches 4 GB.
    static let none = PackedRange(lower: .max, upper: .max)

    private init(lower: UInt32, upper: UInt32) {
        self.lower = lower
        self.upper = upper
    }

    init(_ range: Range<Int>?) {
        guard let range else {
            self = .none
            return
        }
        lower = UInt32(range.lowerBound)
        upper = UInt32(range.upperBound)
    }

    var range: Range<Int>? { lower == .max ? nil : Int(lower)..<Int(upper) }
}

public struct InheritedType: Sendable, Equatable {
    public var tokens: Range<Int>
    /// The comma after this entry, if any.
    public var trailingComma: Int?
}

public struct Attribute: Sendable, Equatable {
    /// `@` through the closing parenthesis of the arguments, if any.
    public var tokens: Range<Int>
    /// The name after `@`, possibly dotted (`@Foo.Bar`) or generic.
    public var name: Range<Int>
    /// `( … )` delimiters included.
    public var arguments: Range<Int>?
    public var atSign: Int { tokens.lowerBound }
}

public struct Binding: Sendable, Equatable {
    /// The pattern: a name, or a tuple pattern.
    public var pattern: Range<Int>
    /// The type annotation after `:`, without the colon.
    public var type: Range<Int>?
    /// The initial value after `=`, without the `=`.
    public var initializer: Range<Int>?
    /// `{ … }` accessors or observers.
    public var accessors: Range<Int>?
    /// The comma that ends this binding, when another follows.
    public var trailingComma: Int?
    /// The whole binding, pattern through accessors.
    public var tokens: Range<Int>
}

/// One `#if` clause on the way to a declaration (see `SourceFile.enclosingClauses(of:)`).
public struct ClauseStep: Sendable, Equatable {
    public var block: Decl
    public var clause: Int

    public static func == (a: ClauseStep, b: ClauseStep) -> Bool { a.block.tokens == b.block.tokens && a.clause == b.clause }
}

public struct IfConfigClause: Sendable {
    /// `#if`, `#elseif` or `#else`.
    public var directive: Int
    /// The condition after `#if` / `#elseif`.
    public var condition: Range<Int>?
    public var members: [Decl]
}

extension SourceFile {
    /// The declared name as text (`Foo`, or `Outer.Inner` for an extension).
    public func name(of decl: Decl) -> String? { decl.name.map { text($0) } }

    public func name(of attribute: Attribute) -> String { text(attribute.name) }

    public func attribute(named name: String, in decl: Decl) -> Attribute? {
        decl.attributes.first { matches($0.name.lowerBound, name) && $0.name.count == 1 }
    }

    public func hasModifier(_ name: String, _ decl: Decl) -> Bool {
        decl.modifiers.contains { matches($0.lowerBound, name) }
    }

    /// The inherited type names as written, generic arguments included.
    public func inheritedNames(of decl: Decl) -> [String] { decl.inheritance.map { text($0.tokens) } }
}

extension SourceFile {
    /// The qualified name of the type around token `index`, as lexical scope: `CellB.Row` inside
    /// `extension CellB { struct Row { … } }`; nil at top level.
    public func lexicalScope(at index: Int) -> String? {
        let names = declarationPath(to: index).filter(\.isTypeDeclaration).compactMap { name(of: $0) }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The `#if` clauses of the declaration tree around token `index`, outermost first: each as its
    /// `#if` block and the clause's position in it. A declaration in clause 1 of a block exists
    /// only in the configurations that take that clause. (`#if` inside function bodies is not in
    /// the tree and not counted.)
    public func enclosingClauses(of index: Int) -> [ClauseStep] {
        var steps: [ClauseStep] = []
        var level = declarations
        while let decl = Self.declaration(containing: index, in: level) {
            if decl.kind == .ifConfig {
                guard let clause = decl.clauses.lastIndex(where: { $0.directive <= index }) else { break }
                steps.append(ClauseStep(block: decl, clause: clause))
                level = decl.clauses[clause].members
                continue
            }
            level = decl.members
        }
        return steps
    }

    /// `lines` put where only the configurations of `clauses` see them: each block's directives up
    /// to the clause (`#if os(iOS)` … `#else`), the lines, then `#endif` for each, one per line.
    public func conditioned(_ lines: [String], by clauses: [ClauseStep], lineBreak: String, indentation: String) -> String {
        guard !clauses.isEmpty else { return lines.map { indentation + $0 }.joined(separator: lineBreak) }
        var out: [String] = []
        for step in clauses {
            for clause in step.block.clauses[0...step.clause] {
                let end = clause.condition?.upperBound ?? (clause.directive + 1)
                out.append(indentation + text(clause.directive..<end))
            }
        }
        out += lines.map { indentation + $0 }
        out += clauses.map { _ in indentation + "#endif" }
        return out.joined(separator: lineBreak)
    }

    /// The declarations that contain token `index`, outermost first, looking through `#if` blocks.
    /// Binary search at each level, so asking for every token of a large file stays cheap.
    public func declarationPath(to index: Int) -> [Decl] {
        var path: [Decl] = []
        var level = declarations
        while let decl = Self.declaration(containing: index, in: level) {
            if decl.kind == .ifConfig {
                guard let clause = decl.clauses.last(where: { $0.directive <= index }) else { break }
                level = clause.members
                continue
            }
            path.append(decl)
            level = decl.members
        }
        return path
    }

    /// The declaration among `decls` (sorted, non-overlapping) whose tokens contain `index`.
    static func declaration(containing index: Int, in decls: [Decl]) -> Decl? {
        var lo = 0
        var hi = decls.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if decls[mid].tokens.lowerBound <= index { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, decls[lo - 1].tokens.contains(index) else { return nil }
        return decls[lo - 1]
    }
}
