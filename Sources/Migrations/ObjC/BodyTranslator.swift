import ObjCSyntax

/// What the body translator knows about a value: enough to pick the Swift spelling of an
/// operation (`length` of a string is `utf16.count`, a nil check of an object is `!= nil`) and to
/// refuse what it cannot type.
indirect enum ValueKind: Equatable {
    case bool
    /// A number of a known Swift type, or an untyped literal (nil).
    case number(String?)
    case string
    case array(ObjCType?)
    case dictionary
    /// An object of a class, by its Objective-C name.
    case object(String)
    case protocolObject(String)
    case block(ObjCType)
    case enumValue(String)
    case nilLiteral
    case void
}

/// A translated expression: its Swift text, what it is, and whether it may be nil.
struct Expr {
    var text: String
    var kind: ValueKind
    var optional = false
}

/// The members a body can call: the pair's own methods and properties, by selector.
struct Scope {
    struct MethodInfo {
        var base: String
        var labels: [String]
        var result: ObjCType?
        var resultOptional: Bool
        var isClassMethod: Bool
        var isOptionalRequirement = false
        /// Per parameter: its type and whether Swift lets it be nil.
        var parameters: [(type: ObjCType, optional: Bool)] = []
    }

    struct PropertyInfo {
        var type: ObjCType
        var optional: Bool
    }

    struct ClassInfo {
        var methods: [String: MethodInfo] = [:]  // "-sel" / "+sel"
        var properties: [String: PropertyInfo] = [:]
        /// Instance variables declared in braces, by their name (`count`, `_cache`).
        var instanceVariables: [String: PropertyInfo] = [:]
        var initializers: [String: MethodInfo] = [:]  // selector → init labels
    }

    var classes: [String: ClassInfo] = [:]
    var protocols: [String: [String: MethodInfo]] = [:]
    var enumCases: [String: (swift: String, enumName: String)] = [:]
    var enumNames: Set<String> = []
    var constants: [String: ValueKind] = [:]
    var blockTypedefs: [String: ObjCType] = [:]
    var mapping = TypeMapping()
}

/// Translates method bodies in the subset the documentation lists; anything else throws a
/// `PairBlocker` naming the construct where it is. Statements nest through an explicit depth
/// bound (blocks inside blocks stop at 32 levels).
struct BodyTranslator {
    let file: ObjCFile
    let scope: Scope
    /// The class `self` is (the extended class in a category), and whether this is a class method.
    let selfClass: String
    let isClassMethod: Bool
    var locals: [[String: ObjCType]] = [[:]]
    var indentUnit = "    "
    /// The method's result, for `return` (nil: not checked, as in an initializer).
    var result: (type: ObjCType, optional: Bool)?
    /// The method body's tokens, for "is this assigned anywhere in the method".
    var methodBody: Range<Int>?
    /// In an override of a framework superclass's method: its selector and Swift member, for
    /// `[super sameSelector…]`.
    var overridden: (selector: String, member: FrameworkSuperclass.Member)?
    /// Locals declared `let` (never assigned after their declaration).
    var constantLocals: Set<String> = []
    static let maximumDepth = 32
    /// The kind of `count` and `length`: `Int` in Swift but NSUInteger in Objective-C, so only
    /// comparisons with literals mean the same in both (`length - 1` wraps around in C).
    static let unsignedCount = "Int (NSUInteger in Objective-C)"
    /// The kind of `1.5`: fits the floating-point types, not the integer ones.
    static let floatingLiteral = "floating-point literal"
    static let floatingTypes: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval"]

    /// The type two numbers combine to, or nil when Swift would need a conversion (an untyped
    /// integer literal is nil itself and fits anything).
    static func unified(_ a: String?, _ b: String?) -> String?? {
        switch (a, b) {
        case (nil, _): return .some(b)
        case (_, nil): return .some(a)
        case (floatingLiteral?, let other?), (let other?, floatingLiteral?):
            if other == floatingLiteral || floatingTypes.contains(other) { return .some(other) }
            return nil
        case (let x?, let y?): return x == y ? .some(x) : nil
        }
    }

    init(file: ObjCFile, scope: Scope, selfClass: String, isClassMethod: Bool, parameters: [(String, ObjCType)]) {
        self.file = file
        self.scope = scope
        self.selfClass = selfClass
        self.isClassMethod = isClassMethod
        for (name, type) in parameters { locals[0][name] = type }
    }

