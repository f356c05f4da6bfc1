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
            if s.kind(i) == .semicolon { i += 1; continue }
            if s.kind(i) == .poundKeyword, s.matches(i, "#elseif") || s.matches(i, "#else") || s.matches(i, "#endif") {
                if insideDirective { return decls }
            }
            let start = i
            let decl = parseDecl(&i, limit: limit, depth: depth)
            if i <= start { i = start + 1 } // always make progress
            decls.append(decl)
        }
        return decls
    }

    mutating func parseDecl(_ i: inout Int, limit: Int, depth: Int) -> Decl {
        let start = i
        if s.kind(i) == .poundKeyword, s.matches(i, "#if") { return parseIfConfig(&i, limit: limit, depth: depth) }
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
            if i < limit, s.kind(i) == .identifier { decl.name = i..<(i + 1); i += 1 }
            if let generics = angleGroup(at: i, limit: limit) { decl.genericParameters = generics; i = generics.upperBound }
            i = statementEnd(from: i, limit: limit)
        case .macroDecl, .operatorDecl, .precedenceGroupDecl:
            if i < limit, s.kind(i) != .leftBrace { decl.name = i..<(i + 1) }
            i = statementEnd(from: i, limit: limit)
        case .importDecl, .enumCaseDecl:
            i = statementEnd(from: i, limit: limit)
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

    func parseAttributes(_ i: inout Int, limit: Int) -> [Attribute] {
        var attributes: [Attribute] = []
        while i < limit, s.kind(i) == .atSign, s.kind(i + 1) == .identifier || s.kind(i + 1) == .keyword {
            let at = i
            var j = i + 2
            while s.kind(j) == .period, s.kind(j + 1) == .identifier, !s.spaceBefore(j) { j += 2 }
            if let generics = angleGroup(at: j, limit: limit), !s.spaceBefore(j) { j = generics.upperBound }
            let name = (at + 1)..<j
            var arguments: Range<Int>?
            if s.kind(j) == .leftParen, !s.spaceBefore(j), let close = s.partner(j), close < limit {
                arguments = j..<(close + 1)
                j = close + 1
            }
            attributes.append(Attribute(tokens: at..<j, name: name, arguments: arguments))
            i = j
        }
        return attributes
    }

    static let modifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required",
        "convenience", "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix",
        "consuming", "borrowing", "__consuming",
    ]

    func parseModifiers(_ i: inout Int, limit: Int) -> [Range<Int>] {
        var modifiers: [Range<Int>] = []
        while i < limit, s.kind(i) == .identifier || s.kind(i) == .keyword {
            let isModifier: Bool
            if s.matches(i, "class") {
                // `class func` / `class var`: a modifier only when another declaration keyword follows.
                isModifier = declKind(at: i + 1) != nil || Self.modifierWords.contains { s.matches(i + 1, $0) }
            } else {
                isModifier = Self.modifierWords.contains { s.matches(i, $0) }
                    && (declKind(at: i + 1) != nil || s.kind(i + 1) == .leftParen
                        || s.kind(i + 1) == .identifier || s.kind(i + 1) == .keyword)
            }
            guard isModifier else { break }
            var end = i + 1
            if s.kind(end) == .leftParen, !s.spaceBefore(end), let close = s.partner(end), close < limit {
                end = close + 1 // private(set), unowned(unsafe), nonisolated(unsafe)
            }
            modifiers.append(i..<end)
            i = end
        }
        return modifiers
    }

    // MARK: Types

    mutating func parseTypeDecl(_ decl: inout Decl, _ i: inout Int, limit: Int, depth: Int) {
        // Name: one token, or a dotted type path for extensions (`extension Foo.Bar`).
        let nameStart = i
        if i < limit, s.kind(i) == .identifier || s.kind(i) == .keyword {
            i += 1
            while s.kind(i) == .period, s.kind(i + 1) == .identifier || s.kind(i + 1) == .keyword { i += 2 }
            if decl.kind == .extensionDecl, let generics = angleGroup(at: i, limit: limit) { i = generics.upperBound }
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
                while end < limit, s.kind(end) == .operator || s.kind(end) == .period, !s.spaceBefore(end) { end += 1 }
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
              s.matches(i, "async") || s.matches(i, "throws") || s.matches(i, "rethrows") || s.matches(i, "reasync") {
            var end = i + 1
            if s.kind(end) == .leftParen, !s.spaceBefore(end), let close = s.partner(end) { end = close + 1 }
            decl.effects.append(i..<end)
            i = end
        }
        if i < limit, s.kind(i) == .operator, s.matches(i, "->") {
            i += 1
            let typeStart = i
            var angle = 0
            while i < limit {
                if angle == 0, s.kind(i) == .leftBrace || s.matches(i, "where") { break }
                if i > typeStart, s.startsLine(i), !isContinuation(i - 1, i) { break }
                if s.kind(i) == .operator { angle += angleDelta(i) }
                i = skipGroup(i)
            }
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
                var angle = 0
                while i < limit {
                    if angle == 0, s.kind(i) == .comma || s.kind(i) == .leftBrace || s.kind(i) == .semicolon { break }
                    if s.kind(i) == .operator, s.matches(i, "="), angle == 0 { break }
                    if i > typeStart, s.startsLine(i), !isContinuation(i - 1, i) { break }
                    if s.kind(i) == .operator { angle += angleDelta(i) }
                    i = skipGroup(i)
                }
                binding.type = typeStart..<i
            }
            if i < limit, s.kind(i) == .operator, s.matches(i, "=") {
                i += 1
                let valueStart = i
                i = expressionEnd(from: i, limit: limit, stopAtComma: true, stopAtObservers: true)
                binding.initializer = valueStart..<i
            }
            if i < limit, s.kind(i) == .leftBrace, let close = s.partner(i), close < limit,
               binding.initializer == nil || isObserverBlock(i) {
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
           s.kind(pattern.lowerBound) == .identifier {
            decl.name = pattern
        }
    }

    /// `{ willSet … }` / `{ didSet … }` after an initializer, as opposed to a trailing closure.
    func isObserverBlock(_ brace: Int) -> Bool {
        var j = brace + 1
        while s.kind(j) == .atSign { j += 2 } // attributes on observers are rare; skip @x
        return s.matches(j, "willSet") || s.matches(j, "didSet")
    }

    // MARK: #if

    mutating func parseIfConfig(_ i: inout Int, limit: Int, depth: Int) -> Decl {
        let start = i
        var decl = Decl(kind: .ifConfig, tokens: start..<start, keyword: start)
        while i < limit, s.kind(i) == .poundKeyword {
            let directive = i
            if s.matches(i, "#endif") { i += 1; break }
            guard s.matches(i, "#if") || s.matches(i, "#elseif") || s.matches(i, "#else") else { break }
            i += 1
            var condition: Range<Int>?
            if !s.matches(directive, "#else") {
                let conditionStart = i
                while i < limit, !s.startsLine(i) || i == conditionStart { i = skipGroup(i) }
                condition = conditionStart..<i
            }
            let members = depth < Self.maximumDepth
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
                if s.matches(i, "#if") { nesting += 1 }
                else if s.matches(i, "#endif") { if nesting == 0 { break }; nesting -= 1 }
                else if nesting == 0, s.matches(i, "#elseif") || s.matches(i, "#else") { break }
            }
            i = skipGroup(i)
        }
        return i > start ? [Decl(kind: .statement, tokens: start..<i, keyword: start)] : []
    }

    // MARK: Shared scanning

    /// Index after `i`, jumping over a whole delimited group when `i` opens one.
    func skipGroup(_ i: Int) -> Int {
        if s.kind(i).isOpeningDelimiter, let close = s.partner(i), close > i { return close + 1 }
        return i + 1
    }

    /// `<…>` starting at `i`, counting `<` and `>` characters inside operator tokens (`>>` closes two).
    func angleGroup(at i: Int, limit: Int) -> Range<Int>? {
        guard i < limit, s.kind(i) == .operator, s.firstByte(i) == 0x3C else { return nil }
        var depth = 0
        var j = i
        while j < limit {
            if s.kind(j) == .operator { depth += angleDelta(j) }
            else if s.kind(j) == .leftBrace || s.kind(j) == .semicolon { return nil }
            j = skipGroup(j)
            if depth <= 0 { return i..<j }
        }
        return nil
    }

    func angleDelta(_ i: Int) -> Int {
        var delta = 0
        let t = s.tokens[i]
        var k = t.start
        while k < t.end {
            let c = s.bytes[k]
            if c == 0x3C { delta += 1 }
            else if c == 0x3E, !(k > t.start && s.bytes[k - 1] == 0x2D) { delta -= 1 } // not the '>' of '->'
            k += 1
        }
        return delta
    }

    /// Whether the line break between `prev` and `next` continues one statement.
    func isContinuation(_ prev: Int, _ next: Int) -> Bool {
        StatementScanner(s: s).isContinuation(prev, next)
    }

    func statementEnd(from i: Int, limit: Int) -> Int {
        StatementScanner(s: s).statementEnd(from: i, limit: limit)
    }

    func expressionEnd(from i: Int, limit: Int, stopAtComma: Bool, stopAtObservers: Bool) -> Int {
        StatementScanner(s: s).expressionEnd(from: i, limit: limit, stopAtComma: stopAtComma, stopAtObservers: stopAtObservers)
    }
}
