/// Operator precedence groups of the standard library, lowest first. Enough expression structure to
/// decide when an operand must be parenthesised before it is moved into another expression.
public enum Precedence: Int, Sendable, Comparable {
    case assignment, ternary, disjunction, conjunction, comparison, nilCoalescing, casting
    case rangeFormation, addition, multiplication, bitwiseShift
    /// A custom operator whose group is unknown here: treated as binding loosely, to be safe.
    case unknownInfix = -1
    /// `!x`, `-x`: a prefix operator applied to a primary expression.
    case prefix = 100
    /// A primary or postfix expression (`a`, `f(x)`, `a.b[0]!`): never needs parentheses.
    case primary = 101

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The group of a standard infix operator, or `.unknownInfix`.
    public static func ofInfix(_ op: String) -> Precedence {
        switch op {
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=":
            return .assignment
        case "||": return .disjunction
        case "&&": return .conjunction
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": return .comparison
        case "??": return .nilCoalescing
        case "...", "..<": return .rangeFormation
        case "+", "-", "&+", "&-", "|", "^": return .addition
        case "*", "/", "%", "&*", "&": return .multiplication
        case "<<", ">>", "&<<", "&>>": return .bitwiseShift
        default: return .unknownInfix
        }
    }
}

/// The outer shape of an expression: its loosest operator and any leading `try`/`await`.
public struct ExpressionShape: Sendable, Equatable {
    /// Leading `try`, `try?`, `try!`, `await` tokens (ranges, since `try?` is two tokens).
    public var effects: [Range<Int>]
    /// The expression after the effects.
    public var operand: Range<Int>
    /// The loosest-binding construct at the top level of `operand`.
    public var precedence: Precedence
    /// Whether the operand is a single closure `{ … }`.
    public var isClosure: Bool

    /// Whether the operand must be wrapped to serve as an operand of an operator of `context`
    /// precedence (or of a prefix operator when `context` is `.prefix`).
    public func needsParentheses(asOperandOf context: Precedence) -> Bool {
        if isClosure { return true }
        if precedence == .primary { return false }
        if context == .prefix { return true }
        if precedence == .unknownInfix || context == .unknownInfix { return true }
        // Comparisons do not associate (`a == b == c` is an error), so an equal group needs them too.
        return precedence <= context
    }
}

extension SourceFile {
    /// The shape of the expression spanning `range`.
    public func shape(of range: Range<Int>) -> ExpressionShape {
        var i = range.lowerBound
        var effects: [Range<Int>] = []
        while i < range.upperBound, kind(i) == .keyword || kind(i) == .identifier,
            matches(i, "try") || matches(i, "await") || matches(i, "unsafe") && kind(i) == .identifier
        {
            var end = i + 1
            if kind(end) == .operator, matches(end, "?") || matches(end, "!"), !hasSpaceBefore(end) { end += 1 }
            effects.append(i..<end)
            i = end
        }
        let operand = i..<range.upperBound
        var lowest = Precedence.primary
        var first = true
        var j = operand.lowerBound
        while j < operand.upperBound {
            let k = kind(j)
            if k.isOpeningDelimiter, let close = matching(j), close < operand.upperBound {
                j = close + 1
                first = false
                continue
            }
            var found: Precedence?
            switch k {
            case .operator:
                if first {
                    found = .prefix
                } else if isInfixOperator(j) {
                    let op = text(of: j)
                    // `a ? b : c` (with spaces) is a ternary; `a?.b` and `a!` are postfix.
                    found = op == "?" ? .ternary : Precedence.ofInfix(op)
                }
            case .keyword where matches(j, "as") || matches(j, "is"):
                found = .casting
            case .keyword where matches(j, "try") || matches(j, "await"):
                // `a == try b`: an effect in the middle binds the rest; wrap to be safe.
                found = .assignment
            default:
                break
            }
            if let found, found < lowest { lowest = found }
            first = false
            j += 1
        }
        let isClosure = kind(operand.lowerBound) == .leftBrace && matching(operand.lowerBound) == operand.upperBound - 1
        return ExpressionShape(effects: effects, operand: operand, precedence: lowest, isClosure: isClosure)
    }

    /// `text(range)`, parenthesised when it would not survive as an operand of `context`.
    public func operandText(_ range: Range<Int>, asOperandOf context: Precedence) -> String {
        let body = text(range)
        let shape = shape(of: range)
        return shape.needsParentheses(asOperandOf: context) || !shape.effects.isEmpty ? "(" + body + ")" : body
    }
}
