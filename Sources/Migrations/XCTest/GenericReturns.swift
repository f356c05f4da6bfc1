import MigrationKit
import SourceSyntax

/// Literals compared with a call whose return type the call site decides.
///
/// `XCTAssertEqual(try expression.evaluate(), 1.0)` has one generic parameter for both sides, so a
/// function declared `func evaluate<T>() throws -> T` is called for the literal's default type,
/// `Double`. `#expect(try expression.evaluate() == 1.0)` hands the choice to overload resolution over
/// every `==`, which may pick another type the literal can be (`Decimal`, `Float`, …) and so call a
/// different specialisation. Writing the literal as `1.0 as Double` keeps the type XCTest used.
enum GenericReturns {
    /// The functions of `file` that return a value, by name: those whose return type is one of their
    /// own generic parameters, and the others. A name with both (`AnyExpression.evaluate<T>() -> T`
    /// next to `Expression.evaluate() -> Double`) cannot be told apart by name, so it is not pinned.
    /// Each is recorded by its simple name and by `Type.name` (the type or extension declaring it),
    /// so a call whose receiver's type is known (`let e = AnyExpression(…)`; `e.evaluate()`) can be
    /// told apart from a namesake.
    /// `functions(in:)` of every input and context file that declares a function with a result,
    /// in file order, computed once per run.
    static func names(in index: ProjectIndex) -> [Names] {
        index.memoized(XCTestMemo.returnNames) {
            let files = (index.files + index.contextFiles).filter { $0.contains("->") }
            return parallelMap(files) { functions(in: $0) }.filter { names in
                !names.generic.isEmpty || !names.concrete.isEmpty || !names.plainTypes.isEmpty || !names.genericTypes.isEmpty
            }
        }
    }

    static func functions(in file: SourceFile) -> Names {
        var names = Names()
        for decl in file.allDeclarations where decl.isTypeDeclaration {
            guard let name = file.name(of: decl).map(ProjectIndex.simpleName) else { continue }
            if decl.genericParameters == nil { names.plainTypes.insert(name) } else { names.genericTypes.insert(name) }
        }
        for decl in file.allDeclarations where decl.kind == .funcDecl {
            guard let returned = decl.returnType, let name = file.name(of: decl) else { continue }
            if returned.count == 1, file.kind(returned.lowerBound) == .identifier { names.returnTypes[name, default: []].insert(file.text(of: returned.lowerBound)) }
            let owner = file.declarationPath(to: decl.keyword).last { $0.isTypeDeclaration || $0.kind == .extensionDecl }
            let qualified = owner.flatMap { file.name(of: $0) }.map { ProjectIndex.simpleName($0) + "." + name }
            let isGeneric = isBareGenericParameter(returned, of: decl, in: file)
            for key in [name] + (qualified.map { [$0] } ?? []) {
                if isGeneric { names.generic.insert(key) } else { names.concrete.insert(key) }
            }
        }
        return names
    }

    struct Names: Sendable {
        var generic: Set<String> = []
        var concrete: Set<String> = []
        /// The simple return types of functions declared `-> Type`, by function name.
        var returnTypes: [String: Set<String>] = [:]
        /// Type declarations without generic parameters, and with them.
        var plainTypes: Set<String> = []
        var genericTypes: Set<String> = []
    }

    /// What a comparison's literal arithmetic can be pinned to (see `LiteralArithmetic`): the single
    /// return type of each project function name, and the types that take no generic arguments.
    static func typeFacts(_ perFile: [Names]) -> LiteralArithmetic.Types {
        var returns: [String: Set<String>] = [:]
        var plain: Set<String> = LiteralArithmetic.standardNumbers
        var generic: Set<String> = []
        for names in perFile {
            returns.merge(names.returnTypes) { $0.union($1) }
            plain.formUnion(names.plainTypes)
            generic.formUnion(names.genericTypes)
        }
        let concrete = plain.subtracting(generic)
        return LiteralArithmetic.Types(
            returnTypes: returns.compactMapValues { $0.count == 1 && concrete.contains($0.first!) ? $0.first : nil }, concreteTypes: concrete)
    }

