import Testing
@testable import SampleKit

struct OperandTests {
    let parser = NumberParser()

    @Test func ternaryOperand() {
        let strict = true
        #expect((strict ? 1 : 2) == 1)
    }

    @Test func logicalOperands() {
        let hasWords = tokenize("a b").count == 2
        let hasNumbers = tokenize("1").isEmpty
        #expect((hasWords || hasNumbers) == true)
        #expect(!(hasWords && hasNumbers))
        #expect((hasWords && hasNumbers) == false)
    }

    @Test func comparisonOperand() {
        let count = tokenize("x y").count
        #expect((count == 2) == true)
        #expect(!(count == 3))
        #expect((count > 1 ? nil : count) == nil)
    }

    @Test func tryOperands() throws {
        #expect(try parser.parse("4") == 4)
        #expect(try 4 == parser.parse(" 4"))
        #expect(try !(parser.parse("0") == 1))
        #expect((try? parser.parse("x")) == nil)
    }

    @Test func tryInsideClosure() throws {
        try ["1", "2"].forEach { do { #expect(try parser.parse($0) == Int($0)) } catch { Issue.record(error) } }
    }

    @Test func closureOperands() {
        #expect([1, 2].map { $0 * 2 } == [2, 4])
        #expect({ 1 + 1 }() == 2)
    }
}
