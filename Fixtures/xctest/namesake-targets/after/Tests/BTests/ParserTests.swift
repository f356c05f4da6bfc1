import Testing

// Same name, another test target: it goes on after a failure, as before.
struct ParserTests {
    @Test func words() {
        #expect("a b".split(separator: " ").count == 2)
    }
}
