import XCTest
@testable import SampleKit

final class ParserSpeedTests: XCTestCase {
    func testParseSpeed() {
        measure {
            checkParses("123", as: 123)
        }
    }
}
