import XCTest
@testable import SampleKit

protocol Shape {}
struct Circle: Shape {}
struct Square: Shape {}

final class RealWorldShapeTests: XCTestCase {
    func testMetatypeComparison() {
        let kind: any Shape.Type = Circle.self
        XCTAssert(kind == Circle.self)
        XCTAssertFalse(kind == Square.self)
    }

    func testShapeKinds() {
        expectSameKind(Circle.self, Circle.self)
    }

    private func expectSameKind(_ expected: any Shape.Type, _ actual: any Shape.Type) {
        XCTAssertTrue(expected == actual)
    }

    func testUnwrapCoversThrowingCall() throws {
        let data = Data("[1, 2]".utf8)
        let numbers = try XCTUnwrap(JSONDecoder().decode([Int]?.self, from: data))
        XCTAssertEqual(numbers, [1, 2])
    }

    func testRemovesFirstWord() {
        var words = ["a", "b"]
        XCTAssertEqual(words.removeFirst(), "a")
        XCTAssertFalse(words.isEmpty)
    }

    func testUnreachableBranch() {
        if tokenize("x").isEmpty {
            XCTAssert(false, "tokenize dropped the word")
        }
    }

    func testSampleTable() {
        let samples: [(text: String, count: Int, line: UInt)] = [("a b", 2, #line), ("", 0, #line)]
        for sample in samples {
            XCTAssertEqual(tokenize(sample.text).count, sample.count, line: sample.line)
        }
    }

    @available(macOS 10.15, iOS 13, *)
    func testAvailableTest() {
        XCTAssertEqual(tokenize("1").count, 1)
    }

    func testParenthesisedLocation() {
        check("a")
    }

    private func check(_ word: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(tokenize(word), [.word(word)], file: (file), line: line)
    }
}
