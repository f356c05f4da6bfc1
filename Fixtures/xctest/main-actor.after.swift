import Testing
@testable import SampleKit

@MainActor
final class MainActorStoreTests {
    let store = KeyValueStore()

    init() async throws {
        store.open()
    }

    isolated deinit {
        store.close()
    }

    @Test func openStoreAcceptsValues() async {
        store.set("1", for: "one")
        #expect(store.value(for: "one") == "1")
    }
}
