import MigrationKit
import SourceSyntax

/// `import XCTest` → `import Testing`, keeping `import XCTest` while XCTest code remains and adding
/// `import Foundation` when the file used Foundation through XCTest's re-export.
enum XCTestImports {
    static func edits(for file: SourceFile, keepsXCTest: Bool) -> [Edit] {
        guard let xctest = file.imports.first(where: { $0.module == "XCTest" }) else {
            return file.addingImport("Testing", rule: XCTestRule.imports).map { [$0] } ?? []
        }
        let importsTesting = file.imports("Testing")
        if keepsXCTest {
            guard !importsTesting else { return [] }
            let end = file.tokens[xctest.decl.tokens.upperBound - 1].end
            return [.insert(file.lineBreak + "import Testing", at: end, rule: XCTestRule.imports)]
        }
        let indent = file.indentation(ofLineContaining: file.tokens[xctest.decl.tokens.lowerBound].start)
        var foundation = usesFoundation(file) && !file.imports("Foundation") ? "import Foundation" + file.lineBreak + indent : ""
        // XCTest re-exported Dispatch too; a Foundation import under `#if` (FoundationEssentials
        // beside it, which does not) may not bring it.
        if usesDispatch(file), !file.imports("Dispatch"), foundation.isEmpty, !importsUnconditionally("Foundation", file) {
            foundation += "import Dispatch" + file.lineBreak + indent
        }
        if importsTesting {
            var edits = [file.removal(ofTokens: xctest.decl.tokens, rule: XCTestRule.imports)]
            if !foundation.isEmpty { edits.append(.insert(foundation, at: file.tokens[xctest.decl.tokens.lowerBound].start, rule: XCTestRule.imports)) }
            return edits
        }
        return [.replace(xctest.decl.tokens, in: file, with: foundation + "import Testing", rule: XCTestRule.imports)]
    }

    /// Whether the file names a Dispatch type (`DispatchQueue`, `DispatchTime`, …).
    static func usesDispatch(_ file: SourceFile) -> Bool {
        file.tokens.indices.contains { i in
            file.kind(i) == .identifier && file.kind(i - 1) != .period && XCTestAPI.dispatchNames.contains(file.text(of: i))
        }
    }

    /// Whether `module` is imported at the top level, outside every `#if`.
    static func importsUnconditionally(_ module: String, _ file: SourceFile) -> Bool {
        file.declarations.contains { $0.kind == .importDecl && file.text(of: $0.keyword + 1) == module }
    }

    /// Whether the file names a Foundation type or function, or calls a member only Foundation adds.
    static func usesFoundation(_ file: SourceFile) -> Bool {
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let name = file.text(of: i)
            let isMember = file.kind(i - 1) == .period
            if !isMember, XCTestAPI.foundationNames.contains(name) { return true }
            if !isMember, XCTestAPI.foundationFunctions.contains(name), file.kind(i + 1) == .leftParen { return true }
            if isMember, XCTestAPI.foundationMembers.contains(name) { return true }
        }
        return false
    }
}
