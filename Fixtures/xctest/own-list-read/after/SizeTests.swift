import XCTest
import Testing

struct SizeTests {
    @Test func count() {
        #expect([1, 2].count == 2)
    }
}

// Checks its own list against what XCTest discovers, and nothing else: the list goes when the
// class converts, and so does the check.
struct ListCountTests {
    @Test func empty() {
        #expect([Int]().isEmpty)
    }
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
