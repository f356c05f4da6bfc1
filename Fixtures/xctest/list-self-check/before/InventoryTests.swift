import XCTest
@testable import SampleKit

// The shape of ole/SortedArray and many 2017-2020 packages: a test that checks the Linux list
// against what XCTest discovers on macOS, and the list in an extension of its own.
class InventoryTests: XCTestCase {
    func testLinuxTestSuiteIncludesAllTests() {
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS)
            let darwinTestCount = InventoryTests.defaultTestSuite.testCaseCount
            let linuxTestCount = InventoryTests.allTests.count
            XCTAssertEqual(linuxTestCount, darwinTestCount, "allTests (used for testing on Linux) is missing \(darwinTestCount - linuxTestCount) tests")
        #endif
    }

    func testAdds() {
        XCTAssertEqual(Calculator().add(2, 3), 5)
    }
}

extension InventoryTests {
    static var allTests : [(String, (InventoryTests) -> () throws -> Void)] {
        return [
            ("testLinuxTestSuiteIncludesAllTests", testLinuxTestSuiteIncludesAllTests),
            ("testAdds", testAdds),
        ]
    }
}

// Nothing but performance tests besides the same check: the class stays in XCTest, and with it
// its list and the check that reads it.
class InventoryPerformanceTests: XCTestCase {
    func testLinuxTestSuiteIncludesAllTests() {
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS)
            let darwinTestCount = InventoryPerformanceTests.defaultTestSuite.testCaseCount
            let linuxTestCount = InventoryPerformanceTests.allTests.count
            XCTAssertEqual(linuxTestCount, darwinTestCount, "allTests (used for testing on Linux) is missing \(darwinTestCount - linuxTestCount) tests")
        #endif
    }

    func testPerformanceOfAdding() {
        measure {
            _ = Calculator().add(2, 3)
        }
    }
}

extension InventoryPerformanceTests {
    static var allTests : [(String, (InventoryPerformanceTests) -> () throws -> Void)] {
        return [
            ("testLinuxTestSuiteIncludesAllTests", testLinuxTestSuiteIncludesAllTests),
            ("testPerformanceOfAdding", testPerformanceOfAdding),
        ]
    }
}
