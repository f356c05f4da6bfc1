import XCTest
@testable import SampleKit

@available(SampleKit 1.0, *)
final class VersionedParserTests: XCTestCase {
    func testParsesZero() {
        XCTAssertEqual(NumberParser().parseIfPossible("0"), 0)
    }
}
