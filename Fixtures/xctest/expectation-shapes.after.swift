import Testing

private func fetch(_ completion: @escaping (Int) -> Void) async throws {
    completion(42)
}

private func notifyEach(of values: [Int], _ handler: (Int) -> Void) {
    for value in values { handler(value) }
}

struct ExpectationShapeTests {
    @Test(.timeLimit(.minutes(1))) func callbackInAThrowingCall() async throws {
        try await confirmation("delivered", expectedCount: 1) { delivered in
            let deliveredStream = AsyncStream.makeStream(of: Void.self)
            try await fetch { value in #expect(value == 42); delivered(); deliveredStream.continuation.yield() }
            for await _ in deliveredStream.stream.prefix(1) {}
        }
    }

    @Test(.timeLimit(.minutes(1))) func fulfilledInTheBodyItself() async {
        await confirmation("counted", expectedCount: 3) { counted in
            for value in [1, 2, 3] {
                if value > 0 {
                    counted()
                }
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func fulfilledInANonEscapingCallback() async {
        await confirmation("notified", expectedCount: 2) { notified in
            let notifiedStream = AsyncStream.makeStream(of: Void.self)
            notifyEach(of: [1, 2]) { _ in notified(); notifiedStream.continuation.yield() }
            for await _ in notifiedStream.stream.prefix(2) {}
        }
    }
}
