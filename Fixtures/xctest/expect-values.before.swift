import XCTest

final class Ledger {
    private(set) var entries: [Int] = []
    func record(_ value: Int) { entries.append(value) }
    func total() -> Int { entries.reduce(0, +) }
}

// `#expect` shows the values of a failed comparison; a call on a `var` that might mutate it keeps
// the comparison whole (`Bool(…)`), a call that cannot does not need to.
final class ExpectValuesTests: XCTestCase {
    func testReadsOfVariables() {
        var words = ["b", "a"]
        let ledger = Ledger()
        var current = Ledger()
        current.record(2)
        ledger.record(1)
        XCTAssertTrue(words.contains("a"))
        XCTAssertEqual(words.sorted(), ["a", "b"])
        XCTAssertEqual(current.total(), 2)
        XCTAssertEqual(words.removeFirst(), "b")
        current = ledger
        XCTAssertEqual(current.total(), 1)
    }
}
