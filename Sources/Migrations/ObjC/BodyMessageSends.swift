import ObjCSyntax

/// Message sends (`[receiver selector: argument …]`) → Swift calls under the importer's names,
/// object construction (`[[X alloc] init…]`), and block literals → closures.
extension BodyTranslator {
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
            if name == "super" {
                // `[super layoutSubviews]` in the override of `layoutSubviews`, its arguments passed through.
                guard let overridden, overridden.selector == selector else {
                    throw fail(open, "a message to `super` outside an initializer's `[super init]` or the override of the same method")
                }
                let arguments = try parts.pieces.compactMap { piece in try piece.argument.map { try expression($0).text } }
                return Expr(text: FrameworkSuperclass.superCall(overridden.member, arguments: arguments), kind: .void)
            }
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
            // A copy of a value is the value, and a copy of nil is nil (a message to nil).
            if selector == "copy" { return Expr(text: target.text, kind: target.kind, optional: target.optional) }
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
