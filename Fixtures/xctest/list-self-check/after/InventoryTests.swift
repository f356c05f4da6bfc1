import XCTest
import Testing
@testable import SampleKit

// The shape of ole/SortedArray and many 2017-2020 packages: a test that checks the Linux list
// against what XCTest discovers on macOS, and the list in an extension of its own.
struct InventoryTests {
    @Test func adds() {
        #expect(Calculator().add(2, 3) == 5)
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
