import MigrationKit
import PredicateKit
import SourceSyntax

/// A local fetch request → `FetchDescriptor<T>`. Rules: `coredata.fetch-descriptor`,
/// `coredata.predicate`, `coredata.sort-descriptor`.
///
/// Converted: a local `let request = T.fetchRequest()` (or `: NSFetchRequest<T> =` /
/// `NSFetchRequest<T>(entityName: "T")`) on a line of its own, for a model class `T`, when every
/// later use of `request` in its block is one of
///
///     request.predicate = NSPredicate(format: "…", …)   →  request.predicate = #Predicate<T> { … }
///     request.sortDescriptors = [NSSortDescriptor(…)]    →  request.sortBy = [SortDescriptor(…)]
///     request.fetchLimit = 20, request.fetchOffset = n   (the same on FetchDescriptor, as Int?;
///                                                        a limit only as a positive literal: 0 is
///                                                        "no limit" to Core Data)
///     ctx.fetch(request)                                 (the same call on ModelContext)
///     ctx.count(for: request)                            →  ctx.fetchCount(request)
///     return request      (the last statement of a `func f(…) -> NSFetchRequest<T>` of `T`:
///                          a request factory, whose return type becomes `FetchDescriptor<T>`)
///
/// and the request becomes `var request = FetchDescriptor<T>()`. Any other use (the request
/// returned, passed on, read back, another property set) blocks, because what it would meet on
/// the other side expects an `NSFetchRequest`.
extension FileConverter {
    mutating func convertFetchRequestVariables() {
        for i in file.tokens.indices where (file.matches(i, "let") || file.matches(i, "var")) && startsStatement(i) && !isCovered(i) {
            guard let request = fetchRequestDeclaration(at: i) else { continue }
            convert(request)
        }
    }

    struct FetchRequestDeclaration {
        var introducer: Int
        var name: String
        var element: String
        /// Through the end of the initializer.
        var tokens: Range<Int>
        /// The `{ … }` block the request lives in.
        var scope: Range<Int>
    }

    /// `let NAME[: NSFetchRequest<T>] = T.fetchRequest()` / `NSFetchRequest<T>(entityName: "T")`,
    /// or nil when the statement is something else.
    func fetchRequestDeclaration(at introducer: Int) -> FetchRequestDeclaration? {
        var i = introducer + 1
        guard file.kind(i) == .identifier else { return nil }
        let name = file.text(of: i)
        i += 1
        var annotated: String?
        if file.kind(i) == .colon {
            guard file.matches(i + 1, "NSFetchRequest"), file.text(of: i + 2) == "<", file.kind(i + 3) == .identifier, file.text(of: i + 4) == ">"
            else { return nil }
            annotated = file.text(of: i + 3)
            i += 5
        }
        guard file.kind(i) == .operator, file.text(of: i) == "=" else { return nil }
        i += 1
        let element: String
        let end: Int
        if file.kind(i) == .identifier, file.kind(i + 1) == .period, file.matches(i + 2, "fetchRequest"), file.kind(i + 3) == .leftParen,
            file.kind(i + 4) == .rightParen
        {
            element = file.text(of: i)
            end = Self.endOfRequestCast(after: i + 5, element: element, in: file) ?? (i + 5)
        } else if file.matches(i, "NSFetchRequest") {
            var open = i + 1
            var named = annotated
            if file.text(of: open) == "<" {
                guard file.kind(open + 1) == .identifier, file.text(of: open + 2) == ">" else { return nil }
                named = file.text(of: open + 1)
                open += 3
            }
            guard let type = named, file.kind(open) == .leftParen, let close = file.matching(open) else { return nil }
            let arguments = file.arguments(inside: open..<(close + 1))
            guard arguments.count == 1, arguments[0].label.map({ file.text(of: $0) }) == "entityName",
                SwiftStringLiteral.decode(file.text(arguments[0].value)) == type
            else { return nil }
            element = type
            end = close + 1
        } else {
            return nil
        }
        guard annotated == nil || annotated == element, store.classNames.contains(element), end < file.tokens.count,
            file.startsLine(end) || file.kind(end) == .semicolon || file.kind(end) == .endOfFile || file.kind(end) == .rightBrace,
            let open = file.enclosingDelimiter(of: introducer), file.kind(open) == .leftBrace, let close = file.matching(open)
        else { return nil }
        return FetchRequestDeclaration(introducer: introducer, name: name, element: element, tokens: introducer..<end, scope: open..<(close + 1))
    }

    /// `as! NSFetchRequest<T>` (or `as`) after Xcode's untyped `T.fetchRequest()`: the token after
    /// it, or nil when there is no such cast.
    static func endOfRequestCast(after start: Int, element: String, in file: SourceFile) -> Int? {
        guard file.matches(start, "as") else { return nil }
        var i = start + 1
        if file.text(of: i) == "!" { i += 1 }
        guard file.matches(i, "NSFetchRequest"), file.text(of: i + 1) == "<", file.matches(i + 2, element), file.text(of: i + 3) == ">" else {
            return nil
        }
        return i + 4
    }

