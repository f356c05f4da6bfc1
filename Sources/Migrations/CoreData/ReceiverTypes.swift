import SourceSyntax

/// What a member's receiver is, as far as one file tells: an object of a model class, a
/// collection of them, something else, or not known. A member access is a Core Data property only
/// on a model object (`coredata.property-type` never judges by the member's name alone: `webView.title`,
/// `Date.distance(to:)` and `case .title` are no attributes).
///
/// Read from the file's own declarations, not scope by scope: a name the file declares once as a
/// model class and once as something else counts as the model class (the check errs on the side of
/// blocking). Recognised: a declared type (`let item: Item`, a parameter `_ item: Item?`,
/// `[Item]`, `FetchedResults<Item>`), `let x = Item(…)`, `let x = a.b` through relationships,
/// `for x in items`, the parameter of a closure on a collection (`ForEach(items) { item in`,
/// `items.map { $0.… }`), and `self` inside a model class or its extension.
enum ReceiverType: Equatable {
    case model(String)
    case models(String)
    case other
    case unknown
}

/// A relationship as the receiver check needs it: where it leads, and whether to many.
struct RelationshipFact: Sendable, Hashable {
    var destination: String
    var isToMany: Bool
    /// An ordered to-many: Xcode declares it `NSOrderedSet?`, which no `as? Set<T>` reads.
    var isOrdered = false
}

extension FileConverter {
    /// The type of the receiver of the member at `member` (the token after the `.`).
    func receiverType(ofMemberAt member: Int) -> ReceiverType {
        guard member >= 1, file.kind(member - 1) == .period else { return .unknown }
        guard member >= 2 else { return .other }
        var end = member - 2
        // `x?.title`, `x!.title`
        while end > 0, file.kind(end) == .operator, ["?", "!"].contains(file.text(of: end)), !file.hasSpaceBefore(end) { end -= 1 }
        switch file.kind(end) {
        case .identifier, .keyword, .dollarIdentifier:
            // `case .title`, `return .title`: an implicit member, of no object.
            if file.kind(end) == .keyword, !file.matches(end, "self") { return .other }
            return expressionType(endingAt: end, depth: 0)
        case .rightParen:
            // `Item(…).title`, `Date().distance(to:)`: a type's initializer gives one of it.
            guard let open = file.matching(end), open >= 1, file.kind(open - 1) == .identifier, open < 2 || file.kind(open - 2) != .period else {
                return .unknown
            }
            let callee = file.text(of: open - 1)
            if store.classNames.contains(callee) { return .model(callee) }
            return callee.first?.isUppercase == true ? .other : .unknown
        case .rightSquare:
            // `items[i].title`
            guard let open = file.matching(end), open >= 1, file.kind(open - 1) == .identifier || file.kind(open - 1) == .keyword else {
                return .unknown
            }
            return elementType(of: open - 1, depth: 0)
        case .rightBrace, .stringLiteral, .integerLiteral, .floatLiteral:
            return .unknown
        default:
            return .other
        }
    }

    /// The type of the chain of names that ends at token `end` (`a.b.c`, `self.items`, `$0`).
    func expressionType(endingAt end: Int, depth: Int) -> ReceiverType {
        guard depth < 8, end >= 0 else { return .unknown }
        let kind = file.kind(end)
        // An implicit member (`.title` in `case .title:`) has no receiver expression.
        guard kind == .identifier || kind == .keyword || kind == .dollarIdentifier else {
            return .unknown
        }
        let name = file.text(of: end)
        if end >= 1, file.kind(end - 1) == .period {
            // `a.b`: through the relationship `b` of a model object `a`.
            var owner = end - 2
            while owner > 0, file.kind(owner) == .operator, ["?", "!"].contains(file.text(of: owner)), !file.hasSpaceBefore(owner) { owner -= 1 }
            guard owner >= 0 else { return .unknown }
            if file.matches(owner, "self"), owner == 0 || file.kind(owner - 1) != .period {
                return declaredType(of: name, at: end, depth: depth)
            }
            switch expressionType(endingAt: owner, depth: depth + 1) {
            case .model(let entity):
                if let relationship = store.relationships[entity]?[name] {
                    return relationship.isToMany ? .models(relationship.destination) : .model(relationship.destination)
                }
                return .other
            case .other where isTypeName(owner):
                // `UserDefaults.standard`, `Date.now`: a static member of a type that is no model.
                return .other
            case .models, .other, .unknown:
                return .unknown
            }
        }
        if name == "self" { return enclosingTypeName(of: end).map { store.classNames.contains($0) ? .model($0) : .other } ?? .unknown }
        if name.hasPrefix("$") { return closureParameterType(at: end, depth: depth) }
        let declared = declaredType(of: name, at: end, depth: depth)
        if declared == .unknown, isTypeName(end) { return .other }
        return declared
    }

