import XCTest
import Testing

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
struct ShortArithmeticTests {
    @Test func short() {
        #expect(doubled(1, times: 10) == 1 << 10 + 0)
    }
}

struct LongArithmeticTests {
    @Test func long() {
        #expect(doubled(1, times: 10) == ((1 << 10 + 3 * 4 - 12) as Counted))
    }
}

// The other side's type is plain (a local declared with it), so the literals get it.
struct TypedArithmeticTests {
    @Test func typedLocal() {
        let result: Counted = doubled(1, times: 10)
        #expect(result == ((1 << 10 + 3 * 4 - 12) as Counted))
    }

    @Test func initializer() {
        #expect(Counted(1024) == ((1 << 10 + 3 * 4 - 12) as Counted))
    }
}

// Nothing says what an element of an array literal is here: the class stays.
final class UntypedArithmeticTests: XCTestCase {
    func testElement() {
        let results = [doubled(1, times: 10)]
        XCTAssertEqual(results[0], 1 << 10 + 3 * 4 - 12)
    }
}
