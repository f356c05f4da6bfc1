/// A compact, fully parenthesized rendering of the tree, used by tests and `--debug` style
/// output to show how a format string was understood (precedence, quantifiers, options).
extension PredicateNode: CustomStringConvertible {
    public var description: String {
        switch self {
        case .constant(let value, _): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .and(let lhs, let rhs): "(AND \(lhs) \(rhs))"
        case .or(let lhs, let rhs): "(OR \(lhs) \(rhs))"
        case .not(let inner, _): "(NOT \(inner))"
        case .comparison(let comparison): comparison.description
        }
    }
}

extension Comparison: CustomStringConvertible {
    public var description: String {
        let quantifier = self.quantifier.map { "\($0.rawValue) " } ?? ""
        return "(\(quantifier)\(op.rawValue)\(options.spelling) \(lhs) \(rhs))"
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .string(let value, _): "'\(value)'"
        case .number(_, let text, _): text
        case .bool(let value): value ? "YES" : "NO"
        case .null: "nil"
        case .evaluatedObject: "SELF"
        case .key(let name): name
        case .variable(let name): "$\(name)"
        case .argument(let index, let conversion): "%\(index)\(conversion)"
        case .member(let base, let name): "\(base).\(name)"
        case .collectionOperator(let base, let name, let key): "\(base).@\(name)" + key.map { "." + $0 }.joined()
        case .memberKeyPath(let base, let index): "\(base).%K#\(index + 1)"
        case .index(let base, let index):
            switch index {
            case .first: "\(base)[FIRST]"
            case .last: "\(base)[LAST]"
            case .size: "\(base)[SIZE]"
            case .expression(let expression): "\(base)[\(expression)]"
            }
        case .aggregate(let elements): "{\(elements.map(\.description).joined(separator: ", "))}"
        case .binary(let op, let lhs, let rhs): "(\(op.rawValue) \(lhs) \(rhs))"
        case .negate(let inner): "(- \(inner))"
        case .function(let name, let arguments): "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
        case .subquery(let collection, let variable, let predicate): "SUBQUERY(\(collection), $\(variable), \(predicate))"
        case .cast(let inner, let type): "CAST(\(inner), '\(type)')"
        case .ternary(let condition, let lhs, let rhs): "TERNARY(\(condition), \(lhs), \(rhs))"
        case .assignment(let variable, let value): "($\(variable) := \(value))"
        case .unsupported(let name): name
        }
    }
}
