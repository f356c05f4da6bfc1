/// Builds the declaration tree over the tokens. It never fails: anything it does not recognise is
/// kept as a `.statement` covering its tokens. Nesting deeper than `maximumDepth` is kept as opaque
/// token ranges, so recursion is bounded whatever the input.
struct DeclParser {
    let s: TokenStream
    var problems: [SyntaxProblem] = []
    static let maximumDepth = 128

    init(tokens: [Token], bytes: [UInt8], partners: [Int32]) {
        s = TokenStream(tokens: tokens, bytes: bytes, partners: partners)
    }

    mutating func parseFile() -> [Decl] {
        var i = 0
        let decls = parseMembers(&i, limit: s.tokens.count - 1, depth: 0, insideDirective: false)
        // A stray #elseif/#else/#endif at top level stops the member loop; keep going as statements.
        var result = decls
        while i < s.tokens.count - 1 {
            problems.append(.init(kind: .unbalancedDirective, offset: s.tokens[i].start))
            result.append(Decl(kind: .statement, tokens: i..<(i + 1), keyword: i))
            i += 1
            result.append(contentsOf: parseMembers(&i, limit: s.tokens.count - 1, depth: 0, insideDirective: false))
        }
        return result
    }

    // MARK: Member lists

    /// Parses declarations from `i` up to `limit`, stopping early at `#elseif`/`#else`/`#endif`
    /// (which the caller, an `#if` block, consumes).
    mutating func parseMembers(_ i: inout Int, limit: Int, depth: Int, insideDirective: Bool) -> [Decl] {
        var decls: [Decl] = []
        while i < limit {
            if s.kind(i) == .semicolon {
                i += 1
                continue
            }
            if s.kind(i) == .poundKeyword, s.matches(i, "#elseif") || s.matches(i, "#else") || s.matches(i, "#endif") {
                if insideDirective { return decls }
            }
            let start = i
            let decl = parseDecl(&i, limit: limit, depth: depth)
            if i <= start { i = start + 1 }  // always make progress
            decls.append(decl)
        }
        return decls
    }

