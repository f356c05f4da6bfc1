import Testing

struct PlainTests {
    @Test func adds() {
        #expect(2 + 2 == 4)
    }
}
