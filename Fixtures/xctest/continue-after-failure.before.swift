import XCTest
@testable import SampleKit

final class StopOnFailureTests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    func testTokensInOrder() {
        let tokens = tokenize("let x = 1")
        XCTAssertEqual(tokens.count, 4)
        XCTAssertEqual(tokens[3], .integer(1))
    }
}

final class StopInOneTestTests: XCTestCase {
    func testFirstToken() {
        let tokens = tokenize("7 up")
        XCTAssertFalse(tokens.isEmpty, "has tokens")
        continueAfterFailure = false
        XCTAssertEqual(tokens.count, 2)
        XCTAssertEqual(tokens[1], .word("up"))
    }
}
