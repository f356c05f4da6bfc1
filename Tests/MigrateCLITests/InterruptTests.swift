import Foundation
import Testing

/// Ctrl-C during `apply`, sent to the real executable: every file ends either as it was or fully
/// rewritten, no temporary file is left, and the exit status says it was interrupted.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct InterruptTests {
    /// The `swift-migrate` executable built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swift-migrate")
    }

    static func testFile(_ n: Int) -> String {
        "import XCTest\n\nfinal class Case\(n)Tests: XCTestCase {\n    func testValue() {\n        XCTAssertEqual(\(n), \(n))\n    }\n}\n"
    }

    @Test(arguments: [0.3, 0.8, 1.3, 2.0])
    func interruptedApplyLeavesEveryFileWholeAndNoTemporaryFiles(after delay: Double) throws {
        let executable = Self.executable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first: \(executable.path)")
        let count = 1500
        let files = Dictionary(uniqueKeysWithValues: (0..<count).map { ("Tests/Case\($0)Tests.swift", Self.testFile($0)) })
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let expected = try migratedText(of: Self.testFile(7), executable: executable)

        let process = Process()
        process.executableURL = executable
        process.arguments = ["apply", "--ignore-deployment-target", "Tests"]
        process.currentDirectoryURL = sandbox.root
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect([0, 130].contains(process.terminationStatus), "\(message)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("Tests").path)
        #expect(names.count == count, "no temporary files: \(names.filter { !$0.hasPrefix("Case") })")
        var migrated = 0
        for n in 0..<count {
            let text = sandbox.read("Tests/Case\(n)Tests.swift")
            let whole = expected.replacingOccurrences(of: "7", with: "\(n)")
            #expect(text == Self.testFile(n) || text == whole, "Case\(n)Tests.swift is half-migrated")
            if text != Self.testFile(n) { migrated += 1 }
        }
        if process.terminationStatus == 130 {
            #expect(message.contains("stopped by signal") || message.contains("stopped by a signal"), "\(message)")
            if migrated > 0 { #expect(message.contains("\(migrated) of \(count) files written")) }
        }
    }

    /// What a complete run makes of one file.
    func migratedText(of text: String, executable: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["apply", "--ignore-deployment-target", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
