import ObjCSyntax

/// Conditions and expressions of the body subset: C truth values, operators, calls, literals and
/// identifiers, each typed (`ValueKind`) so that its Swift spelling can be chosen or refused.
extension BodyTranslator {
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
        if let ivar = ownInstanceVariable(name) { return Expr(text: "self.\(ImporterNames.escaped(name))", kind: kind(of: ivar.type), optional: ivar.optional) }
        if name.hasPrefix("_"), let property = ownProperty(String(name.dropFirst())) {
            return Expr(text: "self.\(name.dropFirst())", kind: kind(of: property.type), optional: property.optional)
        }
        if let enumCase = scope.enumCases[name] { return Expr(text: enumCase.swift, kind: .enumValue(enumCase.enumName)) }
        if let kind = scope.constants[name] { return Expr(text: name, kind: kind) }
        throw fail(token, "the identifier `\(name)` (not a parameter, local variable, property or constant of this pair)")
    }
}
