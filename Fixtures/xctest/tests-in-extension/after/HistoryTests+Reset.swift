import Testing
@testable import SampleKit

extension HistoryTests {
    @Test func resetClearsHistory() {
        calculator.add(1, 2)
        calculator.reset()
        #expect(calculator.history == [])
        #expect(calculator.lastResult == nil)
    }
}
