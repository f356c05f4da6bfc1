import MigrationKit
import SourceSyntax

/// `func testFoo()` → `@Test func foo()`: which methods XCTest runs, and what they are called afterwards.
enum TestFunctions {
    /// XCTest runs instance methods named `test…` that take no arguments and return nothing.
    static func isTest(_ member: Decl, in file: SourceFile) -> Bool {
        guard member.kind == .funcDecl, let name = file.name(of: member), name.hasPrefix("test"),
            member.returnType == nil, let parameters = member.parameters, parameters.count == 2,
            member.genericParameters == nil
        else { return false }
        // Already converted (a kept `test…` name on a second pass).
        if file.attribute(named: "Test", in: member) != nil { return false }
        let excluded = ["static", "class", "private", "fileprivate"]
        return !excluded.contains { file.hasModifier($0, member) }
    }

    /// `testURLParsing` → `urlParsing`, `test_snake_case` → `snake_case`; nil when the stripped name is
    /// not a plain identifier (`test`, `test2`) or is a keyword.
    static func strippedName(_ name: String) -> String? {
        var rest = Substring(name.dropFirst(4))
        while rest.first == "_" { rest = rest.dropFirst() }
        guard let first = rest.first, first.isLetter, !name.hasPrefix("`") else { return nil }
        let characters = Array(rest)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // `URLParsing`: lower the acronym but not the `P` that starts the next word.
        let lowered = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : max(upper, 1)
        let result = String(characters[..<lowered]).lowercased() + String(characters[lowered...])
        return keywords.contains(result) ? nil : result
    }

    /// Words that would need backticks as a function name; such tests keep their XCTest name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any", "some", "async",
        "package", "consume", "copy", "discard", "each", "borrowing", "consuming", "macro", "Self", "Type",
        "Protocol", "_",
    ]

    /// The new name of a test, or its old one when the new one would collide with another member or
    /// shadow something the type's code calls unqualified (`testTokenize` calling the free `tokenize`).
    /// `taken` and `referenced` are the whole class's and may hold the test's own old name; that is
    /// harmless: a stripped name equal to the old one gives the old name either way. (Copying the sets
    /// without the old name, once per test, made a class's conversion quadratic in its number of tests.)
    static func newName(for name: String, taken: Set<String>, referenced: Set<String>) -> String {
        guard let stripped = strippedName(name), !taken.contains(stripped), !referenced.contains(stripped) else {
            return name
        }
        return stripped
    }

    /// Edits that turn one XCTest method into a Swift Testing test: `@Test`, the new name, and `throws`
    /// when the converted body needs `try`.
    /// A test that waited for an expectation becomes `async` and gets `.timeLimit` for the timeout.
    static func edits(for member: Decl, newName: String, needsThrows: Bool, timeLimit: Int? = nil, in file: SourceFile) -> [Edit] {
        var edits: [Edit] = []
        let start = member.modifiers.first?.lowerBound ?? member.keyword
        let attribute = timeLimit.map { "@Test(.timeLimit(.minutes(\($0)))) " } ?? "@Test "
        edits.append(.insert(attribute, at: file.tokens[start].start, rule: XCTestRule.test))
        if timeLimit != nil, !member.effects.contains(where: { file.matches($0.lowerBound, "async") }),
            let parameters = member.parameters
        {
            edits.append(.insert(" async", at: file.tokens[parameters.upperBound - 1].end, rule: XCTestRule.expectation))
        }
        if let name = member.name, newName != file.text(name) {
            edits.append(.replace(name, in: file, with: newName, rule: XCTestRule.test))
        }
        if needsThrows, let insertion = throwsInsertion(member, in: file) {
            edits.append(.insert(" throws", at: insertion, rule: XCTestRule.test))
        }
        return edits
    }

    /// Where ` throws` goes: after `async` if present, else after the parameter list. Nil when the
    /// function already throws.
    static func throwsInsertion(_ member: Decl, in file: SourceFile) -> Int? {
        if member.effects.contains(where: { file.matches($0.lowerBound, "throws") || file.matches($0.lowerBound, "rethrows") }) {
            return nil
        }
        if let last = member.effects.last { return file.tokens[last.upperBound - 1].end }
        guard let parameters = member.parameters else { return nil }
        return file.tokens[parameters.upperBound - 1].end
    }

    static func isThrowing(_ member: Decl, in file: SourceFile) -> Bool {
        member.effects.contains { file.matches($0.lowerBound, "throws") || file.matches($0.lowerBound, "rethrows") }
    }

    static let platforms: Set<String> = [
        "*", "iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "macCatalyst", "iOSApplicationExtension",
        "macOSApplicationExtension", "macCatalystApplicationExtension", "tvOSApplicationExtension",
        "watchOSApplicationExtension", "visionOSApplicationExtension", "swift",
    ]

    /// An `@available` attribute `@Test` refuses on this toolchain ("cannot be applied to this function
    /// because it has been marked '@available(…)'"): one with versions on the suite type (checked:
    /// `@available(macOS 14, *) struct S { @Test func f() }` fails), or one naming a custom domain
    /// (`@available(System 0.0.2, *)`) anywhere. On a test function, platform versions are accepted.
    static func refusedAvailability(_ decl: Decl, in file: SourceFile) -> Int? {
        decl.attributes.first { attribute in
            guard file.name(of: attribute) == "available", let arguments = attribute.arguments else { return false }
            let first = file.text(of: arguments.lowerBound + 1)
            if decl.isTypeDeclaration { return first != "*" }
            return !platforms.contains(first)
        }?.atSign
    }
}
