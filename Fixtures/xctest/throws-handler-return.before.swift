import XCTest

enum NumberParseError: Error { case empty, bad(String) }

func parseNumber(_ text: String) throws -> Int {
    if text.isEmpty { throw NumberParseError.empty }
    guard let value = Int(text) else { throw NumberParseError.bad(text) }
    return value
}

// The handler's `return` is the last thing the test does: ending the test is the same.
final class LastHandlerTests: XCTestCase {
    func testEmpty() {
        XCTAssertEqual(try parseNumber("1"), 1)
        XCTAssertThrowsError(try parseNumber("")) { error in
            guard case NumberParseError.empty = error else {
                XCTFail("unexpected \(error)")
                return
            }
        }
    }
}

// The handler ends a local function: leaving it early skips nothing.
final class LocalFunctionHandlerTests: XCTestCase {
    func testEachInput() {
        func check(_ text: String) {
            XCTAssertThrowsError(try parseNumber(text)) { error in
                guard case NumberParseError.bad = error else { XCTFail("unexpected \(error)"); return }
            }
        }
        check("x")
        check("y")
    }
}

// More checks follow the handler: its `return` must not skip them.
final class EarlyReturnTests: XCTestCase {
    func testBoth() {
        XCTAssertThrowsError(try parseNumber("x")) { error in
            guard case NumberParseError.bad(let text) = error else { return }
            XCTAssertEqual(text, "x")
        }
        XCTAssertThrowsError(try parseNumber("")) { error in
            let recorded = [error].map { item -> String in
                return "\(item)"
            }
            XCTAssertEqual(recorded, ["empty"])
        }
    }

    // Fails on purpose, before and after: the handler's early `return` leaves only the handler, so
    // the failing check after it still runs.
    func testReturnLeavesOnlyTheHandler() {
        XCTAssertThrowsError(try parseNumber("")) { error in
            guard case NumberParseError.bad(let text) = error else { return }
            XCTAssertEqual(text, "never reached")
        }
        XCTAssertEqual(try? parseNumber("1"), 2)
    }
}
