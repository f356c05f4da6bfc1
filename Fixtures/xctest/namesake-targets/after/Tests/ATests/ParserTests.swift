import Testing

// Stops at its first failure.
struct ParserTests {
    @Test func digits() throws {
        try #require(Int("12") == 12)
    }
}
