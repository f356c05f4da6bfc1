import Testing
@testable import SampleKit

// The list as a function (a 2017-era package's own shape): its entries' type no longer fits once
// testDivides gains `throws`, so it goes with the class.
struct FunctionListTests {
    @Test func adds() {
        #expect(Calculator().add(2, 2) == 4)
    }

    @Test func divides() throws {
        #expect(try 3 == Calculator().divide(9, by: 3))
    }
}

struct GeneratedListTests {
    @Test func multiplies() throws {
        #expect(try Calculator().multiply(2, 3) == 6)
    }
}
