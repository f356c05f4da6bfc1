/// Build settings as Xcode resolves them for one target and configuration: the project's
/// configuration of the same name under the target's, each over the `.xcconfig` it is based on.
/// What cannot be resolved here (a setting from an xcconfig the run did not read, a variable
/// other than the target's own names) is said, not guessed.
public struct BuildSettings: Sendable {
    public enum Value: Sendable, Equatable {
        case value(String)
        /// Not set anywhere the project file or its read xcconfig files say.
        case unset
        /// Set, but to something this reader does not resolve (the reason says what).
        case unresolved(String)
    }

    /// Settings from lowest to highest precedence, each with where it came from.
    var layers: [(source: String, settings: [String: String])] = []
    var unreadConfigFiles: [String] = []
    let targetName: String

    /// The configurations of a target or of the project (its `buildConfigurationList`).
    public static func configurations(of owner: ProjectObject, in project: XcodeProject) -> [ProjectObject] {
        guard let list = project.object(owner.string("buildConfigurationList")) else { return [] }
        return list.strings("buildConfigurations").compactMap { project.objects[$0] }
    }

    /// The names of a target's configurations (`Debug`, `Release`, …).
    public static func configurationNames(of target: Target, in project: XcodeProject) -> [String] {
        configurations(of: target.object, in: project).compactMap { $0.string("name") }
    }

    /// - Parameter xcconfig: the text of an `.xcconfig` file by run path, or nil when it was not read.
    public init(target: Target, configuration: String, in project: XcodeProject, xcconfig: (String) -> String? = { _ in nil }) {
        targetName = target.name
        for owner in [project.rootObject, target.object] {
            guard let config = Self.configurations(of: owner, in: project).first(where: { $0.string("name") == configuration }) else { continue }
            if let base = config.string("baseConfigurationReference"), let path = project.runPath(of: base) {
                if let text = xcconfig(path) {
                    layers.append((path, XCConfig.settings(text, path: path, read: xcconfig)))
                } else {
                    unreadConfigFiles.append(path)
                }
            }
            var own: [String: String] = [:]
            if let settings = config.value("buildSettings"), settings.kind == .dictionary {
                for entry in settings.entries {
                    guard let key = project.document.string(at: entry.key.firstToken) else { continue }
                    switch entry.value.kind {
                    case .string: own[key] = project.document.string(entry.value) ?? ""
                    case .array: own[key] = project.document.strings(entry.value).joined(separator: " ")
                    default: continue
                    }
                }
            }
            layers.append((owner.isa == "PBXProject" ? "the project's \(configuration) configuration" : "target \(target.name), \(configuration)", own))
        }
    }

    /// A setting's value, `$(inherited)` and the target's own names expanded.
    public func value(_ key: String) -> Value { resolve(key, below: layers.count, depth: 0) }

    func resolve(_ key: String, below limit: Int, depth: Int) -> Value {
        guard depth < 16 else { return .unresolved("\(key) refers to itself") }
        for index in stride(from: limit - 1, through: 0, by: -1) {
            guard let raw = layers[index].settings[key] else { continue }
            return expand(raw, key: key, layer: index, depth: depth)
        }
        if key == "TARGET_NAME" { return .value(targetName) }
        if !unreadConfigFiles.isEmpty {
            return .unresolved("\(key) may be set in \(unreadConfigFiles.joined(separator: ", ")), which was not read")
        }
        return .unset
    }

    /// `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)`; `$(inherited)` is the value below.
    func expand(_ raw: String, key: String, layer: Int, depth: Int) -> Value {
        var out = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                out += "$"
                rest = rest[afterDollar...]
                continue
            }
            let close: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: close) else { return .unresolved("\(key) = \(raw)") }
            let inner = rest[rest.index(after: afterDollar)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            let modifier = parts.count > 1 ? String(parts[1]) : nil
            let resolved: Value = name == "inherited" ? resolve(key, below: layer, depth: depth + 1) : resolve(name, below: layers.count, depth: depth + 1)
            switch resolved {
            case .value(let text):
                switch modifier {
                case nil: out += text
                case "c99extidentifier", "rfc1034identifier": out += Self.identifier(text, keepingHyphens: modifier == "rfc1034identifier")
                default: return .unresolved("\(key) = \(raw) (the :\(modifier!) modifier)")
                }
            case .unset: if name != "inherited" { return .unresolved("\(key) = \(raw) ($(\(name)) is not set in the project)") }
            case .unresolved(let why): return .unresolved(why)
            }
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        return .value(out.trimmingWhitespace())
    }

    /// What `:c99extidentifier` makes of a name: characters other than letters, digits and `_`
    /// become `_`, and a leading digit gets one before it.
    static func identifier(_ text: String, keepingHyphens: Bool) -> String {
        var out = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" || (keepingHyphens && $0 == "-") ? $0 : "_" })
        if let first = out.first, first.isNumber, !keepingHyphens { out = "_" + out }
        return out
    }

    /// The module name Swift and `-Swift.h` use: PRODUCT_MODULE_NAME, else PRODUCT_NAME as an identifier.
    public var moduleName: Value {
        switch value("PRODUCT_MODULE_NAME") {
        case .value(let name) where !name.isEmpty: return .value(name)
        case .unresolved(let why): return .unresolved(why)
        default:
            switch value("PRODUCT_NAME") {
            case .value(let name): return .value(Self.identifier(name, keepingHyphens: false))
            case .unset: return .value(Self.identifier(targetName, keepingHyphens: false))
            case let other: return other
            }
        }
    }
}

/// `KEY = value` lines of an `.xcconfig`, with `#include` (and `#include?`) followed through the
/// reader; conditional settings (`KEY[sdk=…]`) are left out.
enum XCConfig {
    static func settings(_ text: String, path: String, read: (String) -> String?, depth: Int = 0) -> [String: String] {
        var settings: [String: String] = [:]
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.indices.first(where: { line[$0] == "/" && line.index(after: $0) < line.endIndex && line[line.index(after: $0)] == "/" }) {
                line = line[..<comment]
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("#include"), depth < 8 {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let name = String(trimmed[trimmed.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : ProjectPath.normalized(ProjectPath.joined([ProjectPath.parent(path), name]))
                if let text = read(included) { settings.merge(Self.settings(text, path: included, read: read, depth: depth + 1)) { _, new in new } }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<equals]).trimmingWhitespace()
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            var value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace()
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value
        }
        return settings
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[first...last])
        return String(out)
    }
}
