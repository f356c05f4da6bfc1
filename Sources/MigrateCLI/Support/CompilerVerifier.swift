import Foundation

/// `--verify`: a second opinion from the compiler's own parser (`swiftc -frontend -parse`) before
/// anything is written. Files are checked in batches (one process per batch); only when a batch
/// fails is each of its files checked alone, and then its original too, so a file is rejected only
/// when the rewrite broke it.
struct CompilerVerifier {
    var compiler: String
    var batchSize = 64

    static func locate() -> CompilerVerifier? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return CompilerVerifier(compiler: candidate) }
        }
        return nil
    }

    /// Paths (keys of `rewritten`) whose new text the compiler rejects while the original passed.
    func rejections(rewritten: [String: [UInt8]], originals: [String: [UInt8]]) -> [String: String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-verify-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var staged: [(path: String, file: String)] = []
        for (n, (path, bytes)) in rewritten.sorted(by: { $0.key < $1.key }).enumerated() {
            let file = scratch.appendingPathComponent("\(n)-new.swift").path
            _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
            staged.append((path, file))
        }
        var rejected: [String: String] = [:]
        for start in stride(from: 0, to: staged.count, by: batchSize) {
            let batch = Array(staged[start..<min(start + batchSize, staged.count)])
            guard parse(batch.map(\.file)) != nil else { continue }
            for entry in batch {
                guard let message = parse([entry.file]) else { continue }
                let original = scratch.appendingPathComponent("original.swift").path
                _ = FileManager.default.createFile(atPath: original, contents: Data(originals[entry.path] ?? []))
                if parse([original]) == nil { rejected[entry.path] = message }
            }
        }
        return rejected
    }

    /// nil when the compiler's parser accepts the files; otherwise its first error line.
    func parse(_ files: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-frontend", "-parse"] + files
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run \(compiler): \(error)" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let output = String(decoding: data, as: UTF8.self)
        return output.split(separator: "\n").first { $0.contains("error:") }.map {
            String($0.split(separator: "error:").last ?? "").trimmingCharacters(in: .whitespaces)
        } ?? "rejected by the compiler's parser"
    }
}
