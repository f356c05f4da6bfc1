import XCTest
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

final class GenericReturnTests: XCTestCase {
    func testDecodesAsTheLiteralsDefaultType() throws {
        // XCTAssertEqual's one generic parameter makes each call decode a Double, an Int, a String.
        XCTAssertEqual(try decoded("2.5"), 2.5)
        XCTAssertEqual(try decoded("-3"), -3)
        XCTAssertNotEqual(try decoded("x"), "y")
        let half: Float = 0.5
        XCTAssertEqual(half, 0.5)
    }
}
