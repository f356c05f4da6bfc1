import Testing
@testable import SampleKit

struct HistoryTests {
    let calculator: Calculator

    init() {
        calculator = Calculator()
    }

    @Test func startsEmpty() {
        #expect(calculator.history.isEmpty)
    }
}
