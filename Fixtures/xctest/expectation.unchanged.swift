import XCTest
@testable import SampleKit

final class CallbackTests: XCTestCase {
    func testCallbackDelivers() {
        let delivered = expectation(description: "tokens delivered")
        DispatchQueue.global().async {
            XCTAssertEqual(tokenize("a b").count, 2)
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 5)
    }
}
