import Testing

struct UnknownIDConvertedTests {
    // swift-migrate:disable-next-line xctest.asert
    @Test func converted() {
        #expect(true)
    }
}
