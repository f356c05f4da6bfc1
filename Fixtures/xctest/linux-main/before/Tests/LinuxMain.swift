import XCTest

import GreetingTests

var tests = [XCTestCaseEntry]()
tests += GreetingTests.__allTests()

XCTMain(tests)
