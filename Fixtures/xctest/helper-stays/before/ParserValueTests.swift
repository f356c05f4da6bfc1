import XCTest
@testable import SampleKit

final class ParserValueTests: XCTestCase {
    func testParsesNegative() {
        checkParses("-4", as: -4)
    }
}
