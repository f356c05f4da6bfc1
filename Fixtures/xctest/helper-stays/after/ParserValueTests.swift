import Testing
@testable import SampleKit

struct ParserValueTests {
    @Test func parsesNegative() {
        checkParses("-4", as: -4)
    }
}
