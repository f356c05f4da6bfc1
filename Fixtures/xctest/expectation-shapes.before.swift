import XCTest

private func fetch(_ completion: @escaping (Int) -> Void) async throws {
    completion(42)
}

private func notifyEach(of values: [Int], _ handler: (Int) -> Void) {
    for value in values { handler(value) }
}

final class ExpectationShapeTests: XCTestCase {
    func testCallbackInAThrowingCall() async throws {
        let delivered = expectation(description: "delivered")
        try await fetch { value in XCTAssertEqual(value, 42); delivered.fulfill() }
        await fulfillment(of: [delivered], timeout: 1)
    }

    func testFulfilledInTheBodyItself() {
        let counted = expectation(description: "counted")
        counted.expectedFulfillmentCount = 3
        for value in [1, 2, 3] {
            if value > 0 {
                counted.fulfill()
            }
        }
        wait(for: [counted], timeout: 1)
    }

    func testFulfilledInANonEscapingCallback() {
        let notified = expectation(description: "notified")
        notified.expectedFulfillmentCount = 2
        notifyEach(of: [1, 2]) { _ in notified.fulfill() }
        wait(for: [notified], timeout: 1)
    }
}
