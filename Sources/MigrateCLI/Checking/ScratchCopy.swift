import Foundation

/// A copy of the package for `diff --check-build`: the loop builds and tests there, so the user's
/// tree is never touched, and the patch printed is the one that was proven. Build products, VCS
/// data and editor state are not copied (`.build`, `.git`, `.swiftpm`, `DerivedData`).
struct ScratchCopy {
    let root: String
    let original: String
    /// `TMPDIR` for the commands run in the copy, beside it and removed with it: SwiftPM leaves
    /// lock files in `TMPDIR` named after the package path, which is new for every copy.
    var temporaryDirectory: String { root + ".tmp" }

    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData"]

    init(of directory: String) throws {
        original = InputFiles.realPath(directory) ?? directory
        root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + ".tmp", withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: original) where !Self.skipped.contains(entry) {
            try FileManager.default.copyItem(atPath: original + "/" + entry, toPath: root + "/" + entry)
        }
    }

    /// Where a file of the original tree is in the copy, or nil when it lies outside the package.
    func path(for real: String) -> String? {
        let prefix = original.hasSuffix("/") ? original : original + "/"
        return real.hasPrefix(prefix) ? root + "/" + real.dropFirst(prefix.count) : nil
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: temporaryDirectory)
    }
}
