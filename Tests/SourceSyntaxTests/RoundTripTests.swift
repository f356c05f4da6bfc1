import Foundation
import Testing

@testable import SourceSyntax

/// `print(parse(x)) == x` for real Swift (the toolchain's own interfaces) and for junk.
@Suite struct RoundTripTests {
    /// Every `.swiftinterface` under the toolchain that runs `swift` (found from PATH).
    static func toolchainInterfaces() -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let bin = path.split(separator: ":").map(String.init)
                .first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/swift") })
        else { return [] }
        let lib = URL(fileURLWithPath: bin).deletingLastPathComponent().appendingPathComponent("lib/swift").resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: lib) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swiftinterface") }.map { lib + "/" + $0 }.sorted()
    }

    @Test func toolchainInterfacesRoundTrip() throws {
        let files = Self.toolchainInterfaces()
        try #require(files.count > 20, "expected the toolchain's .swiftinterface files, found \(files.count)")
        var bytes = 0
        for path in files {
            let data = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            bytes += data.count
            let file = SourceFile(path: path, bytes: data)
            #expect(file.printedBytes() == data, "\(path) does not round-trip")
            #expect(file.problems.isEmpty, "\(path): \(file.problems.prefix(3))")
        }
        #expect(bytes > 1_000_000)
    }

    @Test func randomBytesRoundTrip() {
        var generator = SplitMix64(seed: 0x5EED)
        for length in [0, 1, 2, 3, 7, 64, 1000, 20_000] {
            for _ in 0..<20 {
                let junk = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                #expect(SourceFile(bytes: junk).printedBytes() == junk)
            }
        }
    }

    /// Random sequences of Swift's special characters hit the lexer's edge cases far more often than
    /// uniform bytes do.
    @Test func swiftishJunkRoundTrips() {
        let alphabet = Array("\"#\\()/{}[]*`$@.'\n\r\t <>!?=&|-+:;,abc01_xé\u{0}".utf8)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let length = Int(generator.next() % 200)
            let junk = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let file = SourceFile(bytes: junk)
            #expect(file.printedBytes() == junk, "\(String(decoding: junk, as: UTF8.self).debugDescription)")
        }
    }

    @Test(arguments: ["(", "{", "[", "#if X\n", "\"\\(", "/* "])
    func deepNestingDoesNotCrash(_ opener: String) {
        let source = String(repeating: opener, count: 10_000) + "x"
        let file = SourceFile(text: source)
        #expect(file.print() == source)
    }

    @Test func deeplyNestedTypesAreBounded() {
        let source = String(repeating: "struct A {\n", count: 10_000) + String(repeating: "}\n", count: 10_000)
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.problems.isEmpty)
        #expect(file.declarations.count == 1)
    }

    @Test func noFinalNewlineAndEmptyFile() {
        for source in ["", "\n", "let x = 1", "let x = 1\n\n", "   ", "// only a comment"] {
            #expect(SourceFile(text: source).print() == source)
        }
    }
}

/// A small deterministic generator, so junk tests fail the same way every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