    /// A capitalised name the file declares no variable by, and no model class: a type.
    func isTypeName(_ index: Int) -> Bool {
        let name = file.text(of: index)
        guard file.kind(index) == .identifier, name.first?.isUppercase == true, !store.classNames.contains(name) else { return false }
        return !file.tokens.indices.contains { file.matches($0, name) && !isMember($0) && declarationType(at: $0, depth: 8) != nil }
    }

    /// The model class or extension whose body holds token `index`, if any.
    func enclosingTypeName(of index: Int) -> String? {
        let path = file.declarationPath(to: index)
        guard let type = path.last(where: { [.classDecl, .structDecl, .enumDecl, .extensionDecl, .actorDecl].contains($0.kind) }) else { return nil }
        return type.name.map { TypeName.simple(file.text($0)) }
    }

    /// The type the file gives `name` in its declarations (see `ReceiverType`).
    func declaredType(of name: String, at use: Int, depth: Int) -> ReceiverType {
        var found: [ReceiverType] = []
        var local: [ReceiverType] = []
        // Declarations in the function that holds the use come first (a parameter or local there
        // hides the file's other declarations of the name).
        let function = enclosingFunction(of: use)
        // A `for name in` loop or a closure's `{ name in` whose body holds the use binds the name
        // there, whatever else the file calls by it (`List(cachedUsers) { user in … }` beside
        // `for user in users { user.friends }` in the same function): the innermost one decides.
        var innermost: (scope: Range<Int>, type: ReceiverType)?
        for i in file.tokens.indices where file.kind(i) == .identifier && file.matches(i, name) && !isMember(i) {
            guard let type = declarationType(at: i, depth: depth) else { continue }
            found.append(type)
            if let function, function.contains(i) { local.append(type) }
            if let scope = bindingScope(of: i), scope.contains(use), innermost.map({ $0.scope.count > scope.count }) ?? true {
                innermost = (scope, type)
            }
        }
        if let innermost { return innermost.type }
        if !local.isEmpty { found = local }
        if let model = found.first(where: { if case .model = $0 { true } else { false } }) { return model }
        if let models = found.first(where: { if case .models = $0 { true } else { false } }) { return models }
        if found.contains(.unknown) || found.isEmpty { return .unknown }
        return .other
    }

    /// The body in which the loop variable or closure parameter declared at token `i` is the name:
    /// the braces of `for i in xs { … }` or of `{ i in … }`; nil for any other declaration.
    func bindingScope(of i: Int) -> Range<Int>? {
        guard i >= 1, let after = next(i) else { return nil }
        if file.matches(i - 1, "for"), file.matches(after, "in") {
            let level = file.enclosingDelimiter(of: i)
            var k = after
            while k < file.tokens.count, file.kind(k) != .endOfFile {
                if file.kind(k) == .leftBrace, file.enclosingDelimiter(of: k) == level { return file.matching(k).map { k..<($0 + 1) } }
                k += 1
            }
            return nil
        }
        if file.kind(i - 1) == .leftBrace, file.matches(after, "in") || file.kind(after) == .comma {
            return file.matching(i - 1).map { (i - 1)..<($0 + 1) }
        }
        return nil
    }

