import Foundation
import Testing

/// A store that opens a named `UserDefaults` suite, as a library would (seen in UserDefaultsStore).
final class NamedStore<Value: Codable> {
    private let defaults: UserDefaults

    init(uniqueIdentifier: String) {
        guard let defaults = UserDefaults(suiteName: uniqueIdentifier) else { fatalError("no suite \(uniqueIdentifier)") }
        self.defaults = defaults
    }

    func save(_ value: Value, forKey key: String) throws {
        defaults.set(try JSONEncoder().encode(value), forKey: key)
    }

    var count: Int { defaults.dictionaryRepresentation().keys.filter { $0.hasPrefix("item.") }.count }

    func deleteAll() {
        for key in defaults.dictionaryRepresentation().keys where key.hasPrefix("item.") { defaults.removeObject(forKey: key) }
    }
}

/// Every test makes the store through a helper whose name defaults to a literal: the tests share one
/// suite, so the converted suite runs them one at a time.
@Suite(.serialized)
struct NamedStoreTests {
    @Test func savesOne() throws {
        let store = freshStore()
        try store.save(1, forKey: "item.1")
        #expect(store.count == 1)
    }

    @Test func savesTwo() throws {
        let store = freshStore()
        try store.save(1, forKey: "item.1")
        try store.save(2, forKey: "item.2")
        #expect(store.count == 2)
    }
}

private extension NamedStoreTests {
    func freshStore(uniqueIdentifier: String = "named-store-tests") -> NamedStore<Int> {
        let store = NamedStore<Int>(uniqueIdentifier: uniqueIdentifier)
        store.deleteAll()
        return store
    }
}

/// A literal passed directly counts too; a fresh name per test does not.
@Suite(.serialized)
struct DirectNameTests {
    @Test func startsEmpty() {
        let store = NamedStore<Int>(uniqueIdentifier: "direct-name-tests")
        store.deleteAll()
        #expect(store.count == 0)
    }
}

struct FreshNameTests {
    @Test func startsEmpty() {
        let store = NamedStore<Int>(uniqueIdentifier: UUID().uuidString)
        #expect(store.count == 0)
    }
}
