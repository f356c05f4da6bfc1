import Foundation
import MigrationKit
import Migrations
import SourceSyntax

/// `swift-migrate bridge`: writes the SwiftUI bridge of a UIKit type, or the UIKit helper that
/// hosts a SwiftUI view.
struct BridgeCommand {
    static let help = """
        USAGE: swift-migrate bridge TYPE [PATH…] [-o DIR] [--overwrite]
               swift-migrate bridge --hosting VIEW [PATH…] [-o DIR] [--overwrite]

        For a UIView or UIViewController subclass TYPE declared under PATH (default: the current
        directory), writes <TYPE>Representable.swift: a UIViewRepresentable or
        UIViewControllerRepresentable whose properties mirror TYPE's initializer parameters and its
        settable properties, with a Coordinator that forwards TYPE's delegate protocols (declared in
        the inputs) to closures, and sizeThatFits when TYPE declares an intrinsic content size. What
        cannot be mirrored (a class a storyboard or xib under PATH makes, outlets, a type made only
        by init?(coder:)) is reported, and then nothing is written.

        With --hosting, writes <VIEW>Hosting.swift: a UIViewController method that embeds the
        SwiftUI view VIEW as a child UIHostingController (sizing options, the view's closures
        for data coming back).

        OPTIONS:
          -o, --output DIR  Write the file into DIR (created if needed). Without it, the source is
                            printed to stdout.
          --overwrite       Replace a file in DIR whose text differs (otherwise nothing is written).
          --hosting VIEW    The hosting helper for the SwiftUI view VIEW.
          -h, --help        Show this help.

        Diagnostics go to stderr as `path:line:col: warning: [rule] message`. Exit status: 0 done,
        2 usage error, 3 no bridge could be generated or the file could not be written.
        """

    let console: Console

    struct Options {
        var typeName: String?
        var hosting = false
        var paths: [String] = []
        var output = GeneratedFileOptions()

        static func parse(_ arguments: [String]) throws -> Options {
            var options = Options()
            var cursor = OptionCursor(arguments)
            while let argument = cursor.next() {
                if try options.output.take(argument, from: &cursor) { continue }
                switch argument {
                case "--hosting":
                    guard options.typeName == nil else { throw UsageError("bridge takes one type, found --hosting too") }
                    options.hosting = true
                    options.typeName = try cursor.value(for: argument)
                case _ where argument.hasPrefix("-") && argument != "-":
                    throw UsageError("unknown option '\(argument)' for bridge")
                default:
                    if options.typeName == nil { options.typeName = argument } else { options.paths.append(argument) }
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
        guard let typeName = options.typeName else { throw UsageError("bridge needs the name of a UIKit type (or --hosting VIEW)") }
        guard typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), typeName.first?.isNumber == false else {
            throw UsageError("'\(typeName)' is not a type name")
        }
        let found = try InputFiles(paths: options.paths.isEmpty ? ["."] : options.paths, workingDirectory: console.workingDirectory, forceSwift: false)
        for problem in found.unreadable { console.err("error: \(problem)\n") }
        var files: [SourceFile] = []
        for file in found.files {
            guard let snapshot = try? FileSnapshot.read(file.path) else {
                console.err("error: \(file.display): cannot be read\n")
                return .fileError
            }
            files.append(SourceFile(path: file.display, bytes: snapshot.bytes))
        }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map(resolve)
        let interfaceBuilder = SourceDiscovery.interfaceBuilderFiles(in: paths).compactMap { path -> SourceInput? in
            guard let snapshot = try? FileSnapshot.read(path) else { return nil }
            return SourceInput(path: relative(path), bytes: snapshot.bytes)
        }
        let output =
            options.hosting
            ? UIKitBridges.hosting(of: typeName, in: files) : UIKitBridges.representable(of: typeName, in: files, interfaceBuilder: interfaceBuilder)
        for diagnostic in output.diagnostics { console.err(diagnostic.formatted + "\n") }
        if let error = output.error {
            console.err("error: \(error)\n")
            return .fileError
        }
        guard let text = output.text else {
            console.err("no bridge written for \(typeName): \(output.diagnostics.count) blocker\(output.diagnostics.count == 1 ? "" : "s") above\n")
            return .fileError
        }
        guard let directory = options.output.outputDirectory else {
            console.out(text)
            return .success
        }
        return write(text, named: output.fileName, into: resolve(directory), overwrite: options.output.overwrite)
    }

    /// A path as diagnostics show it: relative to the working directory when below it.
    private func relative(_ path: String) -> String {
        let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let real = InputFiles.realPath(path) ?? path
        return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real
    }

    /// Relative paths are relative to the console's working directory (the process's, except in tests).
    private func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: console.workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// The file appears complete or not at all; one with other text is replaced only with `--overwrite`.
    private func write(_ text: String, named name: String, into directory: String, overwrite: Bool) -> ExitCode {
        let path = (directory as NSString).appendingPathComponent(name)
        let bytes = Array(text.utf8)
        do {
            if FileManager.default.fileExists(atPath: path) {
                let snapshot = try FileSnapshot.read(path)
                if snapshot.bytes == bytes {
                    console.err("\(path) is up to date\n")
                    return .success
                }
                guard overwrite else {
                    console.err("error: \(path) exists with other text; nothing written (--overwrite replaces it)\n")
                    return .fileError
                }
                try SafeWriter.replace(snapshot, with: bytes)
            } else {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try SafeWriter.create(path, with: bytes)
            }
            SafeWriter.syncDirectories(of: [path])
            console.err("wrote \(path)\n")
            return .success
        } catch {
            console.err("error: \(error)\n")
            return .fileError
        }
    }
}
