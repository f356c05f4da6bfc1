import Testing
@testable import SampleKit

let runsSlowTests = false

struct SkipTests {
    let parser = NumberParser()

    @Test func skipsUnconditionally() throws {
        try Test.cancel("the remote parser is not deployed yet")
    }

    @Test func skipsWhenSlowTestsAreOff() throws {
        if !runsSlowTests { try Test.cancel("slow tests are off") }
        #expect(try parser.parse("1") == 1)
    }

    @Test func skipsUnlessInputParses() throws {
        let reason = "input does not parse"
        guard parser.parseIfPossible("x") != nil else { try Test.cancel(Comment(rawValue: reason)) }
        Issue.record("unreachable: the input never parses")
    }

    @Test func runsWhenConditionHolds() throws {
        guard parser.parseIfPossible("5") == 5 else { try Test.cancel() }
        #expect(parser.parseIfPossible("5") == 5)
    }
}
