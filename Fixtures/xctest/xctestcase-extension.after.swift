import XCTest
import Testing

// Helpers only XCTestCase subclasses can call: a class using one stays, the others convert.
extension XCTestCase {
    func assertEven(_ value: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(value % 2 == 0, sourceLocation: sourceLocation)
    }
}

final class EvenTests: XCTestCase {
    func testFour() {
        assertEven(4)
    }
}

struct OddTests {
    @Test func three() {
        #expect(3 % 2 == 1)
    }
}
