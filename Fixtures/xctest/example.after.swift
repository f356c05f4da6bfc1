import Testing
@testable import SampleKit

struct CalculatorTests {
    let calculator: Calculator

    init() {
        calculator = Calculator()
    }

    @Test func addition() {
        let result = calculator.add(2, 3)
        #expect(result == 5)
    }

    @Test func divisionByZero() {
        #expect(throws: CalculatorError.divisionByZero) {
            try calculator.divide(10, by: 0)
        }
    }

    @Test func lastResult() throws {
        calculator.add(20, 22)
        let result = try #require(calculator.lastResult)
        #expect(result > 0)
    }
}
