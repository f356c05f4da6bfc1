import XCTest

public func allTests() -> [XCTestCaseEntry] {
    return [
        testCase(ParserTests.allTests),
        testCase(CountingTests.allTests),
    ]
}
