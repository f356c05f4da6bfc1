import MigrationKit
import SourceSyntax

/// Functions outside test classes that call XCTest assertions: free functions and methods of other
/// types (`ParserChecks.checkRoundTrip(_:)`). A test calling one must move together with it.
enum AssertionHelpers {
    struct Helper {
        var decl: Decl
        var name: String
        /// The type declaring it, when it is a method.
        var owner: String?
    }

    static func find(in file: SourceFile) -> [Helper] {
        var result: [Helper] = []
        for decl in Decl.flatten(file.declarations) where decl.kind == .funcDecl && !servesBothFrameworks(decl, file) {
            if let name = file.name(of: decl), XCTestMigration.containsXCTestCall(decl.tokens, file) {
                result.append(Helper(decl: decl, name: name, owner: nil))
            }
        }
        for type in file.allDeclarations where type.isTypeDeclaration {
            guard let owner = file.name(of: type).map(ProjectIndex.simpleName) else { continue }
            for member in type.flattenedMembers where member.kind == .funcDecl && !servesBothFrameworks(member, file) {
                if let name = file.name(of: member), XCTestMigration.containsXCTestCall(member.tokens, file) {
                    result.append(Helper(decl: member, name: name, owner: owner))
                }
            }
        }
        return result
    }

    /// A helper that already speaks Swift Testing (`Issue.record`, `#expect`, `Test.current`, a
    /// `sourceLocation:` parameter) picks its framework itself; it is left as it is.
    static func servesBothFrameworks(_ decl: Decl, _ file: SourceFile) -> Bool {
        decl.tokens.contains { i in
            (file.matches(i, "Issue") && file.matches(i + 2, "record")) || (file.matches(i, "Test") && file.matches(i + 2, "current"))
                || file.matches(i, "#expect") || file.matches(i, "#require") || file.matches(i, "sourceLocation")
        }
    }
}
