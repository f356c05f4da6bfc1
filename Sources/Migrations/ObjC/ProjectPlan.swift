import MigrationKit
import ObjCSyntax
import XcodeProject

/// The whole run over a project's Objective-C files: which pairs to translate (leaves, or those
/// `objc.files` names), each pair's Swift file or its first blocker, and the bookkeeping in the
/// other files. A pair is all or nothing: its bookkeeping is planned before anything of it is kept.
struct ProjectPlan {
    let files: [ObjCFile]
    let projects: [SourceInput]
    let settings: [String: String]
    /// The bytes of the Swift input at a path, if there is one.
    let swiftInputs: (String) -> [UInt8]?
    let graph: ObjCImportGraph
    let byPath: [String: ObjCFile]
    var bookkeeping: Bookkeeping
    var diagnostics: [String: [Diagnostic]] = [:]
    var created: [(path: String, text: String, diagnostics: [Diagnostic], implementation: String)] = []
    var deleted: Set<String> = []

    init(files: [ObjCFile], projects: [SourceInput], settings: [String: String], swiftInputs: @escaping (String) -> [UInt8]?) {
        self.files = files
        self.projects = projects
        self.settings = settings
        self.swiftInputs = swiftInputs
        graph = ObjCImportGraph(files: files)
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let targets = ProjectTargets(projects: projects)
        self.targets = targets
        let fallback = settings["objc.module"] ?? Self.moduleName(projects)
        let named = settings["objc.module"]
        bookkeeping = Bookkeeping(files: files, graph: graph) { path in
            if let target = targets.target(compiling: path) {
                return SwiftHeader(module: named ?? target.module ?? fallback ?? target.name, framework: target.isFramework)
            }
            return fallback.map { SwiftHeader(module: $0, framework: false) }
        }
    }

    let targets: ProjectTargets

