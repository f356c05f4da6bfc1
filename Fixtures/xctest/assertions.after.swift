import Testing
@testable import SampleKit

struct AssertionTests {
    @Test func equality() {
        let tokens = tokenize("width 42")
        #expect(tokens.count == 2)
        #expect(tokens == [.word("width"), .integer(42)])
        #expect(tokens.first != .integer(42))
        #expect(tokens.contains(.integer(42)))
        #expect(!tokens.isEmpty)
        #expect(!tokens.isEmpty)
    }

    @Test func ordering() {
        let numbers = [3, 1, 2].sorted()
        #expect(numbers[2] > numbers[0])
        #expect(numbers.count >= 3)
        #expect(numbers[0] < 2)
        #expect(numbers.first ?? 0 <= 1)
    }

    @Test func optionals() {
        let parser = NumberParser()
        #expect(parser.parseIfPossible("twelve") == nil)
        #expect(parser.parseIfPossible("12") != nil)
        #expect(parser.parseIfPossible(" 7 ") == 7)
    }

    @Test func identity() {
        let calculator = Calculator()
        let sameCalculator = calculator
        #expect(calculator === sameCalculator)
        #expect(calculator !== Calculator())
    }

    @Test func failure() {
        let tokens = tokenize("")
        if !tokens.isEmpty {
            Issue.record("expected no tokens, got \(tokens)")
        }
        guard tokens.isEmpty else {
            Issue.record()
            return
        }
    }
}
