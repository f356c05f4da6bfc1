import ObjCSyntax

/// C enums and `@protocol`s of a pair, in the importer's Swift form.
extension PairTranslator {
    // MARK: Enums

    /// The importer's case names: the words every case shares at the front are dropped.
    static func caseNames(_ declaration: ObjCEnum, in file: ObjCFile, token: Int) throws -> [(String, String)] {
        let names = declaration.cases.map { file.text($0.name) }
        guard !names.isEmpty else { throw PairBlocker(file, at: token, "an enum without cases") }
        let split = names.map(ImporterNames.words)
        var prefix = split[0].count
        for words in split.dropFirst() {
            var k = 0
            while k < prefix, k < words.count, words[k] == split[0][k] { k += 1 }
            prefix = k
        }
        if names.count == 1 {
            let enumWords = ImporterNames.words(declaration.name)
            prefix = split[0].starts(with: enumWords) ? enumWords.count : 0
        }
        var result: [(String, String)] = []
        for (name, words) in zip(names, split) {
            let rest = words.dropFirst(min(prefix, words.count - 1))
            guard let first = rest.first, first.first?.isLetter == true else {
                throw PairBlocker(file, at: token, "the enum case `\(name)`, whose Swift name would start with a digit")
            }
            result.append((name, ImporterNames.escaped(ImporterNames.lowercasingInitialism(rest.joined()))))
        }
        return result
    }

    func enumeration(_ declaration: ObjCEnum, file: ObjCFile, token: Int) throws -> String {
        if !declaration.trailing.isEmpty { throw PairBlocker(file, at: declaration.trailing.lowerBound, "`\(file.text(declaration.trailing))` after an enum") }
        let raw = file.text(declaration.rawType)
        guard
            let rawSwift = [
                "NSInteger": "Int", "NSUInteger": "UInt", "int": "Int32", "int32_t": "Int32", "uint32_t": "UInt32", "int64_t": "Int64", "uint8_t": "UInt8",
                "uint16_t": "UInt16",
            ][raw]
        else { throw PairBlocker(file, at: token, "an enum with the raw type `\(raw)`") }
        let names = try Self.caseNames(declaration, in: file, token: token)
        var next = 0
        var lines: [String] = []
        let isOptions = declaration.macro == "NS_OPTIONS"
        for (enumCase, name) in zip(declaration.cases, names) {
            if !enumCase.trailing.isEmpty { throw PairBlocker(file, at: enumCase.trailing.lowerBound, "`\(file.text(enumCase.trailing))` after an enum case") }
            var valueText = String(next)
            if let value = enumCase.value {
                guard let parsed = Self.integerValue(value, in: file) else {
                    throw PairBlocker(file, at: value.lowerBound, "the enum value `\(file.text(value))` (only integer literals and `1 << n` are translated)")
                }
                next = parsed.value
                valueText = parsed.text
            }
            if isOptions {
                guard next != 0 else { throw PairBlocker(file, at: enumCase.name, "an option with the value 0 (the importer leaves it out)") }
                lines.append("\(indent)static let \(name.1) = \(declaration.name)(rawValue: \(valueText))")
            } else {
                lines.append("\(indent)case \(name.1) = \(valueText)")
            }
            next += 1
        }
        if isOptions {
            return
                "struct \(declaration.name): OptionSet {\n\(indent)let rawValue: \(rawSwift)\n\n\(indent)init(rawValue: \(rawSwift)) {\n\(indent)\(indent)self.rawValue = rawValue\n\(indent)}\n\n"
                + lines.joined(separator: "\n") + "\n}"
        }
        // The pair's own `@objc` protocols can only use an `@objc` enum.
        let inProtocol = model.protocols.contains { protocolDecl in
            protocolDecl.container.members.contains { member in member.range.contains { protocolDecl.file.is($0, declaration.name) } }
        }
        return (exported(declaration.name) || inProtocol ? "@objc " : "") + "enum \(declaration.name): \(rawSwift) {\n" + lines.joined(separator: "\n") + "\n}"
    }

    static func integerValue(_ range: Range<Int>, in file: ObjCFile) -> (value: Int, text: String)? {
        let tokens = range.map { file.text($0) }
        func literal(_ text: String) -> Int? {
            var digits = text
            while let last = digits.last, "uUlL".contains(last) { digits.removeLast() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int(digits.dropFirst(2), radix: 16) }
            if digits.count > 1, digits.hasPrefix("0") { return nil }
            return Int(digits)
        }
        switch tokens.count {
        case 1: return literal(tokens[0]).map { ($0, String($0)) }
        case 2 where tokens[0] == "-": return literal(tokens[1]).map { (-$0, "-\($0)") }
        case 3 where tokens[1] == "<<":
            guard let a = literal(tokens[0]), let b = literal(tokens[2]), b < 63 else { return nil }
            return (a << b, "\(a) << \(b)")
        default: return nil
        }
    }

    // MARK: Protocols

    func protocolDeclaration(_ declaration: PairModel.ProtocolDecl) throws -> String {
        let file = declaration.file
        try PairModel.checkDirectives(declaration.container, in: file)
        var inherits: [String] = []
        for name in declaration.inherits {
            if name == "NSObject" {
                inherits.append("NSObjectProtocol")
            } else if model.protocols.contains(where: { $0.name == name }) {
                inherits.append(name)
            } else {
                throw PairBlocker(file, at: declaration.container.header.lowerBound, "the protocol inherits `\(name)`, declared outside this pair")
            }
        }
        var lines: [String] = []
        var optional = false
        for member in declaration.container.members {
            switch member.kind {
            case .optionalMarker: optional = true
            case .requiredMarker: optional = false
            case .directive: break
            case .method(let method):
                let signature = try methodSignature(
                    method, file: file, className: declaration.name, nonnullByDefault: declaration.nonnullByDefault, at: member.range.lowerBound)
                if !lines.isEmpty { lines.append("") }
                let selector = method.selector(in: file)
                lines.append("\(indent)@objc(\(selector))" + (optional ? " optional" : "") + " " + signature)
            case .property(let property):
                let text = try propertyRequirement(property, file: file, nonnullByDefault: declaration.nonnullByDefault, at: member.range.lowerBound)
                if !lines.isEmpty { lines.append("") }
                lines.append("\(indent)\(optional ? "@objc optional " : "")\(text)")
            default:
                throw PairBlocker(file, at: member.range.lowerBound, "`\(file.text(member.range).prefix(40))` inside `@protocol`")
            }
        }
        let inheritance = inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", ")
        return "@objc protocol \(declaration.name)\(inheritance) {\n" + lines.joined(separator: "\n") + "\n}"
    }

    func propertyRequirement(_ property: ObjCProperty, file: ObjCFile, nonnullByDefault: Bool, at token: Int) throws -> String {
        try checkAttributes(property, file: file, at: token)
        guard var type = ObjCType.parse(property.type, in: file) ?? PairModel.blockPropertyType(property, in: file) else {
            throw PairBlocker(file, at: token, "a property type outside the subset")
        }
        if property.has("nullable") { type.nullability = .nullable }
        if property.has("nonnull") { type.nullability = .nonnull }
        let swift = try swiftType(type, nonnullByDefault: nonnullByDefault, position: .property, file: file, at: token)
        return "var \(ImporterNames.escaped(file.text(property.name))): \(swift) { get\(property.has("readonly") ? "" : " set") }"
    }
}