    /// PRODUCT_MODULE_NAME, else PRODUCT_NAME, when the project files agree on one literal value.
    static func moduleName(_ projects: [SourceInput]) -> String? {
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            var values: Set<String> = []
            for project in projects {
                let text = String(decoding: project.bytes, as: UTF8.self)
                for line in text.split(separator: "\n") {
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    guard trimmed.hasPrefix(key + " = ") else { continue }
                    var value = trimmed.dropFirst(key.count + 3)
                    if value.hasSuffix(";") { value = value.dropLast() }
                    value = Substring(value.filter { $0 != "\"" })
                    values.insert(String(value))
                }
            }
            let literal = values.filter { !$0.contains("$") && !$0.isEmpty }
            if literal.count == 1, literal.count == values.count { return literal.first }
            if !values.isEmpty { return nil }
        }
        return nil
    }

    /// The names of `objc.files`, trimmed at their ends only: a folder may have spaces in its
    /// name (`Data Classes/VLCCurrency`, as `objc-order` prints it).
    var selectedNames: Set<String>? {
        guard let list = settings["objc.files"] else { return nil }
        return Set(list.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty })
    }

    /// Levenshtein distance, stopping early once every path is over `limit` (then `limit + 1`).
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// A name of `objc.files` that names no pair (and no Swift file of that path, which an earlier
    /// run translated): a warning at the pair it most resembles (a name within two edits, or one
    /// containing the other), listing up to three such pairs.
    mutating func reportUnmatched(_ names: Set<String>) {
        // A pair an earlier run translated is a Swift file now: nothing to say about its name.
        for name in names.sorted() where !graph.pairs.contains(where: { isNamed($0, in: [name]) }) && swiftInputs(name + ".swift") == nil {
            let wanted = ObjCImportGraph.fileName(name).lowercased()
            let near = graph.pairs.filter { pair in
                let candidate = ObjCImportGraph.fileName(pair.name).lowercased()
                return candidate.contains(wanted) || wanted.contains(candidate) || Self.editDistance(candidate, wanted, limit: 2) <= 2
            }.prefix(3)
            guard let anchor = near.first ?? graph.pairs.first else { continue }
            let candidates = near.isEmpty ? "no pair has a similar name" : "near: " + near.map(\.name).joined(separator: ", ")
            report(
                Diagnostic(
                    path: anchor.header, line: 1, column: 1, rule: ObjCRule.blocked.rawValue,
                    message: "objc.files names `\(name)`, which is no pair of this run (\(candidates)); `swift-migrate objc-order` lists the names"))
        }
    }

    func isNamed(_ pair: ObjCImportGraph.Pair, in names: Set<String>) -> Bool {
        names.contains(pair.name) || names.contains(ObjCImportGraph.fileName(pair.name)) || names.contains { pair.name.hasSuffix("/" + $0) }
    }

    mutating func run() -> [ProjectFile] {
        let named = selectedNames
        if let named { reportUnmatched(named) }
        var selected: [ObjCImportGraph.Pair] = []
        for pair in graph.pairs {
            if let named {
                if isNamed(pair, in: named) { selected.append(pair) }
                continue
            }
            if pair.dependencies.isEmpty {
                selected.append(pair)
            } else if let implementation = byPath[pair.implementation] {
                let dependency = pair.dependencies[0]
                let token =
                    implementation.imports.first { ObjCImportGraph.fileName($0.target) == ObjCImportGraph.fileName(dependency) + ".h" }?.token
                    ?? byPath[pair.header]?.imports.first { ObjCImportGraph.fileName($0.target) == ObjCImportGraph.fileName(dependency) + ".h" }?.token
                let file = token != nil && implementation.imports.contains { $0.token == token } ? implementation : (byPath[pair.header] ?? implementation)
                let at = token.map { file.location(ofToken: $0) } ?? (1, 1)
                report(
                    Diagnostic(
                        path: file.path, line: at.0, column: at.1, rule: ObjCRule.notALeaf.rawValue,
                        message:
                            "not translated yet: it imports \(ObjCImportGraph.fileName(dependency)).h, still Objective-C; run again once that pair is Swift "
                            + "(`swift-migrate objc-order` lists the order), or name this pair in --set objc.files=…"))
            }
        }
        let translating = Set(selected.map(\.name))
        for pair in selected {
            guard let header = byPath[pair.header], let implementation = byPath[pair.implementation] else { continue }
            if let directive = [header, implementation].first(where: Suppression.disables) {
                report(
                    Diagnostic(
                        path: directive.path, line: 1, column: 1, severity: .note, rule: "engine.suppressed",
                        message: "objc left this pair as it was: a swift-migrate:disable comment covers it"))
                continue
            }
            do {
                let swiftPath = pair.name + ".swift"
                let model = try PairModel(header: header, implementation: implementation)
                var translator = try PairTranslator(model: model)
                if settings["objc.visibility"] == "minimal" {
                    // What the Objective-C files that stay (not this run's pairs) name.
                    let staying = files.filter { file in !selected.contains { $0.header == file.path || $0.implementation == file.path } }
                    translator.objcMentions = Set(staying.flatMap { bookkeeping.identifiers[$0.path] ?? [] })
                }
                var text = try translator.translate()
                if targets.target(compiling: pair.implementation)?.isFramework == true { text = PublicInterface.apply(to: text) }
                let frameworks = Bookkeeping.frameworkImports(of: [header, implementation])
                var created = frameworks.filter { $0 != "Foundation" }.map { "import \($0)\n" }.joined()
                created = created.isEmpty ? text : text.replacingPrefix("import Foundation\n", with: "import Foundation\n" + created)
                // A Swift file already there is someone's own, unless it is exactly this translation:
                // then an earlier run was stopped after creating it, and this one finishes the pair.
                let notes: [Diagnostic] = []
                if let existing = swiftInputs(swiftPath) {
                    guard existing == Array(created.utf8) else {
                        throw PairBlocker(path: header.path, "\(ObjCImportGraph.fileName(swiftPath)) already exists beside the pair")
                    }
                    // Reported at the header: a created file that is already there has no outcome to carry it.
                    report(
                        Diagnostic(
                            path: header.path, line: 1, column: 1, severity: .note, rule: ObjCRule.translate.rawValue,
                            message:
                                "finishing an earlier run: \(ObjCImportGraph.fileName(swiftPath)) already holds this pair's translation; "
                                + "\(ObjCImportGraph.fileName(pair.header)) and \(ObjCImportGraph.fileName(pair.implementation)) are deleted and their importers updated now"
                        ))
                }
                var planned = bookkeeping
                try planned.plan(pair: pair, model: model, translatingTogether: translating)
                bookkeeping = planned
                // The Xcode project follows in the engine (`XcodeProjectSync`): the `.m`'s
                // reference becomes the Swift file, with its targets.
                self.created.append((swiftPath, created, notes, pair.implementation))
                deleted.formUnion([pair.header, pair.implementation])
            } catch let blocker as PairBlocker {
                report(
                    Diagnostic(
                        path: blocker.path, line: blocker.line, column: blocker.column, rule: ObjCRule.blocked.rawValue,
                        message:
                            "\(ObjCImportGraph.fileName(pair.name)).h/.m not translated: \(blocker.message); the pair is left as it was (running again will not help until this changes)"
                    ))
            } catch {
                report(Diagnostic(path: header.path, line: 1, column: 1, rule: ObjCRule.blocked.rawValue, message: "not translated: \(error)"))
            }
        }
        for diagnostic in NullabilityAudit.diagnostics(files.filter { $0.isHeader && !deleted.contains($0.path) }) { report(diagnostic) }
        reportLeftovers()
        return output()
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics[diagnostic.path, default: []].append(diagnostic) }

    /// An `.m` or `.h` alone beside the Swift file of its name: a pair an earlier run translated,
    /// one of whose files it could not delete (saved in an editor while it wrote, say). It is no
    /// pair any more, so nothing else would mention it; the project has the class twice.
    mutating func reportLeftovers() {
        let paired = Set(graph.pairs.flatMap { [$0.header, $0.implementation] })
        for file in files where (file.path.hasSuffix(".m") || file.isHeader) && !paired.contains(file.path) {
            let name = String(file.path.dropLast(2))
            let partner = name + (file.isHeader ? ".m" : ".h")
            guard byPath[partner] == nil, swiftInputs(name + ".swift") != nil else { continue }
            report(
                Diagnostic(
                    path: file.path, line: 1, column: 1, rule: ObjCRule.blocked.rawValue,
                    message:
                        "\(ObjCImportGraph.fileName(file.path)) is left beside \(ObjCImportGraph.fileName(name + ".swift")) without its "
                        + "\(file.isHeader ? ".m" : ".h"): an earlier run translated the pair but could not delete this file (it changed "
                        + "while that run wrote); move what was saved in it into the Swift file, then delete it"))
        }
    }

    func output() -> [ProjectFile] {
        var result: [ProjectFile] = []
        for new in created {
            result.append(
                ProjectFile(
                    path: new.path, original: nil, bytes: Array(new.text.utf8), rule: ObjCRule.translate.rawValue, diagnostics: new.diagnostics,
                    derivedFrom: new.implementation))
        }
        for file in files {
            let notes = diagnostics[file.path] ?? []
            if deleted.contains(file.path) {
                result.append(.deletion(of: file.path, original: file.bytes, rule: ObjCRule.delete.rawValue, diagnostics: notes))
                continue
            }
            let rewrite = bookkeeping.rewritten(file)
            if rewrite.bytes != file.bytes || !notes.isEmpty {
                result.append(ProjectFile(path: file.path, original: file.bytes, bytes: rewrite.bytes, rule: rewrite.rule, diagnostics: notes))
            }
        }
        return result
    }
}

