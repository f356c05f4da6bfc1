import XCTest

/// A number type of the project's own, as big-number libraries have.
struct Counted: Equatable, ExpressibleByIntegerLiteral {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
    init(_ value: Int) { self.value = value }
    static func + (a: Counted, b: Counted) -> Counted { Counted(a.value + b.value) }
    static func - (a: Counted, b: Counted) -> Counted { Counted(a.value - b.value) }
    static func * (a: Counted, b: Counted) -> Counted { Counted(a.value * b.value) }
    static func << (a: Counted, b: Int) -> Counted { Counted(a.value << b) }
}

func doubled(_ value: Counted, times: Int) -> Counted { times == 0 ? value : doubled(value * 2, times: times - 1) }

// Short arithmetic converts; long literal arithmetic takes the type of a project function's result.
final class ShortArithmeticTests: XCTestCase {
    func testShort() {
        XCTAssertEqual(doubled(1, times: 10), 1 << 10 + 0)
    }
}

final class LongArithmeticTests: XCTestCase {
    func testLong() {
        XCTAssertEqual(doubled(1, times: 10), 1 << 10 + 3 * 4 - 12)
    }
}

// The other side's type is plain (a local declared with it), so the literals get it.
final class TypedArithmeticTests: XCTestCase {
    func testTypedLocal() {
        let result: Counted = doubled(1, times: 10)
        XCTAssertEqual(result, 1 << 10 + 3 * 4 - 12)
    }

    func testInitializer() {
        XCTAssertEqual(Counted(1024), 1 << 10 + 3 * 4 - 12)
    }
}

// Nothing says what an element of an array literal is here: the class stays.
final class UntypedArithmeticTests: XCTestCase {
    func testElement() {
        let results = [doubled(1, times: 10)]
        XCTAssertEqual(results[0], 1 << 10 + 3 * 4 - 12)
    }
}
