import Testing
@testable import SampleKit

struct RoundingBugTests {
    @Test func roundsHalfUp() {
        withKnownIssue("rounding is not implemented yet") {
            #expect(NumberParser().parseIfPossible("2.5") == 3)
        }
    }

    @Test func sometimesSlow() {
        withKnownIssue("flaky on shared runners", isIntermittent: true) {
            #expect(tokenize("a").count == 1)
        }
    }
}
