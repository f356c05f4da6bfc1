/// A translation that cannot be completed; carries the error diagnostic.
struct TranslationFailure: Error {
    var diagnostic: PredicateDiagnostic

    init(_ code: PredicateDiagnosticCode, _ message: String, column: Int?) {
        diagnostic = PredicateDiagnostic(code, .error, message, column: column)
    }
}

/// Closures that a comparison needs around its leaf expression, outermost first:
/// `owner.flatMap { owner in … } ?? false`, `tags.contains { tag in … }`.
struct Emission {
    enum Wrapper {
        /// Optional value unwrapped with `flatMap`; `emptyResult` is the result when it is nil.
        case unwrap(receiver: String, parameter: String, emptyResult: Bool)
        /// To-many hop: `contains` (ANY) or `allSatisfy` (ALL).
        case iterate(collection: String, parameter: String, all: Bool)
    }

    var wrappers: [Wrapper] = []
    var names: [String] = []

    /// Applies the wrappers, innermost first.
    func wrap(_ leaf: SwiftText) -> SwiftText {
        var result = leaf
        var innerUnwrapDefault: Bool?
        for wrapper in wrappers.reversed() {
            switch wrapper {
            case .unwrap(let receiver, let parameter, let emptyResult):
                // A directly nested flatMap may return Bool? (optional results flatten); only the
                // outermost needs the `?? false`.
                var body = result.text
                if let inner = innerUnwrapDefault, inner == emptyResult, body.hasSuffix(" ?? \(emptyResult)") {
                    body.removeLast(" ?? \(emptyResult)".count)
                }
                result = SwiftText("\(receiver).flatMap { \(parameter) in \(body) } ?? \(emptyResult)", .nilCoalescing)
                innerUnwrapDefault = emptyResult
            case .iterate(let collection, let parameter, let all):
                result = SwiftText("\(collection).\(all ? "allSatisfy" : "contains") { \(parameter) in \(result.text) }")
                innerUnwrapDefault = nil
            }
        }
        return result
    }
}

/// One translation in progress. A class because every part of the translation adds to the
/// same bindings, diagnostics and name scope; it never outlives `PredicateTranslator.translate`.
final class TranslationSession {
    let schema: PredicateSchema
    let entityName: String
    let target: DeploymentTarget
    let arguments: [String]

    var diagnostics: [PredicateDiagnostic] = []
    var bindings: [PredicateTranslation.Binding] = []
    var templateParameters: [PredicateTranslation.TemplateParameter] = []
    /// Bindings already made for an argument index.
    var boundArguments: [Int: String] = [:]
    /// Closure parameters visible at the current point of the emitted closure.
    var activeNames: Set<String> = []
    /// Names visible everywhere: the root parameter, bindings, captured identifiers, template parameters.
    var reservedNames: Set<String> = []
    /// SUBQUERY variables in scope: format name → root.
    var variables: [String: PathRoot] = [:]
    /// How many SUBQUERY predicates enclose the current point.
    var subqueryDepth = 0
    let rootName: String
    var rootIsUsed = false
    /// False for `.xcdatamodeld` schemas, whose Swift types are a guess.
    let annotatesClosureParameters: Bool
    /// ANY/ALL/IN occurrences, for the SQLite store limit (PRED-A004).
    var collectionQualifiers = 0

    init(schema: PredicateSchema, entityName: String, target: DeploymentTarget, arguments: [String]) {
        self.schema = schema
        // An entity asked for by another name (a Core Data entity name) is its class.
        self.entityName = schema.entity(named: entityName)?.name ?? entityName
        self.target = target
        // Casts that only fed Objective-C's argument list go before anything reads the arguments.
        self.arguments = arguments.map { ArgumentValue.withoutBridgingCast($0.trimmingCharacters(in: .whitespaces)) }
        var root = SwiftNames.lowerCamel(self.entityName)
        if SwiftNames.keywords.contains(root) { root += "Value" }
        rootName = root
        annotatesClosureParameters = schema.entity(named: entityName)?.kind != .dataModelEntity
        reservedNames.insert(root)
        // Captured identifiers must not be shadowed by closure parameters.
        for argument in self.arguments {
            if case .identifier(let name) = ArgumentValue.classify(argument) { reservedNames.insert(name) }
        }
    }

