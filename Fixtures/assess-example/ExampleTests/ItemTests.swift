import XCTest

@testable import ExampleApp

final class ItemTests: XCTestCase {
    func testTitleDefaultsToNil() {
        let item = Item()
        XCTAssertNil(item.title)
    }

    func testFormatterFormats() {
        let formatter = LegacyFormatter()
        formatter.locale = "en"
        XCTAssertEqual(formatter.formattedPrice(3), "en 3")
    }

    func testRefreshCompletes() {
        let done = expectation(description: "refresh")
        SettingsModel().refresh { ok in
            XCTAssertTrue(ok)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }
}
