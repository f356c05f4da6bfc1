import Testing
@testable import SampleKit

struct AlreadyMigratedTests {
    @Test func addition() {
        #expect(Calculator().add(1, 1) == 2)
    }
}
