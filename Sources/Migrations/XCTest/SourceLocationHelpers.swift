import MigrationKit
import SourceSyntax

/// Assertion helpers that take `file: StaticString = #filePath, line: UInt = #line` and pass them on.
///
/// A helper converts to `sourceLocation: SourceLocation = #_sourceLocation` only if every helper it
/// forwards its location to converts too, so no call is left passing `file:line:` to a function that no
/// longer takes them (or the reverse). The others keep their parameters and build a `SourceLocation`
/// from them where they call Swift Testing.
enum SourceLocationHelpers {

    /// For a function that keeps its XCTest-style `file:`/`line:` parameters.
    static func constructedArgument(_ names: TestingNames) -> String {
        "sourceLocation: " + names("SourceLocation") + #"(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1)"#
    }

    /// Bodies of local functions inside `body` that take `file:`/`line:` parameters of their own (a local
    /// function without them uses the enclosing function's, which it captures).
    static func nestedFunctionBodies(in body: Range<Int>, of file: SourceFile) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for i in (body.lowerBound + 1)..<body.upperBound where file.matches(i, "func") && file.kind(i) == .keyword {
            var j = i + 1
            var names: Set<String> = []
            while j < body.upperBound, file.kind(j) != .leftBrace {
                if file.kind(j) == .leftParen, let close = file.matching(j) {
                    for argument in file.arguments(inside: j..<(close + 1)) {
                        if let label = argument.label { names.insert(file.text(of: label)) }
                    }
                    j = close + 1
                } else if file.kind(j).isOpeningDelimiter, let close = file.matching(j) {
                    j = close + 1
                } else {
                    j += 1
                }
            }
            guard names.contains("file"), names.contains("line") else { continue }
            if j < body.upperBound, let close = file.matching(j) { result.append(j..<(close + 1)) }
        }
        return result
    }

    /// The adjacent `file:` and `line:` parameters of a function, if it has them: the form that becomes
    /// one `sourceLocation:` parameter.
    static func parameters(of member: Decl, in file: SourceFile) -> (file: Argument, line: Argument)? {
        guard member.kind == .funcDecl, let parameters = member.parameters else { return nil }
        let list = file.arguments(inside: parameters)
        guard let index = list.firstIndex(where: { name(of: $0, file) == "file" }), index + 1 < list.count,
            name(of: list[index + 1], file) == "line",
            file.text(list[index].tokens).contains("StaticString"), file.text(list[index + 1].tokens).contains("UInt")
        else {
            return nil
        }
        return (list[index], list[index + 1])
    }

    /// Whether a function takes `file:` and `line:` parameters at all (possibly apart, as in
    /// `file:fileID:line:`); such a function passes its caller's location on.
    static func hasLocationParameters(_ member: Decl, in file: SourceFile) -> Bool {
        guard member.kind == .funcDecl, let parameters = member.parameters else { return false }
        let names = file.arguments(inside: parameters).compactMap { name(of: $0, file) }
        return names.contains("file") && names.contains("line")
    }

    private static func name(of argument: Argument, _ file: SourceFile) -> String? {
        argument.label.map { file.text(of: $0) } ?? file.text(argument.value).split(separator: ":").first.map(String.init)
    }

    /// `file: file, line: line` among a call's arguments: the range from the `file` label to the `line` value.
    static func forwardedLocation(in call: Call, _ file: SourceFile) -> Range<Int>? {
        for (index, argument) in call.arguments.enumerated() where index + 1 < call.arguments.count {
            let next = call.arguments[index + 1]
            guard let label = argument.label, file.matches(label, "file"),
                ArgumentList.unparenthesized(file.text(argument.value)) == "file",
                let nextLabel = next.label, file.matches(nextLabel, "line"),
                ArgumentList.unparenthesized(file.text(next.value)) == "line"
            else { continue }
            return argument.tokens.lowerBound..<next.tokens.upperBound
        }
        return nil
    }

    static func scan(_ file: SourceFile, into facts: inout [Fact]) {
        for decl in file.allDeclarations {
            guard parameters(of: decl, in: file) != nil, let name = file.name(of: decl), let body = decl.body,
                !AssertionHelpers.servesBothFrameworks(decl, file)
            else { continue }
            var direct = false
            for call in file.calls(in: body) where forwardedLocation(in: call, file) != nil {
                let callee = file.text(of: call.name)
                if XCTestAPI.rewritten.contains(callee) {
                    direct = true
                } else {
                    facts.append(Fact(XCTestFact.locationForward, about: name, callee, path: file.path))
                }
            }
            facts.append(Fact(XCTestFact.locationHelper, about: name, direct, path: file.path))
        }
    }

    /// The helpers that convert: those that call XCTest with the location, or forward it only to helpers
    /// that convert.
    static func converting(in index: ProjectIndex, excluding staying: Set<String>) -> Set<String> {
        var candidates = Set(index.facts(XCTestFact.locationHelper).map(\.subject)).subtracting(staying)
        var forwards: [String: Set<String>] = [:]
        for fact in index.facts(XCTestFact.locationForward) { forwards[fact.subject, default: []].insert(fact.value) }
        var changed = true
        while changed {
            changed = false
            for name in candidates where !(forwards[name] ?? []).isSubset(of: candidates) {
                candidates.remove(name)
                changed = true
            }
        }
        // Keep only helpers that reach an XCTest call: the others have nothing to convert.
        var reaching = Set(index.facts(XCTestFact.locationHelper).filter(\.value).map(\.subject)).intersection(candidates)
        changed = true
        while changed {
            changed = false
            for name in candidates.subtracting(reaching) where !(forwards[name] ?? []).isDisjoint(with: reaching) {
                reaching.insert(name)
                changed = true
            }
        }
        return reaching
    }

    /// `file: StaticString = #filePath, line: UInt = #line` → `sourceLocation: SourceLocation = #_sourceLocation`.
    static func parameterEdit(_ member: Decl, in file: SourceFile, names: TestingNames) -> Edit? {
        guard let (fileParameter, lineParameter) = parameters(of: member, in: file) else { return nil }
        let range = file.tokens[fileParameter.tokens.lowerBound].start..<file.tokens[lineParameter.tokens.upperBound - 1].end
        return Edit(range: range, replacement: "sourceLocation: \(names("SourceLocation")) = #_sourceLocation", rule: XCTestRule.sourceLocation)
    }
}

extension BodyRenderer {
    /// `helper(x, file: file, line: line)` → `helper(x, sourceLocation: sourceLocation)` for helpers that convert.
    func forwardingCall(at i: Int, limit: Int) -> Rewrite? {
        guard locationHelpers.contains(file.text(of: i)), let call = file.call(named: i), call.tokens.upperBound <= limit,
            let location = SourceLocationHelpers.forwardedLocation(in: call, file), let open = call.leftParen,
            let close = call.rightParen
        else { return nil }
        let before = render((open + 1)..<location.lowerBound, from: file.tokens[open].end, to: file.tokens[location.lowerBound].start)
        let after = render(location.upperBound..<close, from: file.tokens[location.upperBound - 1].end, to: file.tokens[close].start)
        // Trailing closures, with whatever they contain rewritten too.
        let last = call.tokens.upperBound - 1
        let trailing = last > close ? render((close + 1)..<(last + 1), from: file.tokens[close].end, to: file.tokens[last].end) : ""
        let text = file.text(call.callee) + "(" + before + locationArgument(at: i) + after + ")" + trailing
        return Rewrite(tokens: call.tokens.lowerBound..<call.tokens.upperBound, text: text)
    }
}
