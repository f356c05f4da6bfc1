import Testing
import Labels

struct TagTests {
    @Test func tagsCompareByName() {
        let tags: Set<Labels.Tag> = [Labels.Tag("home"), Labels.Tag("home")]
        #expect(tags.count == 1)
    }

    @Test func issueTitle() {
        let issue = Labels.Issue(title: "typo")
        if issue.title.isEmpty {
            Testing.Issue.record("issue without a title")
        }
    }
}
