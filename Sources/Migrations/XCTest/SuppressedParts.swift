import MigrationKit
import SourceSyntax

/// `swift-migrate:disable` comments and the xctest migration. A class converts as a whole or not at
/// all (an XCTest assertion left in a `@Test` is silently ignored), so a comment that covers any
/// part of a test class, or the file's `import XCTest`, keeps the whole class in XCTest; one that
/// covers an assertion helper keeps the helper, and so every class calling it.
enum SuppressedParts {
    static let migration = XCTestMigration()

    /// Why a comment keeps `part` as it was, or nil.
    static func blocker(for part: TestClassParts.Part, in file: SourceFile, suppressions: Suppressions) -> Blocker? {
        guard !suppressions.isEmpty else { return nil }
        if let directive = suppressions.directive(coveringAnyRuleOf: migration, in: file.byteRange(part.decl.tokens)) {
            return Blocker(
                rule: Suppressions.rule, message: "`\(part.name)` stays in XCTest as it was: the \(directive.description) comment here covers part of it",
                token: directive.token)
        }
        for statement in file.imports where statement.module == "XCTest" {
            if let directive = suppressions.directive(coveringAnyRuleOf: migration, in: file.byteRange(statement.decl.tokens)) {
                return Blocker(
                    rule: Suppressions.rule,
                    message: "`\(part.name)` stays in XCTest as it was: the \(directive.description) comment here covers `import XCTest`",
                    token: directive.token)
            }
        }
        return nil
    }

    /// Whether a comment covers the helper, which then stays in XCTest with everything calling it.
    static func keepsHelper(_ helper: Decl, in file: SourceFile, suppressions: Suppressions) -> Bool {
        !suppressions.isEmpty && suppressions.directive(coveringAnyRuleOf: migration, in: file.byteRange(helper.tokens)) != nil
    }
}
