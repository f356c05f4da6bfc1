import MigrationKit
import SourceSyntax

/// The guide's "common mistakes" in StoreKit 2 code, existing or produced. Rules:
/// `storekit.unfinished-transaction`, `storekit.no-updates-listener`, `storekit.unverified-ignored`.
/// Diagnostics only: what the right handling is depends on the app.
enum StoreKit2Lint {
    static func check(_ file: SourceFile, context: MigrationContext, projectListens: Bool) {
        for decl in file.allDeclarations where decl.kind == .funcDecl || decl.kind == .initDecl {
            guard let body = decl.body else { continue }
            let text = file.text(body)
            // Transactions a purchase or the updates stream hands over must be finished; entitlements need not.
            guard text.contains(".purchase(") || text.contains("Transaction.updates") else { continue }
            if text.contains(".finish()") { continue }
            if let verified = firstVerifiedBinding(in: body, file) {
                context.warn(
                    StoreKitRule.unfinishedTransaction, at: verified,
                    "this verified transaction is never finished in \(file.name(of: decl) ?? "this function"); call `await transaction.finish()` after unlocking the content, or StoreKit delivers it again"
                )
            }
        }
        if !projectListens {
            for call in file.calls(named: ["purchase"]) where call.callee.count > 1 && isAwaited(call, file) {
                context.warn(
                    StoreKitRule.noUpdatesListener, at: call.name,
                    "no code iterates Transaction.updates: start a listener at launch (App.init or application(_:didFinishLaunchingWithOptions:)) so renewals, Ask to Buy approvals and refunds are seen"
                )
            }
        }
        for i in file.tokens.indices where file.matches(i, "verified") && file.kind(i - 1) == .period && file.matches(i - 2, "case") {
            let keyword = i - 3
            if file.matches(keyword, "guard"), let elseBlock = elseBlock(after: i, file), ignoresSilently(elseBlock, file) {
                context.warn(
                    StoreKitRule.unverifiedIgnored, at: keyword,
                    "unverified transactions are dropped silently here; switch over the result and log `.unverified(let transaction, let error)`"
                )
            } else if file.matches(keyword, "if"), let block = ifBlock(after: i, file), !file.matches(file.nextIndex(after: block), "else") {
                context.warn(
                    StoreKitRule.unverifiedIgnored, at: keyword,
                    "unverified transactions are dropped silently here; add an else branch (or a switch) that logs `.unverified(let transaction, let error)`"
                )
            }
        }
    }

    private static func isAwaited(_ call: Call, _ file: SourceFile) -> Bool {
        var i = call.callee.lowerBound - 1
        while i >= 0, file.matches(i, "try") || file.matches(i, "?") || file.matches(i, "!") { i -= 1 }
        return i >= 0 && file.matches(i, "await")
    }

    /// `case .verified(let t)` or `let t = try checkVerified(…)` in a body: the binding's token.
    private static func firstVerifiedBinding(in body: Range<Int>, _ file: SourceFile) -> Int? {
        body.first { i in
            (file.matches(i, "verified") && file.kind(i - 1) == .period && file.kind(i + 1) == .leftParen)
                || (file.matches(i, "checkVerified") && file.kind(i + 1) == .leftParen)
        }
    }

    /// The `{ … }` of the `else` that closes a `guard case .verified(…) = … else { … }`.
    private static func elseBlock(after index: Int, _ file: SourceFile) -> Range<Int>? {
        var i = index
        while i < file.tokens.count - 1, !file.matches(i, "else") {
            // A guard's conditions hold no bare block; meeting one means this is not that guard.
            if file.kind(i) == .leftBrace { return nil }
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i) { i = close }
            i += 1
        }
        guard file.matches(i, "else"), file.kind(i + 1) == .leftBrace, let close = file.matching(i + 1) else { return nil }
        return (i + 1)..<(close + 1)
    }

    private static func ifBlock(after index: Int, _ file: SourceFile) -> Range<Int>? {
        var i = index
        while i < file.tokens.count - 1, file.kind(i) != .leftBrace {
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i) { i = close }
            i += 1
        }
        guard file.kind(i) == .leftBrace, let close = file.matching(i) else { return nil }
        return i..<(close + 1)
    }

    /// An else block that only leaves (`continue`, `return`, `break`, `return nil`…).
    private static func ignoresSilently(_ block: Range<Int>, _ file: SourceFile) -> Bool {
        let inner = (block.lowerBound + 1)..<(block.upperBound - 1)
        let words = inner.map { file.text(of: $0) }
        return words == ["continue"] || words == ["return"] || words == ["break"] || words == ["return", "nil"] || words == ["return", "false"]
    }
}

extension SourceFile {
    /// The token after the one at `index` ends (the closing brace of a block, say).
    func nextIndex(after range: Range<Int>) -> Int { min(range.upperBound, tokens.count - 1) }
}