    func fail(_ token: Int, _ message: String) -> PairBlocker { PairBlocker(file, at: token, message) }

    // MARK: Statements

    /// The statements between `range` (exclusive of the braces), as indented lines.
    mutating func block(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        guard depth < Self.maximumDepth else { throw fail(range.lowerBound, "statements nested more than \(Self.maximumDepth) deep") }
        locals.append([:])
        defer { locals.removeLast() }
        var lines: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let end = try statementEnd(from: i, limit: range.upperBound)
            for line in try statement(i..<end, indent: indent, depth: depth) {
                // A closure argument spans lines: its lines continue at the statement's indentation.
                let parts = line.split(separator: "\n", omittingEmptySubsequences: false)
                let lead = String(line.prefix { $0 == " " })
                lines.append(String(parts[0]))
                lines += parts.dropFirst().map { lead + $0 }
            }
            i = end
        }
        return lines
    }

    /// One past the last token of the statement starting at `start`.
    func statementEnd(from start: Int, limit: Int) throws -> Int {
        if file.is(start, "{") { return file.partner[start] + 1 }
        if file.is(start, "if") || file.is(start, "while") || file.is(start, "for") || file.is(start, "@synchronized") || file.is(start, "switch") {
            guard file.is(start + 1, "("), file.partner[start + 1] > start else { throw fail(start, "a malformed `\(file.text(start))`") }
            var end = try statementEnd(from: file.partner[start + 1] + 1, limit: limit)
            if file.is(start, "if"), file.is(end, "else") { end = try statementEnd(from: end + 1, limit: limit) }
            return end
        }
        var i = start
        while i < limit {
            if file.is(i, ";") { return i + 1 }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        throw fail(start, "a statement without its `;`")
    }

    mutating func statement(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        let s = range.lowerBound
        let text = file.text(s)
        if file.kind(s) == .directive { throw fail(s, "a preprocessor directive inside a method") }
        switch text {
        case ";": return []
        case "{":
            return ["\(indent)do {"] + (try block((s + 1)..<(range.upperBound - 1), indent: indent + indentUnit, depth: depth + 1)) + ["\(indent)}"]
        case "if":
            return try ifStatement(range, indent: indent, depth: depth)
        case "while":
            let close = file.partner[s + 1]
            let condition = try self.condition((s + 2)..<close)
            return ["\(indent)while \(condition) {"] + (try body(close + 1..<range.upperBound, indent: indent, depth: depth)) + ["\(indent)}"]
        case "for":
            return try forStatement(range, indent: indent, depth: depth)
        case "return":
            let valueRange = (s + 1)..<(range.upperBound - 1)
            if valueRange.isEmpty { return ["\(indent)return"] }
            let value = try expression(valueRange)
            if let result {
                if value.kind == .nilLiteral || value.optional, !result.optional, result.type.isObject {
                    throw fail(s + 1, "a value that may be nil returned where Swift promises a value")
                }
                if value.kind != .nilLiteral { try requireCompatible(value, with: result.type, at: s + 1) }
            }
            return ["\(indent)return \(value.text)"]
        case "NSLog":
            return ["\(indent)\(try functionCall(range.lowerBound..<(range.upperBound - 1)).text)"]
        case "NSAssert", "NSCAssert", "NSParameterAssert":
            return ["\(indent)\(try assertion(range.lowerBound..<(range.upperBound - 1)))"]
        case "@synchronized":
            throw fail(s, "`@synchronized` (choose a lock for it by hand)")
        case "break", "continue":
            // Both mean the same in Swift, inside a loop or a switch.
            guard range.count == 2 else { throw fail(s, "`\(text)` with a label") }
            return ["\(indent)\(text)"]
        case "switch":
            return try switchStatement(range, indent: indent, depth: depth)
        case "goto", "do", "@try", "@throw", "case", "default", "@autoreleasepool":
            throw fail(s, "`\(text)` inside a method body")
        default:
            break
        }
        if let declaration = try localDeclaration(range, indent: indent) { return declaration }
        return ["\(indent)\(try expressionStatement(range.lowerBound..<(range.upperBound - 1)))"]
    }

    /// A statement used as the body of `if`/`while`/`for`: braces or a single statement.
    mutating func body(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        if file.is(range.lowerBound, "{") {
            return try block((range.lowerBound + 1)..<(range.upperBound - 1), indent: indent + indentUnit, depth: depth + 1)
        }
        locals.append([:])
        defer { locals.removeLast() }
        return try statement(range, indent: indent + indentUnit, depth: depth + 1)
    }

    mutating func ifStatement(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        let s = range.lowerBound
        let close = file.partner[s + 1]
        let condition = try self.condition((s + 2)..<close)
        let thenEnd = try statementEnd(from: close + 1, limit: range.upperBound)
        var lines = ["\(indent)if \(condition) {"] + (try body((close + 1)..<thenEnd, indent: indent, depth: depth))
        if thenEnd < range.upperBound, file.is(thenEnd, "else") {
            if file.is(thenEnd + 1, "if") {
                let nested = try ifStatement((thenEnd + 1)..<range.upperBound, indent: indent, depth: depth + 1)
                lines.append("\(indent)} else " + nested[0].dropFirst(indent.count))
                lines += nested.dropFirst()
                return lines
            }
            lines.append("\(indent)} else {")
            lines += try body((thenEnd + 1)..<range.upperBound, indent: indent, depth: depth)
        }
        lines.append("\(indent)}")
        return lines
    }

    mutating func forStatement(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        let s = range.lowerBound
        let close = file.partner[s + 1]
        guard let inToken = ((s + 2)..<close).first(where: { file.is($0, "in") }) else {
            return try countingLoop(range, indent: indent, depth: depth)
        }
        let collection = try expression((inToken + 1)..<close)
        guard case .array(let element) = collection.kind, !collection.optional else {
            throw fail(inToken + 1, "`for … in` over something that is not a typed, non-optional array")
        }
        let name = inToken - 1
        guard file.kind(name) == .identifier, let declared = ObjCType.parse((s + 2)..<name, in: file) else {
            throw fail(s + 2, "a `for … in` loop variable outside the subset")
        }
        guard let element, element.name == declared.name || declared.name == "id" else {
            throw fail(s + 2, "a `for … in` loop whose variable type differs from the array's element type")
        }
        var elementType = element
        elementType.nullability = .nonnull  // a collection holds no nil
        locals.append([file.text(name): elementType])
        defer { locals.removeLast() }
        return ["\(indent)for \(ImporterNames.escaped(file.text(name))) in \(collection.text) {"]
            + (try body((close + 1)..<range.upperBound, indent: indent, depth: depth)) + [
                "\(indent)}"
            ]
    }

    /// `for (NSInteger i = a; i < b; i++)` → `for i in a..<b` (`<=` → `...`), when the body
    /// never assigns `i` and the bound is a literal or a value nothing in the method assigns
    /// (C evaluates the bound on every pass; the range is made once).
    mutating func countingLoop(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        let s = range.lowerBound
        let close = file.partner[s + 1]
        let header = ((s + 2)..<close).map { file.text($0) }
        let refusal = fail(s, "a C `for` loop outside `for (T i = a; i < b; i++)`")
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw refusal }
        let initial = Array(parts[0])
        let test = Array(parts[1])
        let step = Array(parts[2])
        guard initial.count >= 4, let equals = initial.firstIndex(of: "="), equals >= 2 else { throw refusal }
        let name = initial[equals - 1]
        let typeName = initial[..<(equals - 1)].joined(separator: " ")
        guard let swiftType = TypeMapping.scalars[typeName], !["Bool", "Double", "Float", "CGFloat", "TimeInterval"].contains(swiftType) else { throw refusal }
        guard test.count >= 3, test[0] == name, test[1] == "<" || test[1] == "<=" else { throw refusal }
        guard step == [name, "++"] || step == ["++", name] || step == [name, "+=", "1"] else { throw refusal }
        // Token ranges of the start value and the bound.
        let initialStart = s + 2 + equals + 1
        let initialEnd = s + 2 + initial.count
        let testStart = s + 2 + initial.count + 1 + 2
        let testEnd = s + 2 + initial.count + 1 + test.count
        let bodyRange = (close + 1)..<range.upperBound
        if bodyRange.contains(where: {
            file.is($0, name) && ["=", "+=", "-=", "*=", "/=", "++", "--"].contains(file.text($0 + 1)) || file.is($0, name) && file.is($0 - 1, "&")
        }) {
            throw fail(s, "a C `for` loop whose body changes its counter")
        }
        let bound = try expression(testStart..<testEnd)
        let boundIsStable =
            testEnd - testStart == 1
            && (file.kind(testStart) == .number || constantLocals.contains(file.text(testStart))
                || (locals[0][file.text(testStart)] != nil && !isAssigned(file.text(testStart), after: methodBody?.lowerBound ?? s)))
        guard boundIsStable else { throw fail(testStart, "a C `for` loop whose bound may change while it runs") }
        let start = try expression(initialStart..<initialEnd)
        for value in [start, bound] {
            guard case .number(let t) = value.kind, t == nil || t == swiftType else { throw fail(testStart, "a C `for` loop mixing number types") }
        }
        locals.append([name: ObjCType(name: typeName)])
        defer { locals.removeLast() }
        let operatorText = test[1] == "<" ? "..<" : "..."
        return ["\(indent)for \(ImporterNames.escaped(name)) in \(start.text)\(operatorText)\(bound.text) {"]
            + (try body(bodyRange, indent: indent, depth: depth)) + ["\(indent)}"]
    }

    /// `switch (value) { case A: … break; default: … }` over a number or one of the pair's enums:
    /// every case ends in `break`, `return` or `continue` (no fall-through), labels are literals or
    /// enum constants; Swift's missing `default` becomes `default: break`.
    mutating func switchStatement(_ range: Range<Int>, indent: String, depth: Int) throws -> [String] {
        let s = range.lowerBound
        let close = file.partner[s + 1]
        let subject = try expression((s + 2)..<close)
        switch subject.kind {
        case .number, .enumValue: break
        default: throw fail(s + 2, "a `switch` over something that is not a number or an enum of this pair")
        }
        guard !subject.optional, file.is(close + 1, "{"), file.partner[close + 1] == range.upperBound - 1 else {
            throw fail(s, "a `switch` outside the subset")
        }
        let bodyEnd = range.upperBound - 1
        var lines = ["\(indent)switch \(subject.text) {"]
        var i = close + 2
        var hasDefault = false
        while i < bodyEnd {
            // Labels: one or more `case X:` / `default:` in a row.
            var labels: [String] = []
            var isDefault = false
            while i < bodyEnd, file.is(i, "case") || file.is(i, "default") {
                if file.is(i, "default") {
                    guard file.is(i + 1, ":") else { throw fail(i, "a malformed `default`") }
                    isDefault = true
                    i += 2
                    continue
                }
                guard let colon = (i..<bodyEnd).first(where: { file.is($0, ":") }) else { throw fail(i, "a malformed `case`") }
                let label = try expression((i + 1)..<colon)
                switch (subject.kind, label.kind) {
                case (.number, .number(nil)):
                    labels.append(label.text)
                case (.enumValue(let a), .enumValue(let b)) where a == b:
                    labels.append(label.text.split(separator: ".").last.map { "." + $0 } ?? label.text)
                default:
                    throw fail(i + 1, "a `case` label that is not a literal or a case of the switched enum")
                }
                i = colon + 1
            }
            guard !labels.isEmpty || isDefault else { throw fail(i, "a statement before the first `case`") }
            guard !(isDefault && !labels.isEmpty) else { throw fail(i, "`default` sharing statements with a `case`") }
            // The statements up to the next label at this level.
            var end = i
            while end < bodyEnd, !file.is(end, "case"), !file.is(end, "default") {
                end = try statementEnd(from: end, limit: bodyEnd)
            }
            var statements: [Range<Int>] = []
            var k = i
            while k < end {
                let next = try statementEnd(from: k, limit: end)
                statements.append(k..<next)
                k = next
            }
            // A single braced block as the case body is its statements.
            if statements.count >= 1, file.is(statements[0].lowerBound, "{"), statements.count <= 2 {
                let inner = statements[0]
                if statements.count == 1 || file.is(statements[1].lowerBound, "break") {
                    var innerStatements: [Range<Int>] = []
                    var m = inner.lowerBound + 1
                    while m < inner.upperBound - 1 {
                        let next = try statementEnd(from: m, limit: inner.upperBound - 1)
                        innerStatements.append(m..<next)
                        m = next
                    }
                    statements = innerStatements + statements.dropFirst()
                }
            }
            guard let last = statements.last, ["break", "return", "continue"].contains(file.text(last.lowerBound)) else {
                throw fail(i, "a `case` that falls through to the next one")
            }
            lines.append(indent + (isDefault ? "default:" : "case \(labels.joined(separator: ", ")):"))
            hasDefault = hasDefault || isDefault
            var caseLines: [String] = []
            locals.append([:])
            for statement in statements {
                if file.is(statement.lowerBound, "break"), statement == last { continue }
                caseLines += try self.statement(statement, indent: indent + indentUnit, depth: depth + 1)
            }
            locals.removeLast()
            lines += caseLines.isEmpty ? ["\(indent)\(indentUnit)break"] : caseLines
            i = end
        }
        if !hasDefault { lines += ["\(indent)default:", "\(indent)\(indentUnit)break"] }
        return lines + ["\(indent)}"]
    }

    /// `Type *name = value;` / `Type name = value;` / `Type *name;`
    mutating func localDeclaration(_ range: Range<Int>, indent: String) throws -> [String]? {
        let end = range.upperBound - 1  // the `;`
        var i = range.lowerBound
        while i < end {
            if file.is(i, "=") { break }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        let assignment = i < end ? i : nil
        let declaratorEnd = assignment ?? end
        guard declaratorEnd - range.lowerBound >= 2, file.kind(declaratorEnd - 1) == .identifier else { return nil }
        let first = file.text(range.lowerBound)
        let looksLikeType =
            first.first?.isUppercase == true || TypeMapping.scalars[first] != nil
            || ["unsigned", "long", "int", "double", "float", "__block", "__weak", "__strong", "__unsafe_unretained", "const", "id"].contains(first)
        guard looksLikeType, !file.is(range.lowerBound + 1, ".") else { return nil }
        let nameToken = declaratorEnd - 1
        if ["__block", "__weak", "__strong", "__unsafe_unretained"].contains(first) {
            throw fail(range.lowerBound, "a `\(first)` variable")
        }
        guard let type = ObjCType.parse(range.lowerBound..<nameToken, in: file) else {
            throw fail(range.lowerBound, "a local variable of a type outside the subset")
        }
        let name = file.text(nameToken)
        let mutated = isAssigned(name, after: range.upperBound)
        locals[locals.count - 1][name] = type
        if !mutated, assignment != nil { constantLocals.insert(name) }
        let keyword = mutated ? "var" : "let"
        let swiftType: String
        do {
            swiftType = try scope.mapping.swift(type, nonnullByDefault: false, position: .local)
        } catch let error as TypeMapping.Unsupported {
            throw fail(range.lowerBound, error.message)
        }
        guard let assignment else {
            guard type.isObject else { throw fail(range.lowerBound, "a scalar local variable without a value") }
            return ["\(indent)var \(ImporterNames.escaped(name)): \(swiftType.hasSuffix("!") ? String(swiftType.dropLast()) + "?" : swiftType + "?")"]
        }
        let value = try expression((assignment + 1)..<end)
        if type.isObject {
            if value.kind == .nilLiteral {
                return [
                    "\(indent)\(keyword) \(ImporterNames.escaped(name)): \(swiftType.hasSuffix("!") ? String(swiftType.dropLast()) + "?" : swiftType + "?") = nil"
                ]
            }
            // The value's own type: a local holds what it was given (optional or not). A `let`
            // given a value that cannot be nil is non-optional in Swift.
            try requireCompatible(value, with: type, at: assignment + 1)
            if !mutated, !value.optional {
                var known = type
                known.nullability = .nonnull
                locals[locals.count - 1][name] = known
            }
            return ["\(indent)\(keyword) \(ImporterNames.escaped(name)) = \(value.text)"]
        }
        try requireCompatible(value, with: type, at: assignment + 1)
        return ["\(indent)\(keyword) \(ImporterNames.escaped(name)): \(swiftType) = \(value.text)"]
    }

    /// Whether `name` is assigned, incremented or has its address taken from `start` to the end
    /// of the method.
    func isAssigned(_ name: String, after start: Int) -> Bool {
        let limit = methodBody?.upperBound ?? file.tokens.count - 1
        var i = start
        while i < limit {
            if file.is(i, name), file.kind(i) == .identifier, !file.is(i - 1, "."), !file.is(i - 1, "->") {
                let next = file.text(i + 1)
                if ["=", "+=", "-=", "*=", "/=", "%=", "++", "--", "|=", "&=", "^=", "<<=", ">>="].contains(next) { return true }
                if file.is(i - 1, "++") || file.is(i - 1, "--") || file.is(i - 1, "&") { return true }
            }
            i += 1
        }
        return false
    }

    func requireCompatible(_ value: Expr, with type: ObjCType, at token: Int) throws {
        let expected = kind(of: type)
        switch (expected, value.kind) {
        case (.number(let a?), .number(let b)) where Self.unified(a, b) == nil:
            throw fail(token, "a value of type \(b ?? "") stored as \(a) (Swift needs an explicit conversion)")
        case (.bool, .number), (.number, .bool):
            throw fail(token, "a number stored as a BOOL or a BOOL as a number")
        default:
            return
        }
    }

    /// `lhs = rhs`, `x += 1`, `x++`, a message send or a call.
    mutating func expressionStatement(_ range: Range<Int>) throws -> String {
        guard !range.isEmpty else { return "" }
        var i = range.lowerBound
        while i < range.upperBound {
            let text = file.text(i)
            if ["=", "+=", "-=", "*=", "/="].contains(text) {
                let target = try assignable(range.lowerBound..<i)
                let value = try expression((i + 1)..<range.upperBound)
                if text == "=" {
                    if value.kind == .nilLiteral, !target.optional { throw fail(i + 1, "nil stored in a non-optional") }
                    if value.optional, !target.optional { throw fail(i + 1, "a value that may be nil stored in a non-optional") }
                }
                if case .number(let a?) = target.kind, case .number(let b) = value.kind, Self.unified(a, b) == nil {
                    throw fail(i + 1, "a value of type \(b ?? "") stored as \(a) (Swift needs an explicit conversion)")
                }
                if text != "=", case .number = target.kind {} else if text != "=" { throw fail(i, "`\(text)` on something that is not a number") }
                if text == "-=", case .number(let t?) = target.kind, t.hasPrefix("UInt") {
                    throw fail(i, "`-=` on an unsigned number (it wraps around in C, traps in Swift)")
                }
                return "\(target.text) \(text) \(value.text)"
            }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        if file.is(range.upperBound - 1, "++") || file.is(range.upperBound - 1, "--") {
            let target = try assignable(range.lowerBound..<(range.upperBound - 1))
            guard case .number(let t) = target.kind else { throw fail(range.lowerBound, "`++`/`--` on something that is not a number") }
            if file.is(range.upperBound - 1, "--"), t?.hasPrefix("UInt") == true {
                throw fail(range.lowerBound, "`--` on an unsigned number (it wraps around in C, traps in Swift)")
            }
            return "\(target.text) \(file.is(range.upperBound - 1, "++") ? "+=" : "-=") 1"
        }
        let value = try expression(range, statement: true)
        switch value.kind {
        case .void: return value.text
        default: return "_ = \(value.text)"
        }
    }

    /// The left side of an assignment: a local, `self.property`, `_property`.
    mutating func assignable(_ range: Range<Int>) throws -> Expr {
        let s = range.lowerBound
        if range.count == 1, file.kind(s) == .identifier {
            let name = file.text(s)
            if let type = local(name) { return Expr(text: ImporterNames.escaped(name), kind: kind(of: type), optional: type.isObject) }
            if let ivar = ownInstanceVariable(name) { return Expr(text: "self.\(ImporterNames.escaped(name))", kind: kind(of: ivar.type), optional: ivar.optional) }
            if name.hasPrefix("_"), let property = ownProperty(String(name.dropFirst())) {
                return Expr(text: "self.\(name.dropFirst())", kind: kind(of: property.type), optional: property.optional)
            }
            throw fail(s, "an assignment to `\(name)`, which is not a local variable or a property of the class")
        }
        if range.count == 3, file.is(s, "self"), file.is(s + 1, "."), let property = ownProperty(file.text(s + 2)) {
            return Expr(text: "self.\(file.text(s + 2))", kind: kind(of: property.type), optional: property.optional)
        }
        throw fail(s, "an assignment to `\(file.text(range).prefix(40))`")
    }

    func local(_ name: String) -> ObjCType? {
        for frame in locals.reversed() { if let type = frame[name] { return type } }
        return nil
    }

    func ownProperty(_ name: String) -> Scope.PropertyInfo? {
        guard !isClassMethod else { return nil }
        return scope.classes[selfClass]?.properties[name]
    }

    /// An instance variable of `self`'s class, read or written by its bare name.
    func ownInstanceVariable(_ name: String) -> Scope.PropertyInfo? {
        guard !isClassMethod else { return nil }
        return scope.classes[selfClass]?.instanceVariables[name]
    }
}
