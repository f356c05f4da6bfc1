import Foundation
import MigrationKit
import Migrations
import ObjCSyntax

/// `swift-migrate objc-order [PATH…]`: the Objective-C pairs leaves first, in rounds, grouped as
/// the guide recommends; the order `apply --only objc` follows one round per run.
struct ObjCOrderCommand {
    var console: Console

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try ArgumentSpec(flags: ["--help", "-h"], options: []).parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.objcOrder + "\n")
            return .success
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let base = URL(fileURLWithPath: console.workingDirectory)
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).standardizedFileURL.path }
        let prefix = base.standardizedFileURL.path + "/"
        let found = SourceDiscovery.swiftFiles(in: absolute).objc.filter { !$0.hasSuffix("project.pbxproj") }
        let files = parallelMap(found) { path -> ObjCFile? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return ObjCFile(path: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, bytes: Array(data))
        }.compactMap { $0 }
        var failed = false
        for file in files where file.printed() != file.bytes {
            console.err("\(file.path): error: does not print back byte for byte\n")
            failed = true
        }
        let graph = ObjCImportGraph(files: files)
        var text = ""
        for (number, round) in graph.rounds().enumerated() {
            let cycle = round.contains { !$0.dependencies.isEmpty } && number == 0
            text += "round \(number + 1)\(number == 0 && !cycle ? " (leaves)" : ""):\n"
            for group in ObjCImportGraph.Group.allCases {
                let members = round.filter { $0.group == group }
                guard !members.isEmpty else { continue }
                text += "  \(group.title):\n"
                for pair in members {
                    text += "    \(pair.name)" + (pair.dependencies.isEmpty ? "" : "  imports \(pair.dependencies.joined(separator: ", "))") + "\n"
                }
            }
        }
        let bridging = graph.bridgingHeaders.isEmpty ? "no bridging header" : "bridging header: " + graph.bridgingHeaders.joined(separator: ", ")
        text +=
            "\n\(graph.pairs.count) pair\(graph.pairs.count == 1 ? "" : "s"), \(graph.leaves.count) lea\(graph.leaves.count == 1 ? "f" : "ves"); \(bridging)\n"
        console.out(text)
        return failed ? .fileError : .success
    }
}
