import Foundation
import MigrationKit
import Testing

@testable import Migrations

/// The Swift files the objc fixtures produce, type-checked with the toolchain's own Foundation,
/// together with Swift callers written against the names the importer gave the Objective-C API.
/// Foundation on Linux has no Objective-C runtime, so `@objc` does not compile here: the checked
/// text is a variant with `@objc`/`@objcMembers` removed, `@objc optional` requirements made plain
/// and their `?(` calls plain calls. What that leaves unchecked is listed in docs/migrations/objc.md.
@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct ObjCTypeCheckTests {
    /// Swift callers per case: the importer's names for the pair's API, as Swift code used them.
    static let callers: [String: String] = [
        "example": """
        func callers(_ download: Download) {
            let shared: Download = Download.shared()
            shared.fetchData(completion: { data, error in _ = (data, error) })
            download.priority = .high
            _ = download.isNamed("x")
            download.finish()
            _ = download.attempts
            let made = Download(name: "n")
            made.delegate = nil
        }
        """,
        "visibility": """
        func callers(_ download: Download) {
            Download.shared().fetchData(completion: { _, _ in })
            download.priority = .low
        }
        """,
        "nullability": """
        func callers() {
            let profile = Profile(identifier: "id")
            let name: String? = profile.displayName(withPrefix: "> ")
            let count: Int = profile.tagCount()
            profile.nickname = nil
            _ = (name, count, profile.bio as String?, profile.tags.first)
        }
        """,
        "ivars": """
        func callers(_ tally: Tally) -> Int {
            tally.add(2)
            tally.useLabel(nil)
            tally.name = "renamed"
            tally.limit = NSNumber(value: 3)
            return tally.hasLabel() && tally.isSealed() ? tally.total() : tally.labelOrName().count
        }
        """,
        "preprocessor": """
        func callers(_ limits: Limits) -> Bool {
            let most: Int32 = kMaxItems
            let title: String = kLimitsTitle
            return limits.allows(most) && limits.title() == title && limits.scaled(2) == 1
        }
        """,
        "accessors": """
        func callers() -> String {
            let item = Item(name: "n")
            let other = Item(name: "m", quantity: 2)
            return item.isEmpty || other.quantity > 1 ? item.summary + other.name : ""
        }
        """,
        "categories": """
        func callers(_ text: NSString) -> String {
            text.hasText() ? text.shouted(withSuffix: "!") : ""
        }
        """,
    ]

    /// The cases whose runs create Swift files, with every file of the last run.
    static func outputs(_ name: String) throws -> [(path: String, text: String)] {
        let fixture = try #require(FixtureCase.cases(for: "objc").first { $0.name == name })
        var resources = fixture.resourceInputs
        var swift = fixture.sourceInputs
        // Apply runs until nothing changes: leaves first, then what they unblocked.
        for _ in 0..<4 {
            let report = MigrationRunner(migrations: [ObjCMigration()], options: fixture.options).run(swift, resources: resources)
            guard report.files.contains(where: \.isChange) else { break }
            for outcome in report.files {
                switch outcome.status {
                case .created: swift.append(SourceInput(path: outcome.path, bytes: outcome.rewritten))
                case .deleted: resources.removeAll { $0.path == outcome.path }
                case .changed:
                    if let i = resources.firstIndex(where: { $0.path == outcome.path }) { resources[i].bytes = outcome.rewritten }
                default: break
                }
            }
        }
        return swift.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    /// The text with what needs the Objective-C runtime taken out.
    static func withoutObjCRuntime(_ text: String) -> String {
        var optionalNames: [String] = []
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(line)
            if line.trimmingCharacters(in: .whitespaces) == "@objcMembers" { continue }
            line = line.replacingOccurrences(of: #"@objc\([^)]*\)\s*"#, with: "", options: .regularExpression)
            line = line.replacingOccurrences(of: "@objc ", with: "")
            if line.contains("optional func "), let name = line.components(separatedBy: "optional func ").last?.split(separator: "(").first {
                optionalNames.append(String(name))
                line = line.replacingOccurrences(of: "optional func ", with: "func ")
            }
            lines.append(line)
        }
        var result = lines.joined(separator: "\n")
        for name in optionalNames { result = result.replacingOccurrences(of: ".\(name)?(", with: ".\(name)(") }
        return result
    }

    /// Writes `sources` (path, text) into `directory` under numbered names: their paths.
    static func write(_ sources: [(String, String)], into directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, source) in sources.enumerated() {
            let url = directory.appendingPathComponent("\(index)-\(source.0.split(separator: "/").last ?? "file")")
            try source.1.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return paths
    }

    static func typecheck(_ sources: [(String, String)]) throws -> (succeeded: Bool, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("objc-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try write(sources, into: directory)
        let run = try TypeChecker.execute(try TypeChecker.compiler(), ["-typecheck", "-swift-version", "5"] + paths)
        return (run.status == 0, run.output)
    }

    @Test(arguments: ["example", "nullability", "categories", "mixed", "visibility", "ivars", "preprocessor", "accessors"])
    func translatedFilesTypeCheckWithTheirCallers(_ name: String) throws {
        let outputs = try Self.outputs(name)
        let created = outputs.filter { !$0.text.isEmpty }
        try #require(!created.isEmpty)
        var sources = created.map { ($0.path, Self.withoutObjCRuntime($0.text)) }
        if let callers = Self.callers[name] { sources.append(("Callers.swift", "import Foundation\n\n" + callers + "\n")) }
        let outcome = try Self.typecheck(sources)
        #expect(outcome.succeeded, "\(sources.map { "// \($0.0)\n\($0.1)" }.joined(separator: "\n"))\n\(outcome.output)")
        // The check can fail: a caller of a name the translation would not have kept is refused
        // (methods and properties renamed; `accessors` has only properties and initializers).
        let broken = sources.map {
            ($0.0, $0.1.replacingOccurrences(of: "func ", with: "func renamed_").replacingOccurrences(of: "\n    var ", with: "\n    var renamed_"))
        }
        #expect(try !Self.typecheck(broken).succeeded)
    }

    /// UIKit subclasses, against the UIKit stand-in: the overrides, the superclass's designated
    /// initializer and the `init?(coder:)` Swift requires. Without `override`, or without
    /// `init?(coder:)`, the same files must fail.
    @Test func uikitSubclassesTypeCheckAgainstTheStandIns() async throws {
        let created = try Self.outputs("uikit-subclass").filter { $0.path.hasSuffix(".swift") && !$0.text.isEmpty }
        try #require(created.count == 2)
        var sources = created.map { (name: String($0.path.split(separator: "/").last ?? "file"), text: Self.withoutObjCRuntime($0.text)) }
        sources.append(
            (
                "Callers.swift",
                """
                import UIKit

                @MainActor func callers() -> Bool {
                    let badge = BadgeView(frame: .zero)
                    badge.count = 2
                    badge.caption = nil
                    let screen = Screen(nibName: nil, bundle: nil)
                    return badge.isEmpty() || screen.appeared
                }
                """
            ))
        let outcome = try await TypeChecker.typecheck(sources: sources)
        #expect(outcome.succeeded, "\(sources.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n"))\n\(outcome.output)")
        let withoutOverride = sources.map { ($0.name, $0.text.replacingOccurrences(of: "override func", with: "func")) }
        #expect(try await !TypeChecker.typecheck(sources: withoutOverride).succeeded)
        let withoutCoder = sources.map { ($0.name, $0.text.replacingOccurrences(of: "required init?(coder: NSCoder) {\n        super.init(coder: coder)\n    }", with: "")) }
        #expect(try await !TypeChecker.typecheck(sources: withoutCoder).succeeded)
    }

    /// Per case: a program driving the translated classes, and what the Objective-C original
    /// prints for it (worked out from its semantics: instance variables start at nil and zero).
    static let behaviour: [String: (driver: String, expected: String)] = [
        "ivars": (
            """
            let tally = Tally(name: "n")
            print(tally.total(), tally.hasLabel(), tally.labelOrName(), tally.isSealed())
            tally.add(50)
            tally.add(50)
            print(tally.total(), tally.isSealed())
            tally.add(5)
            print(tally.total())
            tally.useLabel("L")
            print(tally.hasLabel(), tally.labelOrName())
            tally.useLabel(nil)
            print(tally.hasLabel(), tally.labelOrName())
            """,
            "1 false n false\n101 true\n101\ntrue L\nfalse n\n"
        ),
        "preprocessor": (
            """
            let limits = Limits()
            print(limits.allows(10), limits.allows(11), limits.allows(-1), limits.title(), limits.scaled(3), limits.shifted(Int32.min + 3))
            print(limits.aspect())
            """,
            "true false true Limits 1.5 -2147483648\n0.5625\n"
        ),
        "accessors": (
            """
            let bolt = Item(name: "bolt", quantity: 3)
            let nut = Item(name: "nut")
            print(bolt.name, bolt.quantity, bolt.isEmpty, bolt.summary, nut.quantity, nut.isEmpty, nut.summary)
            """,
            "bolt 3 false bolt 0 true none\n"
        ),
    ]

    @Test(arguments: ["ivars", "preprocessor", "accessors"])
    func translatedBodiesBehaveAsTheObjectiveCDid(_ name: String) throws {
        let (driver, expected) = try #require(Self.behaviour[name])
        let created = try Self.outputs(name).filter { $0.path.hasSuffix(".swift") && !$0.text.isEmpty }
        try #require(!created.isEmpty)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("objc-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try Self.write(created.map { ($0.path, Self.withoutObjCRuntime($0.text)) }, into: directory)
        let main = directory.appendingPathComponent("main.swift")
        try ("import Foundation\n\n" + driver + "\n").write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("run")
        let build = try TypeChecker.execute(try TypeChecker.compiler(), ["-swift-version", "5", "-o", executable.path] + paths + [main.path])
        try #require(build.status == 0, "\(build.output)")
        let run = try TypeChecker.execute(executable, [])
        #expect(run.status == 0)
        #expect(run.output == expected)
    }
}
