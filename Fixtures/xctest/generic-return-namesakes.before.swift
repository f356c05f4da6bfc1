import XCTest
import Foundation

/// Two readers with a method of one name: one decides its result from the call site, one does not.
private struct FlexibleReading {
    var text: String
    func value<T>() throws -> T {
        if T.self == Double.self, let value = Double(text) { return value as! T }
        if T.self == Int.self, let value = Int(text) { return value as! T }
        throw ReadingFailure()
    }
}

private struct NumberReading {
    var text: String
    func value() throws -> Double {
        guard let value = Double(text) else { throw ReadingFailure() }
        return value
    }
}

private struct ReadingFailure: Error {}

final class GenericReturnNamesakeTests: XCTestCase {
    func testReadsAsTheLiteralsDefaultType() throws {
        // The receiver's type is known: its generic `value()` reads a Double here, as in XCTest.
        let flexible = FlexibleReading(text: "1.5")
        XCTAssertEqual(try flexible.value(), 1.5)
        // The concrete namesake needs nothing.
        let number = NumberReading(text: "2")
        XCTAssertEqual(try number.value(), 2)
    }
}
