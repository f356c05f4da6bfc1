import XCTest

final class ClassNameTests: XCTestCase {
    func testReportsItsOwnName() {
        // XCTest's test name (and on Apple platforms NSObject's members): a suite has none of them.
        XCTAssertTrue(self.name.contains("testReportsItsOwnName"))
    }
}

final class OwnLookupTests: XCTestCase {
    // Its own `value(_:)`, not NSObject's `value(forKey:)`: the suite keeps it.
    func value(_ key: String) -> Int { key.count }

    func testUsesItsOwnMethod() {
        XCTAssertEqual(self.value("abc"), 3)
    }
}
