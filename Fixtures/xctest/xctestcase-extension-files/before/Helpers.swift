import XCTest

// Only XCTestCase subclasses can call these: they keep XCTest's file and line.
extension XCTestCase {
    func check(_ name: String, file: StaticString = #file, line: UInt = #line, body: () throws -> Void) {
        do {
            try body()
        } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
        }
    }
}
