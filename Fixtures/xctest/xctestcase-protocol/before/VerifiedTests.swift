import XCTest
@testable import SampleKit

final class VerifiedTests: XCTestCase {
    func testAdds() {
        XCTAssertEqual(Calculator().add(1, 1), 2)
    }

    func testAllTestsRunOnLinux() {
        verifyAllTestsRunOnLinux()
    }
}

extension VerifiedTests: LinuxTestable {
    static var allTests: [(String, (VerifiedTests) -> () throws -> Void)] {
        return [
            ("testAdds", testAdds),
            ("testAllTestsRunOnLinux", testAllTestsRunOnLinux),
        ]
    }
}

final class UnverifiedTests: XCTestCase {
    func testSubtracts() {
        XCTAssertEqual(Calculator().add(3, -1), 2)
    }
}
