import Testing
import Foundation

/// A value whose type the call site decides, as configuration readers and JSON helpers do.
private func decoded<T>(_ text: String) throws -> T {
    if T.self == Double.self, let value = Double(text) { return value as! T }
    if T.self == Int.self, let value = Int(text) { return value as! T }
    if T.self == String.self { return text as! T }
    throw DecodingFailure(type: "\(T.self)")
}

private struct DecodingFailure: Error {
    var type: String
}

struct GenericReturnTests {
    @Test func decodesAsTheLiteralsDefaultType() throws {
        // XCTAssertEqual's one generic parameter makes each call decode a Double, an Int, a String.
        #expect(try decoded("2.5") == 2.5 as Double)
        #expect(try decoded("-3") == -3 as Int)
        #expect(try decoded("x") != "y" as String)
        let half: Float = 0.5
        #expect(half == 0.5)
    }
}
