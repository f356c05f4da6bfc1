import MigrationKit
import SourceSyntax

/// Which observer classes the project lets `PurchaseFlow` convert, decided once: the class's own
/// shape, and nothing else in the project that the conversion would strand (another observer, a
/// purchase or restore elsewhere, a caller of the methods that change, an `add(observer)` that
/// may name another object).
struct PurchaseFlowPlan: Sendable {
    struct Summary: Sendable {
        var path: String
    }

    var converting: [String: Summary] = [:]
    /// Observer classes left as they were, with the reason and where.
    var blocked: [String: (path: String, offset: Int, reason: String)] = [:]

    static let key = MemoKey<PurchaseFlowPlan>("storekit-memo.purchase-flow-plan")

    init(index: ProjectIndex, mode: StoreKitMode) {
        guard mode != .phased else { return }
        let files = index.facts(StoreKitFact.code).map(\.value).filter { ThirdPartySDKs.sdkImport(in: $0) == nil && !PhasedPlan.isCompanion($0) }
        var candidates: [(file: SourceFile, name: String, outcome: PurchaseFlow.Outcome)] = []
        for file in files {
            for decl in file.allDeclarations where decl.kind == .classDecl {
                if let outcome = PurchaseFlow.recognize(decl, in: file), let name = file.simpleTypeName(of: decl) {
                    candidates.append((file, name, outcome))
                }
            }
        }
        for (file, name, outcome) in candidates {
            switch outcome {
            case .blocked(let reason, let at):
                blocked[name] = (file.path, file.tokens[at].start, reason)
            case .converts(let flow):
                let at = file.tokens[flow.type.name?.lowerBound ?? flow.type.keyword].start
                if let reason = Self.projectBlocker(
                    flow, candidates: candidates.count, files: files, all: index.facts(StoreKitFact.source).map(\.value), index: index)
                {
                    blocked[name] = (file.path, at, reason)
                } else {
                    converting[name] = Summary(path: file.path)
                }
            }
        }
    }

    private static func projectBlocker(_ flow: PurchaseFlow, candidates: Int, files: [SourceFile], all: [SourceFile], index: ProjectIndex) -> String? {
        if candidates > 1 { return "the project has more than one transaction observer" }
        if let own = ["Product", "Transaction", "AppStore", "VerificationResult"].first(where: { StoreKitMigration.projectDeclares($0, index) }) {
            return "the project declares its own `\(own)`, which the StoreKit 2 code would name instead of StoreKit's"
        }
        if Suppressions(flow.file).directive(coveringAnyRuleOf: StoreKitMigration(), in: flow.file.byteRange(flow.type.tokens)) != nil {
            return "a swift-migrate:disable comment covers it"
        }
        var purchases = 0
        var restores = 0
        for file in files {
            for call in file.calls(named: ["add", "remove"]) where call.arguments.count == 1 && StoreKit1Leftovers.onPaymentQueue(call, file) {
                if StoreKit1Leftovers.isPurchase(call, file) {
                    purchases += 1
                    continue
                }
                guard PurchaseFlowRewrite.observerReference(call, in: file, type: flow.name) != nil else {
                    return "`\(file.text(call.arguments[0].value))` is added to or removed from the queue in \(file.path), which may be another observer"
                }
            }
            restores += file.calls(named: ["restoreCompletedTransactions"]).count
            if file.path != flow.file.path, file.contains("paymentQueue(") { return "\(file.path) implements payment queue callbacks too" }
        }
        if purchases != 1 { return "the project adds payments to the queue outside `\(flow.file.name(of: flow.purchase) ?? "")`" }
        if restores != (flow.restore == nil ? 0 : 1) { return "the project restores purchases outside `\(flow.name)`" }
        // The restore keeps its signature (its body becomes a task), so only the purchase's callers block.
        let changing = [flow.purchase].compactMap { flow.file.name(of: $0) }
        for name in changing + ["listenForTransactions", "checkVerified"] {
            var uses = 0
            for file in all where file.contains(name) {
                uses += file.tokens.indices.filter { file.kind($0) == .identifier && file.matches($0, name) }.count
            }
            let declared = changing.contains(name) ? 1 : 0
            if uses != declared {
                return changing.contains(name)
                    ? "`\(name)` is called or named elsewhere, and its SKProduct argument or synchronous call cannot follow it to StoreKit 2"
                    : "the project already has a `\(name)`"
            }
        }
        return nil
    }
}

/// The edits of a converting flow: in the class's file, and at each `add`/`remove` of the observer.
enum PurchaseFlowRewrite {
    /// `self` inside the class, or an expression that starts with its name (`Store.shared`).
    static func observerReference(_ call: Call, in file: SourceFile, type: String) -> String? {
        let text = file.text(call.arguments[0].value)
        if text == "self", file.declarationPath(to: call.name).contains(where: { $0.kind == .classDecl && file.simpleTypeName(of: $0) == type }) {
            return text
        }
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix(type + "."), compact.dropFirst(type.count + 1).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return compact
    }

    /// `add(observer)` → `Task { await observer.listenForTransactions() }`; `remove(observer)` goes.
    static func siteEdits(in file: SourceFile, type: String) -> [Edit] {
        var edits: [Edit] = []
        for call in file.calls(named: ["add", "remove"]) where call.arguments.count == 1 && StoreKit1Leftovers.onPaymentQueue(call, file) {
            guard !StoreKit1Leftovers.isPurchase(call, file), let observer = observerReference(call, in: file, type: type),
                let close = call.rightParen, let start = file.receiverStart(of: call), file.startsLine(start),
                file.startsLine(close + 1) || file.kind(close + 1) == .rightBrace
            else { continue }
            if file.matches(call.name, "add") {
                edits.append(
                    .replace(start..<(close + 1), in: file, with: "Task { await \(observer).listenForTransactions() }", rule: StoreKitRule.observer))
            } else {
                edits.append(file.removal(ofStatement: start..<(close + 1), rule: StoreKitRule.observer))
            }
        }
        return edits
    }

