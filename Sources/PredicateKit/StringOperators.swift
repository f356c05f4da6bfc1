/// CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES and `==[c]` on strings.
///
/// Plain forms use `contains(_:)` and `starts(with:)`. Everything else (`[c]`, ENDSWITH, LIKE
/// with wildcards, MATCHES) needs a Regex inside `#Predicate`, which Apple platforms have from
/// iOS 18 / macOS 15 only; below that the translator refuses rather than approximate.
extension TranslationSession {
    func translateStringComparison(_ comparison: Comparison) throws -> SwiftText {
        try emit { emission in
            let subject = try resolveOperand(
                comparison.lhs, in: &emission, mode: .nonOptional,
                quantifier: comparison.quantifier, quantifierColumn: comparison.column)
            let pattern = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            guard case .value(let value) = subject, value.type == .scalar(.string) else {
                throw TranslationFailure(.typeMismatch, "'\(comparison.op.rawValue)' needs a string key path on its left.", column: comparison.lhs.column)
            }
            return try stringOperation(comparison.op, subject: value.text, pattern: pattern, comparison: comparison)
        }
    }

    /// `subject op pattern` for a non-optional String subject.
    func stringOperation(
        _ op: Comparison.Operator, subject: SwiftText, pattern: Operand,
        comparison: Comparison
    ) throws -> SwiftText {
        let options = comparison.options
        let spelling = comparison.operatorSpelling
        let column = comparison.operatorColumn
        let receiver = subject.operand(atMost: .atom)
        if options.contains(.diacriticInsensitive) {
            let appleContains =
                op == .contains && target.isApple && options.contains(.caseInsensitive)
                && options.isSubset(of: [.caseInsensitive, .diacriticInsensitive, .localeSensitive])
            guard appleContains else {
                throw TranslationFailure(
                    .diacriticInsensitive,
                    "'\(spelling)' is diacritic-insensitive; #Predicate has no diacritic-insensitive string operation on this platform. "
                        + "Precompute a folded attribute (e.g. searchKey = value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)) "
                        + "and compare against it.",
                    column: column)
            }
            warn(
                .localizedStandardContains,
                "CONTAINS[cd] translated to localizedStandardContains(_:), which is also locale-aware (NSPredicate CONTAINS[cdl]). Review.", column: column)
            return SwiftText("\(receiver).localizedStandardContains(\(try coerce(pattern, to: .scalar(.string))))")
        }
        if !options.subtracting(.caseInsensitive).isEmpty || (op == .notEqual && !options.isEmpty) {
            throw TranslationFailure(
                .comparisonOptions,
                "'\(spelling)' has no exact #Predicate equivalent (caseInsensitiveCompare/localizedCompare are Apple-only and differ in semantics).",
                column: column)
        }
        let caseInsensitive = options.contains(.caseInsensitive)
        var known: String?
        if case .literal(.string(let value), _) = pattern { known = value }
        if !caseInsensitive {
            switch op {
            case .contains:
                return SwiftText("\(receiver).contains(\(try coerce(pattern, to: .scalar(.string))))")
            case .beginsWith:
                return SwiftText("\(receiver).starts(with: \(try coerce(pattern, to: .scalar(.string))))")
            case .like:
                if let known, let simple = simpleLike(known, subject: subject, receiver: receiver) { return simple }
            default:
                break
            }
        }
        guard target.supportsRegex else {
            if caseInsensitive {
                throw TranslationFailure(
                    .caseInsensitiveNeedsRegex,
                    "Case-insensitive '\(spelling)' needs Regex support in #Predicate (iOS 18 / macOS 15). "
                        + "localizedStandardContains(_:) would also ignore diacritics and is not equivalent to [c].",
                    column: column)
            }
            if op == .endsWith || (op == .like && known.map(isEndsWithLike) == true) {
                throw TranslationFailure(
                    .endsWithNeedsRegex, "ENDSWITH has no #Predicate equivalent without Regex (hasSuffix is not supported).", column: column)
            }
            throw TranslationFailure(.patternNeedsRegex, "'\(spelling)' needs Regex support in #Predicate (iOS 18 / macOS 15).", column: column)
        }
        if caseInsensitive {
            warn(
                .caseFolding,
                "'[c]' translated to a (?i) regex; Swift Regex uses simple case folding ('ß' ≠ 'SS'), and NSString case-insensitive comparison may not.",
                column: column)
        }
        if op == .matches {
            warn(
                .matches,
                "MATCHES translated to an anchored Swift Regex; ICU and Swift regex syntax differ at the edges, "
                    + "and Core Data's SQLite store did not historically support MATCHES. Verify the fetch.",
                column: column)
        }
        let flags = caseInsensitive ? "(?i)" : ""
        if let known {
            let body: String
            switch op {
            case .contains: body = flags + SwiftLiteral.regexEscaped(known)
            case .beginsWith: body = flags + "\\A" + SwiftLiteral.regexEscaped(known)
            case .endsWith: body = flags + SwiftLiteral.regexEscaped(known) + "\\z"
            case .equal: body = flags + "\\A" + SwiftLiteral.regexEscaped(known) + "\\z"
            case .like where isEndsWithLike(known):
                body = flags + SwiftLiteral.regexEscaped(String(known.dropFirst())) + "\\z"
            case .like:
                let hasWildcards = known.contains("*") || known.contains("?")
                // `(?s)` lets `*` and `?` match a newline, as LIKE does.
                let likeFlags = hasWildcards ? (caseInsensitive ? "(?is)" : "(?s)") : flags
                body = likeFlags + "\\A" + likePattern(known) + "\\z"
            case .matches:
                do {
                    _ = try Regex(known)
                } catch {
                    throw TranslationFailure(.matches, "MATCHES pattern is not valid Swift Regex syntax: \(error)", column: comparison.rhs.column)
                }
                body = flags + "\\A(?:" + known + ")\\z"
            default:
                throw TranslationFailure(.unsupported, "'\(spelling)' is not a string operation.", column: column)
            }
            return SwiftText("\(receiver).contains(\(SwiftLiteral.regex(body)))")
        }
        guard case .captured(let index, _, _) = pattern else {
            throw TranslationFailure(
                .unsupported, "'\(spelling)' is translated only when its pattern is a literal or a substitution argument.", column: comparison.rhs.column)
        }
        let source = arguments[index]
        let escaped = "NSRegularExpression.escapedPattern(for: \(source))"
        let value: String
        switch op {
        case .contains: value = "Regex(\(SwiftLiteral.string(flags)) + \(escaped))"
        case .beginsWith: value = "Regex(\(SwiftLiteral.string(flags + "\\A")) + \(escaped))"
        case .endsWith: value = "Regex(\(flags.isEmpty ? "" : SwiftLiteral.string(flags) + " + ")\(escaped) + \(SwiftLiteral.string("\\z")))"
        case .equal: value = "Regex(\(SwiftLiteral.string(flags + "\\A")) + \(escaped) + \(SwiftLiteral.string("\\z")))"
        case .matches: value = "Regex(\(SwiftLiteral.string(flags + "\\A(?:")) + \(source) + \(SwiftLiteral.string(")\\z")))"
        default:
            throw TranslationFailure(
                .unsupported, "'\(spelling)' with a pattern known only at run time is not translated; LIKE wildcards would have to be converted at run time.",
                column: comparison.rhs.column)
        }
        let name = bindDerived(index, suffix: "Pattern", value: value, isThrowing: true)
        return SwiftText("\(receiver).contains(\(name))")
    }

