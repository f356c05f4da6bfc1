import XCTest
@testable import SampleKit

final class TemperatureTests: XCTestCase {
    func testConversion() {
        let body = Temperature(celsius: 37)
        XCTAssertEqual(body.fahrenheit, 98.6, accuracy: 0.001)
        XCTAssertEqual(body.celsius + 0.5, 37.5, accuracy: 0.001, "half a degree")
        XCTAssertNotEqual(body.fahrenheit, 100, accuracy: 0.5)
    }

    func testInfinityIsEqualToItself() {
        let hot = Temperature(celsius: .infinity)
        XCTAssertEqual(hot.fahrenheit, .infinity, accuracy: 0.1)
    }

    func testMessages() {
        let freezing = Temperature(celsius: 0)
        let reason = "water freezes at 32°F"
        XCTAssertEqual(freezing.fahrenheit, 32, reason)
        XCTAssertEqual(freezing.fahrenheit, 32, "water freezes at \(freezing.fahrenheit)°F")
        XCTAssertTrue(freezing.celsius == 0, "freezing point " + reason)
        XCTAssertFalse(freezing.fahrenheit < 0, """
            Fahrenheit stays positive at the freezing point
            """)
    }
}
