import XCTest

final class SizeTests: XCTestCase {
    func testCount() {
        XCTAssertEqual([1, 2].count, 2)
    }
}

// Checks its own list against what XCTest discovers, and nothing else: the list goes when the
// class converts, and so does the check.
final class ListCountTests: XCTestCase {
    func testEmpty() {
        XCTAssertTrue([Int]().isEmpty)
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

// Reads its list for more than the count: a test like the others, so the list and the class stay.
final class ListNamesTests: XCTestCase {
    func testNamesAreTests() {
        XCTAssertTrue(ListNamesTests.allTests.allSatisfy { $0.0.hasPrefix("test") })
    }

    static let allTests = [
        ("testNamesAreTests", testNamesAreTests),
    ]
}
