import Foundation
import MigrationKit
import XcodeProject

/// `swift-migrate xcodeproj [--json] PATH…`: what the project editor reads in Xcode projects —
/// targets, the files each compiles, synchronized folders, module names — so a user (and the
/// comparison with an independent reader, `scripts/pbxproj-compare.sh`) can check it.
struct XcodeProjectCommand {
    var console: Console

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try ArgumentSpec(flags: ["--help", "-h", "--json"], options: []).parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.xcodeproj + "\n")
            return .success
        }
        var failed = false
        for path in try projectFiles(parsed.positional.isEmpty ? ["."] : parsed.positional) {
            guard let data = FileManager.default.contents(atPath: absolute(path)) else {
                console.err("\(path): error: cannot read\n")
                failed = true
                continue
            }
            let bytes = Array(data)
            let project: XcodeProject
            do {
                project = try XcodeProject(path: path, bytes: bytes)
            } catch {
                console.err("\(path):\(error.line):\(error.column): error: \(error.message)\n")
                if parsed.has("--json") { console.out(Self.json(["path": path, "error": error.description]) + "\n") }
                failed = true
                continue
            }
            if project.document.printed != bytes {
                console.err("\(path): error: does not print back byte for byte\n")
                failed = true
            }
            console.out((parsed.has("--json") ? Self.json(summary(of: project)) : text(of: project)) + "\n")
        }
        return failed ? .fileError : .success
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: console.workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// `project.pbxproj` files: named, inside a named `.xcodeproj`, or found under a directory.
    func projectFiles(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory) else { throw UsageError("\(path) does not exist") }
            if !isDirectory.boolValue {
                found.append(path)
            } else if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/") {
                found.append(ProjectPath.joined([path, "project.pbxproj"]))
            } else {
                let prefix = absolute(path).hasSuffix("/") ? absolute(path) : absolute(path) + "/"
                found += SourceDiscovery.swiftFiles(in: [absolute(path)]).objc.filter { $0.hasSuffix("/project.pbxproj") }.map { full in
                    ProjectPath.joined([path, String(full.dropFirst(prefix.count))])
                }
            }
        }
        return found
    }

    /// The form `scripts/pbxproj-reference.py` prints with the `pbxproj` package.
    func summary(of project: XcodeProject) -> [String: Any] {
        let targets = project.targets.sorted { ($0.name, $0.isa) < ($1.name, $1.isa) }.map { target -> [String: Any] in
            var entry: [String: Any] = [
                "name": target.name, "isa": target.isa, "productType": target.productType,
                "sources": project.sources(of: target).sorted(),
            ]
            let folders = project.synchronizedFolders(of: target)
            if !folders.isEmpty {
                entry["synchronized"] = folders.map { folder -> [String: Any] in
                    var entry: [String: Any] = ["path": project.path(of: folder.id) ?? "?"]
                    if !folder.membershipExceptions.isEmpty { entry["exceptions"] = folder.membershipExceptions.sorted() }
                    return entry
                }.sorted { ($0["path"] as! String) < ($1["path"] as! String) }
            }
            return entry
        }
        return ["path": project.path, "objectVersion": project.objectVersion.map(String.init) ?? "", "targets": targets]
    }

    func text(of project: XcodeProject) -> String {
        var out = "\(project.path): objectVersion \(project.objectVersion.map(String.init) ?? "?"), \(project.targets.count) targets\n"
        for target in project.targets {
            let configurations = BuildSettings.configurationNames(of: target, in: project)
            let module = configurations.first.map { BuildSettings(target: target, configuration: $0, in: project).moduleName } ?? .unset
            let moduleText: String
            switch module {
            case .value(let name): moduleText = "module \(name)"
            case .unset: moduleText = "no module name"
            case .unresolved(let why): moduleText = "module name not resolved: \(why)"
            }
            let product = target.productType.split(separator: ".").last.map(String.init) ?? target.isa
            out += "  \(target.name) (\(product), \(moduleText)): \(project.sources(of: target).count) sources"
            let folders = project.synchronizedFolders(of: target)
            if !folders.isEmpty {
                out += ", synchronized folders " + folders.map { $0.runPath + ($0.membershipExceptions.isEmpty ? "" : " (\($0.membershipExceptions.count) excepted)") }.joined(separator: ", ")
            }
            out += "\n"
        }
        return String(out.dropLast())
    }

    static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
