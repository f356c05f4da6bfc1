import ObjCSyntax

/// `DEPRECATED_ATTRIBUTE` / `__deprecated` and `DEPRECATED_MSG_ATTRIBUTE("…")` /
/// `__deprecated_msg("…")` after a declaration: what the importer shows Swift callers as
/// `@available(*, deprecated…)`, kept on the translation. Platform-versioned forms
/// (`API_DEPRECATED`, `NS_DEPRECATED_IOS`) are not read here.
struct Deprecation {
    var attribute: String
    /// The token after the macro (and its parenthesized message).
    var end: Int

    init?(_ file: ObjCFile, at token: Int) {
        switch file.text(token) {
        case "DEPRECATED_ATTRIBUTE", "__deprecated":
            attribute = "@available(*, deprecated)"
            end = token + 1
        case "DEPRECATED_MSG_ATTRIBUTE", "__deprecated_msg":
            let open = token + 1
            guard file.is(open, "("), file.partner[open] == open + 2, file.kind(open + 1) == .string else { return nil }
            let literal = file.text(open + 1)
            // A C string without escapes is the same Swift string literal.
            guard !literal.contains("\\") else { return nil }
            attribute = "@available(*, deprecated, message: \(literal))"
            end = open + 3
        default:
            return nil
        }
    }

    /// The deprecation that is the whole of `trailing`, or one among the other trailing macros a
    /// method may carry.
    init?(in trailing: Range<Int>, of file: ObjCFile) {
        for token in trailing {
            if let found = Deprecation(file, at: token) {
                self = found
                return
            }
        }
        return nil
    }
}
