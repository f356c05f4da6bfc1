import XCTest
@testable import SampleKit

final class ThrowingTests: XCTestCase {
    let parser = NumberParser()

    func testAnyError() {
        XCTAssertThrowsError(try parser.parse("twelve"))
        XCTAssertThrowsError(try parser.parse(""), "empty input is rejected")
    }

    func testErrorHandler() {
        XCTAssertThrowsError(try parser.parse("1.5")) { error in
            let parseError = error as? ParseError
            XCTAssertEqual(parseError?.input, "1.5")
        }
    }

    func testTypedError() {
        let calculator = Calculator()
        XCTAssertThrowsError(try calculator.multiply(.max, 2)) { error in
            XCTAssertEqual(error as? CalculatorError, CalculatorError.overflow)
        }
    }

    func testNoThrow() {
        XCTAssertNoThrow(try parser.parse("12"))
        XCTAssertNoThrow(try parser.parse(" 3 "), "surrounding spaces are trimmed")
    }

    func testUnwrap() throws {
        let value = try XCTUnwrap(parser.parseIfPossible("8"))
        let message = "eight parses"
        let same = try XCTUnwrap(parser.parseIfPossible("8"), message)
        XCTAssertEqual(value, same)
        XCTAssertEqual(try XCTUnwrap(parser.parseIfPossible("9")), 9)
    }
}
