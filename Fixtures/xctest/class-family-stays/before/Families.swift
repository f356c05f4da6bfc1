import XCTest
@testable import SampleKit

class SessionTestCase: XCTestCase {
    var session: Session!

    override func setUp() {
        super.setUp()
        session = Session()
    }

    override func tearDown() {
        session.end()
        super.tearDown()
    }
}

final class LateSuperTests: SessionTestCase {
    var label: String!

    override func setUp() {
        // Its own set-up runs before the base's: an initializer could not do that.
        label = "late"
        super.setUp()
    }

    func testSession() {
        XCTAssertNotNil(session)
    }
}

final class TimedSessionTests: SessionTestCase {
    func testOpens() {
        XCTAssertGreaterThan(Tracker.openSessions, 0)
    }
}
