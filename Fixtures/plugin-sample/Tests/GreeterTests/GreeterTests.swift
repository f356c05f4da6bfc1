import XCTest

@testable import Greeter

final class GreeterTests: XCTestCase {
    func testGreetsByName() {
        XCTAssertEqual(Greeter().greeting(for: "Ada"), "Hello, Ada!")
    }
}
