import Testing
@testable import SampleKit

struct ThrowingTests {
    let parser = NumberParser()

    @Test func anyError() {
        #expect(throws: (any Error).self) { try parser.parse("twelve") }
        #expect(throws: (any Error).self, "empty input is rejected") { try parser.parse("") }
    }

    @Test func errorHandler() {
        if let error = #expect(throws: (any Error).self, performing: {
            try parser.parse("1.5")
        }) {
            let parseError = error as? ParseError
            #expect(parseError?.input == "1.5")
        }
    }

    @Test func typedError() {
        let calculator = Calculator()
        #expect(throws: CalculatorError.overflow) {
            try calculator.multiply(.max, 2)
        }
    }

    @Test func noThrow() {
        #expect(throws: Never.self) { try parser.parse("12") }
        #expect(throws: Never.self, "surrounding spaces are trimmed") { try parser.parse(" 3 ") }
    }

    @Test func unwrap() throws {
        let value = try #require(parser.parseIfPossible("8"))
        let message = "eight parses"
        let same = try #require(parser.parseIfPossible("8"), Comment(rawValue: message))
        #expect(value == same)
        #expect(try #require(parser.parseIfPossible("9")) == 9)
    }
}
