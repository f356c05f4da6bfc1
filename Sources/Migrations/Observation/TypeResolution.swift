import MigrationKit
import SourceSyntax

/// Where the type of a simple expression (`model`, `self.store.settings`, `Settings.shared`,
/// `Settings()`) can be found: a known type, then a chain of property names to follow through the
/// project index. Serialised into facts, because `scan` runs before the index exists.
struct TypePath: Hashable, Sendable {
    var base: String
    var members: [String]

    var serialized: String { ([base] + members).joined(separator: ".") }

    init(base: String, members: [String] = []) {
        self.base = base
        self.members = members
    }

    init?(serialized: String) {
        let parts = serialized.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        self.init(base: first, members: Array(parts.dropFirst()))
    }

    /// The type at the end of the chain, as far as the project shows.
    func resolve(in index: ProjectIndex) -> String? {
        var current = base
        for member in members {
            guard let next = TypeResolution.propertyType(member, of: current, in: index) else { return nil }
            current = next
        }
        return current
    }
}

enum TypeResolution {
    /// The type path of the expression in `range`, using only this file: locals and parameters of
    /// the enclosing function, `self`, and capitalised type names. A property of the enclosing
    /// type becomes `Enclosing.property`, resolved later through the index. Nil when it cannot tell.
    static func path(of range: Range<Int>, in file: SourceFile) -> TypePath? {
        var names: [String] = []
        var i = range.lowerBound
        var constructed: String?
        while i < range.upperBound {
            guard file.kind(i) == .identifier || file.matches(i, "self") else { return nil }
            names.append(file.text(of: i))
            i += 1
            if i == range.upperBound { break }
            if file.kind(i) == .leftParen, let close = file.matching(i), close + 1 == range.upperBound {
                // `Settings()` / `Settings(name: x)` / `Settings.init()`: a constructor call.
                constructed = names.last == "init" ? names.dropLast().last : names.last
                break
            }
            guard file.kind(i) == .period else { return nil }
            i += 1
        }
        if let constructed {
            guard constructed.first?.isUppercase == true else { return nil }
            return TypePath(base: constructed)
        }
        guard let first = names.first else { return nil }
        let rest = Array(names.dropFirst())
        let scope = file.scope(of: range.lowerBound)
        let enclosing = scope.type.flatMap { file.simpleTypeName(of: $0) }
        if first == "self" {
            return enclosing.map { TypePath(base: $0, members: rest) }
        }
        if let member = scope.member, let local = localDeclaration(first, before: range.lowerBound, in: member, file: file) {
            return local.map { TypePath(base: $0, members: rest) }
        }
        if first.first?.isUppercase == true {
            return TypePath(base: first, members: rest)
        }
        return enclosing.map { TypePath(base: $0, members: names) }
    }

    /// A parameter or local `let`/`var` called `name` in `member`: `.some(type)` when its type is
    /// written or constructed, `.some(nil)` when it exists but its type is not visible, nil when
    /// there is none.
    static func localDeclaration(_ name: String, before use: Int, in member: Decl, file: SourceFile) -> String?? {
        if let parameters = member.parameters {
            for argument in file.arguments(inside: parameters) {
                // `label name: Type`, `_ name: Type`, `name: Type` (the parser sees a label when a colon follows).
                let value = argument.value
                if let label = argument.label, file.text(of: label) == name, argument.colon != nil {
                    return .some(typeName(in: value, file: file))
                }
                if argument.label != nil, value.count >= 1 {
                    continue
                }
                var j = value.lowerBound
                while j + 1 < value.upperBound, file.kind(j) == .identifier || file.kind(j) == .keyword {
                    if file.text(of: j + 1) == name, file.kind(j + 2) == .colon {
                        return .some(typeName(in: (j + 3)..<value.upperBound, file: file))
                    }
                    j += 1
                }
            }
        }
        guard let body = member.body ?? member.bindings.last?.accessors else { return nil }
        var found: String??
        var i = body.lowerBound
        while i < min(use, body.upperBound) {
            if file.matches(i, "let") || file.matches(i, "var"), file.kind(i) == .keyword, file.matches(i + 1, name) {
                if file.kind(i + 2) == .colon {
                    found = .some(typeName(in: (i + 3)..<body.upperBound, file: file))
                } else if file.matches(i + 2, "="), file.kind(i + 3) == .identifier,
                          let call = file.call(named: constructorName(from: i + 3, file: file)) {
                    let callee = file.text(call.callee)
                    let base = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
                    let simple = ProjectIndex.simpleName(base)
                    found = .some(simple.first?.isUppercase == true ? simple : nil)
                } else {
                    found = .some(nil)
                }
            }
            i += 1
        }
        return found
    }

    /// The last name of a dotted name starting at `index` (`A.B` in `A.B(…)` → index of `B`).
    private static func constructorName(from index: Int, file: SourceFile) -> Int {
        var i = index
        while file.kind(i + 1) == .period, file.kind(i + 2) == .identifier || file.matches(i + 2, "init") { i += 2 }
        return i
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
    static func propertyType(_ name: String, of type: String, in index: ProjectIndex) -> String? {
        var current: String? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            for summary in index.declarations(of: type) {
                for property in summary.properties where property.name == name {
                    if let annotated = property.type { return ProjectIndex.simpleName(annotated) }
                    if let initializer = property.initializer { return initializerType(initializer, in: index) }
                    return nil
                }
            }
            current = index.primaryDeclaration(of: type)?.inheritance.first
        }
        return nil
    }

    /// `Settings()` → `Settings`; `Settings.shared` → the type of `shared`; otherwise nil.
    static func initializerType(_ text: String, in index: ProjectIndex) -> String? {
        let chain = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        var names = chain.split(separator: ".").map(String.init)
        let rest = text.dropFirst(chain.count)
        if rest.hasPrefix("(") {
            if names.last == "init" { names.removeLast() }
            guard let last = names.last, last.first?.isUppercase == true else { return nil }
            return last
        }
        guard rest.trimmingPrefix(while: \.isWhitespace).isEmpty, names.count == 2,
              names[0].first?.isUppercase == true else { return nil }
        return propertyType(names[1], of: names[0], in: index)
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        var s = self
        while let c = s.first, predicate(c) { s = s.dropFirst() }
        return s
    }
}
