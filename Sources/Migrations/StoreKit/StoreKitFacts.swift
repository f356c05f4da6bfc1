import MigrationKit
import SourceSyntax

/// What the storekit migration learns about every file before rewriting any.
enum StoreKitFact {
    /// Every file (subject: the path), so a rewrite that changes a method or a property of one type
    /// can tell whether code elsewhere may depend on the old form (see `NameUses`). Kept whole and
    /// read only when some type has a loading shape: working out every file's names up front cost
    /// a third of the whole pipeline on projects without StoreKit.
    static let source = FactKey<SourceFile>("storekit-fact.source")
    /// A file with StoreKit code (or a purchase SDK's) of its own, whole (subject: the path): the
    /// gate is read once per file, in `scan`, and the plans and edits look here.
    static let code = FactKey<SourceFile>("storekit-fact.code")
    /// A type whose product loading has the in-place shape (subject: the type's simple name).
    static let loading = FactKey<LoadingShape.Summary>("storekit-fact.loading")
    /// An `await ….purchase(…)` call (StoreKit 2).
    static let purchase = FactKey<Void>("storekit-fact.purchase")
    /// A read of `Transaction.updates`.
    static let updatesListener = FactKey<Void>("storekit-fact.updates-listener")
}

/// The names a file uses, in the ways that decide whether a rewrite elsewhere stays faithful.
struct NameUses: Sendable {
    /// Identifiers written after a `.` (`store.products`).
    var members: Set<String> = []
    /// How often each identifier appears.
    var counts: [String: Int] = [:]
    /// Calls without arguments that are whole statements (`store.loadProducts()`), by name.
    var statementCalls: [String: Int] = [:]
    /// Names inside `#selector(…)`.
    var selectors: Set<String> = []
    /// Whether some code sets a products request's delegate to something other than `self`.
    var assignsForeignDelegate = false

    init(file: SourceFile) {
        let tokens = file.tokens
        for i in tokens.indices where file.kind(i) == .identifier {
            let name = file.text(of: i)
            counts[name, default: 0] += 1
            if i > 0, file.kind(i - 1) == .period { members.insert(name) }
        }
        for call in file.calls(in: 0..<tokens.count) where call.arguments.isEmpty && call.trailingClosures.isEmpty {
            if file.isWholeStatement(call) { statementCalls[file.text(of: call.name), default: 0] += 1 }
        }
        for i in tokens.indices where file.matches(i, "#selector") {
            guard file.kind(i + 1) == .leftParen, let close = file.matching(i + 1) else { continue }
            for j in (i + 2)..<close where file.kind(j) == .identifier { selectors.insert(file.text(of: j)) }
        }
        for i in tokens.indices where file.matches(i, "delegate") && i > 0 && file.kind(i - 1) == .period {
            // `request.delegate = x` next to an SKProductsRequest: a delegate the type may not be.
            guard file.matches(i + 1, "="), !file.matches(i + 2, "self") else { continue }
            if let block = file.innermostBlock(containing: i), file.text(block).contains("SKProductsRequest(") {
                assignsForeignDelegate = true
            }
        }
    }
}

extension SourceFile {
    /// Whether a call is an expression statement of its own: nothing reads its result.
    func isWholeStatement(_ call: Call) -> Bool {
        let start = call.callee.lowerBound
        let end = call.tokens.upperBound
        let startsStatement = startsLine(start) || kind(start - 1) == .leftBrace || kind(start - 1) == .semicolon
        let endsStatement = startsLine(end) || kind(end) == .rightBrace || kind(end) == .semicolon || kind(end) == .endOfFile
        return startsStatement && endsStatement
    }

    /// `(label name: Type, …)` of a function, as (label, name, type) texts; `_` labels stay `_`.
    func parameterList(of decl: Decl) -> [(label: String, name: String, type: String)]? {
        guard let parameters = decl.parameters, parameters.count >= 2 else { return nil }
        var result: [(String, String, String)] = []
        for argument in arguments(inside: parameters) {
            let tokens = argument.tokens
            guard let colon = tokens.first(where: { kind($0) == .colon && enclosingDelimiter(of: $0) == parameters.lowerBound }) else { return nil }
            let names = (tokens.lowerBound..<colon).map { text(of: $0) }
            let type = text((colon + 1)..<argument.value.upperBound)
            switch names.count {
            case 1: result.append((names[0], names[0], type))
            case 2: result.append((names[0], names[1], type))
            default: return nil
            }
        }
        return result
    }
}
