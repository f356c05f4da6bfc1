import Testing
import XCTest
@testable import SampleKit

final class WordTests: XCTestCase {
    func testSingleWord() {
        expectWord("solo")
    }
}
