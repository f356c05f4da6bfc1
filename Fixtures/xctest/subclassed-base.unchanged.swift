import XCTest
@testable import SampleKit

class ParserTestCase: XCTestCase {
    let parser = NumberParser()

    func testParsesZero() {
        XCTAssertEqual(parser.parseIfPossible("0"), 0)
    }
}

final class SignedParserTests: ParserTestCase {
    func testParsesNegative() {
        XCTAssertEqual(parser.parseIfPossible("-3"), -3)
    }
}