    /// The names to pin over the whole project: generic somewhere, concrete nowhere (a simple name
    /// and a `Type.name` each on their own).
    static func pinnable(_ perFile: [Names]) -> Set<String> {
        let generic = perFile.reduce(into: Set<String>()) { $0.formUnion($1.generic) }
        return perFile.reduce(generic) { $0.subtracting($1.concrete) }
    }

    private static func isBareGenericParameter(_ returned: Range<Int>, of decl: Decl, in file: SourceFile) -> Bool {
        guard let generics = decl.genericParameters, returned.count == 1, file.kind(returned.lowerBound) == .identifier else { return false }
        let parameter = file.text(of: returned.lowerBound)
        // `<T, U: Numeric>`: a parameter name follows `<` or `,`.
        return generics.contains { i in
            file.kind(i) == .identifier && file.text(of: i) == parameter && [.comma, .operator].contains(file.kind(i - 1))
        }
    }

    /// For a two-operand comparison, the text of each literal operand that must keep XCTest's type:
    /// keyed by operand index, present only when the other operand is a call of one of `genericReturns`.
    static func pinnedLiterals(_ operands: [Range<Int>], in file: SourceFile, genericReturns: Set<String>) -> [Int: String] {
        guard operands.count == 2, !genericReturns.isEmpty else { return [:] }
        var pinned: [Int: String] = [:]
        for (index, operand) in operands.enumerated() {
            guard let type = defaultType(ofLiteral: operand, in: file),
                callsGenericReturn(operands[1 - index], in: file, genericReturns: genericReturns)
            else { continue }
            pinned[index] = file.text(operand) + " as " + type
        }
        return pinned
    }

    /// `1`, `-2.5`, `"x"`, `true`: the type the literal has when nothing else decides it.
    static func defaultType(ofLiteral range: Range<Int>, in file: SourceFile) -> String? {
        var i = range.lowerBound
        if range.count == 2, file.kind(i) == .operator, file.text(of: i) == "-" { i += 1 } else if range.count != 1 { return nil }
        switch file.kind(i) {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral: return "String"
        case .keyword where file.matches(i, "true") || file.matches(i, "false"): return range.count == 1 ? "Bool" : nil
        default: return nil
        }
    }

    /// `try a.b.evaluate()`, `value(for: key)`: a call, possibly after `try`/`await`, of a listed function.
    static func callsGenericReturn(_ range: Range<Int>, in file: SourceFile, genericReturns: Set<String>) -> Bool {
        guard let last = range.last, file.kind(last) == .rightParen, let open = file.matching(last), open > range.lowerBound else {
            return false
        }
        let callee = open - 1
        guard file.kind(callee) == .identifier else { return false }
        let name = file.text(of: callee)
        if genericReturns.contains(name) { return true }
        // `receiver.name()` where the function declares `let receiver = Type(…)`.
        guard file.kind(callee - 1) == .period, file.kind(callee - 2) == .identifier, file.kind(callee - 3) != .period,
            let type = localType(of: file.text(of: callee - 2), before: callee - 2, in: file)
        else { return false }
        return genericReturns.contains(type + "." + name)
    }

    /// The type of local `name` declared `let name = Type(…)` or `let name: Type` (or `var`) earlier in
    /// the same function.
    private static func localType(of name: String, before token: Int, in file: SourceFile) -> String? {
        guard let function = file.scope(of: token).member, let body = function.body else { return nil }
        var i = token - 1
        while i > body.lowerBound + 1 {
            if file.kind(i) == .identifier, file.text(of: i) == name, ["let", "var"].contains(file.text(of: i - 1)) {
                return SuiteConverter.localType(afterVar: i - 1, in: file)
            }
            i -= 1
        }
        return nil
    }
}
