import Testing

enum NumberParseError: Error { case empty, bad(String) }

func parseNumber(_ text: String) throws -> Int {
    if text.isEmpty { throw NumberParseError.empty }
    guard let value = Int(text) else { throw NumberParseError.bad(text) }
    return value
}

// The handler's `return` is the last thing the test does: ending the test is the same.
struct LastHandlerTests {
    @Test func empty() throws {
        #expect(try parseNumber("1") == 1)
        if let error = #expect(throws: (any Error).self, performing: {
            try parseNumber("")
        }) {
            guard case NumberParseError.empty = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }
}

// The handler ends a local function: leaving it early skips nothing.
struct LocalFunctionHandlerTests {
    @Test func eachInput() {
        func check(_ text: String) {
            if let error = #expect(throws: (any Error).self, performing: {
                try parseNumber(text)
            }) {
                guard case NumberParseError.bad = error else { Issue.record("unexpected \(error)"); return }
            }
        }
        check("x")
        check("y")
    }
}

// More checks follow the handler: its `return` must not skip them.
struct EarlyReturnTests {
    @Test func both() {
        if let error = #expect(throws: (any Error).self, performing: {
            try parseNumber("x")
        }) {
            { (error: any Error) in
                guard case NumberParseError.bad(let text) = error else { return }
                #expect(text == "x")
            }(error)
        }
        if let error = #expect(throws: (any Error).self, performing: {
            try parseNumber("")
        }) {
            let recorded = [error].map { item -> String in
                return "\(item)"
            }
            #expect(recorded == ["empty"])
        }
    }

    // Fails on purpose, before and after: the handler's early `return` leaves only the handler, so
    // the failing check after it still runs.
    @Test func returnLeavesOnlyTheHandler() {
        if let error = #expect(throws: (any Error).self, performing: {
            try parseNumber("")
        }) {
            { (error: any Error) in
                guard case NumberParseError.bad(let text) = error else { return }
                #expect(text == "never reached")
            }(error)
        }
        #expect((try? parseNumber("1")) == 2)
    }
}
