import Foundation
import Testing

/// Runs the real `swiftc` over fixture sources, against the stand-in `SwiftUI`, `Combine`,
/// `ThirdPartyKit`, `CoreData`, `SwiftData`, `UIKit`, `StoreKit` and `RevenueCat` modules in `Tests/StandIns/`. Observation
/// itself is the real library, macro included.
enum TypeChecker {
    struct Outcome: Sendable {
        var succeeded: Bool
        var output: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let fixtures = Repository.fixtures.appendingPathComponent("observation")

    /// The stand-in modules are built once per test run, in dependency order.
    static let standInModules: Result<URL, Failure> = buildStandIns()

    /// At most two compiler processes at a time: the machine is shared.
    static let slots = Slots(count: 2)

    /// Compiles `files` as one module to a throwaway object file. A full compile, not
    /// `-typecheck`: some macro diagnostics (`@Observable` on an enum) only appear when code is
    /// generated.
    static func typecheck(_ files: [URL], swiftVersion: String = "5") async throws -> Outcome {
        let modules = try standInModules.get()
        await slots.acquire()
        defer { Task { await slots.release() } }
        let object = FileManager.default.temporaryDirectory.appendingPathComponent("observation-\(UUID().uuidString).o")
        defer { try? FileManager.default.removeItem(at: object) }
        return try run(
            ["-c", "-wmo", "-parse-as-library", "-swift-version", swiftVersion, "-I", modules.path, "-o", object.path]
                + files.map(\.path))
    }

    /// Writes `sources` (file name → text) to a fresh directory and type-checks them together, in
    /// the language mode `swiftVersion` (5 unless a suite also checks Swift 6's strict concurrency).
    static func typecheck(sources: [(name: String, text: String)], swiftVersion: String = "5") async throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("observation-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (index, source) in sources.enumerated() {
            let file = directory.appendingPathComponent("\(index)-\(source.name)")
            try source.text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        return try await typecheck(files, swiftVersion: swiftVersion)
    }

    /// The stand-ins a program runs against (Core Data's context and objects, SwiftData's context),
    /// as static libraries with their modules, built once per test run.
    static let runnableStandIns: Result<URL, Failure> = buildRunnableStandIns()

    /// Builds `sources` into a program linked with the runnable stand-ins, warnings as errors (generated
    /// code must not add warnings to a project that treats them so), and runs it: its status and output.
    static func run(sources: [(name: String, text: String)]) async throws -> (status: Int32, output: String) {
        let libraries = try runnableStandIns.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standin-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = directory.appendingPathComponent("\(index)-\(source.name)")
            try source.text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let executable = directory.appendingPathComponent("run")
        await slots.acquire()
        let build = try execute(
            try compiler(),
            [
                "-parse-as-library", "-warnings-as-errors", "-I", libraries.path, "-L", libraries.path, "-lSwiftData", "-lSwiftUI", "-lCombine", "-lCoreData",
                "-o", executable.path,
            ]
                + files)
        await slots.release()
        guard build.status == 0 else { return (build.status, "does not build:\n\(build.output)") }
        return try execute(executable, [])
    }

