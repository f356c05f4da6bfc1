import MigrationKit
import SourceSyntax

/// `legacyAPI()` → `modernAPI()`. Rules: `concurrency.example`.
enum ConcurrencyExampleCalls {
    static func edits(in file: SourceFile) -> [Edit] {
        file.calls(in: 0..<file.tokens.count, named: ["legacyAPI"]).map { file.renaming($0, to: "modernAPI", rule: ConcurrencyRule.example) }
    }
}
