import Foundation
import MigrationKit

/// `.swift-migrate.json`, found by walking up from the inputs: paths to leave out, deployment
/// targets, migrations switched on or off, and `--set` settings. Every key and value is checked
/// when the file is read; a mistake is a usage error naming the file and the key. Command-line
/// flags override the file (`--only`/`--skip` replace its `migrations`, `--min-…` its
/// `deploymentTarget`, `--set KEY=…` that key).
///
/// ```json
/// {
///   "exclude": ["Generated/**", "**/*.pb.swift"],
///   "deploymentTarget": { "iOS": "17.0" },
///   "migrations": { "coredata": false },
///   "settings": { "observation.effectful-state-init": "rewrite" }
/// }
/// ```
struct ProjectConfig: Equatable {
    static let fileName = ".swift-migrate.json"
    static let keys = ["exclude", "deploymentTarget", "migrations", "settings"]

    /// The file read; nil when none was found.
    var path: String?
    /// Glob patterns, relative to the file's folder: `*` and `?` within a path component, `**`
    /// across components.
    var exclude: [String] = []
    var deploymentTarget: [Platform: Version] = [:]
    var migrations: [String: Bool] = [:]
    var settings: [String: String] = [:]

    var directory: String? { path.map { ($0 as NSString).deletingLastPathComponent } }

    /// The nearest `.swift-migrate.json` at or above each of `paths` (absolute): all inputs must
    /// share one, or none.
    static func find(for paths: [String]) throws -> String? {
        var found: Set<String?> = []
        for path in paths { found.insert(nearest(above: path)) }
        guard found.count <= 1 else {
            let names = found.map { $0 ?? "none" }.sorted().joined(separator: ", ")
            throw UsageError("the inputs lie under different \(fileName) files (\(names)); run once per project")
        }
        return found.first ?? nil
    }

    static func nearest(above path: String) -> String? {
        var directory = path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            directory = (directory as NSString).deletingLastPathComponent
        }
        while !directory.isEmpty {
            let candidate = (directory as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { return nil }
            directory = parent
        }
        return nil
    }

    /// Reads and checks the file against the registered migrations and their settings.
    static func load(_ path: String, migrations: [any Migration]) throws -> ProjectConfig {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("\(path): cannot be read") }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw UsageError("\(path): not a JSON object")
        }
        var config = ProjectConfig(path: path)
        for key in root.keys.sorted() where !keys.contains(key) {
            throw UsageError("\(path): unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
        }
        if let value = root["exclude"] {
            guard let patterns = value as? [String] else { throw UsageError("\(path): exclude: needs an array of glob strings") }
            config.exclude = patterns
        }
        if let value = root["deploymentTarget"] {
            guard let table = value as? [String: Any] else { throw UsageError("\(path): deploymentTarget: needs an object such as {\"iOS\": \"17.0\"}") }
            for (name, raw) in table.sorted(by: { $0.key < $1.key }) {
                guard let platform = Platform(rawValue: name) else {
                    throw UsageError(
                        "\(path): deploymentTarget.\(name): unknown platform (known: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                guard let text = raw as? String, let version = Version(text) else {
                    throw UsageError("\(path): deploymentTarget.\(name): needs a version string such as \"17.0\"")
                }
                config.deploymentTarget[platform] = version
            }
        }
        let known = Set(migrations.map(\.id))
        if let value = root["migrations"] {
            guard let table = value as? [String: Any] else { throw UsageError("\(path): migrations: needs an object such as {\"coredata\": false}") }
            for (id, raw) in table.sorted(by: { $0.key < $1.key }) {
                guard known.contains(id) else {
                    throw UsageError("\(path): migrations.\(id): unknown migration (known: \(known.sorted().joined(separator: ", ")))")
                }
                // JSONSerialization gives NSNumber for numbers and booleans alike; a boolean's type
                // encoding is `c` (a number's is `i`, `q`, `d`, …). Only true/false are meant.
                guard let number = raw as? NSNumber, String(cString: number.objCType) == "c" else {
                    throw UsageError("\(path): migrations.\(id): needs true or false")
                }
                config.migrations[id] = number.boolValue
            }
        }
        if let value = root["settings"] {
            guard let table = value as? [String: Any] else { throw UsageError("\(path): settings: needs an object of KEY: VALUE strings") }
            let declared = migrations.flatMap(\.settings)
            for (key, raw) in table.sorted(by: { $0.key < $1.key }) {
                guard let setting = declared.first(where: { $0.key == key }) else {
                    let keys = declared.map(\.key).joined(separator: ", ")
                    throw UsageError("\(path): settings.\(key): unknown setting (known: \(keys.isEmpty ? "none" : keys))")
                }
                guard let text = raw as? String, setting.values.isEmpty || setting.values.contains(text) else {
                    throw UsageError("\(path): settings.\(key): takes \(setting.values.joined(separator: " or ")), not \(raw)")
                }
                config.settings[key] = text
            }
        }
        return config
    }

    /// Whether `path` (absolute) matches an `exclude` pattern, relative to the file's folder.
    func excludes(_ path: String) -> Bool {
        guard let directory, !exclude.isEmpty else { return false }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(prefix) else { return false }
        let relative = String(path.dropFirst(prefix.count))
        return exclude.contains { Glob.matches($0, relative) }
    }
}

/// Shell-style globs over `/`-separated paths: `*` and `?` stay within a component, `**` spans
/// any number of components (`**/` also none), everything else is literal.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern.utf8)[...], Array(path.utf8)[...])
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let star = UInt8(ascii: "*")
        if first == star, pattern.dropFirst().first == star {
            var rest = pattern.dropFirst(2)
            if rest.first == UInt8(ascii: "/") {
                rest = rest.dropFirst()
                // `**/x`: x here, or after any number of components.
                if match(rest, text) { return true }
                var index = text.startIndex
                while let slash = text[index...].firstIndex(of: UInt8(ascii: "/")) {
                    if match(rest, text[(slash + 1)...]) { return true }
                    index = slash + 1
                }
                return false
            }
            return (text.startIndex...text.endIndex).contains { match(rest, text[$0...]) }
        }
        if first == star {
            let rest = pattern.dropFirst()
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, text[index] != UInt8(ascii: "/") else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == UInt8(ascii: "?") {
            return character != UInt8(ascii: "/") && match(pattern.dropFirst(), text.dropFirst())
        }
        return first == character && match(pattern.dropFirst(), text.dropFirst())
    }
}