    private static func buildRunnableStandIns() -> Result<URL, Failure> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("standin-libraries-\(UUID().uuidString)")
        let standIns = Repository.root.appendingPathComponent("Tests/StandIns")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for (module, files) in [
                ("Combine", ["Combine"]), ("SwiftUI", ["SwiftUI", "SwiftUIViews"]), ("CoreData", ["CoreData"]), ("SwiftData", ["SwiftData"]),
            ] {
                let outcome = try run(
                    [
                        "-emit-library", "-static", "-parse-as-library", "-module-name", module, "-I", output.path,
                        "-emit-module", "-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path,
                        "-o", output.appendingPathComponent("lib\(module).a").path,
                    ] + files.map { standIns.appendingPathComponent("\($0).swift").path })
                guard outcome.succeeded else { return .failure(Failure(description: "stand-in library \(module) does not build:\n\(outcome.output)")) }
            }
            return .success(output)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    private static func buildStandIns() -> Result<URL, Failure> {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("observation-standins-\(UUID().uuidString)")
        let standIns = Repository.root.appendingPathComponent("Tests/StandIns")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            // StoreKit is one framework holding both of its APIs and its SwiftUI overlay: three files. UIKit
            // comes before SwiftUI, whose representables and hosting controller build on it.
            let modules = [
                ("Combine", ["Combine"]), ("UIKit", ["UIKit"]), ("SwiftUI", ["SwiftUI", "SwiftUIViews", "SwiftUIUIKit"]),
                ("ThirdPartyKit", ["ThirdPartyKit"]), ("CoreData", ["CoreData"]), ("SwiftData", ["SwiftData"]),
                ("StoreKit", ["StoreKit1", "StoreKit2", "StoreKitSwiftUI"]), ("RevenueCat", ["RevenueCat"]),
            ]
            for (module, files) in modules {
                let outcome = try run(
                    [
                        "-emit-module", "-parse-as-library", "-module-name", module, "-I", output.path,
                        "-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path,
                    ] + files.map { standIns.appendingPathComponent("\($0).swift").path })
                guard outcome.succeeded else {
                    return .failure(Failure(description: "stand-in \(module) does not build:\n\(outcome.output)"))
                }
            }
            return .success(output)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    private static func run(_ arguments: [String]) throws -> Outcome {
        let run = try execute(try compiler(), arguments)
        return Outcome(succeeded: run.status == 0, output: run.output)
    }

    /// Runs `executable` (the compiler, or a program it built) to the end: its status and its
    /// output and errors together.
    static func execute(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` from `$SWIFTC`, else the first one on `$PATH`.
    static func compiler() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "swiftc not found on PATH; set SWIFTC")
    }
}

/// A counting semaphore for async code.
actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// One fixture case of a migration whose outputs are compiled (observation, storekit, navigation,
/// concurrency, coredata), as the compiler sees it: the files of its input and of its
/// expected output (a multi-file case's output is `after/` laid over `before/`, with the files only
/// `after/` holds: the ones the migration creates).
struct TypeCheckFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var input: [URL]
    var output: [URL]

    var testDescription: String { name }

    static func all(in root: URL = TypeChecker.fixtures) -> [TypeCheckFixture] {
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        var cases: [TypeCheckFixture] = []
        for entry in entries.sorted() {
            let url = root.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let before = swiftFiles(under: url.appendingPathComponent("before"))
                let after = url.appendingPathComponent("after")
                var output = before.map { file -> URL in
                    let relative = String(file.path.dropFirst(url.appendingPathComponent("before").path.count))
                    let replaced = URL(fileURLWithPath: after.path + relative)
                    return manager.fileExists(atPath: replaced.path) ? replaced : file
                }
                // Files only in `after/` are files the migration creates.
                let beforeRelative = Set(before.map { String($0.path.dropFirst(url.appendingPathComponent("before").path.count)) })
                output += swiftFiles(under: after).filter { !beforeRelative.contains(String($0.path.dropFirst(after.path.count))) }
                cases.append(TypeCheckFixture(name: entry, input: before, output: output))
            } else if entry.hasSuffix(".before.swift") {
                let name = String(entry.dropLast(".before.swift".count))
                let after = root.appendingPathComponent("\(name).after.swift")
                cases.append(TypeCheckFixture(name: name, input: [url], output: [after]))
            } else if entry.hasSuffix(".unchanged.swift") {
                let name = String(entry.dropLast(".unchanged.swift".count))
                cases.append(TypeCheckFixture(name: name, input: [url], output: [url]))
            }
        }
        return cases
    }

    private static func swiftFiles(under directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            // A manifest in a case folder carries the deployment target; it is not app code.
            if file.pathExtension == "swift", file.lastPathComponent != "Package.swift" {
                files.append(file)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A plausible migration mistake applied to a correct expected output: the type-check must then
/// fail, or the stand-ins would not catch it.
struct Mutation: Sendable, CustomTestStringConvertible {
    var name: String
    /// What the mistake goes into: a fixture file or a fixture case, as the suite names them.
    var target: String
    var find: String
    var replace: String

    var testDescription: String { name }

    /// `files` as sources for the compiler with the mistake put in, each text `prepared` (the
    /// stand-ins' forms of plugin macros); fails when no file holds the text to mutate any more.
    func sources(from files: [URL], prepared: (String) -> String = { $0 }) throws -> [(name: String, text: String)] {
        var found = false
        let sources = try files.map { file -> (name: String, text: String) in
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains(find) else { return (file.lastPathComponent, prepared(text)) }
            found = true
            return (file.lastPathComponent, prepared(text.replacingOccurrences(of: find, with: replace)))
        }
        guard found else { throw TypeChecker.Failure(description: "\(target) no longer contains the text to mutate") }
        return sources
    }
}
