import Testing
@testable import SampleKit

struct LegacyListTests {
    @Test func adds() {
        #expect(Calculator().add(2, 2) == 4)
    }

    @Test func divides() throws {
        #expect(try Calculator().divide(9, by: 3) == 3)
    }
}
