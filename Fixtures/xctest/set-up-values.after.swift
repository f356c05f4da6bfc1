import Foundation
import Testing

struct SetUpAssertionTests {
    let values = [1, 2, 3]

    init() {
        // Assertions in setUp read the suite's own properties.
        #expect(values.count == 3)
        #expect(!values.isEmpty, "values \(values)")
    }

    @Test func sum() {
        #expect(values.reduce(0, +) == 6)
    }
}

final class FailableSetUpTests {
    var url: URL!
    var port: Int!
    var formatter: NumberFormatter

    init() {
        // Failable initializers: what they return stays implicitly unwrapped.
        url = URL(string: "https://example.com")
        port = Int("8080")
        formatter = NumberFormatter()
    }

    @Test func values() {
        #expect(url.host == "example.com")
        #expect(port == 8080)
        #expect(formatter.string(from: 3) == "3")
    }
}

struct AssignedThenCheckedTests {
    let parser: JSONDecoder

    init() {
        parser = JSONDecoder()
        #expect(parser.userInfo.count == 0)
    }

    @Test func decodes() throws {
        #expect(try parser.decode(Int.self, from: Data("1".utf8)) == 1)
    }
}

struct CheckedBeforeAllAreSetTests {
    let first: [Int]
    let second: [Int]

    init() {
        first = [1]
        #expect(first.count == 1)
        second = [2]
    }

    @Test func both() {
        #expect(first + second == [1, 2])
    }
}

final class Validator {
    struct Invalid: Error {}

    func validate(_ value: Int) throws -> Int {
        guard value > 0 else { throw Invalid() }
        return value
    }
}

struct ThrowingCheckInSetUpTests {
    let validator: Validator

    init() {
        validator = Validator()
        #expect(throws: (any Error).self) { try validator.validate(0) }
        #expect(throws: Never.self) { try validator.validate(1) }
    }

    @Test func accepts() throws {
        #expect(try validator.validate(2) == 2)
    }
}
