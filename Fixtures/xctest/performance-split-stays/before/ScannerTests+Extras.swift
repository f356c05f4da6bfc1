import XCTest
@testable import SampleKit

// A second piece of the class: a copy of the class would miss it.
extension ScannerTests {
    func testScansNothing() {
        XCTAssertTrue(tokenize("").isEmpty)
    }
}
