import XCTest
import Testing
@testable import SampleKit

struct WholeNumberTests {
    @Test func wholeDouble() {
        Double.checkWhole(4.0)
    }

    // Fails on purpose: the static helper must record through Swift Testing once this class converts.
    @Test func fractionIsNotWhole() {
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

struct FilePrivateSubscriptTests {
    @Test func firstToken() {
        #expect("a b"[tokenAt: 0] == .word("a"))
    }
}

extension String {
    fileprivate subscript(tokenAt index: Int) -> Token {
        if Test.current != nil {
            let tokens = tokenize(self)
            #expect(tokens.count > index)
            return tokens[index]
        } else {
            let tokens = tokenize(self)
            XCTAssertGreaterThan(tokens.count, index)
            return tokens[index]
        }
    }
}
