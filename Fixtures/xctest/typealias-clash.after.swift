import Testing

struct Ticket {
    var title: String
}

/// The project names its own type `Issue` through a typealias: once the file imports Testing,
/// Swift Testing's `Issue` must be written `Testing.Issue`.
typealias Issue = Ticket

struct TicketTests {
    @Test func ticketKeepsItsTitle() {
        let issue = Issue(title: "typo")
        if issue.title.isEmpty {
            Testing.Issue.record("ticket without a title")
        }
        #expect(issue.title == "typo")
    }
}
