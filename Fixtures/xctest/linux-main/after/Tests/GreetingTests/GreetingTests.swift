import Testing
@testable import SampleKit

struct GreetingTests {
    @Test func greetsByName() {
        #expect(tokenize("hello ada") == [.word("hello"), .word("ada")])
    }
}
