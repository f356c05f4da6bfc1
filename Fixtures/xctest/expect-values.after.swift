import XCTest
import Testing

final class Ledger {
    private(set) var entries: [Int] = []
    func record(_ value: Int) { entries.append(value) }
    func total() -> Int { entries.reduce(0, +) }
}

// `#expect` shows the values of a failed comparison; a call on a `var` that might mutate it keeps
// the comparison whole (`Bool(…)`), a call that cannot does not need to.
struct ExpectValuesTests {
    @Test func readsOfVariables() {
        var words = ["b", "a"]
        let ledger = Ledger()
        var current = Ledger()
        current.record(2)
        ledger.record(1)
        #expect(words.contains("a"))
        #expect(words.sorted() == ["a", "b"])
        #expect(current.total() == 2)
        #expect(Bool(words.removeFirst() == "b"))
        current = ledger
        #expect(current.total() == 1)
    }
}
