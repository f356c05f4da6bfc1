import Foundation
import XCTest

final class SetUpAssertionTests: XCTestCase {
    let values = [1, 2, 3]

    override func setUp() {
        super.setUp()
        // Assertions in setUp read the suite's own properties.
        XCTAssertEqual(values.count, 3)
        XCTAssertFalse(values.isEmpty, "values \(values)")
    }

    func testSum() {
        XCTAssertEqual(values.reduce(0, +), 6)
    }
}

final class FailableSetUpTests: XCTestCase {
    var url: URL!
    var port: Int!
    var formatter: NumberFormatter!

    override func setUp() {
        super.setUp()
        // Failable initializers: what they return stays implicitly unwrapped.
        url = URL(string: "https://example.com")
        port = Int("8080")
        formatter = NumberFormatter()
    }

    func testValues() {
        XCTAssertEqual(url.host, "example.com")
        XCTAssertEqual(port, 8080)
        XCTAssertEqual(formatter.string(from: 3), "3")
    }
}

final class AssignedThenCheckedTests: XCTestCase {
    var parser: JSONDecoder!

    override func setUp() {
        super.setUp()
        parser = JSONDecoder()
        XCTAssertEqual(parser.userInfo.count, 0)
    }

    func testDecodes() throws {
        XCTAssertEqual(try parser.decode(Int.self, from: Data("1".utf8)), 1)
    }
}

final class CheckedBeforeAllAreSetTests: XCTestCase {
    var first: [Int]!
    var second: [Int]!

    override func setUp() {
        super.setUp()
        first = [1]
        XCTAssertEqual(first.count, 1)
        second = [2]
    }

    func testBoth() {
        XCTAssertEqual(first + second, [1, 2])
    }
}

final class Validator {
    struct Invalid: Error {}

    func validate(_ value: Int) throws -> Int {
        guard value > 0 else { throw Invalid() }
        return value
    }
}

final class ThrowingCheckInSetUpTests: XCTestCase {
    var validator: Validator!

    override func setUp() {
        super.setUp()
        validator = Validator()
        XCTAssertThrowsError(try validator.validate(0))
        XCTAssertNoThrow(try validator.validate(1))
    }

    func testAccepts() throws {
        XCTAssertEqual(try validator.validate(2), 2)
    }
}
