import Testing
@testable import SampleKit

struct CleanupTests {
    @Test func storeIsClosedAfterwards() {
        let store = KeyValueStore()
        store.open()
        defer {
            store.close()
        }
        store.set("v", for: "k")
        #expect(store.values.count == 1)
    }

    @Test func sessionEnds() {
        let session = Session()
        defer { session.end() }
        #expect(Tracker.openSessions > 0)
    }
}
