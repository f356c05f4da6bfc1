import XCTest
import Labels

final class TagTests: XCTestCase {
    func testTagsCompareByName() {
        let tags: Set<Tag> = [Tag("home"), Tag("home")]
        XCTAssertEqual(tags.count, 1)
    }

    func testIssueTitle() {
        let issue = Issue(title: "typo")
        if issue.title.isEmpty {
            XCTFail("issue without a title")
        }
    }
}
