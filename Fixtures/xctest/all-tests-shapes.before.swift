import XCTest
@testable import SampleKit

// The list as a function (a 2017-era package's own shape): its entries' type no longer fits once
// testDivides gains `throws`, so it goes with the class.
final class FunctionListTests: XCTestCase {
    func testAdds() {
        XCTAssertEqual(Calculator().add(2, 2), 4)
    }

    func testDivides() {
        XCTAssertEqual(3, try Calculator().divide(9, by: 3))
    }

    static func allTests() -> [(String, (FunctionListTests) -> () -> Void)] {
        return [
            ("testAdds", testAdds),
            ("testDivides", testDivides),
        ]
    }
}

final class GeneratedListTests: XCTestCase {
    func testMultiplies() throws {
        XCTAssertEqual(try Calculator().multiply(2, 3), 6)
    }
}

// What `swift test --generate-linuxmain` wrote beside a class.
extension GeneratedListTests {
    static let __allTests = [
        ("testMultiplies", testMultiplies),
    ]
}