    mutating func parseDecl(_ i: inout Int, limit: Int, depth: Int) -> Decl {
        let start = i
        if s.kind(i) == .poundKeyword, s.matches(i, "#if"), attributeIfConfig(at: i, limit: limit) == nil {
            return parseIfConfig(&i, limit: limit, depth: depth)
        }
        let attributes = parseAttributes(&i, limit: limit)
        let modifiers = parseModifiers(&i, limit: limit)
        guard let kind = declKind(at: i) else {
            i = start
            let end = statementEnd(from: start, limit: limit)
            i = max(end, start + 1)
            return Decl(kind: .statement, tokens: start..<i, keyword: start)
        }
        var decl = Decl(kind: kind, tokens: start..<start, attributes: attributes, modifiers: modifiers, keyword: i)
        i += 1
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            parseTypeDecl(&decl, &i, limit: limit, depth: depth)
        case .funcDecl, .initDecl, .subscriptDecl, .deinitDecl:
            parseFunctionLike(&decl, &i, limit: limit)
        case .variableDecl:
            parseBindings(&decl, &i, limit: limit)
        case .typealiasDecl, .associatedtypeDecl:
            if i < limit, s.kind(i) == .identifier {
                decl.name = i..<(i + 1)
                i += 1
            }
            if let generics = angleGroup(at: i, limit: limit) {
                decl.genericParameters = generics
                i = generics.upperBound
            }
            // `= Type`, `: Constraint = Default where …`; the name may end its line.
            if i < limit, !s.startsLine(i) || typeContinues(i - 1, i) {
                i = typeEnd(from: i, limit: limit) { _ in false }
            }
        case .operatorDecl:
            // `prefix operator /`, `infix operator <*> : AdditionPrecedence`: one line, whatever the
            // operator's characters would suggest about continuing it.
            if i < limit, !s.startsLine(i) {
                decl.name = i..<(i + 1)
                i += 1
            }
            while i < limit, !s.startsLine(i), s.kind(i) != .semicolon, !s.kind(i).isClosingDelimiter { i = skipGroup(i) }
        case .macroDecl, .precedenceGroupDecl:
            if i < limit, s.kind(i) != .leftBrace { decl.name = i..<(i + 1) }
            i = statementEnd(from: i, limit: limit)
        case .importDecl:
            i = statementEnd(from: i, limit: limit)
        case .enumCaseDecl:
            i = enumCaseEnd(from: i, limit: limit)
        case .ifConfig, .statement:
            break
        }
        decl.tokens = start..<max(i, start + 1)
        return decl
    }

    func declKind(at i: Int) -> Decl.Kind? {
        switch s.kind(i) {
        case .keyword:
            if s.matches(i, "var") || s.matches(i, "let") { return .variableDecl }
            if s.matches(i, "func") { return .funcDecl }
            if s.matches(i, "init") { return .initDecl }
            if s.matches(i, "class") { return .classDecl }
            if s.matches(i, "struct") { return .structDecl }
            if s.matches(i, "enum") { return .enumDecl }
            if s.matches(i, "protocol") { return .protocolDecl }
            if s.matches(i, "extension") { return .extensionDecl }
            if s.matches(i, "import") { return .importDecl }
            if s.matches(i, "deinit") { return .deinitDecl }
            if s.matches(i, "subscript") { return .subscriptDecl }
            if s.matches(i, "typealias") { return .typealiasDecl }
            if s.matches(i, "associatedtype") { return .associatedtypeDecl }
            if s.matches(i, "case") { return .enumCaseDecl }
            if s.matches(i, "operator") { return .operatorDecl }
            if s.matches(i, "precedencegroup") { return .precedenceGroupDecl }
            return nil
        case .identifier:
            // Contextual keywords introduce a declaration only when a name follows.
            guard s.kind(i + 1) == .identifier, !s.startsLine(i + 1) else { return nil }
            if s.matches(i, "actor") { return .actorDecl }
            if s.matches(i, "macro") { return .macroDecl }
            return nil
        default:
            return nil
        }
    }

    // MARK: Attributes and modifiers

    /// Attributes before a declaration, including those inside `#if` blocks that hold nothing else
    /// (`#if compiler(>=6) @preconcurrency #endif`): such a block belongs to the declaration after it.
    func parseAttributes(_ i: inout Int, limit: Int) -> [Attribute] {
        var attributes: [Attribute] = []
        while i < limit {
            if let attribute = attribute(at: i, limit: limit) {
                attributes.append(attribute)
                i = attribute.tokens.upperBound
            } else if s.kind(i) == .poundKeyword, let block = attributeIfConfig(at: i, limit: limit) {
                attributes.append(contentsOf: block.attributes)
                i = block.end
            } else {
                break
            }
        }
        return attributes
    }

    /// The attribute whose `@` is at `i`: a possibly dotted or generic name and its arguments.
    func attribute(at i: Int, limit: Int) -> Attribute? {
        guard i < limit, s.kind(i) == .atSign, s.kind(i + 1) == .identifier || s.kind(i + 1) == .keyword else { return nil }
        var j = i + 2
        // `@Foo.Bar`, `@Foo<T>`, `@FocusState<Field?>.Binding`: glued member names and generic arguments.
        while !s.spaceBefore(j) {
            if s.kind(j) == .period, s.kind(j + 1) == .identifier {
                j += 2
            } else if let generics = angleGroup(at: j, limit: limit) {
                j = generics.upperBound
            } else {
                break
            }
        }
        let name = (i + 1)..<j
        var arguments: Range<Int>?
        if s.kind(j) == .leftParen, !s.spaceBefore(j), let close = s.partner(j), close < limit {
            arguments = j..<(close + 1)
            j = close + 1
        }
        return Attribute(tokens: i..<j, name: name, arguments: arguments)
    }

    /// An `#if … #endif` at `i` whose clauses hold only attributes and that a declaration follows:
    /// its end and the attributes of all its clauses. Nested `#if`s are left to `parseIfConfig`.
    func attributeIfConfig(at i: Int, limit: Int) -> (end: Int, attributes: [Attribute])? {
        guard s.matches(i, "#if") else { return nil }
        var attributes: [Attribute] = []
        var j = i
        while j < limit, s.kind(j) == .poundKeyword {
            if s.matches(j, "#endif") {
                j += 1
                let followed =
                    attribute(at: j, limit: limit) != nil || declKind(at: j) != nil
                    || Self.modifierWords.contains { s.matches(j, $0) }
                return followed && !attributes.isEmpty ? (j, attributes) : nil
            }
            guard s.matches(j, "#if") ? j == i : s.matches(j, "#elseif") || s.matches(j, "#else") else { return nil }
            let conditionStart = j + 1
            j += 1
            if !s.matches(j - 1, "#else") {
                while j < limit, !s.startsLine(j) || j == conditionStart { j = skipGroup(j) }
            }
            while let attribute = attribute(at: j, limit: limit) {
                attributes.append(attribute)
                j = attribute.tokens.upperBound
            }
        }
        return nil
    }

    static let modifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required",
        "convenience", "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix",
        "consuming", "borrowing", "__consuming",
    ]

    /// What a modifier's parentheses hold: `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
    static let modifierArguments: [StaticString] = ["set", "safe", "unsafe"]

    func parseModifiers(_ i: inout Int, limit: Int) -> [Range<Int>] {
        var modifiers: [Range<Int>] = []
        while i < limit, s.kind(i) == .identifier || s.kind(i) == .keyword {
            let isModifier: Bool
            if s.matches(i, "class") {
                // `class func` / `class var`: a modifier only when another declaration keyword follows.
                isModifier = declKind(at: i + 1) != nil || Self.modifierWords.contains { s.matches(i + 1, $0) }
            } else {
                isModifier =
                    Self.modifierWords.contains { s.matches(i, $0) }
                    && (declKind(at: i + 1) != nil || s.kind(i + 1) == .leftParen
                        || s.kind(i + 1) == .identifier || s.kind(i + 1) == .keyword)
            }
            guard isModifier else { break }
            var end = i + 1
            // private(set), unowned(unsafe), nonisolated(unsafe); the compiler accepts a space
            // before the parenthesis too (`private (set) var x`), when it holds one such word.
            if s.kind(end) == .leftParen, let close = s.partner(end), close < limit,
                !s.spaceBefore(end) || (close == end + 2 && Self.modifierArguments.contains { s.matches(end + 1, $0) })
            {
                end = close + 1
            }
            modifiers.append(i..<end)
            i = end
        }
        return modifiers
    }

    // MARK: Types

    mutating func parseTypeDecl(_ decl: inout Decl, _ i: inout Int, limit: Int, depth: Int) {
        // Name: one token, or for an extension the extended type (`Foo.Bar`, `Array<Int>`,
        // `[HTTPHeader]`, `Optional<Wrapped>?`).
        let nameStart = i
        if decl.kind == .extensionDecl {
            i = typeEnd(from: i, limit: limit) { s.kind($0) == .leftBrace || s.kind($0) == .colon || s.matches($0, "where") }
            if i > nameStart { decl.name = nameStart..<i }
        } else if i < limit, s.kind(i) == .identifier || s.kind(i) == .keyword {
            i += 1
            decl.name = nameStart..<i
        }
        if decl.kind != .extensionDecl, let generics = angleGroup(at: i, limit: limit) {
            decl.genericParameters = generics
            i = generics.upperBound
        }
        if i < limit, s.kind(i) == .colon {
            decl.inheritanceColon = i
            i += 1
            decl.inheritance = parseInheritance(&i, limit: limit)
        }
        if i < limit, s.matches(i, "where") {
            let whereStart = i
            while i < limit, s.kind(i) != .leftBrace { i = skipGroup(i) }
            decl.whereClause = whereStart..<i
        }
        if i < limit, s.kind(i) == .leftBrace, let close = s.partner(i), close < limit {
            decl.body = i..<(close + 1)
            var inner = i + 1
            if depth < Self.maximumDepth {
                decl.members = parseMembers(&inner, limit: close, depth: depth + 1, insideDirective: false)
            }
            i = close + 1
        }
    }

    func parseInheritance(_ i: inout Int, limit: Int) -> [InheritedType] {
        var entries: [InheritedType] = []
        var entryStart = i
        var angle = 0
        while i < limit {
            if angle == 0, s.kind(i) == .leftBrace || s.matches(i, "where") { break }
            if angle == 0, i > entryStart, s.startsLine(i), !isContinuation(i - 1, i) { break }
            if s.kind(i) == .operator { angle += angleDelta(i) }
            if angle == 0, s.kind(i) == .comma {
                if i > entryStart { entries.append(InheritedType(tokens: entryStart..<i, trailingComma: i)) }
                i += 1
                entryStart = i
                continue
            }
            i = skipGroup(i)
        }
        if i > entryStart { entries.append(InheritedType(tokens: entryStart..<i, trailingComma: nil)) }
        return entries
    }

    // MARK: Functions, initializers, subscripts

    mutating func parseFunctionLike(_ decl: inout Decl, _ i: inout Int, limit: Int) {
        if decl.kind == .funcDecl, i < limit {
            // The name may be an identifier, a backticked name, or an operator (`func ==`).
            var end = i + 1
            if s.kind(i) == .operator || s.kind(i) == .period {
                // The lexer split `==<T>` into `==` and `<`; that `<` opens the generic parameters.
                while end < limit, s.kind(end) == .operator || s.kind(end) == .period, !s.spaceBefore(end),
                    angleGroup(at: end, limit: limit) == nil
                { end += 1 }
            }
            decl.name = i..<end
            i = end
        }
        if decl.kind == .initDecl, s.kind(i) == .operator, s.matches(i, "?") || s.matches(i, "!") { i += 1 }
        if let generics = angleGroup(at: i, limit: limit) {
            decl.genericParameters = generics
            i = generics.upperBound
        }
        if i < limit, s.kind(i) == .leftParen, let close = s.partner(i), close < limit {
            decl.parameters = i..<(close + 1)
            i = close + 1
        }
        while i < limit, s.kind(i) == .identifier || s.kind(i) == .keyword,
            s.matches(i, "async") || s.matches(i, "throws") || s.matches(i, "rethrows") || s.matches(i, "reasync")
        {
            var end = i + 1
            // `throws(E)`, also written `throws (E)`.
            if s.kind(end) == .leftParen, !s.startsLine(end), let close = s.partner(end) { end = close + 1 }
            decl.effects.append(i..<end)
            i = end
        }
        if i < limit, s.kind(i) == .operator, s.matches(i, "->") {
            i += 1
            let typeStart = i
            i = typeEnd(from: i, limit: limit) { s.kind($0) == .leftBrace || s.matches($0, "where") }
            decl.returnType = typeStart..<i
        }
        if i < limit, s.matches(i, "where") {
            let whereStart = i
            while i < limit, s.kind(i) != .leftBrace, !(i > whereStart && s.startsLine(i) && !isContinuation(i - 1, i)) {
                i = skipGroup(i)
            }
            decl.whereClause = whereStart..<i
        }
        if i < limit, s.kind(i) == .leftBrace, let close = s.partner(i), close < limit {
            decl.body = i..<(close + 1)
            i = close + 1
        }
    }

    // MARK: Variables

    mutating func parseBindings(_ decl: inout Decl, _ i: inout Int, limit: Int) {
        while i < limit {
            let patternStart = i
            if s.kind(i) == .leftParen, let close = s.partner(i), close < limit {
                i = close + 1
            } else if s.kind(i) == .identifier || s.kind(i) == .keyword || s.kind(i) == .dollarIdentifier {
                i += 1
            } else {
                break
            }
            var binding = Binding(pattern: patternStart..<i, tokens: patternStart..<i)
            if i < limit, s.kind(i) == .colon {
                i += 1
                let typeStart = i
                i = typeEnd(from: i, limit: limit) { s.kind($0) == .comma || s.kind($0) == .leftBrace || s.matches($0, "=") }
                binding.type = typeStart..<i
            }
            if i < limit, s.kind(i) == .operator, s.matches(i, "=") {
                i += 1
                let valueStart = i
                i = expressionEnd(from: i, limit: limit, stopAtComma: true, stopAtObservers: true)
                binding.initializer = valueStart..<i
            }
            if i < limit, s.kind(i) == .leftBrace, let close = s.partner(i), close < limit,
                binding.initializer == nil || isObserverBlock(i)
            {
                binding.accessors = i..<(close + 1)
                i = close + 1
            }
            binding.tokens = patternStart..<i
            if i < limit, s.kind(i) == .comma, !s.startsLine(i) || binding.initializer != nil || binding.type != nil {
                binding.trailingComma = i
                decl.bindings.append(binding)
                i += 1
                continue
            }
            decl.bindings.append(binding)
            break
        }
        // A single-name binding names the declaration, so `var x` reads like `func x`.
        if decl.bindings.count == 1, let pattern = decl.bindings.first?.pattern, pattern.count == 1,
            s.kind(pattern.lowerBound) == .identifier
        {
            decl.name = pattern
        }
    }

    /// `{ willSet … }` / `{ didSet … }` after an initializer, as opposed to a trailing closure.
    func isObserverBlock(_ brace: Int) -> Bool {
        var j = brace + 1
        while s.kind(j) == .atSign { j += 2 }  // attributes on observers are rare; skip @x
        return s.matches(j, "willSet") || s.matches(j, "didSet")
    }

    // MARK: #if

    mutating func parseIfConfig(_ i: inout Int, limit: Int, depth: Int) -> Decl {
        let start = i
        var decl = Decl(kind: .ifConfig, tokens: start..<start, keyword: start)
        while i < limit, s.kind(i) == .poundKeyword {
            let directive = i
            if s.matches(i, "#endif") {
                i += 1
                break
            }
            guard s.matches(i, "#if") || s.matches(i, "#elseif") || s.matches(i, "#else") else { break }
            i += 1
            var condition: Range<Int>?
            if !s.matches(directive, "#else") {
                let conditionStart = i
                while i < limit, !s.startsLine(i) || i == conditionStart { i = skipGroup(i) }
                condition = conditionStart..<i
            }
            let members =
                depth < Self.maximumDepth
                ? parseMembers(&i, limit: limit, depth: depth + 1, insideDirective: true)
                : skipToDirective(&i, limit: limit)
            decl.clauses.append(IfConfigClause(directive: directive, condition: condition, members: members))
            if i >= limit {
                problems.append(.init(kind: .unbalancedDirective, offset: s.tokens[start].start))
                break
            }
        }
        decl.tokens = start..<max(i, start + 1)
        return decl
    }

    /// Beyond the depth limit, an `#if` branch is skipped as one opaque statement.
    func skipToDirective(_ i: inout Int, limit: Int) -> [Decl] {
        let start = i
        var nesting = 0
        while i < limit {
            if s.kind(i) == .poundKeyword {
                if s.matches(i, "#if") {
                    nesting += 1
                } else if s.matches(i, "#endif") {
                    if nesting == 0 { break }
                    nesting -= 1
                } else if nesting == 0, s.matches(i, "#elseif") || s.matches(i, "#else") {
                    break
                }
            }
            i = skipGroup(i)
        }
        return i > start ? [Decl(kind: .statement, tokens: start..<i, keyword: start)] : []
    }
}
