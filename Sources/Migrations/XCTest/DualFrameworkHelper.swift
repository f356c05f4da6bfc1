import MigrationKit
import SourceSyntax

/// A helper that tests of both frameworks call: classes that stay in XCTest and converted suites.
///
/// Neither framework sees the other's failures on this toolchain (an `XCTAssertEqual` failing under a
/// `@Test` is not recorded, nor is an `#expect` failing in an XCTestCase method), so the helper must
/// report through the one running the test. It keeps its XCTest body for XCTest callers and gains the
/// converted one for Swift Testing callers, chosen by `Test.current` (set only while a Swift Testing
/// test runs). One branch runs, so every operand is evaluated once, as before:
///
/// ```swift
/// func checkParses(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
///     if Test.current != nil {
///         #expect(parse(text) != nil, sourceLocation: SourceLocation(fileID: "\(file)", …))
///     } else {
///         XCTAssertNotNil(parse(text), file: file, line: line)
///     }
/// }
/// ```
/// Its `file:`/`line:` parameters stay, since XCTest callers pass them.
enum DualFrameworkHelper {
    /// The body edit: `converted` is the replacement the helper's conversion wrote for the inside of
    /// its body (between the braces).
    static func edit(body: Range<Int>, converted: String, in file: SourceFile, names: TestingNames) -> Edit {
        let range = file.tokens[body.lowerBound].end..<file.tokens[body.upperBound - 1].start
        let original = file.text(ofBytes: range)
        let condition = "if \(names("Test")).current != nil {"
        let lineBreak = file.lineBreak
        guard original.contains(where: \.isNewline) else {
            // `{ XCTAssertTrue(ok) }` on one line stays on one line.
            let replacement = " \(condition) \(trimmed(converted)) } else { \(trimmed(original)) } "
            return Edit(range: range, replacement: replacement, rule: XCTestRule.assert)
        }
        let closingIndent = file.indentation(ofLineContaining: file.tokens[body.upperBound - 1].start)
        let firstStatement = (body.lowerBound + 1)..<(body.upperBound - 1)
        let bodyIndent = firstStatement.isEmpty ? closingIndent + "    " : file.indentation(ofLineContaining: file.tokens[firstStatement.lowerBound].start)
        let unit = bodyIndent.count > closingIndent.count ? String(bodyIndent.dropFirst(closingIndent.count)) : "    "
        let replacement =
            lineBreak + bodyIndent + condition + indented(converted, by: unit, lineBreak: lineBreak) + lineBreak + bodyIndent + "} else {"
            + indented(original, by: unit, lineBreak: lineBreak) + lineBreak + bodyIndent + "}" + lineBreak + closingIndent
        return Edit(range: range, replacement: replacement, rule: XCTestRule.assert)
    }

    /// The inside of a body one level deeper: every line that has text gains `unit`; what follows the
    /// last line break (the closing brace's indentation) goes, the caller writes its own.
    private static func indented(_ inner: String, by unit: String, lineBreak: String) -> String {
        var lines = inner.components(separatedBy: lineBreak)
        if lines.count > 1 { lines.removeLast() }
        while let last = lines.last, lines.count > 1, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.enumerated().map { index, line in
            index == 0 || line.allSatisfy(\.isWhitespace) ? line : unit + line
        }.joined(separator: lineBreak)
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
