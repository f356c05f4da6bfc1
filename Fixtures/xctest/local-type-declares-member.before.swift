import XCTest
@testable import SampleKit

// Seen in nicklockwood/LRUCache: a local NotificationCenter subclass overrides `addObserver` and
// `removeObserver`; those are its own methods, not NSObject's through XCTestCase.
final class LocalObserverTests: XCTestCase {
    func testLocalTypeCountsObservers() {
        final class Center {
            private(set) var observers = 0

            func addObserver(_ name: String) {
                observers += 1
            }

            func removeObserver(_ name: String) {
                observers -= 1
            }
        }

        let center = Center()
        center.addObserver("a")
        center.addObserver("b")
        center.removeObserver("a")
        XCTAssertEqual(center.observers, 1)
    }
}
