import XCTest
@testable import SampleKit

// Seen in pointfreeco/swift-tagged and swiftlang/swift-docc-symbolkit.
final class NestedTryTests: XCTestCase {
    struct Entry {
        var label: String?
        var valid: Bool
    }

    let parser = NumberParser()
    let entries = [Entry(label: "a", valid: true), Entry(label: nil, valid: true)]

    // A `try` inside an operand, not in front of it: XCTest's autoclosure covered it, so the test
    // did not need `throws`.
    func testTryInsideAnArgument() {
        XCTAssertEqual(String(describing: try parser.parse("12")), "12")
        XCTAssertTrue([try parser.parse("1"), try parser.parse("2")] == [1, 2])
    }

    // Both a leading and a nested `try`: one `try` in front of the condition covers them.
    func testLeadingAndNestedTry() {
        XCTAssertEqual(try String(repeating: "a", count: try parser.parse("3")), "aaa")
    }

    // A closure's own `try` and a `try?` stay where they are.
    func testClosureTryAndOptionalTry() {
        XCTAssertEqual(["1", "2"].compactMap { try? parser.parse($0) }, [1, 2])
        XCTAssertNil(try? parser.parse("x"))
    }

    // A key path argument to the whole condition: `#expect` would call it through a closure.
    func testKeyPathCondition() {
        XCTAssertTrue(entries.allSatisfy(\.valid))
        XCTAssertFalse(entries.contains(where: \.label.isNil))
        XCTAssertEqual(entries.compactMap(\.label), ["a"])
    }

    // `XCTUnwrap` of a value that is never optional could not fail.
    func testUnwrapOfCollection() throws {
        let labels = try XCTUnwrap(entries.compactMap(\.label))
        XCTAssertEqual(labels.count, 1)
        let valid = try XCTUnwrap(entries.filter { $0.valid }, "all entries")
        XCTAssertEqual(valid.count, 2)
    }
}

extension Optional {
    var isNil: Bool { self == nil }
}
