import Testing
@testable import SampleKit

struct TemperatureTests {
    @Test func conversion() {
        let body = Temperature(celsius: 37)
        #expect(body.fahrenheit == 98.6 || abs(body.fahrenheit - 98.6) <= 0.001)
        #expect(body.celsius + 0.5 == 37.5 || abs((body.celsius + 0.5) - 37.5) <= 0.001, "half a degree")
        #expect(!(body.fahrenheit == 100 || abs(body.fahrenheit - 100) <= 0.5))
    }

    @Test func infinityIsEqualToItself() {
        let hot = Temperature(celsius: .infinity)
        #expect(hot.fahrenheit == .infinity || abs(hot.fahrenheit - .infinity) <= 0.1)
    }

    @Test func messages() {
        let freezing = Temperature(celsius: 0)
        let reason = "water freezes at 32°F"
        #expect(freezing.fahrenheit == 32, Comment(rawValue: reason))
        #expect(freezing.fahrenheit == 32, "water freezes at \(freezing.fahrenheit)°F")
        #expect(freezing.celsius == 0, Comment(rawValue: "freezing point " + reason))
        #expect(!(freezing.fahrenheit < 0), """
            Fahrenheit stays positive at the freezing point
            """)
    }
}
