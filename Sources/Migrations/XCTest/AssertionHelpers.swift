import MigrationKit
import SourceSyntax

/// Code outside test classes that calls XCTest assertions: free functions and methods of other
/// types (`ParserChecks.checkRoundTrip(_:)`, `Float.checkClose(…)` from `extension Real`), and the
/// forms that are no function: subscripts, computed properties, closures stored in properties,
/// initializers. A test calling one must move together with it.
enum AssertionHelpers {
    struct Helper {
        var decl: Decl
        /// The function's name; for a property, its first binding's name; `subscript` and `init`.
        var name: String
        /// The type declaring it, when it is a member.
        var owner: String?

        /// Whether its form converts: the renderer rewrites a function's body, and a subscript's
        /// when it is a plain getter. Accessor blocks, properties and stored closures keep their XCTest
        /// assertions, so their callers stay (see `formReason`).
        var formReason: String? {
            switch decl.kind {
            case .funcDecl: nil
            case .subscriptDecl where !hasAccessorBlocks: nil
            case .subscriptDecl: "a subscript with accessor blocks (get/set) and XCTest assertions, which only plain bodies convert from"
            case .initDecl: "an initializer with XCTest assertions, which only functions' bodies convert from"
            default: "a property (computed, or a stored closure) with XCTest assertions, which only functions' bodies convert from"
            }
        }

        var hasAccessorBlocks = false
    }

    static let forms: Set<Decl.Kind> = [.funcDecl, .subscriptDecl, .variableDecl, .initDecl]

    static func find(in file: SourceFile) -> [Helper] {
        var result: [Helper] = []
        for decl in Decl.flatten(file.declarations) where [.funcDecl, .variableDecl].contains(decl.kind) && !servesBothFrameworks(decl, file) {
            if let name = name(of: decl, in: file), XCTestMigration.containsXCTestCall(decl.tokens, file) {
                result.append(Helper(decl: decl, name: name, owner: nil))
            }
        }
        for type in file.allDeclarations where type.isTypeDeclaration {
            guard let owner = file.name(of: type).map(ProjectIndex.simpleName) else { continue }
            for member in type.flattenedMembers where forms.contains(member.kind) && !servesBothFrameworks(member, file) {
                if let name = name(of: member, in: file), XCTestMigration.containsXCTestCall(member.tokens, file) {
                    var helper = Helper(decl: member, name: name, owner: owner)
                    helper.hasAccessorBlocks = member.body.map { body in
                        ["get", "set", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress"].contains(file.text(of: body.lowerBound + 1))
                    } ?? true
                    result.append(helper)
                }
            }
        }
        return result
    }

    private static func name(of decl: Decl, in file: SourceFile) -> String? {
        switch decl.kind {
        case .subscriptDecl: "subscript"
        case .initDecl: "init"
        case .variableDecl: decl.bindings.first.map { file.text($0.pattern) }
        default: file.name(of: decl)
        }
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
