import XCTest
@testable import SampleKit

protocol TokenChecking {
    var text: String { get }
}

extension TokenChecking {
    func checkSingleWord() {
        XCTAssertEqual(tokenize(text), [.word(text)])
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

final class WordCaseTests: XCTestCase {
    func testSingleWord() {
        WordCase(text: "solo").checkSingleWord()
    }
}
