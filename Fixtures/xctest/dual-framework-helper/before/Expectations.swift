import Testing
import XCTest
@testable import SampleKit

/// Reports through whichever framework is running the current test.
func expectWord(_ text: String, file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = tokenize(text)
    if Test.current != nil {
        #expect(tokens == [.word(text)], sourceLocation: sourceLocation)
    } else {
        XCTAssertEqual(tokens, [.word(text)], file: file, line: line)
    }
}
