import XCTest
import Testing

// Helpers only XCTestCase subclasses can call: a class using one stays, the others convert.
extension XCTestCase {
    func assertEven(_ value: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(value % 2, 0, file: file, line: line)
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
