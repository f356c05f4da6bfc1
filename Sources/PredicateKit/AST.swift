/// The parsed form of a format string. Every node remembers the column where it starts so
/// that translation diagnostics can point into the format string.

/// A predicate: something that evaluates to true or false.
public indirect enum PredicateNode: Equatable, Sendable {
    case constant(Bool, column: Int)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case not(PredicateNode, column: Int)
    case comparison(Comparison)

    var column: Int {
        switch self {
        case .constant(_, let column), .not(_, let column): column
        case .and(let lhs, _), .or(let lhs, _): lhs.column
        case .comparison(let comparison): comparison.column
        }
    }
}

/// `[ANY|ALL|NONE] lhs op[options] rhs`
public struct Comparison: Equatable, Sendable {
    public enum Quantifier: String, Equatable, Sendable {
        case any = "ANY"
        case all = "ALL"
        case none = "NONE"
    }

    public enum Operator: String, Equatable, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case matches = "MATCHES"
        case like = "LIKE"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case `in` = "IN"
        case contains = "CONTAINS"
        case between = "BETWEEN"
        case utiConformsTo = "UTI-CONFORMS-TO"
        case utiEquals = "UTI-EQUALS"

        var isOrdering: Bool { [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(self) }

        /// The operator with its operands swapped (`3 < x` ⇔ `x > 3`).
        var mirrored: Operator {
            switch self {
            case .less: .greater
            case .lessOrEqual: .greaterOrEqual
            case .greater: .less
            case .greaterOrEqual: .lessOrEqual
            default: self
            }
        }
    }

    /// `[c]`, `[d]`, `[cd]`, plus the `l` and `n` flags Apple's own conversion emits.
    public struct Options: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let caseInsensitive = Options(rawValue: 1)
        public static let diacriticInsensitive = Options(rawValue: 2)
        public static let localeSensitive = Options(rawValue: 4)
        public static let normalized = Options(rawValue: 8)

        var spelling: String {
            var letters = ""
            if contains(.caseInsensitive) { letters += "c" }
            if contains(.diacriticInsensitive) { letters += "d" }
            if contains(.localeSensitive) { letters += "l" }
            if contains(.normalized) { letters += "n" }
            return letters.isEmpty ? "" : "[\(letters)]"
        }
    }

    public var quantifier: Quantifier?
    public var lhs: Expression
    public var op: Operator
    public var options: Options
    public var rhs: Expression
    /// Column of the quantifier, or of the left operand.
    public var column: Int
    /// Column of the operator.
    public var operatorColumn: Int

    /// `CONTAINS[cd]` as written, for messages.
    var operatorSpelling: String { op.rawValue + options.spelling }
}

/// An expression: a value, a key path, an argument.
public struct Expression: Equatable, Sendable {
    public indirect enum Kind: Equatable, Sendable {
        case string(String, hadBackslash: Bool)
        case number(value: Double, swiftText: String, isInteger: Bool)
        case bool(Bool)
        case null
        case evaluatedObject
        /// A bare key: `title` (relative to SELF, or the key path's base).
        case key(String)
        /// `$name`: a SUBQUERY variable or a template variable.
        case variable(String)
        /// `%@`, `%K`, `%d` … with its 0-based argument index.
        case argument(index: Int, conversion: ArgumentConversion)
        /// `base.key`
        case member(Expression, String)
        /// `base.%K`: a key path substituted after a dot (0-based argument index).
        case memberKeyPath(Expression, argument: Int)
        /// `base.@count`, `base.@max.key` (`key` set), or prefix `@sum.key` (base is SELF).
        case collectionOperator(Expression, name: String, key: [String])
        /// `base[FIRST]`, `base[LAST]`, `base[SIZE]`, `base[expr]`
        case index(Expression, IndexKind)
        /// `{a, b}`
        case aggregate([Expression])
        case binary(ArithmeticOperator, Expression, Expression)
        case negate(Expression)
        /// `name(args)`: FUNCTION, TERNARY's sibling forms, selector functions (`modulus:by:`).
        case function(String, [Expression])
        case subquery(collection: Expression, variable: String, predicate: PredicateNode)
        case cast(Expression, type: String)
        case ternary(PredicateNode, Expression, Expression)
        case assignment(variable: String, Expression)
        /// ANYKEY, FETCH(…): parsed so they can be refused by name.
        case unsupported(String)
    }

    public var kind: Kind
    public var column: Int

    public init(_ kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }
}

public enum ArgumentConversion: Equatable, Sendable {
    case object, keyPath, integer, floating
}

public enum IndexKind: Equatable, Sendable {
    case first, last, size
    case expression(Expression)
}

public enum ArithmeticOperator: String, Equatable, Sendable {
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"
    case power = "**"
}
