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
        /// Core Data model bundles (`.xcdatamodeld`, not entered) met on the same walk. Sorted.
        public var modelBundles: [String] = []
        /// Storyboards and xibs met on the same walk. Sorted.
        public var interfaceBuilder: [String] = []
    }

    /// One walk for everything a run reads: Swift files, and beside them Objective-C files, model
    /// bundles and storyboards (a second walk of a large tree costs as much as the first).
    public static func swiftFiles(in paths: [String]) -> Found {
        var files: [String] = []
        var missing: [String] = []
        var objc: [String] = []
        var bundles: [String] = []
        var interfaceBuilder: [String] = []
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
            if isModelBundle(path) {
                bundles.append(path.hasSuffix("/") ? String(path.dropLast()) : path)
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
                        if entry.hasPrefix(".") || skippedDirectories.contains(entry) { continue }
                        if isSymbolicLink(full) { continue }  // avoid cycles
                        if isModelBundle(entry) { bundles.append(full) } else { pending.append(full) }
                    } else if entry.hasSuffix(".swift") {
                        files.append(full)
                    } else if entry.hasSuffix(".h") || entry.hasSuffix(".m") || (entry == "project.pbxproj" && directory.hasSuffix(".xcodeproj")) {
                        objc.append(full)
                    } else if isInterfaceBuilderFile(entry) {
                        interfaceBuilder.append(full)
                    }
                }
            }
        }
        return Found(
            files: Array(Set(files)).sorted(), missing: missing, objc: Array(Set(objc)).sorted(), modelBundles: Array(Set(bundles)).sorted(),
            interfaceBuilder: Array(Set(interfaceBuilder)).sorted())
    }

    /// The storyboards and xibs under the given directories (or the paths themselves when they
    /// name one), skipping the same folders as `swiftFiles`. Sorted.
    public static func interfaceBuilderFiles(in paths: [String]) -> [String] {
        Array(Set(walk(paths).files.filter(isInterfaceBuilderFile))).sorted()
    }

    public static func isModelBundle(_ path: String) -> Bool { path.hasSuffix(".xcdatamodeld") || path.hasSuffix(".xcdatamodeld/") }

    /// Every file under `paths` (a path naming a file is one itself), and the folders `isBundle`
    /// accepts, listed instead of entered (a path naming one too, without its final `/`). Hidden
    /// folders, `skippedDirectories` and symbolic links to folders are not entered. Unsorted.
    public static func walk(_ paths: [String], bundles isBundle: (String) -> Bool = { _ in false }) -> (files: [String], bundles: [String]) {
        let manager = FileManager.default
        var files: [String] = []
        var bundles: [String] = []
        var pending: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(path)
            } else if isBundle(path) {
                bundles.append(path.hasSuffix("/") ? String(path.dropLast()) : path)
            } else {
                pending.append(path)
            }
        }
        while let directory = pending.popLast() {
            for entry in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] {
                let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
                guard isDirectory.boolValue else {
                    files.append(full)
                    continue
                }
                guard !entry.hasPrefix("."), !skippedDirectories.contains(entry), !isSymbolicLink(full) else { continue }
                if isBundle(entry) { bundles.append(full) } else { pending.append(full) }
            }
        }
        return (files, bundles)
    }

    public static func isInterfaceBuilderFile(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
