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
    case openParen = "("
    case closeParen = ")"
    case openBrace = "{"
    case closeBrace = "}"
    case openBracket = "["
    case closeBracket = "]"
    case comma = ","
    case dot = "."
    case equal = "=="
    case assign = ":="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
    case not = "!"
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"
    case power = "**"
}

/// Reserved words; matched case-insensitively.
enum FormatKeyword: String, Sendable, CaseIterable {
    case and = "AND"
    case or = "OR"
    case `in` = "IN"
    case not = "NOT"
    case all = "ALL"
    case any = "ANY"
    case some = "SOME"
    case none = "NONE"
    case like = "LIKE"
    case caseInsensitive = "CASEINSENSITIVE"
    case ci = "CI"
    case matches = "MATCHES"
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case between = "BETWEEN"
    case null = "NULL"
    case `nil` = "NIL"
    case `self` = "SELF"
    case `true` = "TRUE"
    case yes = "YES"
    case `false` = "FALSE"
    case no = "NO"
    case first = "FIRST"
    case last = "LAST"
    case size = "SIZE"
    case anyKey = "ANYKEY"
    case subquery = "SUBQUERY"
    case fetch = "FETCH"
    case cast = "CAST"
    case truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE"
    case utiConformsTo = "UTI-CONFORMS-TO"
    case utiEquals = "UTI-EQUALS"

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
