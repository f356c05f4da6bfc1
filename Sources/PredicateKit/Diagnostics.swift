/// Diagnostics produced while parsing and translating a predicate format string.
///
/// Codes are stable so that users can filter them; the `PRED-` codes follow the
/// translation specification. `column` is 1-based and counts Unicode scalars of the
/// format string, so it points at the same place an editor shows for ASCII text.
public struct PredicateDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case info, warning, error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var code: PredicateDiagnosticCode
    public var severity: Severity
    public var message: String
    /// 1-based column in the format string; nil when the diagnostic is about the whole predicate.
    public var column: Int?

    public init(_ code: PredicateDiagnosticCode, _ severity: Severity, _ message: String, column: Int? = nil) {
        self.code = code
        self.severity = severity
        self.message = message
        self.column = column
    }

    /// `error: PRED-D001 (column 7): …` — the form printed by the command line.
    public var description: String {
        let place = column.map { " (column \($0))" } ?? ""
        return "\(severity.rawValue): \(code.rawValue)\(place): \(message)"
    }
}

/// Every diagnostic code the translator can emit.
public enum PredicateDiagnosticCode: String, Sendable, CaseIterable {
    /// Syntax error in the format string.
    case syntax = "PRED-P001"
    /// Nesting deeper than the parser accepts (protects against hostile input).
    case nestingTooDeep = "PRED-P002"
    /// Diacritic-insensitive string operation.
    case diacriticInsensitive = "PRED-D001"
    /// `CONTAINS[cd]` became `localizedStandardContains` on Apple platforms.
    case localizedStandardContains = "PRED-D002"
    /// Case-insensitive operator below iOS 18 / macOS 15.
    case caseInsensitiveNeedsRegex = "PRED-D003"
    /// `[c]` became a `(?i)` regex.
    case caseFolding = "PRED-D004"
    /// `ENDSWITH` below iOS 18 / macOS 15.
    case endsWithNeedsRegex = "PRED-D005"
    /// `MATCHES` translated (or its pattern rejected).
    case matches = "PRED-D006"
    /// Comparison options with no exact equivalent.
    case comparisonOptions = "PRED-D007"
    /// `LIKE` or `MATCHES` needing Regex below iOS 18 / macOS 15 (not in the spec's list; same family as D005).
    case patternNeedsRegex = "PRED-D008"
    /// `@sum`, `@avg` and friends.
    case sumOrAverage = "PRED-A001"
    /// `@max`/`@min` rewritten as ANY/ALL.
    case minMaxRewritten = "PRED-A002"
    /// To-many key path without a quantifier.
    case implicitAny = "PRED-A003"
    /// More than one to-many hop, or more than one ALL/ANY/IN.
    case sqliteToManyLimit = "PRED-A004"
    /// `[FIRST]`, `[LAST]` or `[n]` on a relationship whose order is not defined.
    case unorderedIndex = "PRED-A005"
    /// `FUNCTION`, `**`, `CAST`, `ANYKEY`, `FETCH`, `UTI-…`, assignment.
    case noEquivalent = "PRED-F001"
    /// Mixed types.
    case typeMismatch = "PRED-T001"
    /// `== nil` on a non-optional attribute.
    case nonOptionalNil = "PRED-T002"
    /// Integer division: NSExpression divides in floating point, Swift truncates.
    case integerDivision = "PRED-T003"
    /// Key path that does not exist in the schema.
    case unknownKey = "PRED-T004"
    /// Run-time `%K`.
    case runtimeKeyPath = "PRED-S001"
    /// Captured object that must become a persistent identifier.
    case capturedObject = "PRED-S002"
    /// Positional specifier or backslash escape.
    case reviewArgument = "PRED-S003"
    /// Substitution count does not match the arguments given.
    case argumentCount = "PRED-S004"
    /// `$VARIABLE` template became a function parameter.
    case templateVariable = "PRED-S005"
    /// `!=` involving an optional value.
    case notEqualNil = "PRED-N001"
    /// Combining predicate objects.
    case combinedPredicates = "PRED-C001"
    /// BETWEEN with run-time bounds.
    case betweenBounds = "PRED-R001"
    /// The deployment target cannot use `#Predicate` at all.
    case deploymentTarget = "PRED-V001"
    /// A form the translator does not handle (reported rather than guessed).
    case unsupported = "PRED-U001"
}
