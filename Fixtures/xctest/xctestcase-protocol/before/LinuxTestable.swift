import XCTest

// The Linux verification of John Sundell's packages (2019): a protocol only XCTestCase classes can
// adopt, whose extension checks each class's own list.
protocol LinuxTestable: XCTestCase {
    static var allTests: [(String, (Self) -> () throws -> Void)] { get }
}

extension LinuxTestable {
    func verifyAllTestsRunOnLinux() {
        #if os(macOS)
        let testNames = Set(Self.allTests.map { $0.0 })
        for name in Self.testNames where name != "testAllTestsRunOnLinux" && !testNames.contains(name) {
            XCTFail("Test case \(Self.self) does not include test \(name) on Linux.")
        }
        #endif
    }
}
