import Foundation
import Testing
@testable import SampleKit

protocol Shape {}
struct Circle: Shape {}
struct Square: Shape {}

struct RealWorldShapeTests {
    @Test func metatypeComparison() {
        let kind: any Shape.Type = Circle.self
        #expect(Bool(kind == Circle.self))
        #expect(!Bool(kind == Square.self))
    }

    @Test func shapeKinds() {
        expectSameKind(Circle.self, Circle.self)
    }

    private func expectSameKind(_ expected: any Shape.Type, _ actual: any Shape.Type) {
        #expect(Bool(expected == actual))
    }

    @Test func unwrapCoversThrowingCall() throws {
        let data = Data("[1, 2]".utf8)
        let numbers = try #require(try JSONDecoder().decode([Int]?.self, from: data))
        #expect(numbers == [1, 2])
    }

    @Test func removesFirstWord() {
        var words = ["a", "b"]
        #expect(Bool(words.removeFirst() == "a"))
        #expect(!words.isEmpty)
    }

    @Test func unreachableBranch() {
        if tokenize("x").isEmpty {
            Issue.record("tokenize dropped the word")
        }
    }

    @Test func sampleTable() {
        let samples: [(text: String, count: Int, line: UInt)] = [("a b", 2, #line), ("", 0, #line)]
        for sample in samples {
            #expect(tokenize(sample.text).count == sample.count, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: Int(sample.line), column: 1))
        }
    }

    @available(macOS 10.15, iOS 13, *)
    @Test func availableTest() {
        #expect(tokenize("1").count == 1)
    }

    @Test func parenthesisedLocation() {
        check("a")
    }

    private func check(_ word: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tokenize(word) == [.word(word)], sourceLocation: sourceLocation)
    }
}
