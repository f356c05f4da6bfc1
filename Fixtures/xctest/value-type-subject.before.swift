import XCTest
@testable import SampleKit

struct TallyCounter {
    private(set) var value = 0

    mutating func increment() { value += 1 }
}

final class TallyCounterTests: XCTestCase {
    var counter: TallyCounter!

    override func setUp() {
        super.setUp()
        counter = TallyCounter()
    }

    func testIncrements() {
        counter.increment()
        XCTAssertEqual(counter.value, 1)
    }
}
