import XCTest
@testable import SampleKit

final class CallbackTests: XCTestCase {
    func testCallbacksArriveInOrder() {
        let first = expectation(description: "first token")
        let second = expectation(description: "second token")
        DispatchQueue.global().async {
            first.fulfill()
            second.fulfill()
        }
        wait(for: [first, second], timeout: 5, enforceOrder: true)
    }
}