    /// The tokens of the function, initializer or accessor body that holds token `index`, if any.
    func enclosingFunction(of index: Int) -> Range<Int>? {
        file.declarationPath(to: index).last { [.funcDecl, .initDecl, .subscriptDecl].contains($0.kind) }?.tokens
    }

    /// When token `i` is a name being declared, the type it is declared with (`.unknown` when the
    /// declaration does not tell); nil when it is no declaration.
    func declarationType(at i: Int, depth: Int) -> ReceiverType? {
        guard let after = next(i) else { return nil }
        let before = i > 0 ? i - 1 : nil
        let introduced = before.map { file.matches($0, "let") || file.matches($0, "var") } ?? false
        // `name: Type` after let/var, or as a parameter (`_ name: Type`, `label name: Type`, `(name: Type`).
        if file.kind(after) == .colon, introduced || isParameter(i) {
            return typeAnnotation(startingAt: after + 1)
        }
        // `let name = Item(…)`, `let name = a.b`, `if let name = a.b`
        if introduced, file.kind(after) == .operator, file.text(of: after) == "=", let value = next(after) {
            return initializerType(startingAt: value, depth: depth)
        }
        // `for name in items`
        if let before, file.matches(before, "for"), file.matches(after, "in"), let collection = next(after) {
            return elementType(of: chainEnd(from: collection), depth: depth)
        }
        // `{ name in` of a closure on a collection
        if let before, file.kind(before) == .leftBrace, file.matches(after, "in") || file.kind(after) == .comma {
            return closureParameterType(at: i, depth: depth)
        }
        return nil
    }

    /// A parameter of a function, initializer or subscript: its parentheses follow the name.
    func isParameter(_ i: Int) -> Bool {
        guard let paren = file.enclosingDelimiter(of: i), file.kind(paren) == .leftParen, paren >= 1 else { return false }
        let head = paren - 1
        let isSignature =
            file.matches(head, "init") || file.matches(head, "subscript") || (head >= 1 && file.matches(head - 1, "func"))
            || (file.text(of: head) == ">" && file.declarationPath(to: paren).last.map { [.funcDecl, .initDecl].contains($0.kind) } == true)
        guard isSignature else { return false }
        // The name is the parameter's first or second word.
        let previous = i - 1
        return previous == paren || file.kind(previous) == .comma || (file.kind(previous) == .identifier || file.matches(previous, "_"))
    }

    /// The type written from token `start` on: a model class, a collection of one, or another type.
    func typeAnnotation(startingAt start: Int) -> ReceiverType {
        var text = ""
        var depth = 0
        var k = start
        while k < file.tokens.count {
            let kind = file.kind(k)
            let word = file.text(of: k)
            if kind == .leftSquare || kind == .leftParen || word == "<" { depth += 1 }
            if kind == .rightSquare || kind == .rightParen || word == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, kind == .comma || kind == .leftBrace || kind == .rightBrace || word == "=" { break }
            if k > start, depth == 0, file.startsLine(k) { break }
            guard kind == .identifier || kind == .period || kind == .operator || kind == .leftSquare || kind == .rightSquare || kind == .comma || word == "<" || word == ">" || kind == .leftParen || kind == .rightParen || kind == .keyword
            else { break }
            text += word
            k += 1
            if depth == 0, kind == .identifier, let following = next(k - 1), file.kind(following) == .identifier, !file.startsLine(following) { break }
        }
        return Self.classify(typeText: text, classNames: store.classNames)
    }

    static func classify(typeText: String, classNames: Set<String>) -> ReceiverType {
        var type = typeText
        while let last = type.last, last == "?" || last == "!" { type.removeLast() }
        if classNames.contains(type) { return .model(type) }
        for (open, close) in [("[", "]"), ("FetchedResults<", ">"), ("Array<", ">"), ("Set<", ">"), ("ArraySlice<", ">")] {
            if type.hasPrefix(open), type.hasSuffix(close) {
                let element = String(type.dropFirst(open.count).dropLast(close.count))
                if classNames.contains(element) { return .models(element) }
            }
        }
        return type.isEmpty ? .unknown : .other
    }

