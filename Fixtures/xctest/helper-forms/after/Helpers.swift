import XCTest
import Testing
@testable import SampleKit

// A static helper of a protocol extension, called as `Double.checkWhole(…)`: the call names the
// member, not `BinaryFloatingPoint`.
extension BinaryFloatingPoint {
    static func checkWhole(_ value: Self, file: StaticString = #filePath, line: UInt = #line) {
        if Test.current != nil {
            #expect(value.rounded() == value, sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
        } else {
            XCTAssertEqual(value.rounded(), value, file: file, line: line)
        }
    }
}

// The forms that are no function keep their callers in XCTest.
struct TokenProbe {
    subscript(_ text: String) -> [Token] {
        let tokens = tokenize(text)
        XCTAssertFalse(tokens.isEmpty)
        return tokens
    }

    var checkedParser: NumberParser {
        XCTAssertTrue(true)
        return NumberParser()
    }
}

let expectWordToken: @Sendable (String) -> Void = { text in
    XCTAssertEqual(tokenize(text), [.word(text)])
}

// Its rewrite would need `throws`, which would change its callers.
func checkParsesThrowing(_ text: String, _ value: Int) {
    XCTAssertEqual(try NumberParser().parse(text), value)
}