    /// One use of the request, and what it becomes.
    enum FetchRequestUse {
        case predicate(assignment: Range<Int>, value: Range<Int>)
        case sort(property: Int, value: Range<Int>)
        case paging
        case fetch(call: Range<Int>)
        /// `count(for: request`
        case count(call: Range<Int>)
        /// `return request` ending a request factory: its return type.
        case returned(statement: Range<Int>, returnType: Range<Int>)
    }

    mutating func convert(_ request: FetchRequestDeclaration) {
        var uses: [FetchRequestUse] = []
        // When the request stays, its own statements are reported once, by the blocker that keeps
        // it, not again for each Core Data name in them.
        var statements = [request.tokens]
        defer { if !covered.contains(request.tokens) { covered += statements } }
        var unsupported = false
        var k = request.tokens.upperBound
        while k < request.scope.upperBound - 1 {
            defer { k += 1 }
            guard file.kind(k) == .identifier, file.text(of: k) == request.name, !isMember(k) else { continue }
            guard let use = fetchRequestUse(at: k) ?? factoryReturn(at: k, of: request) else {
                block(
                    .fetchDescriptor, at: k,
                    "'\(request.name)' is used here in a way a FetchDescriptor does not support (only predicate, sortDescriptors, fetchOffset and positive literal fetchLimit assignments, ctx.fetch and ctx.count(for:) convert): convert this fetch by hand"
                )
                unsupported = true
                continue
            }
            uses.append(use)
            switch use {
            case .predicate(let statement, _): statements.append(statement)
            case .sort(let property, let value): statements.append((property - 2)..<value.upperBound)
            case .paging: statements.append(file.statementOrDeclaration(startingAt: k))
            case .fetch(let call), .count(let call): statements.append(call)
            case .returned(let statement, let type): statements += [statement, type]
            }
        }
        guard !unsupported else { return }
        // Translate everything first, reporting each part that does not: a request converts
        // whole or not at all.
        var failed = false
        var edits: [(Range<Int>, String, CoreDataRule)] = []
        var insertions: [(offset: Int, text: String)] = []
        var assigns = false
        for use in uses {
            switch use {
            case .predicate(_, let value) where value.count == 1 && file.matches(value.lowerBound, "nil"):
                // No predicate: the same on a FetchDescriptor.
                assigns = true
            case .predicate(var assignment, var value):
                assigns = true
                // `request.predicate = p` with `let p = NSPredicate(…)` in the same block, used only
                // here: the `let` gets the macro (its type becomes `Predicate<T>`).
                if value.count == 1, file.kind(value.lowerBound) == .identifier, let local = predicateLocal(file.text(of: value.lowerBound), in: request) {
                    assignment = local.statement
                    value = local.value
                    covered.append(local.statement)
                }
                guard let predicate = translatePredicate(value, entity: request.element, bindingsAllowed: true) else {
                    failed = true
                    continue
                }
                edits.append((value, predicate.expression, .predicate))
                if !predicate.bindings.isEmpty {
                    let start = file.tokens[assignment.lowerBound].start
                    let indent = file.indentation(ofLineContaining: start)
                    insertions.append((file.lineRange(containing: start).lowerBound, predicate.bindings.map { indent + $0 + file.lineBreak }.joined()))
                }
            case .sort(let property, let value):
                assigns = true
                // `request.sortDescriptors = [byName, byDate]` with `let byName = NSSortDescriptor(…)`
                // in the same block, each used only here: the `let`s get the SortDescriptors.
                if let locals = sortLocals(value, in: request) {
                    let converted = locals.map { sortDescriptor($0.value, element: request.element) }
                    guard !converted.contains(nil) else {
                        failed = true
                        continue
                    }
                    edits.append((property..<(property + 1), "sortBy", .fetchDescriptor))
                    for (local, sort) in zip(locals, converted) {
                        covered.append(local.statement)
                        edits.append((local.value, sort!, .sortDescriptor))
                    }
                    continue
                }
                guard let sort = sortDescriptors(value, element: request.element) else {
                    failed = true
                    continue
                }
                edits.append((property..<(property + 1), "sortBy", .fetchDescriptor))
                edits.append((value, "[\(sort.joined(separator: ", "))]", .sortDescriptor))
            case .paging:
                assigns = true
            case .fetch(let call):
                covered.append(call)
            case .count(let call):
                edits.append((call, "fetchCount(\(request.name)", .fetchDescriptor))
            case .returned(let statement, let type):
                covered.append(statement)
                edits.append((type, "FetchDescriptor<\(request.element)>", .fetchDescriptor))
            }
        }
        guard !failed else { return }
        edit(request.tokens, "\(assigns ? "var" : "let") \(request.name) = FetchDescriptor<\(request.element)>()", .fetchDescriptor)
        for (range, text, rule) in edits { edit(range, text, rule) }
        for insertion in insertions {
            result.edits.append(.insert(insertion.text, at: insertion.offset, rule: CoreDataRule.predicate.id))
        }
    }

