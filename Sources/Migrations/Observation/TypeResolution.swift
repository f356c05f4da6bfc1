import MigrationKit
import SourceSyntax

/// Where the type of a simple expression (`model`, `self.store.settings`, `Settings.shared`,
/// `Settings()`) can be found: a known type, then a chain of property names to follow through the
/// project index. Serialised into facts, because `scan` runs before the index exists.
struct TypePath: Hashable, Sendable {
    var base: String
    var members: [String]

    /// `a.b.c`, as the code wrote it.
    var serialized: String { ([base] + members).joined(separator: ".") }

    init(base: String, members: [String] = []) {
        self.base = base
        self.members = members
    }

    /// The type at the end of the chain, as far as the project shows.
    /// Whether the path ends in a stored `static` property of a project type (`Model.shared`,
    /// `static let shared = Model()`): reading it gives the one instance made the first time.
    func readsStaticStoredProperty(in index: ProjectIndex) -> Bool {
        guard let last = members.last else { return false }
        let owner = members.count == 1 ? index.resolvingTypeAlias(base) : TypePath(base: base, members: Array(members.dropLast())).resolve(in: index)
        guard let owner else { return false }
        return index.declarations(of: owner).contains { summary in
            summary.properties.contains { $0.name == last && $0.modifiers.contains("static") && $0.initializer != nil }
        }
    }

    func resolve(in index: ProjectIndex, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        var current = base
        var remaining = members[...]
        if index.declarations(of: base).isEmpty, let global = TypeResolution.globalType(base, in: index, depth: depth) {
            // `Current.kiosk`: the base is a global variable, not a type.
            current = global
        } else if let first = remaining.first, TypeResolution.propertyType(first, of: current, in: index) == nil,
            let global = TypeResolution.globalType(first, in: index, depth: depth)
        {
            // `name` that is not a property of the enclosing type may be a global (`let store = Store()`).
            current = global
            remaining = remaining.dropFirst()
        }
        for member in remaining {
            guard let next = TypeResolution.propertyType(member, of: current, in: index) else { return nil }
            current = next
        }
        if current.isEmpty || (current.first?.isUppercase != true && index.declarations(of: current).isEmpty) { return nil }
        return current
    }
}

