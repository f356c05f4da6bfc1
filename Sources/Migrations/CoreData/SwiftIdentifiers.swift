/// Spelling model names as Swift source.
enum SwiftIdentifiers {
    /// Words that need backticks as a property or parameter name.
    private static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `default` → `` `default` ``.
    static func escaped(_ name: String) -> String { reserved.contains(name) ? "`\(name)`" : name }

    /// A name usable as a Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `My Model-2` → `MyModel2`: a type-name prefix from a model's name (`Model` when nothing is left).
    static func typeName(from name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            scalars.append(scalar)
        }
        let result = String(scalars)
        guard let first = result.unicodeScalars.first, !("0"..."9").contains(first) else { return "Model" + result }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
