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

// Short arithmetic converts; long literal arithmetic keeps the class in XCTest.
struct ShortArithmeticTests {
    @Test func short() {
        #expect(doubled(1, times: 10) == 1 << 10 + 0)
    }
}

final class LongArithmeticTests: XCTestCase {
    func testLong() {
        XCTAssertEqual(doubled(1, times: 10), 1 << 10 + 3 * 4 - 12)
    }
}
