import XCTest

// Walks every list: while it exists, the lists and the classes they name must stay.
#if canImport(ObjectiveC)
final class ListVerificationTests: XCTestCase {
    func testEveryListIsComplete() {
        for entry in allTests() {
            XCTAssertFalse(entry.allTests.isEmpty)
        }
    }
}
#endif
