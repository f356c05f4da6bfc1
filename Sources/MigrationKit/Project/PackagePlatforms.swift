import SourceSyntax

/// The `platforms:` entries of a `Package.swift` among the inputs. When a migration runs but a
/// package in the tree declares a lower minimum (`.iOS(.v15)` where the rewrite needs iOS 17), the
/// package's converted code would not compile: each such entry is reported where it is, and with
/// `--raise-deployment-target` raised to what the migrations need (that entry only).
enum PackagePlatforms {
    static let rule = "engine.deployment-target"

    struct Entry {
        var platform: Platform
        var version: Version
        /// The tokens of the version argument (`.v15`, `.v10_15`, `"15.0"`).
        var argument: Range<Int>
    }

    static func entries(in file: SourceFile) -> [Entry] {
        guard file.path == "Package.swift" || file.path.hasSuffix("/Package.swift"), file.contains("platforms") else { return [] }
        var result: [Entry] = []
        for call in file.calls(named: Set(Platform.allCases.map(\.rawValue))) {
            guard let platform = Platform(rawValue: file.text(of: call.name)), call.callee.count == 2, file.kind(call.callee.lowerBound) == .period,
                let argument = call.arguments.first, argument.label == nil
            else { continue }
            let text = file.text(argument.value)
            let raw = text.hasPrefix(".v") ? String(text.dropFirst(2)).replacingOccurrences(of: "_", with: ".") : text.trimmingCharacters(in: ["\""])
            guard let version = Version(raw) else { continue }
            result.append(Entry(platform: platform, version: version, argument: argument.value))
        }
        return result
    }

    /// `.v17` for a whole version (PackageDescription spells those), `"17.4"` otherwise.
    static func spelling(_ version: Version) -> String {
        version.components.dropFirst().allSatisfy { $0 == 0 } ? ".v\(version.components[0])" : "\"\(version)\""
    }

    /// Diagnostics (or, when `raise` is set, edits) for the entries below what `migrations` need.
    static func check(_ file: SourceFile, against migrations: [any Migration], raise: Bool) -> (edits: [Edit], diagnostics: [Diagnostic]) {
        var edits: [Edit] = []
        var diagnostics: [Diagnostic] = []
        for entry in entries(in: file) {
            let needs = migrations.compactMap { migration in migration.minimumDeployment.versions[entry.platform].map { (migration.id, $0) } }
            guard let (id, need) = needs.max(by: { $0.1 < $1.1 }), entry.version < need else { continue }
            if raise {
                edits.append(.replace(entry.argument, in: file, with: spelling(need), rule: rule))
                continue
            }
            let at = file.location(ofToken: entry.argument.lowerBound)
            diagnostics.append(
                Diagnostic(
                    path: file.path, line: at.line, column: at.column, rule: rule,
                    message: "this package declares \(entry.platform.rawValue) \(entry.version), below the \(entry.platform.rawValue) \(need) "
                        + "that \(id)'s rewrite needs; its converted code will not build until this is raised "
                        + "(pass --raise-deployment-target to raise it in the patch)"))
        }
        return (edits, diagnostics)
    }
}
