import Testing
@testable import SampleKit

struct StoreSetupTests {
    let store: KeyValueStore
    let parser: NumberParser
    let key = "answer"

    init() throws {
        store = KeyValueStore()
        store.open()
        parser = NumberParser()
        store.set(String(try parser.parse("42")), for: key)
    }

    @Test func storedValueParses() throws {
        let stored = try #require(store.value(for: key))
        #expect(try parser.parse(stored) == 42)
    }

    @Test func storeIsOpen() {
        #expect(store.isOpen)
    }
}
