import XCTest
import Testing

/// Seen in UserDefaultsStore: several expectations, each fulfilled in the test's own body (an `if`, a
/// loop) before one wait for all of them. Nothing can fulfill them during the wait, so each `#expect`
/// on a count fails exactly when the wait would have timed out.
struct SynchronousExpectationTests {
    @Test func twoExpectationsFulfilledInTheBody() {
        var items = [Int]()
        var filledCount = 0
        for i in 0..<10 {
            items.append(i)
        }
        if items.count == 10 {
            filledCount += 1
        }

        var emptiedCount = 0
        items.removeLast(5)
        if items.count == 5 {
            emptiedCount += 1
        }

        #expect(filledCount == 1, "Store has 10 items.")
        #expect(emptiedCount == 1, "Store has 5 items.")
    }

    @Test func countedAndInverted() {
        var countedCount = 0
        var neverCount = 0
        for value in [1, 2, 3] {
            if value > 0 { countedCount += 1 } else { neverCount += 1 }
        }
        #expect(countedCount == 3, "counted")
        #expect(neverCount == 0, "never")
    }

    @Test func oneOfTwoIsNeverFulfilled() {
        var firstCount = 0
        var secondCount = 0
        let values = [1, 2]
        if values.count == 2 { firstCount += 1 }
        if values.count == 3 { secondCount += 1 }
        #expect(firstCount == 1, "first")
        #expect(secondCount == 1, "second")
    }

    @Test func overFulfilled() {
        var onceCount = 0
        var anyCount = 0
        for _ in 0..<3 {
            onceCount += 1
            anyCount += 1
        }
        #expect(onceCount == 1, "once")
        #expect(anyCount >= 2, "at least twice")
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
