import Foundation
import MigrationKit
import SourceSyntax
import Testing

@testable import Migrations

/// The objc migration on damaged Objective-C: truncated and shuffled fixture pairs, random bytes.
/// It never traps, and every Swift file it writes parses cleanly.
@Suite struct ObjCHostileInputTests {
    static func pairs() -> [[SourceInput]] {
        ["example", "nullability", "categories", "blocked", "mixed"].compactMap { name in
            FixtureCase.cases(for: "objc").first { $0.name == name }?.resourceInputs
        }
    }

    func check(_ resources: [SourceInput]) {
        var options = MigrationOptions()
        options.settings = ["objc.module": "App"]
        let report = MigrationRunner(migrations: [ObjCMigration()], options: options).run([], resources: resources)
        for outcome in report.files where outcome.status == .created {
            let file = SourceFile(path: outcome.path, bytes: outcome.rewritten)
            #expect(file.problems.isEmpty, "\(outcome.path) does not parse: \(file.problems)\n\(String(decoding: outcome.rewritten, as: UTF8.self))")
        }
    }

    @Test func truncatedPairs() {
        for pair in Self.pairs() {
            for resource in pair where resource.path.hasSuffix(".m") || resource.path.hasSuffix(".h") {
                // Cut the file at every 7th byte.
                for cut in stride(from: 0, to: resource.bytes.count, by: 7) {
                    let damaged = pair.map { $0.path == resource.path ? SourceInput(path: $0.path, bytes: Array($0.bytes.prefix(cut))) : $0 }
                    check(damaged)
                }
            }
        }
    }

    @Test func shuffledTokens() {
        var generator = SeededGenerator(seed: 16)
        for pair in Self.pairs() {
            for _ in 0..<60 {
                let damaged = pair.map { resource -> SourceInput in
                    guard resource.path.hasSuffix(".m"), !resource.bytes.isEmpty else { return resource }
                    var bytes = resource.bytes
                    // Swap two random slices of up to 12 bytes.
                    let a = Int.random(in: 0..<bytes.count, using: &generator)
                    let b = Int.random(in: 0..<bytes.count, using: &generator)
                    let length = min(12, bytes.count - max(a, b))
                    for k in 0..<length { bytes.swapAt(a + k, b + k) }
                    return SourceInput(path: resource.path, bytes: bytes)
                }
                check(damaged)
            }
        }
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array(
            "@interface A : NSObject\n@property (nonatomic) NSInteger x;\n- (void)f:(int)a { if (a) { return; } }\n@end\n[](){};:^*\"'#/\\".utf8)
        for _ in 0..<200 {
            let h = (0..<Int.random(in: 0..<120, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let m = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            check([SourceInput(path: "A.h", bytes: h), SourceInput(path: "A.m", bytes: Array("#import \"A.h\"\n".utf8) + m)])
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
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