    /// LIKE patterns that need no Regex: no wildcard, `abc*`, `*abc*`.
    private func simpleLike(_ pattern: String, subject: SwiftText, receiver: String) -> SwiftText? {
        let isWildcard: (Character) -> Bool = { $0 == "*" || $0 == "?" }
        if !pattern.contains(where: isWildcard) {
            return .binary(subject, "==", SwiftText(SwiftLiteral.string(pattern)), .comparison)
        }
        let inner = pattern.dropFirst().dropLast()
        if pattern.count > 1, pattern.last == "*", !pattern.dropLast().contains(where: isWildcard) {
            return SwiftText("\(receiver).starts(with: \(SwiftLiteral.string(String(pattern.dropLast()))))")
        }
        if pattern.count > 2, pattern.first == "*", pattern.last == "*", !inner.isEmpty, !inner.contains(where: isWildcard) {
            return SwiftText("\(receiver).contains(\(SwiftLiteral.string(String(inner))))")
        }
        return nil
    }

    /// `*abc`: the ENDSWITH rule.
    private func isEndsWithLike(_ pattern: String) -> Bool {
        pattern.count > 1 && pattern.first == "*" && !pattern.dropFirst().contains { $0 == "*" || $0 == "?" }
    }

    /// LIKE → regex body: `*` → `.*`, `?` → `.`, everything else literal.
    private func likePattern(_ pattern: String) -> String {
        var result = ""
        for character in pattern {
            switch character {
            case "*": result += ".*"
            case "?": result += "."
            default: result += SwiftLiteral.regexEscaped(String(character))
            }
        }
        return result
    }
}
