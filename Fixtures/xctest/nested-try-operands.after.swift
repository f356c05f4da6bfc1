import Testing
@testable import SampleKit

// Seen in pointfreeco/swift-tagged and swiftlang/swift-docc-symbolkit.
struct NestedTryTests {
    struct Entry {
        var label: String?
        var valid: Bool
    }

    let parser = NumberParser()
    let entries = [Entry(label: "a", valid: true), Entry(label: nil, valid: true)]

    // A `try` inside an operand, not in front of it: XCTest's autoclosure covered it, so the test
    // did not need `throws`.
    @Test func tryInsideAnArgument() throws {
        #expect(try String(describing: parser.parse("12")) == "12")
        #expect(try [parser.parse("1"), parser.parse("2")] == [1, 2])
    }

    // Both a leading and a nested `try`: one `try` in front of the condition covers them.
    @Test func leadingAndNestedTry() throws {
        #expect(try String(repeating: "a", count: parser.parse("3")) == "aaa")
    }

    // A closure's own `try` and a `try?` stay where they are.
    @Test func closureTryAndOptionalTry() {
        #expect(["1", "2"].compactMap { try? parser.parse($0) } == [1, 2])
        #expect((try? parser.parse("x")) == nil)
    }

    // A key path argument to the whole condition: `#expect` would call it through a closure.
    @Test func keyPathCondition() {
        #expect(Bool(entries.allSatisfy(\.valid)))
        #expect(!Bool(entries.contains(where: \.label.isNil)))
        #expect(entries.compactMap(\.label) == ["a"])
    }

    // `XCTUnwrap` of a value that is never optional could not fail.
    @Test func unwrapOfCollection() throws {
        let labels = entries.compactMap(\.label)
        #expect(labels.count == 1)
        let valid = entries.filter { $0.valid }
        #expect(valid.count == 2)
    }
}

extension Optional {
    var isNil: Bool { self == nil }
}
