import Testing

struct DirectoryTests {
    @Test func listsEveryName() throws {
        let names: [String]? = ["a", "b"]
        var seen = [String]()
        for name in try #require(names) {
            seen.append(name)
        }
        if try #require(names?.first) == "a" {
            seen.append("first")
        }
        #expect(seen == ["a", "b", "first"])
    }
}
