import XCTest
@testable import SampleKit

final class SessionTests: XCTestCase {
    var session: Session!
    var log: [String] = []

    override func setUp() {
        super.setUp()
        session = Session()
    }

    override func tearDown() {
        session.end()
        super.tearDown()
    }

    func testSessionIsCounted() {
        XCTAssertGreaterThanOrEqual(Tracker.openSessions, 1)
    }

    func testLogStartsEmpty() {
        log.append("started")
        XCTAssertEqual(log, ["started"])
    }
}
