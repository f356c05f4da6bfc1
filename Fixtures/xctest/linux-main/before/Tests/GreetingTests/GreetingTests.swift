import XCTest
@testable import SampleKit

final class GreetingTests: XCTestCase {
    func testGreetsByName() {
        XCTAssertEqual(tokenize("hello ada"), [.word("hello"), .word("ada")])
    }
}
