import XCTest
import Testing

final class ClassNameTests: XCTestCase {
    func testReportsItsOwnName() {
        // XCTest's test name (and on Apple platforms NSObject's members): a suite has none of them.
        XCTAssertTrue(self.name.contains("testReportsItsOwnName"))
    }
}

struct OwnLookupTests {
    // Its own `value(_:)`, not NSObject's `value(forKey:)`: the suite keeps it.
    func value(_ key: String) -> Int { key.count }

    @Test func usesItsOwnMethod() {
        #expect(self.value("abc") == 3)
    }
}
