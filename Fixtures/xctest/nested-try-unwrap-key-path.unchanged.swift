import XCTest
@testable import SampleKit

final class UnwrapKeyPathTests: XCTestCase {
    struct Entry {
        var label: String?
        var valid: Bool
    }

    let entries = [Entry(label: "a", valid: true)]

    // `#require(entries.first(where: \.valid))` does not compile: the class stays.
    func testFirstValid() throws {
        let first = try XCTUnwrap(entries.first(where: \.valid))
        XCTAssertEqual(first.label, "a")
    }
}
