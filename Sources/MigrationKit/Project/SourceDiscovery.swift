import Foundation

/// Finds the `.swift` files under the paths a user gave, the way they expect: recursively, skipping
/// build products, dependencies and hidden folders, sorted so runs are deterministic.
public enum SourceDiscovery {
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Found: Sendable {
        public var files: [String]
        /// Paths that do not exist or cannot be read.
        public var missing: [String]
        /// Objective-C headers and implementation files (`.h`, `.m`) and Xcode project files
        /// (`*.xcodeproj/project.pbxproj`) met on the same walk, for the objc migration. Sorted.
        public var objc: [String] = []
    }

    public static func swiftFiles(in paths: [String]) -> Found {
        var files: [String] = []
        var missing: [String] = []
        var objc: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var pending = [path]
            while let directory = pending.popLast() {
                guard let entries = try? manager.contentsOfDirectory(atPath: directory) else {
                    missing.append(directory)
                    continue
                }
                for entry in entries {
                    let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                    var entryIsDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: full, isDirectory: &entryIsDirectory) else { continue }
                    if entryIsDirectory.boolValue {
                        if entry.hasPrefix(".") || skippedDirectories.contains(entry) || entry.hasSuffix(".xcdatamodeld") { continue }
                        if isSymbolicLink(full) { continue }  // avoid cycles
                        pending.append(full)
                    } else if entry.hasSuffix(".swift") {
                        files.append(full)
                    } else if entry.hasSuffix(".h") || entry.hasSuffix(".m") || (entry == "project.pbxproj" && directory.hasSuffix(".xcodeproj")) {
                        objc.append(full)
                    }
                }
            }
        }
        return Found(files: Array(Set(files)).sorted(), missing: missing, objc: Array(Set(objc)).sorted())
    }

    /// The Core Data model bundles (`.xcdatamodeld` folders) under the given directories, or the
    /// paths themselves when they name one, skipping the same folders as `swiftFiles`. Sorted.
    public static func modelBundles(in paths: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        var pending = paths.filter { path in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        while let directory = pending.popLast() {
            if directory.hasSuffix(".xcdatamodeld") || directory.hasSuffix(".xcdatamodeld/") {
                found.append(directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
                continue
            }
            for entry in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] {
                let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                guard !entry.hasPrefix("."), !skippedDirectories.contains(entry), !isSymbolicLink(full) else { continue }
                pending.append(full)
            }
        }
        return Array(Set(found)).sorted()
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
