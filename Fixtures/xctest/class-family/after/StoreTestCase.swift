import Testing
@testable import SampleKit

/// Shared set-up for the store tests: a fresh store per test, released after it.
class StoreTestCase {
    var store: KeyValueStore
    var log: [String] = []

    init() {
        store = KeyValueStore()
        log.append("base set-up")
    }

    func makeItems(_ count: Int) -> [String] {
        (0..<count).map { "item \($0)" }
    }

    func assertEmpty(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.values.isEmpty, "store not empty", sourceLocation: sourceLocation)
    }
}