    /// `let name = NSPredicate(…)` on a line of its own in the request's block, when `name` is read
    /// exactly once there (by the assignment to the request): its statement and its value.
    func predicateLocal(_ name: String, in request: FetchRequestDeclaration) -> (statement: Range<Int>, value: Range<Int>)? {
        local(name, createdBy: "NSPredicate", in: request)
    }

    /// The `let`s of `[a, b]` when every element is a name declared by `let a = NSSortDescriptor(…)`
    /// in the request's block and read only there; nil otherwise.
    func sortLocals(_ value: Range<Int>, in request: FetchRequestDeclaration) -> [(statement: Range<Int>, value: Range<Int>)]? {
        guard file.kind(value.lowerBound) == .leftSquare, file.matching(value.lowerBound) == value.upperBound - 1 else { return nil }
        let elements = file.arguments(inside: value)
        guard !elements.isEmpty else { return nil }
        var locals: [(statement: Range<Int>, value: Range<Int>)] = []
        for element in elements {
            guard element.label == nil, element.value.count == 1, file.kind(element.value.lowerBound) == .identifier,
                let found = local(file.text(of: element.value.lowerBound), createdBy: "NSSortDescriptor", in: request)
            else { return nil }
            locals.append(found)
        }
        return locals
    }

    /// `let name = Callee(…)` on a line of its own in the request's block, when `name` is read
    /// exactly once there: its statement and its value.
    func local(_ name: String, createdBy callee: String, in request: FetchRequestDeclaration) -> (statement: Range<Int>, value: Range<Int>)? {
        let scope = (request.scope.lowerBound + 1)..<(request.scope.upperBound - 1)
        var declaration: (statement: Range<Int>, value: Range<Int>)?
        var reads = 0
        for k in scope where file.kind(k) == .identifier && file.text(of: k) == name && !isMember(k) {
            if k > 0, file.matches(k - 1, "let"), file.startsLine(k - 1), file.kind(k + 1) == .operator, file.text(of: k + 1) == "=",
                file.matches(k + 2, callee)
            {
                guard declaration == nil else { return nil }
                let statement = file.statementOrDeclaration(startingAt: k - 1)
                declaration = (statement, (k + 2)..<statement.upperBound)
            } else {
                reads += 1
            }
        }
        return reads == 1 ? declaration : nil
    }

    /// `return request` as the last statement of a `func f(…) -> NSFetchRequest<T>` declared in `T`
    /// or an extension of it (a request factory, `StoreFacts.requestFactories`), or nil.
    func factoryReturn(at k: Int, of request: FetchRequestDeclaration) -> FetchRequestUse? {
        guard k >= 1, file.matches(k - 1, "return"), k + 1 == request.scope.upperBound - 1 else { return nil }
        let path = file.declarationPath(to: k)
        guard let function = path.last, function.kind == .funcDecl, function.body == request.scope, let type = function.returnType,
            let name = function.name, path.count >= 2, let owner = path[path.count - 2].name.map({ file.text($0) }),
            store.requestFactories.contains(owner + "." + file.text(name)), owner == request.element
        else { return nil }
        return .returned(statement: (k - 1)..<(k + 1), returnType: type)
    }

    /// A statement's first token: at the start of a line, or right after a block's `{` on the
    /// same line (`{let request = …`).
    func startsStatement(_ k: Int) -> Bool { file.startsLine(k) || (k > 0 && file.kind(k - 1) == .leftBrace) }

    /// The use of the request at token `k`, or nil when it is none of the converted forms.
    func fetchRequestUse(at k: Int) -> FetchRequestUse? {
        // request.property = value
        if startsStatement(k), file.kind(k + 1) == .period, file.kind(k + 2) == .identifier, file.kind(k + 3) == .operator,
            file.text(of: k + 3) == "="
        {
            let statement = file.statementOrDeclaration(startingAt: k)
            let value = (k + 4)..<statement.upperBound
            guard !value.isEmpty else { return nil }
            switch file.text(of: k + 2) {
            case "predicate": return .predicate(assignment: statement, value: value)
            case "sortDescriptors": return .sort(property: k + 2, value: value)
            case "fetchOffset": return .paging
            case "fetchLimit":
                // 0 means "no limit" to Core Data; SwiftData's meaning of 0 is not documented, so
                // only a positive literal converts.
                guard value.count == 1, file.kind(k + 4) == .integerLiteral, let limit = Int(file.text(of: k + 4).filter { $0 != "_" }), limit > 0
                else { return nil }
                return .paging
            default: return nil
            }
        }
        guard k >= 3, file.kind(k + 1) == .rightParen else { return nil }
        // ctx.fetch(request)
        if file.kind(k - 1) == .leftParen, file.matches(k - 2, "fetch"), file.kind(k - 3) == .period {
            return .fetch(call: (k - 2)..<(k + 2))
        }
        // ctx.count(for: request)
        if k >= 5, file.kind(k - 1) == .colon, file.matches(k - 2, "for"), file.kind(k - 3) == .leftParen, file.matches(k - 4, "count"),
            file.kind(k - 5) == .period
        {
            return .count(call: (k - 4)..<(k + 1))
        }
        return nil
    }
}