/// `swift-migrate:disable objc` (or `all`) anywhere in an Objective-C file keeps its pair as it was.
enum Suppression {
    static func disables(_ file: ObjCFile) -> Bool {
        let text = String(decoding: file.bytes, as: UTF8.self)
        return text.contains("swift-migrate:disable objc") || text.contains("swift-migrate:disable all")
    }
}

/// The Xcode targets of the run's projects, for what differs per target: the module name and
/// form of `-Swift.h`, and whether declarations must be public (a framework).
struct ProjectTargets {
    struct Entry {
        var name: String
        var module: String?
        var isFramework: Bool
    }

    let projects: [XcodeProject]

    init(projects: [SourceInput]) {
        self.projects = projects.filter { XcodeProjectSync.isProjectFile($0.path) }.compactMap { try? XcodeProject(path: $0.path, bytes: $0.bytes) }
    }

    /// The first target that compiles the file (an `.m`; a header: the target of its `.m`).
    func target(compiling path: String) -> Entry? {
        let compiled = path.hasSuffix(".h") ? String(path.dropLast(2)) + ".m" : path
        for project in projects {
            guard let target = project.targets(compiling: compiled).first else { continue }
            let configuration = BuildSettings.configurationNames(of: target, in: project).first ?? "Release"
            var module: String?
            if case .value(let name) = BuildSettings(target: target, configuration: configuration, in: project).moduleName { module = name }
            return Entry(name: target.name, module: module, isFramework: target.isFramework)
        }
        return nil
    }
}
