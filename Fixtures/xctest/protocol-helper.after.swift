import XCTest
import Testing
@testable import SampleKit

protocol TokenChecking {
    var text: String { get }
}

extension TokenChecking {
    func checkSingleWord() {
        if Test.current != nil {
            #expect(tokenize(text) == [.word(text)])
        } else {
            XCTAssertEqual(tokenize(text), [.word(text)])
        }
    }
}

struct WordCase: TokenChecking {
    let text: String
}

final class WordCaseSpeedTests: XCTestCase {
    func testCheckingSpeed() {
        measure {
            WordCase(text: "speed").checkSingleWord()
        }
    }
}

struct WordCaseTests {
    @Test func singleWord() {
        WordCase(text: "solo").checkSingleWord()
    }
}