    func translate(_ parsed: ParsedFormat) -> PredicateTranslation {
        var result = PredicateTranslation(entity: entityName)
        do {
            guard target.supportsPredicateMacro else {
                throw TranslationFailure(.deploymentTarget, "#Predicate needs iOS 17 / macOS 14; the deployment target is \(target).", column: nil)
            }
            guard schema.entity(named: entityName) != nil else {
                throw TranslationFailure(.unknownKey, "The schema has no entity named '\(entityName)'.", column: nil)
            }
            if parsed.argumentCount != arguments.count {
                throw TranslationFailure(
                    .argumentCount, "The format uses \(parsed.argumentCount) substitution argument(s) but \(arguments.count) were given.", column: nil)
            }
            if parsed.usesPositionalArguments {
                warn(.reviewArgument, "Positional format argument / backslash escape: verify the translated argument mapping.", column: nil)
            }
            let predicate = try KeyPathArguments.resolve(parsed.predicate, arguments: arguments)
            let body = try translate(predicate)
            if collectionQualifiers > 1 {
                warn(
                    .sqliteToManyLimit,
                    "Core Data's SQLite store allows only one to-many relationship per key path and one ALL/ANY/IN per predicate; "
                        + "SwiftData (Core Data-backed) is likely to reject this at fetch time.",
                    column: nil)
            }
            result.body = body.text
            result.parameter = rootIsUsed ? rootName : "_"
        } catch let failure as TranslationFailure {
            diagnostics.append(failure.diagnostic)
        } catch {
            diagnostics.append(PredicateDiagnostic(.unsupported, .error, "\(error)"))
        }
        result.bindings = bindings
        result.templateParameters = templateParameters
        result.diagnostics = diagnostics
        if result.diagnostics.contains(where: { $0.severity == .error }) { result.body = nil }
        return result
    }

    // MARK: - Diagnostics

    func warn(_ code: PredicateDiagnosticCode, _ message: String, column: Int?) {
        let diagnostic = PredicateDiagnostic(code, .warning, message, column: column)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func note(_ code: PredicateDiagnosticCode, _ message: String, column: Int?) {
        let diagnostic = PredicateDiagnostic(code, .info, message, column: column)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: - Names

    /// A closure parameter name that shadows nothing in scope.
    func allocateName(_ base: String) -> String {
        var base = base.isEmpty ? "value" : base
        if SwiftNames.keywords.contains(base) { base += "Value" }
        var name = base
        var counter = 2
        while activeNames.contains(name) || reservedNames.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        activeNames.insert(name)
        return name
    }

    /// Runs `build` with a fresh set of wrappers and returns the wrapped result; the
    /// closure parameters it introduced go out of scope afterwards.
    func emit(_ build: (inout Emission) throws -> SwiftText) rethrows -> SwiftText {
        var emission = Emission()
        let before = activeNames
        defer { activeNames = before }
        let leaf = try build(&emission)
        return emission.wrap(leaf)
    }

    // MARK: - Predicates

    func translate(_ node: PredicateNode) throws -> SwiftText {
        switch node {
        case .constant(let value, _):
            return SwiftText(value ? "true" : "false")
        case .and, .or:
            // Chains are flattened with a loop: a long AND chain is a deep left spine.
            let isAnd: Bool
            if case .and = node { isAnd = true } else { isAnd = false }
            var operands: [PredicateNode] = []
            var current = node
            while true {
                if isAnd, case .and(let lhs, let rhs) = current {
                    operands.append(rhs)
                    current = lhs
                } else if !isAnd, case .or(let lhs, let rhs) = current {
                    operands.append(rhs)
                    current = lhs
                } else {
                    operands.append(current)
                    break
                }
            }
            var result: SwiftText?
            for operand in operands.reversed() {
                let text = try translate(operand)
                if let previous = result {
                    result = isAnd ? SwiftText.and(previous, text) : SwiftText.or(previous, text)
                } else {
                    result = text
                }
            }
            return result!
        case .not(let inner, _):
            return SwiftText.not(try translate(inner))
        case .comparison(let comparison):
            return try translate(comparison)
        }
    }
}
