import Testing
@testable import SampleKit

struct StopOnFailureTests {
    @Test func tokensInOrder() throws {
        let tokens = tokenize("let x = 1")
        try #require(tokens.count == 4)
        try #require(tokens[3] == .integer(1))
    }
}

struct StopInOneTestTests {
    @Test func firstToken() throws {
        let tokens = tokenize("7 up")
        #expect(!tokens.isEmpty, "has tokens")
        try #require(tokens.count == 2)
        try #require(tokens[1] == .word("up"))
    }
}
