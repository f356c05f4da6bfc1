import XCTest

struct Unreadable: Error {}

func readAll(_ values: [Int], failing: Bool = false) throws -> [Int] {
    if failing { throw Unreadable() }
    return values
}

// Seen in SortedArray: a non-throwing helper whose `try` covers the operands' throwing calls (XCTest's
// autoclosures catch the error and record it). SortedArray passes its `@autoclosure` message on as
// `message`, which only Swift 4 mode accepts; this target builds in Swift 5 mode.
func assertElementsEqual<S1, S2>(
    _ expression1: @autoclosure () throws -> S1, _ expression2: @autoclosure () throws -> S2,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where S1: Sequence, S2: Sequence, S1.Element == S2.Element, S1.Element: Equatable {
    try XCTAssertEqual(Array(expression1()), Array(expression2()), message(), file: file, line: line)
}

final class TriedAssertionTests: XCTestCase {
    func testEqualSequences() {
        assertElementsEqual(try readAll([1, 2]), [1, 2])
    }

    func testDifferentSequencesFail() {
        assertElementsEqual(try readAll([1, 2]), [2, 1], "order matters")
    }

    func testThrownErrorFails() {
        assertElementsEqual(try readAll([1], failing: true), [1])
    }
}
