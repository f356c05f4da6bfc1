import Foundation
import Testing
@testable import SampleKit

struct AsyncCallbackTests {
    @Test(.timeLimit(.minutes(1))) func callbackDelivers() async {
        await confirmation("tokens delivered", expectedCount: 1) { delivered in
            let deliveredStream = AsyncStream.makeStream(of: Void.self)
            DispatchQueue.global().async {
                #expect(tokenize("a b").count == 2)
                delivered()
                deliveredStream.continuation.yield()
            }
            for await _ in deliveredStream.stream.prefix(1) {}
        }
    }

    @Test(.timeLimit(.minutes(1))) func everyChunkArrives() async {
        await confirmation("three chunks", expectedCount: 3) { chunks in
            let chunksStream = AsyncStream.makeStream(of: Void.self)
            for text in ["a", "b", "c"] {
                DispatchQueue.global().async {
                    #expect(tokenize(text) == [.word(text)])
                    chunks()
                    chunksStream.continuation.yield()
                }
            }
            for await _ in chunksStream.stream.prefix(3) {}
        }
    }

    @Test(.timeLimit(.minutes(1))) func noCallbackForEmptyInput() async {
        let words = tokenize("")
        await confirmation("never called", expectedCount: 0) { called in
            if !words.isEmpty {
                called()
            }
            try? await Task.sleep(for: .seconds(0.2))
        }
    }

    @Test(.timeLimit(.minutes(2))) func awaitsFulfillment() async {
        await confirmation("parsed", expectedCount: 1) { parsed in
            let parsedStream = AsyncStream.makeStream(of: Void.self)
            Task {
                #expect(NumberParser().parseIfPossible("9") == 9)
                parsed()
                parsedStream.continuation.yield()
            }
            for await _ in parsedStream.stream.prefix(1) {}
        }
    }
}
