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

    // MARK: Conditions

    /// A C condition as a Swift `Bool` expression: objects are compared with nil, numbers with 0.
    mutating func condition(_ range: Range<Int>) throws -> String {
        let value = try expression(range)
        return try truth(value, at: range.lowerBound)
    }

    func truth(_ value: Expr, at token: Int) throws -> String {
        switch value.kind {
        case .bool where !value.optional: return value.text
        case .number where !value.optional: return "\(parenthesized(value.text)) != 0"
        case .string, .array, .dictionary, .object, .protocolObject, .block:
            guard value.optional else { throw fail(token, "a nil check of a value that cannot be nil in Swift") }
            return "\(parenthesized(value.text)) != nil"
        default:
            throw fail(token, "a condition whose type is not known here")
        }
    }

    func parenthesized(_ text: String) -> String {
        text.contains(" ") && !(text.hasPrefix("(") && text.hasSuffix(")")) ? "(\(text))" : text
    }

    func kind(of type: ObjCType) -> ValueKind {
        if let block = type.block != nil ? type : scope.blockTypedefs[type.name] { return .block(block) }
        if type.pointers == 0 {
            switch type.name {
            case "BOOL", "bool": return .bool
            case "id": return type.protocols.count == 1 ? .protocolObject(type.protocols[0]) : .object("id")
            case "instancetype": return .object(selfClass)
            default:
                if scope.enumNames.contains(type.name) { return .enumValue(type.name) }
                if let scalar = TypeMapping.scalars[type.name] { return .number(scalar) }
                return .object(type.name)
            }
        }
        switch type.name {
        case "NSString": return .string
        case "NSArray": return .array(type.generics.first)
        case "NSDictionary": return .dictionary
        default: return .object(type.name)
        }
    }

    func isOptional(_ type: ObjCType, nonnullByDefault: Bool) -> Bool {
        guard type.isObject else { return false }
        switch type.nullability {
        case .nonnull: return false
        case .nullable, .unspecified: return true
        case nil: return !nonnullByDefault
        }
    }

    // MARK: Expressions

    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, ">": 4, "<=": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
    ]

    mutating func expression(_ range: Range<Int>, statement: Bool = false) throws -> Expr {
        guard !range.isEmpty else { throw fail(max(range.lowerBound - 1, 0), "an empty expression") }
        // The conditional operator, loosest of all: `c ? a : b`, `a ?: b`.
        if let question = topLevel(range, "?") {
            if file.is(question + 1, ":") {
                let left = try expression(range.lowerBound..<question)
                let right = try expression((question + 2)..<range.upperBound)
                guard left.optional else { throw fail(question, "`?:` on a value that cannot be nil in Swift") }
                return Expr(text: "\(left.text) ?? \(right.text)", kind: left.kind, optional: right.optional)
            }
            guard let colon = matchingColon(after: question, in: range) else { throw fail(question, "a malformed `? :`") }
            let test = try condition(range.lowerBound..<question)
            let a = try expression((question + 1)..<colon)
            let b = try expression((colon + 1)..<range.upperBound)
            guard sameKind(a, b) else { throw fail(question, "`? :` with branches of different types") }
            return Expr(
                text: "\(test) ? \(a.text) : \(b.text)", kind: a.kind == .nilLiteral ? b.kind : a.kind,
                optional: a.optional || b.optional || a.kind == .nilLiteral || b.kind == .nilLiteral)
        }
        return try binary(range, minimum: 1, depth: 0)
    }

    func sameKind(_ a: Expr, _ b: Expr) -> Bool {
        if a.kind == .nilLiteral || b.kind == .nilLiteral { return true }
        switch (a.kind, b.kind) {
        case (.number(let x), .number(let y)): return Self.unified(x, y) != nil
        default: return a.kind == b.kind
        }
    }

    /// The first `op` at the top nesting level of `range`.
    func topLevel(_ range: Range<Int>, _ op: String) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.is(i, op) { return i }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        return nil
    }

    func matchingColon(after question: Int, in range: Range<Int>) -> Int? {
        var depth = 0
        var i = question + 1
        while i < range.upperBound {
            if file.is(i, "?") { depth += 1 }
            if file.is(i, ":") {
                if depth == 0 { return i }
                depth -= 1
            }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        return nil
    }

    /// Binary operators by precedence climbing over the loosest operator in the range.
    mutating func binary(_ range: Range<Int>, minimum: Int, depth: Int) throws -> Expr {
        guard depth < Self.maximumDepth else { throw fail(range.lowerBound, "an expression nested more than \(Self.maximumDepth) deep") }
        // Find the loosest operator at the top level, rightmost for left associativity.
        var best: (index: Int, precedence: Int)?
        var i = range.lowerBound
        var previousIsOperand = false
        while i < range.upperBound {
            let text = file.text(i)
            if file.kind(i) == .punctuation, let precedence = Self.binaryPrecedence[text], previousIsOperand {
                if best == nil || precedence <= best!.precedence { best = (i, precedence) }
                previousIsOperand = false
                i += 1
                continue
            }
            if ["&", "|", "^", "<<", ">>"].contains(text), previousIsOperand, file.kind(i) == .punctuation {
                throw fail(i, "the bitwise operator `\(text)` (its precedence differs in Swift)")
            }
            if file.partner[i] > i {
                i = file.partner[i]
                previousIsOperand = true
            } else {
                previousIsOperand = !(file.kind(i) == .punctuation && !["]", ")", "++", "--"].contains(text))
            }
            i += 1
        }
        guard let best else { return try unary(range, depth: depth + 1) }
        let op = file.text(best.index)
        let left = try binary(range.lowerBound..<best.index, minimum: best.precedence, depth: depth + 1)
        let right = try binary((best.index + 1)..<range.upperBound, minimum: best.precedence + 1, depth: depth + 1)
        switch op {
        case "&&", "||":
            return Expr(text: "\(try truth(left, at: range.lowerBound)) \(op) \(try truth(right, at: best.index + 1))", kind: .bool)
        case "==", "!=":
            if left.kind == .nilLiteral || right.kind == .nilLiteral {
                let other = left.kind == .nilLiteral ? right : left
                guard other.optional else { throw fail(best.index, "a comparison with nil of a value that cannot be nil in Swift") }
                return Expr(text: "\(other.text) \(op) nil", kind: .bool)
            }
            switch (left.kind, right.kind) {
            case (.number, .number), (.bool, .bool), (.enumValue, .enumValue):
                guard sameKind(left, right), !left.optional, !right.optional else { throw fail(best.index, "`\(op)` between values of different types") }
                return Expr(text: "\(left.text) \(op) \(right.text)", kind: .bool)
            case (.object, .object), (.protocolObject, .protocolObject):
                return Expr(text: "\(left.text) \(op == "==" ? "===" : "!==") \(right.text)", kind: .bool)
            default:
                throw fail(best.index, "`\(op)` between pointers to values that Swift compares by value")
            }
        default:
            guard case .number(let a) = left.kind, case .number(let b) = right.kind, !left.optional, !right.optional else {
                throw fail(best.index, "`\(op)` on operands that are not numbers of a known type")
            }
            guard let combined = Self.unified(a, b) else {
                throw fail(best.index, "`\(op)` between \(a ?? "") and \(b ?? "") (Swift needs an explicit conversion)")
            }
            if op == "/" || op == "%", a == nil, b == nil {
                throw fail(best.index, "`\(op)` between integer literals (C divides integers; Swift may infer a floating-point type)")
            }
            if best.precedence == 4, [left, right].contains(where: { $0.text.contains(" < ") || $0.text.contains(" > ") }) {
                throw fail(best.index, "chained comparisons")
            }
            let isComparison = best.precedence == 4
            if op == "-", [a, b].contains(where: { $0?.hasPrefix("UInt") == true }) {
                throw fail(best.index, "a subtraction of unsigned numbers (it wraps around in C, traps in Swift)")
            }
            if !isComparison, a == Self.unsignedCount || b == Self.unsignedCount {
                throw fail(best.index, "arithmetic on an NSUInteger count (it wraps around in Objective-C, traps in Swift)")
            }
            return Expr(text: "\(left.text) \(op) \(right.text)", kind: isComparison ? .bool : .number(combined))
        }
    }

    mutating func unary(_ range: Range<Int>, depth: Int) throws -> Expr {
        let s = range.lowerBound
        let text = file.text(s)
        if file.kind(s) == .punctuation, range.count > 1 {
            switch text {
            case "!":
                let operand = try unary((s + 1)..<range.upperBound, depth: depth + 1)
                if case .number = operand.kind, !operand.optional { return Expr(text: "\(parenthesized(operand.text)) == 0", kind: .bool) }
                if operand.kind != .bool || operand.optional {
                    guard operand.optional else { throw fail(s, "`!` on a value that cannot be nil in Swift") }
                    return Expr(text: "\(operand.text) == nil", kind: .bool)
                }
                return Expr(text: "!\(parenthesized(operand.text))", kind: .bool)
            case "-":
                let operand = try unary((s + 1)..<range.upperBound, depth: depth + 1)
                guard case .number = operand.kind, !operand.optional else { throw fail(s, "unary `-` on something that is not a number") }
                return Expr(text: "-\(operand.text)", kind: operand.kind)
            case "(":
                if file.partner[s] == range.upperBound - 1 {
                    let inner = try expression((s + 1)..<(range.upperBound - 1))
                    return Expr(text: "(\(inner.text))", kind: inner.kind, optional: inner.optional)
                }
                throw fail(s, "a C cast")
            default:
                break
            }
        }
        return try postfix(range, depth: depth)
    }

    mutating func postfix(_ range: Range<Int>, depth: Int) throws -> Expr {
        // Split off the last postfix operation: `.name`, `(args)`, `[index]`.
        let last = range.upperBound - 1
        if range.count >= 3, file.kind(last) == .identifier, file.is(last - 1, ".") {
            let base = try postfix(range.lowerBound..<(last - 1), depth: depth + 1)
            return try member(of: base, named: file.text(last), at: last)
        }
        if file.is(last, "->") || (range.count >= 3 && file.is(last - 1, "->")) { throw fail(last, "`->` (a C structure or instance variable access)") }
        if file.is(last, ")"), file.partner[last] > range.lowerBound {
            let open = file.partner[last]
            if open == range.lowerBound { return try unary(range, depth: depth + 1) }
            return try call(callee: range.lowerBound..<open, arguments: (open + 1)..<last)
        }
        if file.is(last, "]"), file.partner[last] > range.lowerBound, file.partner[last] != range.lowerBound || file.is(range.lowerBound, "@") {
            let open = file.partner[last]
            if open == range.lowerBound + 1, file.is(range.lowerBound, "@") { return try primary(range) }
            let base = try postfix(range.lowerBound..<open, depth: depth + 1)
            let index = try expression((open + 1)..<last)
            switch base.kind {
            case .array(let element) where !base.optional:
                guard case .number(let t) = index.kind, t == nil || t == "Int" else { throw fail(open, "an array subscript that is not an Int") }
                return Expr(text: "\(base.text)[\(index.text)]", kind: element.map(kind(of:)) ?? .object("id"))
            case .dictionary where !base.optional:
                return Expr(text: "\(base.text)[\(index.text)]", kind: .object("id"), optional: true)
            default:
                throw fail(open, "a subscript of something that is not a typed array or dictionary")
            }
        }
        return try primary(range)
    }

    func member(of base: Expr, named name: String, at token: Int) throws -> Expr {
        if base.optional { throw fail(token, "`.\(name)` on a value that may be nil") }
        switch base.kind {
        case .string where name == "length":
            return Expr(text: "\(base.text).utf16.count", kind: .number(BodyTranslator.unsignedCount))
        case .array(let element) where name == "firstObject" || name == "lastObject":
            return Expr(text: "\(base.text).\(name == "firstObject" ? "first" : "last")", kind: element.map(kind(of:)) ?? .object("id"), optional: true)
        case .array where name == "count", .dictionary where name == "count":
            return Expr(text: "\(base.text).count", kind: .number(BodyTranslator.unsignedCount))
        case .object("NSString") where name == "length":
            return Expr(text: "\(base.text).length", kind: .number(BodyTranslator.unsignedCount))
        case .object(let className):
            if let property = scope.classes[className]?.properties[name], !(className == selfClass && isClassMethod) {
                return Expr(text: "\(base.text).\(name)", kind: kind(of: property.type), optional: property.optional)
            }
            if let method = scope.classes[className]?.methods["-" + name], method.labels.isEmpty, let result = method.result {
                return Expr(text: "\(base.text).\(method.base)()", kind: kind(of: result), optional: method.resultOptional)
            }
        default:
            break
        }
        throw fail(token, "the property `\(name)` of a value whose type is not known here")
    }

    /// A call of a block or a known C function.
    mutating func call(callee: Range<Int>, arguments: Range<Int>) throws -> Expr {
        if callee.count == 1, file.kind(callee.lowerBound) == .identifier {
            let name = file.text(callee.lowerBound)
            if name == "NSLog" || name == "NSLocalizedString" { return try functionCall(callee.lowerBound..<(arguments.upperBound + 1)) }
        }
        let function = try postfix(callee, depth: 1)
        guard case .block(let type) = function.kind, let signature = type.block else {
            throw fail(callee.lowerBound, "a call of `\(file.text(callee).prefix(30))` (only blocks, NSLog and NSLocalizedString are translated)")
        }
        let values = try argumentList(arguments)
        guard values.count == signature.parameters.count else { throw fail(arguments.lowerBound, "a block called with the wrong number of arguments") }
        let result = signature.result.type
        let resultKind: ValueKind = result.name == "void" && result.pointers == 0 ? .void : kind(of: result)
        if function.optional {
            guard resultKind == .void else { throw fail(callee.lowerBound, "a value from a block that may be nil") }
            return Expr(text: "\(function.text)?(\(values.map(\.text).joined(separator: ", ")))", kind: .void)
        }
        return Expr(text: "\(function.text)(\(values.map(\.text).joined(separator: ", ")))", kind: resultKind)
    }

    mutating func argumentList(_ range: Range<Int>) throws -> [Expr] {
        var values: [Expr] = []
        var start = range.lowerBound
        var i = start
        while i <= range.upperBound {
            if i == range.upperBound || file.is(i, ",") {
                if i > start { values.append(try expression(start..<i)) }
                start = i + 1
            } else if file.partner[i] > i {
                i = file.partner[i]
            }
            i += 1
        }
        return values
    }

    /// `NSLog(@"…", …)` and `NSLocalizedString(@"key", @"comment")`.
    mutating func functionCall(_ range: Range<Int>) throws -> Expr {
        let name = file.text(range.lowerBound)
        guard file.is(range.lowerBound + 1, "("), file.partner[range.lowerBound + 1] == range.upperBound - 1 else {
            throw fail(range.lowerBound, "a call of `\(name)` outside the subset")
        }
        let values = try argumentList((range.lowerBound + 2)..<(range.upperBound - 1))
        guard let format = values.first, format.kind == .string, !format.optional else {
            throw fail(range.lowerBound, "`\(name)` without a string literal first")
        }
        if name == "NSLocalizedString" {
            guard values.count == 2 else { throw fail(range.lowerBound, "`NSLocalizedString` with other than two arguments") }
            return Expr(text: "NSLocalizedString(\(values[0].text), comment: \(values[1].text))", kind: .string)
        }
        for value in values.dropFirst() where value.optional || value.kind == .void {
            throw fail(range.lowerBound, "an `NSLog` argument that may be nil")
        }
        return Expr(text: "NSLog(\(values.map(\.text).joined(separator: ", ")))", kind: .void)
    }

    /// `NSAssert(condition, @"message")` → `assert(condition, "message")`.
    mutating func assertion(_ range: Range<Int>) throws -> String {
        let name = file.text(range.lowerBound)
        guard file.is(range.lowerBound + 1, "("), file.partner[range.lowerBound + 1] == range.upperBound - 1 else {
            throw fail(range.lowerBound, "`\(name)` outside the subset")
        }
        let inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        var parts: [Range<Int>] = []
        var start = inner.lowerBound
        var i = start
        while i <= inner.upperBound {
            if i == inner.upperBound || file.is(i, ",") {
                parts.append(start..<i)
                start = i + 1
            } else if file.partner[i] > i {
                i = file.partner[i]
            }
            i += 1
        }
        let test = try condition(parts[0])
        if name == "NSParameterAssert" {
            guard parts.count == 1 else { throw fail(range.lowerBound, "`NSParameterAssert` with more than one argument") }
            return "assert(\(test))"
        }
        guard parts.count == 2 else { throw fail(range.lowerBound, "`\(name)` with format arguments") }
        let message = try expression(parts[1])
        guard message.kind == .string else { throw fail(parts[1].lowerBound, "an assertion message that is not a string literal") }
        return "assert(\(test), \(message.text))"
    }

    mutating func primary(_ range: Range<Int>) throws -> Expr {
        let s = range.lowerBound
        let text = file.text(s)
        switch file.kind(s) {
        case .number where range.count == 1:
            return try number(s)
        case .objcString where range.count == 1:
            return Expr(text: try stringLiteral(s), kind: .string)
        case .objcString:
            throw fail(s + 1, "adjacent string literals")
        case .atKeyword where range.count == 1 && (text == "@YES" || text == "@NO"):
            return Expr(text: "NSNumber(value: \(text == "@YES"))", kind: .object("NSNumber"))
        case .punctuation where text == "@":
            return try boxed(range)
        case .punctuation where text == "[":
            guard file.partner[s] == range.upperBound - 1 else { throw fail(s, "an expression outside the subset") }
            return try messageSend(s)
        case .punctuation where text == "^":
            throw fail(s, "a block literal outside a method argument")
        case .identifier where range.count == 1:
            return try identifier(s)
        default:
            throw fail(s, "the expression `\(file.text(range).prefix(40))`")
        }
    }

    func number(_ token: Int) throws -> Expr {
        var text = file.text(token)
        let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
        if text.count > 1, text.hasPrefix("0"), !isHex, !text.contains("."), text.allSatisfy(\.isNumber) {
            throw fail(token, "an octal literal")
        }
        while let last = text.last, "uUlL".contains(last) || (!isHex && "fF".contains(last)) { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") { text = "0" + text }
        let floating = !isHex && (text.contains(".") || text.contains("e") || text.contains("E"))
        return Expr(text: text, kind: .number(floating ? Self.floatingLiteral : nil))
    }

    /// `@"…"` as a Swift string literal; escapes outside the common set are refused.
    func stringLiteral(_ token: Int) throws -> String {
        let body = Array(file.text(token).utf8.dropFirst(2).dropLast())
        var out: [UInt8] = [0x22]
        var i = 0
        while i < body.count {
            let b = body[i]
            if b == 0x5C {
                guard i + 1 < body.count, "ntr\"\\'".utf8.contains(body[i + 1]) else { throw fail(token, "a string escape Swift spells differently") }
                out += [b, body[i + 1]]
                i += 2
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out + [0x22], as: UTF8.self)
    }

    /// `@(expr)`, `@42`, `@[…]`, `@{…}`.
    mutating func boxed(_ range: Range<Int>) throws -> Expr {
        let s = range.lowerBound
        if file.is(s + 1, "("), file.partner[s + 1] == range.upperBound - 1 {
            let value = try expression((s + 2)..<(range.upperBound - 1))
            guard case .number = value.kind, !value.optional else {
                if value.kind == .bool { return Expr(text: "NSNumber(value: \(value.text))", kind: .object("NSNumber")) }
                throw fail(s, "`@(…)` of something that is not a number")
            }
            return Expr(text: "NSNumber(value: \(value.text))", kind: .object("NSNumber"))
        }
        if range.count == 2, file.kind(s + 1) == .number {
            let value = try number(s + 1)
            return Expr(text: "NSNumber(value: \(value.text))", kind: .object("NSNumber"))
        }
        if file.is(s + 1, "["), file.partner[s + 1] == range.upperBound - 1 {
            let values = try argumentList((s + 2)..<(range.upperBound - 1))
            guard let first = values.first, values.allSatisfy({ $0.kind == first.kind && !$0.optional }) else {
                throw fail(s, "an array literal that is empty or mixes types")
            }
            let element: ObjCType?
            switch first.kind {
            case .string: element = ObjCType(name: "NSString", pointers: 1)
            case .object(let name): element = ObjCType(name: name, pointers: 1)
            default: throw fail(s, "an array literal of values that are not objects")
            }
            return Expr(text: "[\(values.map(\.text).joined(separator: ", "))]", kind: .array(element))
        }
        throw fail(s, "the literal `\(file.text(range).prefix(30))`")
    }

    func identifier(_ token: Int) throws -> Expr {
        let name = file.text(token)
        switch name {
        case "YES", "true": return Expr(text: "true", kind: .bool)
        case "NO", "false": return Expr(text: "false", kind: .bool)
        case "nil", "NULL", "Nil": return Expr(text: "nil", kind: .nilLiteral)
        case "self":
            guard !isClassMethod else { throw fail(token, "`self` in a class method") }
            return Expr(text: "self", kind: .object(selfClass))
        default: break
        }
        if let type = local(name) {
            return Expr(
                text: ImporterNames.escaped(name), kind: kind(of: type), optional: isOptional(type, nonnullByDefault: false) && type.nullability != .nonnull)
        }
        if name.hasPrefix("_"), let property = ownProperty(String(name.dropFirst())) {
            return Expr(text: "self.\(name.dropFirst())", kind: kind(of: property.type), optional: property.optional)
        }
        if let enumCase = scope.enumCases[name] { return Expr(text: enumCase.swift, kind: .enumValue(enumCase.enumName)) }
        if let kind = scope.constants[name] { return Expr(text: name, kind: kind) }
        throw fail(token, "the identifier `\(name)` (not a parameter, local variable, property or constant of this pair)")
    }

    // MARK: Message sends

    /// The selector pieces of `[receiver piece: arg …]` starting after the receiver.
    func sendParts(_ open: Int) throws -> (receiver: Range<Int>, pieces: [(keyword: Int, argument: Range<Int>?)]) {
        let close = file.partner[open]
        // The receiver is the shortest prefix after which an identifier begins the selector.
        var i = open + 1
        var receiverEnd: Int?
        while i < close {
            if i > open + 1, file.kind(i) == .identifier, !file.is(i - 1, "."), !isOperator(i - 1) {
                receiverEnd = i
                break
            }
            if file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        guard let receiverEnd else { throw fail(open, "a message send without a selector") }
        var pieces: [(Int, Range<Int>?)] = []
        i = receiverEnd
        if !file.is(i + 1, ":") {
            guard i + 1 == close else { throw fail(i, "a message send outside the subset") }
            return (open + 1..<receiverEnd, [(i, nil)])
        }
        while i < close {
            guard file.kind(i) == .identifier, file.is(i + 1, ":") else {
                throw fail(i, "a message send outside the subset (a selector piece without a keyword, or variadic arguments)")
            }
            var j = i + 2
            var end = close
            var ternaries = 0
            while j < close {
                if file.is(j, "?") { ternaries += 1 }
                if file.is(j, ":") {
                    if ternaries > 0 {
                        ternaries -= 1
                    } else if file.kind(j - 1) == .identifier, j - 1 > i + 2 {
                        end = j - 1
                        break
                    }
                }
                if file.is(j, ",") { throw fail(j, "variadic message arguments") }
                if file.partner[j] > j { j = file.partner[j] }
                j += 1
            }
            pieces.append((i, (i + 2)..<end))
            i = end
        }
        return (open + 1..<receiverEnd, pieces)
    }

    func isOperator(_ token: Int) -> Bool {
        file.kind(token) == .punctuation && !file.is(token, ")") && !file.is(token, "]")
    }

    mutating func messageSend(_ open: Int) throws -> Expr {
        let parts = try sendParts(open)
        let selector =
            parts.pieces.count == 1 && parts.pieces[0].argument == nil
            ? file.text(parts.pieces[0].keyword) : parts.pieces.map { file.text($0.keyword) + ":" }.joined()
        let receiver = parts.receiver
        // [[Class alloc] init…] and [Class new]
        if receiver.count > 2, file.is(receiver.lowerBound, "["), file.partner[receiver.lowerBound] == receiver.upperBound - 1 {
            let inner = receiver.lowerBound
            if file.kind(inner + 1) == .identifier, file.is(inner + 2, "alloc"), file.partner[inner] == inner + 3 {
                var className = file.text(inner + 1)
                if className == "self" {
                    guard isClassMethod else { throw fail(inner + 1, "`[self alloc]` in an instance method") }
                    className = selfClass
                }
                return try construct(className, selector: selector, pieces: parts.pieces, at: open)
            }
        }
        if receiver.count == 1, file.kind(receiver.lowerBound) == .identifier {
            let name = file.text(receiver.lowerBound)
            if selector == "new", name.first?.isUppercase == true, local(name) == nil {
                return try construct(name, selector: "init", pieces: [], at: open)
            }
            if name == "super" { throw fail(open, "a message to `super` outside an initializer's `[super init]`") }
            if name == "NSString", selector == "stringWithFormat:" { throw fail(open, "variadic message arguments") }
            if let info = scope.classes[name], local(name) == nil, let method = info.methods["+" + selector] {
                return try send(to: Expr(text: name, kind: .object(name)), method, pieces: parts.pieces, at: open)
            }
            if name == "self", isClassMethod, let method = scope.classes[selfClass]?.methods["+" + selector] {
                return try send(to: Expr(text: "self", kind: .object(selfClass)), method, pieces: parts.pieces, at: open)
            }
        }
        let target = try expression(receiver)
        switch target.kind {
        case .object(let className):
            if let info = scope.classes[className] {
                if let method = info.methods["-" + selector] {
                    return try send(to: target, method, pieces: parts.pieces, at: open)
                }
                if parts.pieces.count == 1, parts.pieces[0].argument == nil, let property = info.properties[selector] {
                    guard !target.optional else { throw fail(open, "a property read from a receiver that may be nil") }
                    return Expr(text: "\(target.text).\(selector)", kind: kind(of: property.type), optional: property.optional)
                }
            }
        case .protocolObject(let name):
            if let method = scope.protocols[name]?["-" + selector] {
                return try send(to: target, method, pieces: parts.pieces, at: open)
            }
        case .string:
            if selector == "copy", !target.optional { return Expr(text: target.text, kind: target.kind) }  // a copy of a value is the value
            if selector == "length", !target.optional { return Expr(text: "\(target.text).utf16.count", kind: .number(BodyTranslator.unsignedCount)) }
            if selector == "isEqualToString:", let argument = parts.pieces[0].argument {
                let other = try expression(argument)
                guard other.kind == .string, !target.optional, !other.optional else { break }
                // isEqualToString: compares UTF-16 code units; Swift's == compares canonically
                // equivalent text as equal, so the code units are compared.
                return Expr(text: "\(target.text).utf16.elementsEqual(\(other.text).utf16)", kind: .bool)
            }
        case .array(let element) where !target.optional:
            switch selector {
            case "copy": return Expr(text: target.text, kind: target.kind)
            case "objectAtIndex:":
                guard let argument = parts.pieces[0].argument else { break }
                let index = try expression(argument)
                guard case .number(let t) = index.kind, t == nil || t == "Int", !index.optional else {
                    throw fail(argument.lowerBound, "an array index that is not an Int")
                }
                return Expr(text: "\(target.text)[\(index.text)]", kind: element.map(kind(of:)) ?? .object("id"))
            case "count": return Expr(text: "\(target.text).count", kind: .number(BodyTranslator.unsignedCount))
            case "firstObject": return Expr(text: "\(target.text).first", kind: element.map(kind(of:)) ?? .object("id"), optional: true)
            case "lastObject": return Expr(text: "\(target.text).last", kind: element.map(kind(of:)) ?? .object("id"), optional: true)
            default: break
            }
        case .dictionary where !target.optional:
            if selector == "count" { return Expr(text: "\(target.text).count", kind: .number(BodyTranslator.unsignedCount)) }
            if selector == "objectForKey:", let argument = parts.pieces[0].argument {
                return Expr(text: "\(target.text)[\(try expression(argument).text)]", kind: .object("id"), optional: true)
            }
        default:
            break
        }
        throw fail(open, "the message `\(selector)` to a receiver whose Swift API is not known here")
    }

    mutating func construct(_ className: String, selector: String, pieces: [(keyword: Int, argument: Range<Int>?)], at token: Int) throws -> Expr {
        if selector == "init", pieces.allSatisfy({ $0.argument == nil }) {
            if let info = scope.classes[className], info.initializers.isEmpty == false, info.initializers["init"] == nil {
                throw fail(token, "`[\(className) init]` on a class whose initializers take arguments")
            }
            let swiftName: String
            do {
                swiftName = try TypeMapping.swiftClassName(className)
            } catch let error as TypeMapping.Unsupported {
                throw fail(token, error.message)
            }
            guard TypeMapping.bridged[className] == nil,
                TypeMapping.renamedClasses[className].map({ !["Notification", "URLComponents", "URLQueryItem", "PersonNameComponents"].contains($0) }) ?? true
            else { throw fail(token, "`[\(className) new]` of a class Swift sees as a value type") }
            return Expr(text: "\(swiftName)()", kind: .object(className))
        }
        guard let initializer = scope.classes[className]?.initializers[selector] else {
            throw fail(token, "the initializer `\(selector)` of `\(className)`, whose Swift name is not known here")
        }
        let arguments = try pieces.compactMap { piece in try piece.argument.map { try expression($0) } }
        let list = zip(initializer.labels, arguments).map { $0 == "_" ? $1.text : "\($0): \($1.text)" }
        return Expr(text: "\(className)(\(list.joined(separator: ", ")))", kind: .object(className))
    }

    /// A call of a method this pair declares, by its Swift name.
    mutating func send(to target: Expr, _ method: Scope.MethodInfo, pieces: [(keyword: Int, argument: Range<Int>?)], at token: Int) throws -> Expr {
        var arguments: [String] = []
        for (index, (label, piece)) in zip(method.labels, pieces).enumerated() {
            guard let argument = piece.argument else { continue }
            let value: String
            if file.is(argument.lowerBound, "^") {
                value = try blockLiteral(argument)
            } else {
                let expr = try expression(argument)
                if index < method.parameters.count {
                    let parameter = method.parameters[index]
                    if expr.optional || expr.kind == .nilLiteral, !parameter.optional {
                        throw fail(argument.lowerBound, "an argument that may be nil for a parameter Swift makes non-optional")
                    }
                    if expr.kind != .nilLiteral { try requireCompatible(expr, with: parameter.type, at: argument.lowerBound) }
                }
                value = expr.text
            }
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let resultKind: ValueKind = method.result.map { $0.name == "void" && $0.pointers == 0 ? .void : kind(of: $0) } ?? .object("id")
        let optionalCall = method.isOptionalRequirement ? "?" : ""
        if target.optional || method.isOptionalRequirement {
            guard resultKind == .void else { throw fail(token, "a value from a message to a receiver that may be nil") }
            let access = target.optional ? "\(target.text)?." : "\(target.text)."
            return Expr(text: "\(access)\(method.base)\(optionalCall)(\(arguments.joined(separator: ", ")))", kind: .void)
        }
        return Expr(text: "\(target.text).\(method.base)(\(arguments.joined(separator: ", ")))", kind: resultKind, optional: method.resultOptional)
    }

    /// `^(T a, U b) { … }` as a closure argument, its parameter types left to the method's signature.
    mutating func blockLiteral(_ range: Range<Int>) throws -> String {
        var i = range.lowerBound + 1
        var names: [String] = []
        var parameters: [String: ObjCType] = [:]
        if file.kind(i) == .identifier, !file.is(i, "void") || file.is(i + 1, "(") { throw fail(i, "a block literal with a return type") }
        if file.is(i, "("), file.partner[i] > i {
            let close = file.partner[i]
            var start = i + 1
            var j = start
            while j <= close {
                if j == close || file.is(j, ",") {
                    if !(j == start + 1 && file.is(start, "void")), j > start {
                        guard file.kind(j - 1) == .identifier, let type = ObjCType.parse(start..<(j - 1), in: file) else {
                            throw fail(start, "a block parameter outside the subset")
                        }
                        names.append(file.text(j - 1))
                        parameters[file.text(j - 1)] = type
                    }
                    start = j + 1
                }
                j += 1
            }
            i = close + 1
        }
        guard file.is(i, "{"), file.partner[i] == range.upperBound - 1 else { throw fail(range.lowerBound, "a block literal outside the subset") }
        locals.append(parameters)
        // A `return` inside the block returns from the block, not from the method.
        let methodResult = result
        result = nil
        defer {
            locals.removeLast()
            result = methodResult
        }
        let lines = try block((i + 1)..<(range.upperBound - 1), indent: indentUnit, depth: 1)
        let head = names.isEmpty ? "{" : "{ \(names.joined(separator: ", ")) in"
        return ([head] + lines + ["}"]).joined(separator: "\n")
    }
}

extension ObjCType {
    init(name: String, pointers: Int) {
        self.init(name: name)
        self.pointers = pointers
    }
}
