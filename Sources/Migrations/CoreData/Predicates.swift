import MigrationKit
import PredicateKit
import SourceSyntax

/// `NSPredicate(format: "…", arguments…)` → `#Predicate<T> { … }` through PredicateKit, against
/// the model the `@Model` classes are generated from. Rule: `coredata.predicate`.
///
/// Only a format that is a string literal translates (a format built at run time has no
/// meaning to read); the arguments are the call's own expressions, with the casts that only
/// served Objective-C's variadic list (`x as CVarArg`, `d as NSDate`) taken off, since the macro
/// captures Swift values. Anything the translator refuses, or only translates with a warning
/// ("verify …"), blocks: a predicate that selects other objects would be a silent data bug.
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
        let start = value.lowerBound
        guard file.matches(start, "NSPredicate"), let arguments = callArguments(after: start), file.matching(start + 1) == value.upperBound - 1,
            let format = arguments.first, format.label.map({ file.text(of: $0) }) == "format",
            arguments.dropFirst().allSatisfy({ $0.label == nil })
        else {
            block(.predicate, at: start, "a predicate other than NSPredicate(format: \"…\", arguments…): write the #Predicate<\(entity)> by hand")
            return nil
        }
        let formatText = file.text(format.value)
        guard format.value.count == 1, !formatText.contains("\\("), let formatString = SwiftStringLiteral.decode(formatText) else {
            block(.predicate, at: format.value.lowerBound, "the format is not a string literal (built at run time): write the #Predicate<\(entity)> by hand")
            return nil
        }
        let swiftArguments = arguments.dropFirst().map { Self.withoutBridgingCast(file.text($0.value)) }
        let translator = PredicateTranslator(schema: store.predicateSchema, entity: entity, minimumOS: .iOS(store.iOS))
        let translation = translator.translate(format: formatString, arguments: swiftArguments)
        let problems = translation.diagnostics.filter { $0.severity != .info }
        guard translation.isTranslated, problems.isEmpty, let expression = translation.expression else {
            let reasons = problems.map(\.message).joined(separator: "; ")
            block(.predicate, at: start, "'\(formatString)' does not translate faithfully (\(reasons)): write the #Predicate<\(entity)> by hand")
            return nil
        }
        guard translation.templateParameters.isEmpty else {
            block(.predicate, at: start, "'\(formatString)' has $variables (a template): write a function returning Predicate<\(entity)> by hand")
            return nil
        }
        if let throwing = translation.bindings.first(where: \.isThrowing) {
            block(.predicate, at: start, "'\(formatString)' needs 'try' (\(throwing.declaration)), which this context may not allow: write the #Predicate<\(entity)> by hand")
            return nil
        }
        guard translation.bindings.isEmpty || bindingsAllowed else {
            block(
                .predicate, at: start,
                "'\(formatString)' needs a 'let' before the macro (\(translation.bindings.map(\.declaration).joined(separator: "; "))), and nothing can precede an attribute: write the @Query's filter by hand"
            )
            return nil
        }
        return TranslatedPredicate(bindings: translation.bindings.map(\.declaration), expression: expression)
    }

    /// `x as CVarArg` → `x`: casts that only fed Objective-C's variadic argument list.
    static func withoutBridgingCast(_ argument: String) -> String {
        for cast in [" as CVarArg", " as NSDate", " as NSNumber", " as NSString", " as NSArray", " as NSSet", " as NSUUID", " as NSObject"]
        where argument.hasSuffix(cast) {
            return String(argument.dropLast(cast.count)).trimmingCharacters(in: .whitespaces)
        }
        return argument
    }
}
