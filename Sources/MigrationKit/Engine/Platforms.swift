/// A dotted version such as `17`, `14.2`, compared numerically.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) { self.components = components }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.compactMap { $0 }
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for i in 0..<max(lhs.components.count, rhs.components.count) {
            let l = i < lhs.components.count ? lhs.components[i] : 0
            let r = i < rhs.components.count ? rhs.components[i] : 0
            if l != r { return l < r }
        }
        return false
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

public enum Platform: String, Sendable, CaseIterable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// Minimum OS versions a migration's output needs.
public struct PlatformVersions: Sendable, Hashable {
    public var versions: [Platform: Version]

    public init(_ versions: [Platform: Version] = [:]) { self.versions = versions }

    public var description: String {
        versions.isEmpty ? "any" : Platform.allCases.compactMap { p in versions[p].map { "\(p.rawValue) \($0)" } }.joined(separator: ", ")
    }
}

/// The deployment targets of the project being migrated, and where they came from.
public struct DeploymentTargets: Sendable, Hashable {
    public var versions: [Platform: Version]
    /// `Package.swift`, an Xcode project, or the command line; nil when none was found.
    public var source: String?

    public init(versions: [Platform: Version] = [:], source: String? = nil) {
        self.versions = versions
        self.source = source
    }

    /// The platforms whose target is below what `required` needs.
    public func shortfalls(against required: PlatformVersions) -> [(Platform, have: Version, need: Version)] {
        Platform.allCases.compactMap { platform in
            guard let need = required.versions[platform], let have = versions[platform], have < need else { return nil }
            return (platform, have, need)
        }
    }
}
