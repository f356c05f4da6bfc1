/// A token of the predicate format language.
struct FormatToken: Equatable, Sendable {
    var kind: FormatTokenKind
    /// 1-based column (in Unicode scalars) of the first character.
    var column: Int
    /// The token as written (for error messages).
    var text: String
}

enum FormatTokenKind: Equatable, Sendable {
    case identifier(String)
    case keyword(FormatKeyword)
    /// A quoted literal after escape processing. `hadBackslash` asks for a review (PRED-S003).
    case string(String, hadBackslash: Bool)
    case number(NumberLiteral)
    /// `%@`, `%K`, `%d`, `%1$@` …
    case substitution(FormatSpecifier)
    /// `$name`
    case variable(String)
    /// `@count`, `@sum` … (the `@` is dropped)
    case collectionOperator(String)
    /// `modulus:by:`, `sqrt:` — a selector-style function name.
    case selector(String)
    case punctuation(Punctuation)
    case end
}

enum Punctuation: String, Sendable, CaseIterable {
    case openParen = "(", closeParen = ")", openBrace = "{", closeBrace = "}"
    case openBracket = "[", closeBracket = "]", comma = ",", dot = "."
    case equal = "==", assign = ":=", notEqual = "!=", less = "<", greater = ">"
    case lessOrEqual = "<=", greaterOrEqual = ">=", and = "&&", or = "||", not = "!"
    case plus = "+", minus = "-", times = "*", divide = "/", power = "**"
}

/// Reserved words; matched case-insensitively.
enum FormatKeyword: String, Sendable, CaseIterable {
    case and = "AND", or = "OR", `in` = "IN", not = "NOT", all = "ALL", any = "ANY", some = "SOME"
    case none = "NONE", like = "LIKE", caseInsensitive = "CASEINSENSITIVE", ci = "CI"
    case matches = "MATCHES", contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH"
    case between = "BETWEEN", null = "NULL", `nil` = "NIL", `self` = "SELF", `true` = "TRUE", yes = "YES"
    case `false` = "FALSE", no = "NO", first = "FIRST", last = "LAST", size = "SIZE", anyKey = "ANYKEY"
    case subquery = "SUBQUERY", fetch = "FETCH", cast = "CAST", truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE", utiConformsTo = "UTI-CONFORMS-TO", utiEquals = "UTI-EQUALS"

    /// Upper-cased spelling → keyword.
    static let byName: [String: FormatKeyword] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A number literal, kept as written so the translation can reuse the spelling.
struct NumberLiteral: Equatable, Sendable {
    /// Swift spelling (radix prefixes lower-cased).
    var swiftText: String
    var value: Double
    var isInteger: Bool
}

/// A printf-style substitution.
struct FormatSpecifier: Equatable, Sendable {
    enum Conversion: Equatable, Sendable {
        /// `%@`
        case object
        /// `%K`
        case keyPath
        /// `%d %i %ld %u %x %o %c …`
        case integer
        /// `%f %lf %e %g`
        case floating
    }

    var conversion: Conversion
    /// 1-based index from a positional `%n$` specifier.
    var position: Int?
}
