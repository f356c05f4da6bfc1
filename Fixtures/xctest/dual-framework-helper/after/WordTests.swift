import Testing
@testable import SampleKit

struct WordTests {
    @Test func singleWord() {
        expectWord("solo")
    }
}
