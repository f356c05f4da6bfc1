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

@Suite(.serialized, .processWideState)
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

/// Runs the suites that change process-wide state one at a time, never alongside each other, as
/// XCTest ran every test. Apply it with `@Suite(.serialized, .processWideState)`.
struct ProcessWideState: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ProcessWideStateLock.shared.run(function)
    }
}

extension Trait where Self == ProcessWideState {
    static var processWideState: Self { Self() }
}

/// The lock behind `ProcessWideState`: one holder at a time, the others wait in order.
actor ProcessWideStateLock {
    static let shared = ProcessWideStateLock()
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run(_ body: @Sendable () async throws -> Void) async throws {
        while isHeld {
            await withCheckedContinuation { waiting.append($0) }
        }
        isHeld = true
        defer {
            isHeld = false
            if !waiting.isEmpty { waiting.removeFirst().resume() }
        }
        try await body()
    }
}
