import Foundation
import Testing

/// The concurrency fixtures are real programs. Completion-handler code and its async wrappers use
/// only Foundation, so they are compiled for real on Linux; environment keys compile against the
/// SwiftUI stand-in. `@Entry` is Apple's macro, which no stand-in can declare without a compiler
/// plugin: each `@Entry var name: T = value` is replaced, before compiling, by the code the macro
/// expands to (the property with `get`/`set` through a private key whose computed `defaultValue`
/// is `value`), so what is checked is that expansion.
@Suite("concurrency fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct ConcurrencyTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("concurrency")

    @Test("expected output compiles", arguments: TypeCheckFixture.all(in: fixtures))
    func outputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(sources: try EntryExpansion.sources(fixture.output))
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("input compiles", arguments: TypeCheckFixture.all(in: fixtures))
    func inputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.input)
        #expect(outcome.succeeded, "\(fixture.name) input does not compile:\n\(outcome.output)")
    }

    @Test("there are fixtures to check, @Entry among them")
    func fixturesExist() throws {
        let cases = TypeCheckFixture.all(in: Self.fixtures)
        #expect(cases.count >= 8)
        #expect(cases.contains { $0.input.count > 1 }, "no multi-file case")
        let entry = try #require(cases.first { $0.name == "entry" })
        let expanded = try EntryExpansion.sources(entry.output).map(\.text).joined()
        #expect(expanded.contains("private struct __Key_theme: EnvironmentKey") && !expanded.contains("@Entry"))
    }

    /// The wrappers are run, not only compiled: each returns what its completion delivered and
    /// throws what it reported, on every path the fixture's functions have.
    @Test("the async wrappers return and throw what the completions deliver")
    func wrappersRun() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let driver = Repository.fixtures.appendingPathComponent("concurrency-run/WrapperRun.swift")
        let executable = directory.appendingPathComponent("run")
        let wrappers = Self.fixtures.appendingPathComponent("async-wrappers.after.swift")
        let build = try TypeChecker.execute(
            try TypeChecker.compiler(), ["-parse-as-library", "-o", executable.path, wrappers.path, driver.path])
        try #require(build.status == 0, "the wrappers and their driver do not build:\n\(build.output)")
        let run = try TypeChecker.execute(executable, [])
        #expect(run.status == 0 && run.output.contains("wrappers ok"), "\(run.output)")
    }

    @Test("a wrong output fails to compile", arguments: ConcurrencyMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(TypeCheckFixture.all(in: Self.fixtures).first { $0.name == mutation.target })
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: fixture.output, prepared: EntryExpansion.expand))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the check would not catch it")
    }
}

/// `@Entry var name: T = value` → what the macro generates, so the stand-in compiler can check it.
enum EntryExpansion {
    static func sources(_ files: [URL]) throws -> [(name: String, text: String)] {
        try files.map { ($0.lastPathComponent, expand(try String(contentsOf: $0, encoding: .utf8))) }
    }

    static func expand(_ text: String) -> String {
        let pattern = try! NSRegularExpression(
            pattern: #"^([ \t]*)@Entry ((?:public |internal |fileprivate |private )?)var (\w+): (.+?) = (.+)$"#, options: .anchorsMatchLines)
        var result = text
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let group = { (i: Int) in String(text[Range(match.range(at: i), in: text)!]) }
            let (indent, access, name, type, value) = (group(1), group(2), group(3), group(4), group(5))
            // The key protocol follows the extension the property is in.
            let before = text[..<Range(match.range, in: text)!.lowerBound]
            let extended = before.range(of: "extension ", options: .backwards).map { before[$0.upperBound...].prefix { $0.isLetter } } ?? ""
            let keyProtocol = ["Transaction": "TransactionKey", "ContainerValues": "ContainerValueKey"][String(extended)] ?? "EnvironmentKey"
            let expansion = """
                \(indent)\(access)var \(name): \(type) {
                \(indent)    get { self[__Key_\(name).self] }
                \(indent)    set { self[__Key_\(name).self] = newValue }
                \(indent)}
                \(indent)private struct __Key_\(name): \(keyProtocol) {
                \(indent)    typealias Value = \(type)
                \(indent)    static var defaultValue: Value { \(value) }
                \(indent)}
                """
            result.replaceSubrange(Range(match.range, in: result)!, with: expansion)
        }
        return result
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum ConcurrencyMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "wrapper of a throwing Result not throwing", target: "example",
            find: "func loadNames(prefix: String) async throws -> [String] {", replace: "func loadNames(prefix: String) async -> [String] {"),
        Mutation(
            name: "wrapper returning another type", target: "async-wrappers",
            find: "public func item(named name: String) async throws -> Item {", replace: "public func item(named name: String) async throws -> String {"),
        Mutation(
            name: "wrapper passing an argument under the wrong label", target: "async-wrappers",
            find: "count(of: items) { result in", replace: "count(items: items) { result in"),
        Mutation(
            name: "Error? completion wrapped as a value", target: "async-wrappers",
            find: "                continuation.resume(returning: ())\n            }\n        }\n    }\n\n    @available(*, renamed: \"lookup(id:)\")",
            replace: "                continuation.resume(returning: error)\n            }\n        }\n    }\n\n    @available(*, renamed: \"lookup(id:)\")"),
        Mutation(
            name: "@Entry default of another type", target: "entry",
            find: "@Entry var theme: Theme = .light", replace: "@Entry var theme: Theme = \"light\""),
        Mutation(
            name: "removed key still read", target: "entry",
            find: "@Entry var tags: [String] = []", replace: "@Entry var tags: [String] = []\n    var moreTags: [String] { self[TagsKey.self] }"),
    ]
}
