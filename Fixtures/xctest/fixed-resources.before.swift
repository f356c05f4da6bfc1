import Foundation
import XCTest

final class PreferencesTests: XCTestCase {
    var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        // One suite name for every test: parallel tests would share (and clear) it.
        defaults = UserDefaults(suiteName: "PreferencesTests")
        defaults.removePersistentDomain(forName: "PreferencesTests")
    }

    func testStoresAFlag() {
        defaults.set(true, forKey: "flag")
        XCTAssertTrue(defaults.bool(forKey: "flag"))
    }

    func testStartsEmpty() {
        XCTAssertNil(defaults.object(forKey: "flag"))
    }
}

final class ScratchFileTests: XCTestCase {
    func testWritesAndReads() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-file-tests.txt")
        try "hello".write(to: url, atomically: true, encoding: .utf8)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "hello")
        try FileManager.default.removeItem(at: url)
    }
}
