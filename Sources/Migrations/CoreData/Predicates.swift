import MigrationKit
import PredicateKit
import SourceSyntax

/// `NSPredicate(format: "…", arguments…)` → `#Predicate<T> { … }` through PredicateKit, against
/// the model the `@Model` classes are generated from. Rule: `coredata.predicate`.
///
/// Only a format that is a string literal translates (a format built at run time has no
/// meaning to read), alone or combined by `NSCompoundPredicate(and…/or…/notPredicateWith…)`;
/// the arguments are the call's own expressions (PredicateKit takes off the casts that only
/// served Objective-C's variadic list, `x as CVarArg`, since the macro captures Swift values). Anything the translator refuses
/// blocks. A translation with a warning ("review …", "verify …") converts, with the warning at the
/// call, except the two whose output the build or the store would refuse: a captured model object
/// (PRED-S002: not `Sendable`) and more to-many hops than Core Data's SQLite store allows (PRED-A004).
extension FileConverter {
    /// A translated predicate: the `let`s the macro needs declared before it, and the macro.
    struct TranslatedPredicate {
        var bindings: [String]
        var expression: String
    }

    /// The translation of the `NSPredicate(format:…)` call that is exactly `value`, or nil after
    /// reporting why not. `bindingsAllowed` is false where no statement can precede the
    /// predicate (an attribute argument).
    mutating func translatePredicate(_ value: Range<Int>, entity: String, bindingsAllowed: Bool) -> TranslatedPredicate? {
        let format: PredicateFormat
        switch predicateFormat(value, depth: 0) {
        case .success(let found): format = found
        case .failure(let refusal):
            block(.predicate, at: refusal.token, "\(refusal.reason): write the #Predicate<\(entity)> by hand")
            return nil
        }
        let start = value.lowerBound
        let translator = PredicateTranslator(schema: store.predicateSchema, entity: entity, minimumOS: .iOS(store.iOS))
        let translation = translator.translate(format: format.text, arguments: format.arguments)
        let problems = translation.diagnostics.filter { $0.severity == .error || Self.blockingPredicateWarnings.contains($0.code) }
        guard translation.isTranslated, problems.isEmpty, let expression = translation.expression else {
            let reasons = problems.map(\.message).joined(separator: "; ")
            block(.predicate, at: start, "'\(format.text)' does not translate faithfully (\(reasons)): write the #Predicate<\(entity)> by hand")
            return nil
        }
        guard translation.templateParameters.isEmpty else {
            block(.predicate, at: start, "'\(format.text)' has $variables (a template): write a function returning Predicate<\(entity)> by hand")
            return nil
        }
        if let throwing = translation.bindings.first(where: \.isThrowing) {
            block(
                .predicate, at: start,
                "'\(format.text)' needs 'try' (\(throwing.declaration)), which this context may not allow: write the #Predicate<\(entity)> by hand")
            return nil
        }
        guard translation.bindings.isEmpty || bindingsAllowed else {
            block(
                .predicate, at: start,
                "'\(format.text)' needs a 'let' before the macro (\(translation.bindings.map(\.declaration).joined(separator: "; "))), and nothing can precede an attribute: write the @Query's filter by hand"
            )
            return nil
        }
        for warning in translation.diagnostics where warning.severity == .warning {
            warn(.predicate, at: start, "'\(format.text)' is translated with a warning to review: \(warning.code.rawValue): \(warning.message)")
        }
        return TranslatedPredicate(bindings: translation.bindings.map(\.declaration), expression: expression)
    }

    /// Translator warnings whose output would not build (a captured model object is not
    /// `Sendable`) or would be refused at fetch time (the SQLite store's one to-many hop).
    static let blockingPredicateWarnings: Set<PredicateDiagnosticCode> = [.capturedObject, .sqliteToManyLimit]

    /// A format string and its arguments (Swift expressions), in substitution order.
    struct PredicateFormat {
        var text: String
        var arguments: [String]
    }

    struct PredicateRefusal: Error {
        var token: Int
        var reason: String
    }

    /// The format of `NSPredicate(format: "…", args…)`, or of an `NSCompoundPredicate` over
    /// such predicates: the parts joined with AND / OR / NOT, each in parentheses, and their
    /// arguments concatenated in the same order, which is the order `%@` substitutes them in.
    func predicateFormat(_ value: Range<Int>, depth: Int) -> Swift.Result<PredicateFormat, PredicateRefusal> {
        let start = value.lowerBound
        let other = PredicateRefusal(token: start, reason: "a predicate other than NSPredicate(format: \"…\", arguments…) or an NSCompoundPredicate of them")
        guard depth < 16, let arguments = callArguments(after: start), file.matching(start + 1) == value.upperBound - 1 else { return .failure(other) }
        let labels = arguments.map { $0.label.map { file.text(of: $0) } ?? "_" }
        if file.matches(start, "NSCompoundPredicate") {
            let joiner: String
            let list: Range<Int>
            switch (labels, arguments.count == 2 ? file.text(arguments[0].value) : "") {
            case (["andPredicateWithSubpredicates"], _), (["type", "subpredicates"], ".and"): joiner = " AND "
            case (["orPredicateWithSubpredicates"], _), (["type", "subpredicates"], ".or"): joiner = " OR "
            case (["notPredicateWithSubpredicate"], _):
                return predicateFormat(arguments[0].value, depth: depth + 1).map { PredicateFormat(text: "NOT (\($0.text))", arguments: $0.arguments) }
            default: return .failure(other)
            }
            list = arguments[arguments.count - 1].value
            guard file.kind(list.lowerBound) == .leftSquare, file.matching(list.lowerBound) == list.upperBound - 1 else {
                return .failure(PredicateRefusal(token: list.lowerBound, reason: "subpredicates that are not an array literal"))
            }
            var parts: [PredicateFormat] = []
            for element in file.arguments(inside: list) {
                switch predicateFormat(element.value, depth: depth + 1) {
                case .success(let part): parts.append(part)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            guard !parts.isEmpty else { return .failure(PredicateRefusal(token: list.lowerBound, reason: "a compound predicate with no subpredicates")) }
            return .success(PredicateFormat(text: parts.map { "(\($0.text))" }.joined(separator: joiner), arguments: parts.flatMap(\.arguments)))
        }
        guard file.matches(start, "NSPredicate"), labels.first == "format", labels.dropFirst().allSatisfy({ $0 == "_" }) else { return .failure(other) }
        let formatValue = arguments[0].value
        let formatText = file.text(formatValue)
        guard formatValue.count == 1, !formatText.contains("\\("), let text = SwiftStringLiteral.decode(formatText) else {
            return .failure(PredicateRefusal(token: formatValue.lowerBound, reason: "the format is not a string literal (built at run time)"))
        }
        return .success(PredicateFormat(text: text, arguments: arguments.dropFirst().map { file.text($0.value) }))
    }
}
