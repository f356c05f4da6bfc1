import XCTest
@testable import SampleKit

final class SharedCacheTests: XCTestCase {
    nonisolated(unsafe) static var cache: [String: Int] = [:]

    override func setUp() {
        super.setUp()
        SharedCacheTests.cache.removeAll()
    }

    func testInsert() {
        SharedCacheTests.cache["a"] = 1
        XCTAssertEqual(SharedCacheTests.cache.count, 1)
    }

    func testInsertTwo() {
        Self.cache["a"] = 1
        Self.cache["b"] = 2
        XCTAssertEqual(Self.cache.count, 2)
    }
}

nonisolated(unsafe) var parseCount = 0

final class GlobalCounterTests: XCTestCase {
    func testCountsParses() {
        parseCount = 0
        _ = NumberParser().parseIfPossible("1")
        parseCount += 1
        XCTAssertEqual(parseCount, 1)
    }
}

final class SettingsTests: XCTestCase {
    override func tearDown() {
        Settings.reset()
        super.tearDown()
    }

    func testVerboseCanBeSwitchedOn() {
        Settings.verbose = true
        XCTAssertTrue(Settings.verbose)
    }

    func testRegistrationIsRecorded() {
        Settings.register("tokenizer")
        XCTAssertEqual(Settings.registered, ["tokenizer"])
    }
}
