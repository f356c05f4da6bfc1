/// Translates NSPredicate format strings into `#Predicate` expressions for one entity.
///
///     let translator = PredicateTranslator(schema: schema, entity: "Item", minimumOS: .iOS(17))
///     let result = translator.translate(format: "title BEGINSWITH %@", arguments: ["prefix"])
///     print(result.rendered())   // #Predicate<Item> { item in item.title.starts(with: prefix) }
public struct PredicateTranslator: Sendable {
    public var schema: PredicateSchema
    public var entity: String
    public var minimumOS: DeploymentTarget

    public init(schema: PredicateSchema, entity: String, minimumOS: DeploymentTarget = .default) {
        self.schema = schema
        self.entity = entity
        self.minimumOS = minimumOS
    }

    /// Translates `format`. `arguments` are the Swift expressions of the substitutions, in order.
    /// Nothing is thrown: failures come back as error diagnostics with no expression.
    public func translate(format: String, arguments: [String] = []) -> PredicateTranslation {
        let parsed: ParsedFormat
        do {
            parsed = try FormatParser.parse(format)
        } catch {
            return PredicateTranslation(entity: entity, diagnostics: [error.diagnostic])
        }
        let session = TranslationSession(schema: schema, entityName: entity, target: minimumOS, arguments: arguments)
        return session.translate(parsed)
    }
}

/// The outcome of one translation.
public struct PredicateTranslation: Equatable, Sendable {
    /// `let name: Type = expression` to declare before the macro.
    public struct Binding: Equatable, Sendable {
        public var name: String
        public var type: String?
        public var value: String
        /// `try` is needed (a Regex built at run time).
        public var isThrowing: Bool

        public var declaration: String {
            let annotation = type.map { ": \($0)" } ?? ""
            return "let \(name)\(annotation) = \(isThrowing ? "try " : "")\(value)"
        }
    }

    /// A `$VARIABLE` of the format string, which becomes a function parameter.
    public struct TemplateParameter: Equatable, Sendable {
        public var name: String
        public var type: String
    }

    public var entity: String
    public var bindings: [Binding] = []
    public var templateParameters: [TemplateParameter] = []
    /// The closure parameter (`item`), or `_` when the body does not use it.
    public var parameter: String = "_"
    /// The closure body; nil when the predicate could not be translated faithfully.
    public var body: String?
    public var diagnostics: [PredicateDiagnostic] = []

    public var isTranslated: Bool { body != nil && !diagnostics.contains { $0.severity == .error } }

    /// `#Predicate<Item> { item in … }`
    public var expression: String? {
        body.map { "#Predicate<\(entity)> { \(parameter) in \($0) }" }
    }

    /// Swift statements: the bindings, then the macro (wrapped in a function when the format
    /// has template variables, because SwiftData fetches need a single-input predicate).
    public func rendered() -> String? {
        guard isTranslated, let expression else { return nil }
        var lines = bindings.map(\.declaration)
        if templateParameters.isEmpty {
            lines.append(expression)
        } else {
            let parameters = templateParameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines.append("func makePredicate(\(parameters)) -> Predicate<\(entity)> {")
            lines.append("    \(expression)")
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }
}
