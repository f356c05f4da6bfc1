import MigrationKit
import SourceSyntax

/// The declarations in a file that may belong to a test class: classes inheriting XCTestCase directly,
/// and extensions (whose type the project index resolves later).
enum TestClassParts {
    struct Part {
        var decl: Decl
        var name: String
    }

    static func candidates(in file: SourceFile) -> [Part] {
        // A manifest's `extension FooTests { static let __allTests… }` only lists tests.
        guard !LinuxLeftovers.isManifest(file) else { return [] }
        var result: [Part] = []
        for decl in file.allDeclarations {
            guard let name = file.name(of: decl) else { continue }
            // A class inheriting another class may be a test class through it (`FooTests: BaseTestCase`);
            // the project index tells, and the edits only convert real test classes.
            if decl.kind == .classDecl, file.inheritedNames(of: decl).first != nil {
                result.append(Part(decl: decl, name: name))
            } else if decl.kind == .extensionDecl, !XCTestAPI.isXCTestName(name) {
                result.append(Part(decl: decl, name: ProjectIndex.simpleName(name)))
            }
        }
        return result
    }
}
