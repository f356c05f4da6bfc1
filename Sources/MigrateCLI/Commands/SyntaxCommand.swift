import Foundation
import MigrationKit
import SourceSyntax

/// `swift-migrate syntax [PATH…]`: parses files without migrating and reports what the parser could
/// not make sense of (unterminated literals, unbalanced delimiters, …), and any file that would not
/// print back byte for byte. For bug reports, and to check a codebase before migrating it.
struct SyntaxCommand {
    var console: Console

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try ArgumentSpec(flags: ["--help", "-h"], options: []).parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.syntax + "\n")
            return .success
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let base = URL(fileURLWithPath: console.workingDirectory)
        let found = SourceDiscovery.swiftFiles(in: paths.map { $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).standardizedFileURL.path })
        let reports = parallelMap(found.files) { path -> (String, [String], Int) in
            guard let data = FileManager.default.contents(atPath: path) else { return (path, ["\(path): error: cannot read"], 0) }
            let file = SourceFile(path: path, bytes: Array(data))
            var lines = file.problems.map { problem -> String in
                let at = file.location(ofByte: problem.offset)
                return "\(path):\(at.line):\(at.column): warning: [syntax] \(problem.kind.rawValue)"
            }
            if file.printedBytes() != file.bytes { lines.append("\(path): error: does not print back byte for byte") }
            return (path, lines, data.count)
        }
        var bad = 0
        for (_, lines, _) in reports where !lines.isEmpty {
            bad += 1
            for line in lines { console.out(line + "\n") }
        }
        for missing in found.missing { console.err("error: cannot read \(missing)\n") }
        let bytes = reports.reduce(0) { $0 + $1.2 }
        console.err("\(found.files.count) files, \(bytes) bytes, \(bad) with syntax problems\n")
        return found.missing.isEmpty && !reports.contains { $0.1.contains { $0.hasSuffix("byte for byte") } } ? .success : .fileError
    }
}
