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
        /// Files and folders whose names are not valid UTF-8, as bytes of the whole path: no
        /// `String` path can open them, so they are listed for a note instead of vanishing. Only
        /// names a run would read (`.swift`, `.h`, `.m`) and folders, which are not entered.
        public var undecodable: [[UInt8]] = []
    }

    /// One walk for everything a run reads: Swift files, and beside them Objective-C files, model
    /// bundles and storyboards (a second walk of a large tree costs as much as the first).
    public static func swiftFiles(in paths: [String]) -> Found {
        var files: [String] = []
        var missing: [String] = []
        var objc: [String] = []
        var bundles: [String] = []
        var interfaceBuilder: [String] = []
        var undecodable: [[UInt8]] = []
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
                guard let listing = DirectoryListing(directory) else {
                    missing.append(directory)
                    continue
                }
                let prefix = directory.hasSuffix("/") ? directory : directory + "/"
                for item in listing.entries {
                    guard let entry = item.name else {
                        if isReadable(undecodable: item) { undecodable.append(Array(prefix.utf8) + item.bytes) }
                        continue
                    }
                    let full = prefix + entry
                    guard let isDirectory = Self.leadsToDirectory(full, item.kind) else { continue }
                    if isDirectory {
                        if entry.hasPrefix(".") || skippedDirectories.contains(entry) { continue }
                        if item.kind != .directory, isSymbolicLink(full) { continue }  // avoid cycles
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
            interfaceBuilder: Array(Set(interfaceBuilder)).sorted(), undecodable: undecodable.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// Whether an entry whose name is not UTF-8 is one a run would have read: a folder (which
    /// may hold sources), or a `.swift`, `.h` or `.m` file.
    private static func isReadable(undecodable entry: DirectoryListing.Entry) -> Bool {
        let suffixes: [[UInt8]] = [Array(".swift".utf8), Array(".h".utf8), Array(".m".utf8)]
        if entry.kind == .directory { return !entry.bytes.starts(with: [UInt8(ascii: ".")]) }
        return suffixes.contains { entry.bytes.count > $0.count && entry.bytes.suffix($0.count).elementsEqual($0) }
    }

    /// Whether `path` is a directory, links followed, from the kind `readdir` gave when it says;
    /// nil when it does not exist (a dangling link).
    private static func leadsToDirectory(_ path: String, _ kind: DirectoryListing.Kind) -> Bool? {
        switch kind {
        case .file: return false
        case .directory: return true
        case .symbolicLink, .unknown, .other:
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return (info.st_mode & S_IFMT) == S_IFDIR
        }
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
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for item in DirectoryListing(directory)?.entries ?? [] {
                guard let entry = item.name else { continue }
                let full = prefix + entry
                guard let isDirectory = Self.leadsToDirectory(full, item.kind) else { continue }
                guard isDirectory else {
                    files.append(full)
                    continue
                }
                guard !entry.hasPrefix("."), !skippedDirectories.contains(entry), item.kind == .directory || !isSymbolicLink(full) else { continue }
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
