import Foundation
import XCTest

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
final class NamedStoreTests: XCTestCase {
    func testSavesOne() throws {
        let store = freshStore()
        try store.save(1, forKey: "item.1")
        XCTAssertEqual(store.count, 1)
    }

    func testSavesTwo() throws {
        let store = freshStore()
        try store.save(1, forKey: "item.1")
        try store.save(2, forKey: "item.2")
        XCTAssertEqual(store.count, 2)
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
final class DirectNameTests: XCTestCase {
    func testStartsEmpty() {
        let store = NamedStore<Int>(uniqueIdentifier: "direct-name-tests")
        store.deleteAll()
        XCTAssertEqual(store.count, 0)
    }
}

final class FreshNameTests: XCTestCase {
    func testStartsEmpty() {
        let store = NamedStore<Int>(uniqueIdentifier: UUID().uuidString)
        XCTAssertEqual(store.count, 0)
    }
}
