import Testing

nonisolated(unsafe) var requestLog: [String] = []

@Suite(.serialized)
final class RequestLogTests {
    var pending: [String] = []

    @Test func recordsARequest() {
        requestLog.append("GET /")
        pending.append("GET /")
        #expect(pending.count == 1)
        #expect(!requestLog.isEmpty)
    }
}
