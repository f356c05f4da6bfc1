import Foundation

/// Reads the project's deployment targets: `platforms:` in `Package.swift`, or
/// `*_DEPLOYMENT_TARGET` in an Xcode project, searching from the input path up to the root.
public enum DeploymentTargetReader {
    /// Searches `path`'s folder and its parents first (the usual case: migrating `Sources/`), then,
    /// when `path` is a folder, its subfolders two levels down (an app whose `.xcodeproj` sits in a
    /// subfolder of the repository).
    public static func targets(near path: String) -> DeploymentTargets {
        var directory = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { directory.deleteLastPathComponent() }
        let start = directory
        while true {
            if let found = targets(in: directory) { return found }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        var level = [start]
        for _ in 0..<2 {
            var next: [URL] = []
            for folder in level {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for entry in entries.sorted()
                where !entry.hasPrefix(".") && !SourceDiscovery.skippedDirectories.contains(entry) && !entry.hasSuffix(".xcodeproj") {
                    var entryIsDirectory: ObjCBool = false
                    let url = folder.appendingPathComponent(entry)
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &entryIsDirectory), entryIsDirectory.boolValue {
                        if let found = targets(in: url) { return found }
                        next.append(url)
                    }
                }
            }
            level = next
        }
        return DeploymentTargets()
    }

    /// The targets a `Package.swift` or `*.xcodeproj` directly in `directory` declares.
    static func targets(in directory: URL) -> DeploymentTargets? {
        let manifest = directory.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8) {
            let versions = fromPackageManifest(text)
            if !versions.isEmpty { return DeploymentTargets(versions: versions, source: manifest.path) }
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
            let pbxproj = directory.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            if let text = try? String(contentsOf: pbxproj, encoding: .utf8) {
                let versions = fromXcodeProject(text)
                if !versions.isEmpty { return DeploymentTargets(versions: versions, source: pbxproj.path) }
            }
        }
        return nil
    }

    /// `.iOS(.v17)`, `.macOS(.v14)`, `.iOS("17.0")`, `.macOS(.v10_15)`.
    public static func fromPackageManifest(_ text: String) -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for platform in Platform.allCases {
            for pattern in ["." + platform.rawValue + "(.v", "." + platform.rawValue + "(\""] {
                guard let range = text.range(of: pattern) else { continue }
                let rest = text[range.upperBound...]
                let raw = rest.prefix { $0.isNumber || $0 == "_" || $0 == "." }
                if let version = Version(raw.replacingOccurrences(of: "_", with: ".")) { versions[platform] = version }
            }
        }
        return versions
    }

    /// The lowest value of each `*_DEPLOYMENT_TARGET` setting across configurations.
    public static func fromXcodeProject(_ text: String) -> [Platform: Version] {
        let keys: [(String, Platform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
            ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ]
        var versions: [Platform: Version] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for (key, platform) in keys where line.contains(key + " = ") {
                let value = line.split(separator: "=").last?.trimmingCharacters(in: CharacterSet(charactersIn: " ;\"")) ?? ""
                if let version = Version(value) { versions[platform] = min(versions[platform] ?? version, version) }
            }
        }
        return versions
    }
}
