import Testing
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

struct GenericReturnNamesakeTests {
    @Test func readsAsTheLiteralsDefaultType() throws {
        // The receiver's type is known: its generic `value()` reads a Double here, as in XCTest.
        let flexible = FlexibleReading(text: "1.5")
        #expect(try flexible.value() == 1.5 as Double)
        // The concrete namesake needs nothing.
        let number = NumberReading(text: "2")
        #expect(try number.value() == 2)
    }
}
