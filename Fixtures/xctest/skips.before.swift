import XCTest
@testable import SampleKit

let runsSlowTests = false

final class SkipTests: XCTestCase {
    let parser = NumberParser()

    func testSkipsUnconditionally() throws {
        throw XCTSkip("the remote parser is not deployed yet")
    }

    func testSkipsWhenSlowTestsAreOff() throws {
        try XCTSkipIf(!runsSlowTests, "slow tests are off")
        XCTAssertEqual(try parser.parse("1"), 1)
    }

    func testSkipsUnlessInputParses() throws {
        let reason = "input does not parse"
        try XCTSkipUnless(parser.parseIfPossible("x") != nil, reason)
        XCTFail("unreachable: the input never parses")
    }

    func testRunsWhenConditionHolds() throws {
        try XCTSkipUnless(parser.parseIfPossible("5") == 5)
        XCTAssertEqual(parser.parseIfPossible("5"), 5)
    }
}
