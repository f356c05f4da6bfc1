import XCTest
@testable import SampleKit

final class WholeNumberTests: XCTestCase {
    func testWholeDouble() {
        Double.checkWhole(4.0)
    }

    // Fails on purpose: the static helper must record through Swift Testing once this class converts.
    func testFractionIsNotWhole() {
        Double.checkWhole(4.5)
    }
}

final class StayingWholeNumberTests: XCTestCase {
    override class func setUp() { super.setUp() }

    func testWholeFloat() {
        Float.checkWhole(2.0)
    }
}

final class SubscriptProbeTests: XCTestCase {
    func testProbe() {
        XCTAssertEqual(TokenProbe()["hi"].count, 1)
    }
}

final class PropertyProbeTests: XCTestCase {
    func testParser() {
        XCTAssertEqual(TokenProbe().checkedParser.parseIfPossible("3"), 3)
    }
}

final class ClosureProbeTests: XCTestCase {
    func testWord() {
        expectWordToken("hello")
    }
}

final class ThrowingProbeTests: XCTestCase {
    func testParses() {
        checkParsesThrowing("5", 5)
    }
}

final class FilePrivateSubscriptTests: XCTestCase {
    func testFirstToken() {
        XCTAssertEqual("a b"[tokenAt: 0], .word("a"))
    }
}

extension String {
    fileprivate subscript(tokenAt index: Int) -> Token {
        let tokens = tokenize(self)
        XCTAssertGreaterThan(tokens.count, index)
        return tokens[index]
    }
}
