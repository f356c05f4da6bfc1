import XCTest
import Testing

struct SizeTests {
    @Test func count() {
        #expect([1, 2].count == 2)
    }
}

// Checks its own list against what XCTest discovers: the list goes when the class converts.
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
