import XCTest

@MainActor
final class TapCounter {
    private(set) var taps = 0
    func tap() { taps += 1 }
}

final class TapCounterTests: XCTestCase {
    func testTapsAddUp() {
        // XCTest runs synchronous tests on the main thread: the test can claim the main actor.
        MainActor.assumeIsolated {
            let counter = TapCounter()
            counter.tap()
            counter.tap()
            XCTAssertEqual(counter.taps, 2)
        }
    }
}
