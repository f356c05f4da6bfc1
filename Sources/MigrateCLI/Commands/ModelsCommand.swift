import Foundation
import MigrationKit
import Migrations
import PredicateKit

/// `swift-migrate models`: writes a SwiftData `@Model` class for every entity of a Core Data model.
struct ModelsCommand {
    static let help = """
        USAGE: swift-migrate models PATH.xcdatamodeld [-o DIR] [--min-ios N] [--overwrite] [--versioned]

        Generates one SwiftData @Model class per entity of the model's current version (from
        .xccurrentversion), and a diagnostic for everything the classes cannot carry over.
        PATH may also be an .xcdatamodel folder or its `contents` file.

        OPTIONS:
          -o, --output DIR  Write one file per class (<Class>.swift) into DIR, creating it if needed.
                            Without it, all classes are printed to stdout as one source.
          --min-ios N       Oldest iOS the models run on (default 17). #Unique and #Index need 18;
                            model inheritance needs 26.
          --overwrite       Replace files in DIR whose text differs (otherwise nothing is written).
          --versioned       Every version of the model (oldest first, up to the current one) as a
                            SwiftData VersionedSchema, with a SchemaMigrationPlan whose stages are
                            .lightweight where Core Data infers the changes and .custom otherwise;
                            one source, <Model>Schema.swift with -o.
          -h, --help        Show this help.

        Diagnostics go to stderr as `path:line:col: warning: [rule] message`, against the model's
        `contents` file. Exit status: 0 done, 2 usage error, 3 the model could not be read or a file
        could not be written.
        """

    let console: Console

    struct Options {
        var modelPath: String?
        var target = ModelTarget()
        var versioned = false
        var output = GeneratedFileOptions()

        static func parse(_ arguments: [String]) throws -> Options {
            var options = Options()
            var cursor = OptionCursor(arguments)
            while let argument = cursor.next() {
                if try options.output.take(argument, from: &cursor) { continue }
                switch argument {
                case "--versioned": options.versioned = true
                case "--min-ios":
                    let text = try cursor.value(for: argument)
                    guard let major = text.split(separator: ".").first.flatMap({ Int($0) }), major > 0 else {
                        throw UsageError("--min-ios needs a version number, found '\(text)'")
                    }
                    options.target = ModelTarget(iOS: major)
                case _ where argument.hasPrefix("-") && argument != "-":
                    throw UsageError("unknown option '\(argument)' for models")
                default:
                    guard options.modelPath == nil else { throw UsageError("models takes one model, found '\(argument)' too") }
                    options.modelPath = argument
                }
            }
            return options
        }
    }

    func run(_ arguments: [String]) throws -> ExitCode {
        let options = try Options.parse(arguments)
        if options.output.showHelp {
            console.out(Self.help + "\n")
            return .success
        }
        guard let path = options.modelPath else { throw UsageError("models needs the path of an .xcdatamodeld") }
        // Read as spelt, so that diagnostics name the model as the user did, unless the console's
        // directory is not the process's (as in tests).
        let sameDirectory = console.workingDirectory == FileManager.default.currentDirectoryPath
        let spelt = path.hasPrefix("/") || sameDirectory ? path : resolve(path)
        do {
            if options.versioned {
                let versions = try XCDataModelReader.versions(of: spelt).map {
                    VersionedSchemaWriter.Version(name: $0.name, model: try XCDataModelReader.readModel(path: $0.contents))
                }
                let bundleName = URL(fileURLWithPath: spelt).deletingPathExtension().lastPathComponent
                let output = VersionedSchemaWriter.generate(versions, modelName: bundleName, target: options.target)
                let file = ModelGenerator.File(name: VersionedSchemaWriter.fileName(modelName: bundleName), text: output.text)
                return finish(
                    source: output.text, files: [file], diagnostics: output.diagnostics, skipped: output.skippedEntities,
                    generated: "\(versions.count) version\(versions.count == 1 ? "" : "s") as versioned schemas", options: options)
            }
            let model = try XCDataModelReader.readModel(path: spelt)
            let output = ModelGenerator.generate(model, target: options.target)
            return finish(
                source: output.combined, files: output.files, diagnostics: output.diagnostics, skipped: output.skippedEntities,
                generated: "\(output.files.count) of \(model.entities.count) entities generated", options: options)
        } catch {
            console.err("error: \(error)\n")
            return .fileError
        }
    }

    /// Prints the diagnostics, then the source (stdout) or the files (`-o DIR`), and the summary.
    private func finish(
        source: String, files: [ModelGenerator.File], diagnostics: [Diagnostic], skipped: [String], generated: String, options: Options
    ) -> ExitCode {
        for diagnostic in diagnostics { console.err(diagnostic.formatted + "\n") }
        let summary =
            generated + (skipped.isEmpty ? "" : " (not generated: \(skipped.joined(separator: ", ")))")
            + ", \(diagnostics.count) warning\(diagnostics.count == 1 ? "" : "s")"
        guard let directory = options.output.outputDirectory else {
            console.out(source)
            console.err(summary + "\n")
            return .success
        }
        return write(files, into: resolve(directory), overwrite: options.output.overwrite, summary: summary)
    }

    /// Relative paths are relative to the console's working directory (the process's, except in tests).
    private func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: console.workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// Writes every file or none: a file in the way (different text, no `--overwrite`) stops the
    /// run before anything is written. Each file appears complete or not at all (`SafeWriter`).
    private func write(_ files: [ModelGenerator.File], into directory: String, overwrite: Bool, summary: String) -> ExitCode {
        var creations: [(path: String, bytes: [UInt8])] = []
        var replacements: [(FileSnapshot, [UInt8])] = []
        var unchanged = 0
        var conflicts: [String] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            let bytes = Array(file.text.utf8)
            guard FileManager.default.fileExists(atPath: path) else {
                creations.append((path, bytes))
                continue
            }
            do {
                let snapshot = try FileSnapshot.read(path)
                if snapshot.bytes == bytes {
                    unchanged += 1
                } else if overwrite {
                    replacements.append((snapshot, bytes))
                } else {
                    conflicts.append(path)
                }
            } catch {
                console.err("error: \(error)\n")
                return .fileError
            }
        }
        guard conflicts.isEmpty else {
            for path in conflicts { console.err("error: \(path) exists with other text; nothing written (--overwrite replaces it)\n") }
            console.err(summary + "\n")
            return .fileError
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            console.err("error: cannot create \(directory): \(error.localizedDescription)\n")
            return .fileError
        }
        var failed = false
        var written: [String] = []
        for (path, bytes) in creations {
            do {
                try SafeWriter.create(path, with: bytes)
                written.append(path)
            } catch {
                console.err("error: \(error)\n")
                failed = true
            }
        }
        for (snapshot, bytes) in replacements {
            do {
                try SafeWriter.replace(snapshot, with: bytes)
                written.append(snapshot.path)
            } catch {
                console.err("error: \(error)\n")
                failed = true
            }
        }
        SafeWriter.syncDirectories(of: written)
        console.err(summary + "; \(written.count) file\(written.count == 1 ? "" : "s") written, \(unchanged) unchanged, in \(directory)\n")
        return failed ? .fileError : .success
    }
}
