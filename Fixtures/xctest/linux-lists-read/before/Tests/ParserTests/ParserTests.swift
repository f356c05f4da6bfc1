import XCTest
@testable import SampleKit

final class ParserTests: XCTestCase {
    func testWords() {
        XCTAssertEqual(tokenize("a b"), [.word("a"), .word("b")])
    }

    static let allTests = [
        ("testWords", testWords),
    ]
}

// Checks its own list against what XCTest discovers: the list goes when the class converts.
final class CountingTests: XCTestCase {
    func testEmpty() {
        XCTAssertEqual(tokenize(""), [])
    }

    func testListIsComplete() {
        #if canImport(ObjectiveC)
        let thisClass = type(of: self)
        XCTAssertEqual(thisClass.allTests.count, thisClass.defaultTestSuite.testCaseCount)
        #endif
    }

    static let allTests = [
        ("testEmpty", testEmpty),
        ("testListIsComplete", testListIsComplete),
    ]
}
