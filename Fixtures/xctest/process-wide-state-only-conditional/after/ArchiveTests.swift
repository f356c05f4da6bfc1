#if canImport(Darwin)
import Testing
@testable import SampleKit

@Suite(.serialized, .processWideState)
struct ArchiveTests {
    @Test func verbose() {
        Settings.verbose = true
        #expect(Settings.verbose)
    }
}
#endif

import Testing

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
