import XCTest
@testable import SampleKit

final class AsyncCallbackTests: XCTestCase {
    func testCallbackDelivers() {
        let delivered = expectation(description: "tokens delivered")
        DispatchQueue.global().async {
            XCTAssertEqual(tokenize("a b").count, 2)
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 5)
    }

    func testEveryChunkArrives() {
        let chunks = expectation(description: "three chunks")
        chunks.expectedFulfillmentCount = 3
        for text in ["a", "b", "c"] {
            DispatchQueue.global().async {
                XCTAssertEqual(tokenize(text), [.word(text)])
                chunks.fulfill()
            }
        }
        waitForExpectations(timeout: 2)
    }

    func testNoCallbackForEmptyInput() {
        let called = expectation(description: "never called")
        called.isInverted = true
        let words = tokenize("")
        if !words.isEmpty {
            called.fulfill()
        }
        wait(for: [called], timeout: 0.2)
    }

    func testAwaitsFulfillment() async {
        let parsed = XCTestExpectation(description: "parsed")
        Task {
            XCTAssertEqual(NumberParser().parseIfPossible("9"), 9)
            parsed.fulfill()
        }
        await fulfillment(of: [parsed], timeout: 90)
    }
}
