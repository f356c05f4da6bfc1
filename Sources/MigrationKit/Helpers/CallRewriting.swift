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

    /// Removes a whole statement. When it is alone on its line(s) the lines go; otherwise the
    /// statement and a following `;` go.
    public func removal(ofStatement range: Range<Int>, rule: String) -> Edit {
        var end = range.upperBound
        if kind(end) == .semicolon { end += 1 }
        return removal(ofTokens: range.lowerBound..<end, rule: rule)
    }
}
