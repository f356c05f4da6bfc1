import XCTest

/// Seen in UserDefaultsStore: several expectations, each fulfilled in the test's own body (an `if`, a
/// loop) before one wait for all of them. Nothing can fulfill them during the wait, so each `#expect`
/// on a count fails exactly when the wait would have timed out.
final class SynchronousExpectationTests: XCTestCase {
    func testTwoExpectationsFulfilledInTheBody() {
        var items = [Int]()
        let filled = XCTestExpectation(description: "Store has 10 items.")
        for i in 0..<10 {
            items.append(i)
        }
        if items.count == 10 {
            filled.fulfill()
        }

        let emptied = XCTestExpectation(description: "Store has 5 items.")
        items.removeLast(5)
        if items.count == 5 {
            emptied.fulfill()
        }

        wait(for: [filled, emptied], timeout: 1)
    }

    func testCountedAndInverted() {
        let counted = expectation(description: "counted")
        counted.expectedFulfillmentCount = 3
        let never = expectation(description: "never")
        never.isInverted = true
        for value in [1, 2, 3] {
            if value > 0 { counted.fulfill() } else { never.fulfill() }
        }
        waitForExpectations(timeout: 1)
    }

    func testOneOfTwoIsNeverFulfilled() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        let values = [1, 2]
        if values.count == 2 { first.fulfill() }
        if values.count == 3 { second.fulfill() }
        wait(for: [first, second], timeout: 1)
    }

    func testOverFulfilled() {
        let once = expectation(description: "once")
        once.assertForOverFulfill = true
        let any = expectation(description: "at least twice")
        any.expectedFulfillmentCount = 2
        any.assertForOverFulfill = false
        for _ in 0..<3 {
            once.fulfill()
            any.fulfill()
        }
        wait(for: [once, any], timeout: 1)
    }
}

/// A callback may fulfill during the wait: this class stays in XCTest.
final class CallbackExpectationTests: XCTestCase {
    func testTwoCallbacks() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        DispatchQueue.global().async {
            first.fulfill()
            second.fulfill()
        }
        wait(for: [first, second], timeout: 1)
    }
}
