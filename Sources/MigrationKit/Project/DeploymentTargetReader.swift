import Foundation

/// Reads the project's deployment targets: `platforms:` in `Package.swift`, `*_DEPLOYMENT_TARGET`
/// in an Xcode project, `deploymentTarget` in an XcodeGen `project.yml`, or `deploymentTargets` in
/// a Tuist `Project.swift`, searching from the input path up to the root.
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
        for (name, read) in [("project.yml", fromXcodeGen), ("project.yaml", fromXcodeGen), ("Project.swift", fromTuist)] {
            let url = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let versions = read(text)
            if !versions.isEmpty { return DeploymentTargets(versions: versions, source: url.path) }
        }
        return nil
    }

    /// XcodeGen: `deploymentTarget:` blocks (`iOS: "17.6"`, in `options:` or a target), a target's
    /// `deploymentTarget: "17.0"` with its `platform: iOS`, and `*_DEPLOYMENT_TARGET` settings. The
    /// lowest value of each platform wins.
    public static func fromXcodeGen(_ text: String) -> [Platform: Version] {
        let names: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS]
        var versions = fromBuildSettingLines(text.replacingOccurrences(of: "_DEPLOYMENT_TARGET:", with: "_DEPLOYMENT_TARGET ="))
        func lower(_ platform: Platform, _ raw: Substring) {
            let value = raw.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            if let version = Version(value) { versions[platform] = min(versions[platform] ?? version, version) }
        }
        var blockIndent: Int?
        var targetPlatform: Platform?
        var targetVersion: Substring?
        for line in text.split(whereSeparator: \.isNewline) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if let open = blockIndent, indent <= open { blockIndent = nil }
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon]
            let value = content[content.index(after: colon)...].split(separator: "#").first ?? ""
            if key == "deploymentTarget" {
                if value.trimmingCharacters(in: .whitespaces).isEmpty {
                    blockIndent = indent
                } else {
                    targetVersion = value
                }
            } else if blockIndent != nil, let platform = names[String(key)] {
                lower(platform, value)
            } else if key == "platform", let platform = names[value.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))] {
                targetPlatform = platform
            }
            if let platform = targetPlatform, let version = targetVersion {
                lower(platform, version)
                targetPlatform = nil
                targetVersion = nil
            }
        }
        return versions
    }

    /// Tuist: `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, and the older
    /// `.iOS(targetVersion: "17.0", …)`.
    public static func fromTuist(_ text: String) -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for platform in Platform.allCases {
            for pattern in [".\(platform.rawValue)(\"", ".\(platform.rawValue)(targetVersion: \"", "\(platform.rawValue): \""] {
                var search = text.startIndex..<text.endIndex
                while let range = text.range(of: pattern, range: search) {
                    let raw = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                    if let version = Version(String(raw)) { versions[platform] = min(versions[platform] ?? version, version) }
                    search = range.upperBound..<text.endIndex
                }
            }
        }
        return versions
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

    /// The lowest value of each `*_DEPLOYMENT_TARGET` setting across the build configurations
    /// that build for that platform. A configuration's platforms are its `SUPPORTED_PLATFORMS`, else
    /// its `SDKROOT` (unless `auto`), each inherited from the project configuration of the same
    /// name; a configuration that names neither counts for every platform. An iOS app's target
    /// often carries a stray `MACOSX_DEPLOYMENT_TARGET` that no build uses. Text that does not parse
    /// as a property list is read line by line, every setting counting.
    public static func fromXcodeProject(_ text: String) -> [Platform: Version] {
        if let configurations = XcodeBuildConfigurations(text) { return configurations.deploymentTargets() }
        return fromBuildSettingLines(text)
    }

    static let deploymentTargetKeys: [(String, Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// `KEY = value;` lines (an unparsable project, XcodeGen settings): every setting counts.
    static func fromBuildSettingLines(_ text: String) -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for (key, platform) in deploymentTargetKeys where line.contains(key + " = ") {
                let value = line.split(separator: "=").last?.trimmingCharacters(in: CharacterSet(charactersIn: " ;\"")) ?? ""
                if let version = Version(value) { versions[platform] = min(versions[platform] ?? version, version) }
            }
        }
        return versions
    }
}

/// The build configurations of a `project.pbxproj` (an OpenStep property list), with each target
/// configuration's settings merged over the project configuration of the same name, as Xcode
/// resolves them (xcconfig files aside).
struct XcodeBuildConfigurations {
    /// One resolved `buildSettings` dictionary per target configuration.
    let settings: [[String: Any]]

    init?(_ text: String) {
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]]
        else { return nil }
        func configurations(of owner: [String: Any]) -> [(name: String, settings: [String: Any])] {
            guard let listID = owner["buildConfigurationList"] as? String,
                let ids = objects[listID]?["buildConfigurations"] as? [String]
            else { return [] }
            return ids.compactMap { id in
                guard let configuration = objects[id] else { return nil }
                return ((configuration["name"] as? String) ?? "", (configuration["buildSettings"] as? [String: Any]) ?? [:])
            }
        }
        let projectDefaults = (plist["rootObject"] as? String).flatMap { objects[$0] }.map(configurations(of:)) ?? []
        let targets = objects.values.filter { ($0["isa"] as? String)?.hasSuffix("Target") == true && $0["isa"] as? String != "PBXTargetDependency" }
        var resolved: [[String: Any]] = []
        for target in targets {
            for configuration in configurations(of: target) {
                let inherited = projectDefaults.first { $0.name == configuration.name }?.settings ?? [:]
                resolved.append(inherited.merging(configuration.settings) { _, own in own })
            }
        }
        if resolved.isEmpty {
            // No targets to resolve: every configuration counts with its own settings.
            resolved = objects.values.filter { $0["isa"] as? String == "XCBuildConfiguration" }.map { ($0["buildSettings"] as? [String: Any]) ?? [:] }
        }
        settings = resolved
    }

    func deploymentTargets() -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for configuration in settings {
            let platforms = Self.platforms(of: configuration)
            for (key, platform) in DeploymentTargetReader.deploymentTargetKeys where platforms?.contains(platform) ?? true {
                guard let raw = configuration[key] as? String, let version = Version(raw.trimmingCharacters(in: .whitespaces)) else { continue }
                versions[platform] = min(versions[platform] ?? version, version)
            }
        }
        return versions
    }

    /// What `SUPPORTED_PLATFORMS`, else `SDKROOT`, says the configuration builds for; nil when
    /// neither says (`SDKROOT = auto`, a variable, or no setting).
    static func platforms(of settings: [String: Any]) -> Set<Platform>? {
        let names = (settings["SUPPORTED_PLATFORMS"] as? String) ?? (settings["SDKROOT"] as? String) ?? ""
        let found = Set(names.split(separator: " ").compactMap { sdkPlatforms[String($0)] })
        return found.isEmpty ? nil : found
    }

    static let sdkPlatforms: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]
}
