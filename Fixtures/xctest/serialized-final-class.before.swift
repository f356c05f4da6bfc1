import XCTest

nonisolated(unsafe) var requestLog: [String] = []

class RequestLogTests: XCTestCase {
    var pending: [String] = []

    func testRecordsARequest() {
        requestLog.append("GET /")
        pending.append("GET /")
        XCTAssertEqual(pending.count, 1)
        XCTAssertFalse(requestLog.isEmpty)
    }
}
