import Testing
@testable import SampleKit

@Suite(.serialized)
struct SharedCacheTests {
    nonisolated(unsafe) static var cache: [String: Int] = [:]

    init() {
        SharedCacheTests.cache.removeAll()
    }

    @Test func insert() {
        SharedCacheTests.cache["a"] = 1
        #expect(SharedCacheTests.cache.count == 1)
    }

    @Test func insertTwo() {
        Self.cache["a"] = 1
        Self.cache["b"] = 2
        #expect(Self.cache.count == 2)
    }
}

nonisolated(unsafe) var parseCount = 0

@Suite(.serialized)
struct GlobalCounterTests {
    @Test func countsParses() {
        parseCount = 0
        _ = NumberParser().parseIfPossible("1")
        parseCount += 1
        #expect(parseCount == 1)
    }
}

@Suite(.serialized)
final class SettingsTests {
    deinit {
        Settings.reset()
    }

    @Test func verboseCanBeSwitchedOn() {
        Settings.verbose = true
        #expect(Settings.verbose)
    }

    @Test func registrationIsRecorded() {
        Settings.register("tokenizer")
        #expect(Settings.registered == ["tokenizer"])
    }
}
