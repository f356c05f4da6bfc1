/// Something in a converted body that cannot be rewritten faithfully. The whole class then stays in
/// XCTest: mixing frameworks inside one type silently drops assertions.
struct Blocker: Sendable, Hashable {
    var rule: String
    var message: String
    var token: Int
}
