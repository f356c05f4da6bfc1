/// A fragment of emitted Swift with the precedence of its outermost operator, so that
/// parentheses are added where they are needed and only there.
struct SwiftText: Equatable {
    enum Precedence: Int, Comparable {
        /// Literals, member access, calls, parenthesized groups.
        case atom
        /// `!x`, `-x`
        case prefix
        case multiplicative
        case additive
        case nilCoalescing
        case comparison
        case conjunction
        case disjunction
        case ternary

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var text: String
    var precedence: Precedence

    init(_ text: String, _ precedence: Precedence = .atom) {
        self.text = text
        self.precedence = precedence
    }

    /// The text, parenthesized unless it binds at least as tightly as `limit`.
    func operand(atMost limit: Precedence) -> String {
        precedence <= limit ? text : "(\(text))"
    }

    /// The text as an operand of a left-associative binary operator of precedence `level`.
    func rightOperand(of level: Precedence) -> String {
        precedence < level ? text : "(\(text))"
    }

    static func binary(_ lhs: SwiftText, _ op: String, _ rhs: SwiftText, _ level: Precedence) -> SwiftText {
        SwiftText("\(lhs.operand(atMost: level)) \(op) \(rhs.rightOperand(of: level))", level)
    }

    /// `!x`, parenthesizing every operand that is not a single term (emission convention 2).
    static func not(_ operand: SwiftText) -> SwiftText {
        if operand.text == "true" { return SwiftText("false") }
        if operand.text == "false" { return SwiftText("true") }
        return SwiftText("!" + operand.operand(atMost: .atom), .prefix)
    }

    /// `a && b`. `x.flatMap { … } ?? false` operands are parenthesized although `??` binds
    /// tighter than `&&`: the reader should not have to know that.
    static func and(_ lhs: SwiftText, _ rhs: SwiftText) -> SwiftText {
        SwiftText("\(lhs.logicalOperand(allowing: [.conjunction])) && \(rhs.logicalOperand(allowing: [.conjunction]))", .conjunction)
    }

    /// `a || b`, with every `&&` group inside parenthesized (emission convention 2).
    static func or(_ lhs: SwiftText, _ rhs: SwiftText) -> SwiftText {
        SwiftText("\(lhs.logicalOperand(allowing: [.disjunction])) || \(rhs.logicalOperand(allowing: []))", .disjunction)
    }

    private func logicalOperand(allowing sameLevel: Set<Precedence>) -> String {
        if precedence == .nilCoalescing { return "(\(text))" }
        return precedence <= .comparison || sameLevel.contains(precedence) ? text : "(\(text))"
    }
}

/// Swift literal spelling, shared with the migrations that write Swift from model data.
public enum SwiftLiteral {
    /// A Swift string literal for `value`.
    public static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `value` escaped for use inside a regular expression, matching itself literally.
    static func regexEscaped(_ value: String) -> String {
        let metacharacters: Set<Unicode.Scalar> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}", "/"]
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\x{\(String(scalar.value, radix: 16))}"
                } else {
                    if metacharacters.contains(scalar) { result += "\\" }
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A regex literal `#/…/#`, with more `#` when the pattern itself contains `/#`.
    static func regex(_ pattern: String) -> String {
        var pattern = pattern
        pattern = pattern.replacingNewlines()
        var hashes = "#"
        while pattern.contains("/" + hashes) { hashes += "#" }
        return "\(hashes)/\(pattern)/\(hashes)"
    }
}

extension String {
    /// A regex literal must stay on one line: a raw newline becomes `\n`.
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "Self", "throw", "throws", "true", "try", "_", "Any", "some", "any",
    ]

    /// `Item` → `item`, `URLRecord` → `urlRecord`.
    static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name)
        var prefixLength = 0
        while prefixLength < scalars.count, scalars[prefixLength].isUppercase { prefixLength += 1 }
        if prefixLength == 0 { return name }
        // Keep the last capital of an acronym when a lowercase word follows it.
        let lowered = prefixLength > 1 && prefixLength < scalars.count ? prefixLength - 1 : prefixLength
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }

    /// A usable identifier for a key (backticked when it is a keyword).
    static func member(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `tags` → `tag`, `scores` → `score`; other names get an `Element` suffix.
    static func singular(_ name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 2 { return String(name.dropLast()) }
        return name + "Element"
    }
}
