import Testing

@MainActor
final class TapCounter {
    private(set) var taps = 0
    func tap() { taps += 1 }
}

@MainActor
struct TapCounterTests {
    @Test func tapsAddUp() {
        // XCTest runs synchronous tests on the main thread: the test can claim the main actor.
        MainActor.assumeIsolated {
            let counter = TapCounter()
            counter.tap()
            counter.tap()
            #expect(counter.taps == 2)
        }
    }
}
