import Testing
@testable import SampleKit

final class SessionTests {
    var session: Session
    var log: [String] = []

    init() {
        session = Session()
    }

    deinit {
        session.end()
    }

    @Test func sessionIsCounted() {
        #expect(Tracker.openSessions >= 1)
    }

    @Test func logStartsEmpty() {
        log.append("started")
        #expect(log == ["started"])
    }
}
