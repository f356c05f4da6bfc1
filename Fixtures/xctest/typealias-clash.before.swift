import XCTest

struct Ticket {
    var title: String
}

/// The project names its own type `Issue` through a typealias: once the file imports Testing,
/// Swift Testing's `Issue` must be written `Testing.Issue`.
typealias Issue = Ticket

final class TicketTests: XCTestCase {
    func testTicketKeepsItsTitle() {
        let issue = Issue(title: "typo")
        if issue.title.isEmpty {
            XCTFail("ticket without a title")
        }
        XCTAssertEqual(issue.title, "typo")
    }
}
