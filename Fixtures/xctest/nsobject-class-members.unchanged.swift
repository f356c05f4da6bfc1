import XCTest

// On Apple platforms XCTestCase is an NSObject: these tests call what only NSObject gives them.
final class RuntimeTests: XCTestCase {
    func testClassDescription() {
        XCTAssertEqual(Self.description(), "RuntimeTests")
    }

    func testKind() {
        XCTAssertTrue(isKind(of: XCTestCase.self))
    }
}
