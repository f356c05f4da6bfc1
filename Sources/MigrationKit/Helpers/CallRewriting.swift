import SourceSyntax

extension SourceFile {
    /// Replaces a call's callee and parenthesised arguments, keeping trailing closures untouched:
    /// `XCTAssertEqual(a, b)` → `#expect(a == b)`.
    public func replacing(_ call: Call, callee: String, arguments: String, rule: String) -> Edit {
        let end = call.rightParen.map { $0 + 1 } ?? call.callee.upperBound
        return Edit.replace(call.callee.lowerBound..<end, in: self, with: "\(callee)(\(arguments))", rule: rule)
    }

    /// Replaces just the base name of a call: `.environmentObject(x)` → `.environment(x)`.
    public func renaming(_ call: Call, to name: String, rule: String) -> Edit {
        Edit.replace(call.name..<(call.name + 1), in: self, with: name, rule: rule)
    }

    /// The text of each argument, labels included, as written.
    public func argumentTexts(_ call: Call) -> [String] { call.arguments.map { text($0.tokens) } }

    /// Removes a whole statement. When it is alone on its line(s) the lines go; otherwise the
    /// statement and a following `;` go.
    public func removal(ofStatement range: Range<Int>, rule: String) -> Edit {
        var end = range.upperBound
        if kind(end) == .semicolon { end += 1 }
        return removal(ofTokens: range.lowerBound..<end, rule: rule)
    }

    /// The code-block statement (in any function body) that contains token `index`.
    public func enclosingStatement(of index: Int, in body: Range<Int>) -> Range<Int>? {
        var block = body
        while true {
            guard let statement = statements(in: block).first(where: { $0.contains(index) }) else { return nil }
            // Descend into a nested block if the token is inside one within this statement.
            var nested: Range<Int>?
            var i = statement.lowerBound
            while i < statement.upperBound {
                if kind(i) == .leftBrace, let close = matching(i), close < statement.upperBound, i < index, index < close {
                    nested = i..<(close + 1)
                    break
                }
                if kind(i).isOpeningDelimiter, let close = matching(i), close < statement.upperBound { i = close + 1 } else { i += 1 }
            }
            if let nested {
                // Step past a closure's `in` so its parameters are not a statement.
                if let signature = closureSignature(at: nested.lowerBound), index > signature.inKeyword {
                    block = signature.inKeyword..<nested.upperBound
                } else {
                    block = nested
                }
                continue
            }
            return statement
        }
    }
}
