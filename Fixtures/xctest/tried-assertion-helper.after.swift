import Testing

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
    _ message: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) where S1: Sequence, S2: Sequence, S1.Element == S2.Element, S1.Element: Equatable {
    do { #expect(try Array(expression1()) == Array(expression2()), Comment(rawValue: message()), sourceLocation: sourceLocation) } catch { Issue.record(error) }
}

struct TriedAssertionTests {
    @Test func equalSequences() {
        assertElementsEqual(try readAll([1, 2]), [1, 2])
    }

    @Test func differentSequencesFail() {
        assertElementsEqual(try readAll([1, 2]), [2, 1], "order matters")
    }

    @Test func thrownErrorFails() {
        assertElementsEqual(try readAll([1], failing: true), [1])
    }
}
