import Foundation

/// Libraries the guide's "When NOT to Migrate" sections are about: SDKs that run StoreKit for the
/// app, libraries built on `NSManagedObject`, on Combine or on `XCTestCase`. Names are matched
/// case-insensitively against a package identity, a pod (before any `/subspec`) or a Carthage
/// repository name.
public enum ThirdPartyCatalog {
    struct Concern {
        var system: String
        var isBlocker: Bool
        var note: String
    }

    /// Swift modules whose import means StoreKit is driven by an SDK.
    static let storeKitSDKs: [String: String] = [
        "RevenueCat": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
        "Purchases": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
        "SwiftyStoreKit": "a StoreKit 1 wrapper; its calls need replacing, not just yours",
        "Qonversion": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
        "Adapty": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
        "ApphudSDK": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
        "Glassfy": "StoreKit runs inside the SDK; check that it uses StoreKit 2 before migrating yourself",
    ]

    static let libraries: [String: Concern] = {
        var table: [String: Concern] = [:]
        for (name, note) in storeKitSDKs { table[name.lowercased()] = Concern(system: "storekit", isBlocker: true, note: note) }
        table["purchases-ios"] = table["revenuecat"]
        table["qonversion-ios-sdk"] = table["qonversion"]
        table["adaptysdk"] = table["adapty"]
        table["adaptysdk-ios"] = table["adapty"]
        table["tpinappreceipt"] = Concern(system: "storekit", isBlocker: false, note: "parses the StoreKit 1 receipt (PKCS#7/ASN.1)")
        for name in ["magicalrecord", "corestore", "sync", "jsqcoredatakit", "ensembles", "queryKit", "aerecord", "sugarrecord", "groot", "restkit"] {
            table[name.lowercased()] = Concern(system: "coredata", isBlocker: true, note: "built on NSManagedObject subclasses")
        }
        for name in ["combineext", "combinecocoa", "combinedatasources", "opencombine", "combinecommunity"] {
            table[name] = Concern(system: "observation", isBlocker: false, note: "Combine operators and publishers stay on Combine")
        }
        for name in ["quick", "nimble", "kif", "earlgrey", "ohhttpstubs"] {
            table[name] = Concern(system: "xctest", isBlocker: false, note: "built on XCTestCase; tests using it stay in XCTest")
        }
        for name in ["snapkit", "iqkeyboardmanager", "iqkeyboardmanagerswift", "texture", "asyncdisplaykit", "masonry"] {
            table[name] = Concern(system: "uikit", isBlocker: false, note: "a UIKit layout/view library: screens using it stay in UIKit")
        }
        return table
    }()

    static func concern(for name: String) -> Concern? { libraries[name.lowercased()] }
}

/// Reads the libraries a project resolves from `Package.resolved` (versions 1–3), `Podfile.lock`
/// and `Cartfile.resolved`, each with the line it is on.
public enum LockfileReader {
    public static let fileNames: Set<String> = ["Package.resolved", "Podfile.lock", "Cartfile.resolved"]

    public static func dependencies(in text: String, path: String) -> [Dependency] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let found: [(name: String, version: String?, line: Int)]
        switch (path as NSString).lastPathComponent {
        case "Podfile.lock": found = pods(lines)
        case "Cartfile.resolved": found = carthage(lines)
        default: found = packages(lines)
        }
        return found.map { entry in
            let concern = ThirdPartyCatalog.concern(for: entry.name)
            return Dependency(
                name: entry.name, version: entry.version, source: Evidence(path: path, line: entry.line, message: entry.name),
                concerns: concern.map { [$0.system] } ?? [], note: concern?.note ?? "")
        }
    }

    /// `"identity" : "name"` (v2/v3) or `"package": "Name"` (v1), with the next `"version"`.
    static func packages(_ lines: [String]) -> [(name: String, version: String?, line: Int)] {
        var result: [(name: String, version: String?, line: Int)] = []
        for (index, line) in lines.enumerated() {
            guard let name = value(of: "identity", in: line) ?? value(of: "package", in: line) else { continue }
            let version = lines[index...].prefix(16).lazy.compactMap { value(of: "version", in: $0) }.first
            result.append((name, version, index + 1))
        }
        return result
    }

    /// `  - Name (1.2.3):` or `  - Name/Subspec (1.2.3)` directly under `PODS:`; subspecs fold into
    /// their pod.
    static func pods(_ lines: [String]) -> [(name: String, version: String?, line: Int)] {
        var result: [(name: String, version: String?, line: Int)] = []
        var inPods = false
        var seen: Set<String> = []
        for (index, line) in lines.enumerated() {
            if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:") }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4)
            let name = String(entry.prefix { $0 != " " && $0 != "/" && $0 != ":" })
            guard !name.isEmpty, seen.insert(name).inserted else { continue }
            let version = entry.firstIndex(of: "(").flatMap { open in
                entry[open...].firstIndex(of: ")").map { String(entry[entry.index(after: open)..<$0]) }
            }
            result.append((name, version, index + 1))
        }
        return result
    }

    /// `github "owner/Name" "v1.0"`, `git "https://…/Name.git" "…"`, `binary "…" "…"`.
    static func carthage(_ lines: [String]) -> [(name: String, version: String?, line: Int)] {
        var result: [(name: String, version: String?, line: Int)] = []
        for (index, line) in lines.enumerated() {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard quoted.count >= 4 else { continue }
            var name = String(quoted[1].split(separator: "/").last ?? "")
            if name.hasSuffix(".git") { name.removeLast(4) }
            if name.hasSuffix(".json") { name.removeLast(5) }
            guard !name.isEmpty else { continue }
            result.append((name, String(quoted[3]), index + 1))
        }
        return result
    }

    static func value(of key: String, in line: String) -> String? {
        guard let keyRange = line.range(of: "\"\(key)\"") else { return nil }
        let rest = line[keyRange.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}