enum TypeResolution {
    /// The type path of the expression in `range`, using only this file: locals and parameters of
    /// the enclosing function, `self`, and capitalised type names. A name that is none of these
    /// becomes `Enclosing.name`, resolved later through the index (a property, else a global).
    /// Nil when it cannot tell. Handles `a.b?.c!`, `Foo()`, `Foo.init(…)`, `Foo<T>(…)`.
    /// `T` of `x as T` at the top level of the range (`as?` and `as!` are casts whose type is
    /// optional or may trap, and are not followed here).
    static func coercionType(in range: Range<Int>, file: SourceFile) -> TypePath? {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i), close > i {
                i = close + 1
                continue
            }
            if file.matches(i, "as"), i + 1 < range.upperBound, !file.matches(i + 1, "?"), !file.matches(i + 1, "!") {
                let type = (i + 1)..<range.upperBound
                guard type.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period }), let last = type.last, file.kind(last) == .identifier
                else { return nil }
                return TypePath(base: file.text(of: last))
            }
            i += 1
        }
        return nil
    }

    /// `{ () -> AppState in … }()`: a closure called where it is written has the result type its
    /// signature declares (found on a real app's previews, `.environmentObject({ () -> AppState in … }())`).
    static func invokedClosureResult(in range: Range<Int>, file: SourceFile) -> TypePath? {
        let open = range.lowerBound
        guard file.kind(open) == .leftBrace, let close = file.matching(open), close + 3 == range.upperBound,
            file.kind(close + 1) == .leftParen, file.kind(close + 2) == .rightParen
        else { return nil }
        var i = open + 1
        if file.kind(i) == .leftParen, let end = file.matching(i) { i = end + 1 }
        while i < close, file.matches(i, "async") || file.matches(i, "throws") { i += 1 }
        guard i + 2 < close, file.matches(i, "->"), file.kind(i + 1) == .identifier, file.matches(i + 2, "in") else { return nil }
        return TypePath(base: file.text(of: i + 1))
    }

    static func path(of range: Range<Int>, in file: SourceFile, depth: Int = 0, localsBefore: Int? = nil) -> TypePath? {
        guard depth < 4 else { return nil }
        // `MockService() as Service`: the type of `x as T` is `T`.
        if let coercion = coercionType(in: range, file: file) { return coercion }
        if let result = invokedClosureResult(in: range, file: file) { return result }
        var names: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard file.kind(i) == .identifier || file.matches(i, "self") || file.matches(i, "init") else { return nil }
            names.append(file.text(of: i))
            i += 1
            if i < range.upperBound, let end = file.genericArgumentsEnd(at: i) { i = end }
            if i < range.upperBound, isPostfixOptional(i, file) { i += 1 }
            if i == range.upperBound { break }
            // `Foo(…)`, `Foo(…) { … }`, `Foo { … }`: a constructor call ending the range.
            var callEnd = i
            if file.kind(callEnd) == .leftParen, let close = file.matching(callEnd) { callEnd = close + 1 }
            if callEnd < range.upperBound, file.kind(callEnd) == .leftBrace, let close = file.matching(callEnd) { callEnd = close + 1 }
            if callEnd > i, callEnd == range.upperBound {
                // `Settings()` / `Settings(name: x)` / `Settings.init()`: a constructor call.
                if names.last == "init" { names.removeLast() }
                // `Draft.blank()`, `Self.preview()`: a method of a type, whose result the index
                // knows (`TypeSummary.methodResults`); a call on a value goes through `propertyType`.
                if names.count >= 2, let method = names.last, method.first?.isLowercase == true {
                    names[names.count - 1] = method + "()"
                    break
                }
                // A lowercase name may still be a type (`dataSource()`); `resolve` checks the index.
                guard let type = names.last else { return nil }
                return TypePath(base: type)
            }
            guard file.kind(i) == .period else { return nil }
            i += 1
        }
        guard let first = names.first else { return nil }
        let rest = Array(names.dropFirst())
        let scope = file.scope(of: range.lowerBound)
        let enclosing = scope.type.flatMap { file.simpleTypeName(of: $0) }
        if first == "self" {
            return enclosing.map { TypePath(base: $0, members: rest) }
        }
        if let member = scope.member,
            let local = localDeclaration(first, before: localsBefore ?? range.lowerBound, in: member, file: file, depth: depth)
        {
            return local.map { TypePath(base: $0.base, members: $0.members + rest) }
        }
        // Code outside any declaration (a `#Preview { … }` body, top-level statements): its locals.
        if scope.type == nil, let block = outermostBlock(containing: range.lowerBound, in: file),
            let local = localDeclaration(first, before: localsBefore ?? range.lowerBound, inBody: block, file: file, depth: depth)
        {
            return local.map { TypePath(base: $0.base, members: $0.members + rest) }
        }
        if first.first?.isUppercase == true {
            return TypePath(base: first, members: rest)
        }
        return TypePath(base: enclosing ?? "", members: names)
    }

    /// `x?` / `x!` in a chain.
    static func isPostfixOptional(_ i: Int, _ file: SourceFile) -> Bool {
        file.kind(i) == .operator && (file.matches(i, "?") || file.matches(i, "!")) && !file.hasSpaceBefore(i)
    }

    /// A parameter or local `let`/`var` called `name` in `member`, before `use`: `.some(path)` when
    /// its type can be followed, `.some(nil)` when it exists but its type is not visible, nil
    /// when there is none (an `if let name` / `guard let name` unwrap refers to the outer name).
    static func localDeclaration(_ name: String, before use: Int, in member: Decl, file: SourceFile, depth: Int) -> TypePath?? {
        var found: TypePath??
        if let parameters = member.parameters {
            for argument in file.arguments(inside: parameters) {
                // `name: Type`, `_ name: Type`, `label name: Type`.
                let tokens = argument.tokens
                guard let colon = tokens.first(where: { file.kind($0) == .colon }), colon > tokens.lowerBound,
                    file.matches(colon - 1, name)
                else { continue }
                found = .some(typeName(in: (colon + 1)..<tokens.upperBound, file: file).map { TypePath(base: $0) })
            }
        }
        guard let body = member.body ?? member.bindings.last?.accessors else { return found }
        return localDeclaration(name, before: use, inBody: body, file: file, depth: depth) ?? found
    }

    /// The last `let`/`var` (or `for`) binding `name` in `body` before `use`, as above.
    static func localDeclaration(_ name: String, before use: Int, inBody body: Range<Int>, file: SourceFile, depth: Int) -> TypePath?? {
        var found: TypePath??
        var i = body.lowerBound
        while i < min(use, body.upperBound) {
            defer { i += 1 }
            if file.matches(i, "for"), file.matches(i + 1, name) {
                found = .some(nil)
                continue
            }
            guard file.kind(i) == .keyword, file.matches(i, "let") || file.matches(i, "var"), file.matches(i + 1, name) else { continue }
            if file.kind(i + 2) == .colon {
                found = .some(typeName(in: (i + 3)..<body.upperBound, file: file).map { TypePath(base: $0) })
            } else if file.matches(i + 2, "=") {
                let value = (i + 3)..<chainEnd(from: i + 3, limit: body.upperBound, file: file)
                // `guard let x = x`: the outer `x`, unwrapped.
                if value.count == 1, file.matches(value.lowerBound, name) { continue }
                found = .some(value.isEmpty ? nil : path(of: value, in: file, depth: depth + 1, localsBefore: i))
            }
            // `if let name,` / `guard let name else`: the same name, unwrapped; keep looking outside.
        }
        return found
    }

    /// The outermost `{ … }` around token `index`.
    private static func outermostBlock(containing index: Int, in file: SourceFile) -> Range<Int>? {
        var block = file.innermostBlock(containing: index)
        while let current = block, let outer = file.innermostBlock(containing: current.lowerBound) { block = outer }
        return block
    }

    /// The end of a simple chain (`a.b?.c`, `Foo(…)`) starting at `start`.
    private static func chainEnd(from start: Int, limit: Int, file: SourceFile) -> Int {
        var j = start
        while j < limit {
            if file.kind(j) == .identifier || file.kind(j) == .period || file.matches(j, "self") || file.matches(j, "init")
                || isPostfixOptional(j, file)
            {
                j += 1
            } else if file.kind(j) == .leftParen, !file.hasSpaceBefore(j), j > start, let close = file.matching(j) {
                j = close + 1
            } else {
                break
            }
            if j < limit, file.startsLine(j), file.kind(j) != .period { break }
        }
        return j
    }

    /// The type a property holds as written: its annotation (`CellA.ViewModel`), or the type its
    /// initial value constructs (`CellA.ViewModel()`, `ViewModel.init()`); nil otherwise.
    static func writtenTypeName(of binding: Binding, in file: SourceFile) -> String? {
        if let type = binding.type { return dottedName(in: type, file: file) }
        guard let value = binding.initializer, file.kind(value.upperBound - 1) == .rightParen,
            let open = file.matching(value.upperBound - 1), open > value.lowerBound
        else { return nil }
        // (`dottedName` stops at generic arguments: `Store<Int>()` is `Store`.)
        guard let name = dottedName(in: value.lowerBound..<open, file: file) else { return nil }
        let type = name.hasSuffix(".init") ? String(name.dropLast(5)) : name
        return type.first?.isUppercase == true && TypeName.simple(type).first?.isUppercase == true ? type : nil
    }

    /// `A.B.C` at the start of `range`, without generic arguments.
    private static func dottedName(in range: Range<Int>, file: SourceFile) -> String? {
        var i = range.lowerBound
        while i < range.upperBound, file.kind(i) == .atSign || file.matches(i, "inout") || file.matches(i, "escaping") { i += 1 }
        guard i < range.upperBound, file.kind(i) == .identifier else { return nil }
        var end = i + 1
        while end + 1 < range.upperBound, file.kind(end) == .period, file.kind(end + 1) == .identifier || file.matches(end + 1, "init") { end += 2 }
        return file.text(i..<end)
    }

    /// The simple type name at the start of `range` (`Settings` in `Settings = x`, `[Item]` → nil).
    static func typeName(in range: Range<Int>, file: SourceFile) -> String? {
        var i = range.lowerBound
        while i < range.upperBound, file.kind(i) == .atSign || file.matches(i, "inout") || file.matches(i, "escaping") { i += 1 }
        guard i < range.upperBound, file.kind(i) == .identifier else { return nil }
        var end = i + 1
        while end + 1 < range.upperBound, file.kind(end) == .period, file.kind(end + 1) == .identifier { end += 2 }
        return ProjectIndex.simpleName(file.text(i..<end))
    }

    /// The type of property `name` of `type`, from its annotation or a constructor initializer,
    /// looking through extensions and superclasses.
    /// The type of property `name` of `type` (or of its superclasses); for `name()`, the result
    /// type of its method `name`.
    static func propertyType(_ name: String, of type: String, in index: ProjectIndex) -> String? {
        var current: String? = type
        var seen: Set<String> = []
        let method = name.hasSuffix("()") ? String(name.dropLast(2)) : nil
        while let type = current, seen.insert(type).inserted {
            for summary in index.declarations(of: type) {
                if let method {
                    if let result = summary.methodResults[method] { return ProjectIndex.simpleName(result) }
                    continue
                }
                for property in summary.properties where property.name == name {
                    if let annotated = property.type { return ProjectIndex.simpleName(annotated) }
                    if let initializer = property.initializer { return initializerType(initializer, in: index) }
                    return nil
                }
            }
            // `App.objects.session` where `objects: Objects` and `typealias Objects = (session: Session, …)`.
            if method == nil, index.declarations(of: type).isEmpty {
                let written = Set(index.facts(ObservationFact.tupleElement, about: "\(ProjectIndex.simpleName(type)).\(name)").map(\.value))
                return written.count == 1 ? written.first.map(ProjectIndex.simpleName) : nil
            }
            current = index.primaryDeclaration(of: type)?.inheritance.first
        }
        return nil
    }

    /// The type of a top-level `let`/`var`, from the facts the scanner recorded.
    static func globalType(_ name: String, in index: ProjectIndex, depth: Int = 0) -> String? {
        for fact in index.facts(ObservationFact.global, about: name) {
            guard let type = fact.value.resolve(in: index, depth: depth + 1) else { continue }
            return type
        }
        return nil
    }

    /// `Settings()` → `Settings`; `Store<State>(…)` → `Store`; `Settings.shared` → the type of
    /// `shared`; otherwise nil.
    static func initializerType(_ text: String, in index: ProjectIndex) -> String? {
        let chain = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        var names = chain.split(separator: ".").map(String.init)
        var rest = text.dropFirst(chain.count)
        if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") { rest = rest[rest.index(after: close)...] }
        if rest.hasPrefix("(") {
            if names.last == "init" { names.removeLast() }
            guard let last = names.last, last.first?.isUppercase == true || !index.declarations(of: last).isEmpty else { return nil }
            return last
        }
        guard rest.trimmingPrefix(while: \.isWhitespace).isEmpty, names.count == 2,
            names[0].first?.isUppercase == true
        else { return nil }
        return propertyType(names[1], of: names[0], in: index)
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        var s = self
        while let c = s.first, predicate(c) { s = s.dropFirst() }
        return s
    }
}