    /// The class's own edits: the purchase, the restore, the observer as a listener, `checkVerified`.
    static func typeEdits(_ flow: PurchaseFlow) -> [Edit] {
        let file = flow.file
        let lineBreak = file.lineBreak
        let member = file.indentation(ofLineContaining: file.tokens[flow.observer.keyword].start)
        let firstStatement = file.statements(in: flow.observer.body!)[0]
        let bodyIndent = file.indentation(ofLineContaining: file.tokens[firstStatement.lowerBound].start)
        let unit = bodyIndent.hasPrefix(member) && bodyIndent.count > member.count ? String(bodyIndent.dropFirst(member.count)) : "    "
        func indent(_ level: Int) -> String { member + String(repeating: unit, count: level) }
        let t = flow.transaction
        var edits: [Edit] = []

        // The purchase: same name and parameter, a StoreKit 2 product.
        let parameter = file.parameterList(of: flow.purchase)![0]
        let label = parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)"
        var purchase = ["(\(label): Product) async throws {", indent(1) + "let result = try await \(parameter.name).purchase()", indent(1) + "switch result {"]
        purchase += [indent(1) + "case .success(let verification):", indent(2) + "let \(t) = try checkVerified(verification)"]
        purchase += work(flow, indent: indent(2))
        purchase += [indent(2) + "await \(t).finish()", indent(1) + "case .userCancelled:", indent(2) + "break", indent(1) + "case .pending:"]
        purchase += flow.deferredComments.split(separator: "\n").map { indent(2) + $0 }
        purchase += [indent(2) + "break", indent(1) + "@unknown default:", indent(2) + "break", indent(1) + "}", member + "}"]
        edits.append(
            .replace(
                flow.purchase.parameters!.lowerBound..<flow.purchase.body!.upperBound, in: file, with: purchase.joined(separator: lineBreak),
                rule: StoreKitRule.purchase))

        // The restore keeps its synchronous signature, so its callers stay: like
        // restoreCompletedTransactions(), it starts the restore and returns. When `.restored`
        // shared `.purchased`'s work, the work runs for each current entitlement after the sync.
        if let restore = flow.restore {
            var text = ["{", indent(1) + "Task {", indent(2) + "try await AppStore.sync()"]
            if flow.restoredDoesWork {
                text += [indent(2) + "for await result in Transaction.currentEntitlements {", indent(3) + "do {"]
                text += [indent(4) + "let \(t) = try checkVerified(result)"] + work(flow, indent: indent(4))
                text += [indent(3) + "} catch {", indent(4) + "print(\"Unverified transaction: \\(error)\")", indent(3) + "}", indent(2) + "}"]
            }
            text += [indent(1) + "}", member + "}"]
            edits.append(.replace(restore.body!, in: file, with: text.joined(separator: lineBreak), rule: StoreKitRule.restore))
        }

        // The observer becomes the listener, with the helper after it.
        var listener = ["func listenForTransactions() async {", indent(1) + "for await result in Transaction.updates {", indent(2) + "do {"]
        listener += [indent(3) + "let \(t) = try checkVerified(result)"] + work(flow, indent: indent(3))
        listener += [indent(3) + "await \(t).finish()", indent(2) + "} catch {", indent(3) + "print(\"Unverified transaction: \\(error)\")", indent(2) + "}"]
        listener += [indent(1) + "}", member + "}", "", member + "func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {"]
        listener += [indent(1) + "switch result {", indent(1) + "case .verified(let value):", indent(2) + "return value"]
        listener += [indent(1) + "case .unverified(_, let error):", indent(2) + "throw error", indent(1) + "}", member + "}"]
        let observerStart = flow.observer.attributes.first?.atSign ?? flow.observer.modifiers.first?.lowerBound ?? flow.observer.keyword
        edits.append(
            .replace(observerStart..<flow.observer.tokens.upperBound, in: file, with: listener.joined(separator: lineBreak), rule: StoreKitRule.observer))

        for decl in flow.removableDelegates { edits.append(file.removal(ofDeclaration: decl, rule: StoreKitRule.restore)) }
        for conformance in flow.conformances {
            edits.append(file.removal(ofInheritedType: conformance.position, in: conformance.decl, rule: StoreKitRule.observer.id))
        }
        return edits
    }

    /// The `.purchased` work as lines at `indent`, comments included, `t.payment.productIdentifier` → `t.productID`.
    private static func work(_ flow: PurchaseFlow, indent: String) -> [String] {
        let file = flow.file
        let start = flow.work.first?.lowerBound ?? flow.finish
        let text = file.text(ofBytes: file.tokens[start].leadingTriviaRange.lowerBound..<file.tokens[flow.finish].start)
            .replacingOccurrences(of: "\(flow.transaction).payment.productIdentifier", with: "\(flow.transaction).productID")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let original = file.indentation(ofLineContaining: file.tokens[flow.finish].start)
        var result = lines.drop { $0.allSatisfy(\.isWhitespace) }.map { line in
            line.allSatisfy(\.isWhitespace)
                ? "" : indent + (line.hasPrefix(original) ? String(line.dropFirst(original.count)) : String(line.drop { $0 == " " || $0 == "\t" }))
        }
        while result.last == "" { result.removeLast() }
        return result
    }
}
