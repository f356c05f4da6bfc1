import Testing

@testable import PredicateKit

@Suite struct SwiftStringLiteralTests {
    @Test(arguments: [
        (#""title == 'Milk'""#, "title == 'Milk'"),
        (#""title MATCHES '\\d+'""#, "title MATCHES '\\d+'"),
        (#""say \"hi\"\n""#, "say \"hi\"\n"),
        (##"#"title MATCHES '\d+'"#"##, "title MATCHES '\\d+'"),
        (##"#"a "quoted" \#n b"#"##, "a \"quoted\" \n b"),
        (#""caf\u{E9}""#, "café"),
    ])
    func decodes(literal: String, value: String) {
        #expect(SwiftStringLiteral.decode(literal) == value)
    }

    @Test(arguments: [#""a \(b)""#, "title", #""unterminated"#, #""""a""""#, #""a"b""#, ##"#"a"##])
    func rejects(literal: String) {
        #expect(SwiftStringLiteral.decode(literal) == nil)
    }

    @Test func decodedFormatsReachTheParser() {
        let format = SwiftStringLiteral.decode(#""title MATCHES '\\\\d+'""#)
        #expect(format == #"title MATCHES '\\d+'"#)
        let result = PredicateTranslator(schema: FixtureSchema.plain, entity: "Item", minimumOS: .linux).translate(format: format ?? "")
        #expect(result.body == #"item.title.contains(#/\A(?:\d+)\z/#)"#)
    }
}