    /// The type of the value a `let`/`var` starts with at `start`: `Item(…)` / `Item.init(…)`, or a chain of names.
    func initializerType(startingAt start: Int, depth: Int) -> ReceiverType {
        // `[Item]()`: an empty array of models.
        if file.kind(start) == .leftSquare, let close = file.matching(start), let paren = next(close), file.kind(paren) == .leftParen,
            file.matching(paren) == paren + 1
        {
            return Self.classify(typeText: file.text(start..<(close + 1)).filter { !$0.isWhitespace }, classNames: store.classNames)
        }
        guard file.kind(start) == .identifier || file.matches(start, "self") else { return .unknown }
        let name = file.text(of: start)
        if let paren = next(start), file.kind(paren) == .leftParen, name.first?.isUppercase == true {
            return store.classNames.contains(name) ? .model(name) : .other
        }
        let end = chainEnd(from: start)
        // `let item = items[i]`
        if let square = next(end), file.kind(square) == .leftSquare, let close = file.matching(square) {
            if let following = next(close), !file.startsLine(following), file.kind(following) != .leftBrace { return .unknown }
            return elementType(of: end, depth: depth)
        }
        // Only a plain chain (`a.b.c`, optionally unwrapped) ends the value: a call or an operator after it makes it another value.
        if let following = next(end), !file.startsLine(following), file.kind(following) != .leftBrace, file.kind(following) != .comma {
            if !(file.kind(following) == .operator && file.text(of: following) == "??") { return .unknown }
        }
        return expressionType(endingAt: end, depth: depth + 1)
    }

    /// The last token of the chain `a.b?.c!` that starts at `start`.
    func chainEnd(from start: Int) -> Int {
        var k = start
        while let period = next(k) {
            var p = period
            while file.kind(p) == .operator, ["?", "!"].contains(file.text(of: p)), !file.hasSpaceBefore(p), let n = next(p) { p = n }
            guard file.kind(p) == .period, let member = next(p), file.kind(member) == .identifier else { break }
            k = member
        }
        return k
    }

    /// The element type of the collection whose chain ends at `end`.
    func elementType(of end: Int, depth: Int) -> ReceiverType {
        switch expressionType(endingAt: end, depth: depth + 1) {
        case .models(let element): .model(element)
        case .model, .other: .other
        case .unknown: .unknown
        }
    }

    /// The type of a closure's parameter (`$0`, or `item` in `{ item in`) when the closure is on a
    /// collection of models: `items.map { … }`, `items.first(where: { … })`, `ForEach(items) { item in … }`.
    func closureParameterType(at parameter: Int, depth: Int) -> ReceiverType {
        var brace = file.enclosingDelimiter(of: parameter)
        while let b = brace, file.kind(b) != .leftBrace { brace = file.enclosingDelimiter(of: b) }
        guard let brace, brace >= 2 else { return .unknown }
        var head = brace - 1
        // `label: {` inside a call's parentheses, or `(` `{`
        if file.kind(head) == .colon || file.kind(head) == .leftParen {
            guard let paren = file.enclosingDelimiter(of: brace), file.kind(paren) == .leftParen, paren >= 1 else { return .unknown }
            head = paren - 1
        }
        // `ForEach(items) {` / `List(items) {`: the collection is the first argument.
        if file.kind(head) == .rightParen, let open = file.matching(head), open >= 1,
            ["ForEach", "List"].contains(file.text(of: open - 1)), let first = file.arguments(inside: open..<(head + 1)).first,
            first.label == nil, let last = first.value.last
        {
            return elementType(of: last, depth: depth)
        }
        // `items.map {`
        guard file.kind(head) == .identifier, head >= 2, file.kind(head - 1) == .period else { return .unknown }
        return elementType(of: head - 2, depth: depth)
    }
}
