import Testing

@testable import SourceSyntax

/// Calls as swift-syntax finds them (758,617 calls in the comparison corpus): trailing closures on
/// the next line, bodies that are not trailing closures, commas inside generic arguments.
@Suite struct RealCodeCallTests {
    func call(_ source: String, _ name: String) -> (SourceFile, Call?) {
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        let index = file.tokens.indices.first { file.text(of: $0) == name }!
        return (file, file.call(named: index))
    }

    @Test func trailingClosureOnTheNextLine() {
        // Allman style: the compiler takes the `{` as the call's trailing closure.
        let (_, c) = call("XCTAssertThrowsError(try f())\n{ error in\n    print(error)\n}\n", "XCTAssertThrowsError")
        #expect(c?.trailingClosures.count == 1)
        let file = SourceFile(text: "func t() {\n    XCTAssertThrowsError(try f())\n    { error in print(error) }\n    g()\n}\n")
        #expect(file.statements(in: file.declarations[0].body!).count == 2)
    }

    @Test(arguments: [
        "if items.contains(x) {\n    y()\n}",
        "if items.contains(x)\n{\n    y()\n}",
        "} else if\n    let data = d,\n    let config = try? Config(from: data)\n{\n    y()\n}",
        "guard let a = b else { return }\nwhile queue.pop(x) { y() }",
        "for x in xs.prefix(3) { y() }",
        "func make(x: Int)\n{\n    y()\n}",
        "struct Box<T> {\n    var t: T\n}",
        "final class AppleTests: XCTestCase {\n    func f() {}\n}",
        "struct Row: Hashable, Identifiable {\n    let id: Int\n}",
        "var body: some View {\n    Text(x)\n}",
        "func make() -> Array<Int> {\n    []\n}",
    ])
    func bodiesAreNotTrailingClosures(_ source: String) {
        let file = SourceFile(text: source)
        for c in file.calls(in: 0..<(file.tokens.count - 1)) {
            #expect(c.trailingClosures.isEmpty, "\(file.text(c.tokens))")
        }
    }

    @Test func closuresThatStayTrailingClosures() {
        let file = SourceFile(
            text: """
                .if(!entries.isEmpty) { $0.searchable(text: $s) }
                f(for: xs.map { $0 + 1 })
                for x in xs.filter { $0 > 4 } { print(x) }
                let t = Task<Void, Never> { await g() }
                switch state {
                case let .display(statuses, next):
                  ForEach(statuses) { status in row(status) }
                case let .a(id),
                  let .b(id):
                  return .run { send in await send(id) }
                }
                var type: MediaType? { self.extension.flatMap { MediaType(ext: $0) } }
                """)
        let callees = file.calls(in: 0..<(file.tokens.count - 1)).filter { !$0.trailingClosures.isEmpty }.map { file.text($0.callee) }
        #expect(callees == [".if", "xs.map", "xs.filter", "Task<Void, Never>", "ForEach", ".run", "self.extension.flatMap"])
    }

    @Test func commasInsideGenericArguments() {
        let (_, a) = call("withTaskGroup(of: Result<Response, AFError>.self) { g in }", "withTaskGroup")
        #expect(a?.arguments.count == 1)
        let (_, b) = call("self.init(keyPath as KeyPath<Compared, Value>, order: o)", "init")
        #expect(b?.arguments.count == 2)
        let (_, c) = call("buf.readInlineArray(as: InlineArray<10, UInt8>.self)", "readInlineArray")
        #expect(c?.arguments.count == 1)
    }
}
