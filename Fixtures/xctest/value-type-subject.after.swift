import Testing
@testable import SampleKit

struct TallyCounter {
    private(set) var value = 0

    mutating func increment() { value += 1 }
}

final class TallyCounterTests {
    var counter: TallyCounter

    init() {
        counter = TallyCounter()
    }

    @Test func increments() {
        counter.increment()
        #expect(counter.value == 1)
    }
}
