import MigrationKit
import SourceSyntax

/// The StoreKit 1 code no rewrite here converts, each reported where it is with what to write.
/// Rules: `storekit.purchase`, `storekit.observer`, `storekit.restore`, `storekit.receipt`.
///
/// Purchases, the observer and restores are one system in StoreKit 1: a purchase's outcome
/// arrives at the observer, restores arrive there too. Converting one piece without the others
/// changes what happens to a purchase (nobody finishes it, or it is unlocked twice), so they
/// stay together until the phased rollout the guide describes; the messages say what each piece
/// becomes.
enum StoreKit1Leftovers {
    /// `handled` says which calls a rewrite already converts. `phased` gives the companion the code at a token belongs to, if any (the second argument:
    /// whether the project's only companion may stand in): its messages are then the rollout's
    /// steps, naming the generated code.
    static func check(
        _ file: SourceFile, context: MigrationContext, usesStoreKit2: Bool, phased: (Int, Bool) -> PhasedPlan.Companion? = { _, _ in nil },
        handled: (Call) -> Bool = { _ in false }, launch: LaunchSite? = nil
    ) {
        for call in file.calls(named: ["add"]) where call.arguments.count == 1 && onPaymentQueue(call, file) && !handled(call) {
            if isPurchase(call, file) {
                context.warn(
                    StoreKitRule.purchase, at: call.name,
                    phased(call.name, true).map(PhaseSteps.purchase)
                        ?? "StoreKit 1 purchase: in StoreKit 2, `let result = try await product.purchase()`, then switch over .success(let verification) (check it, unlock, `await transaction.finish()`), .userCancelled and .pending; the observer's .purchased/.failed/.deferred handling moves into those branches"
                )
            } else {
                let registration = ObserverRegistration(call: call, file: file, launch: launch)
                context.warn(
                    StoreKitRule.observer, at: call.name,
                    phased(call.name, true).map { PhaseSteps.observer($0, registration) } ?? registration.inPlaceAdvice)
            }
        }
        for decl in file.allDeclarations where decl.kind == .funcDecl && isPromotedPurchaseHandler(decl, file) {
            context.warn(StoreKitRule.promotedPurchase, at: decl.name?.lowerBound ?? decl.keyword, PhaseSteps.promotedPurchase(phased(decl.keyword, false)))
        }
        for call in file.calls(named: ["restoreCompletedTransactions"]) where onPaymentQueue(call, file) && !handled(call) {
            if usesStoreKit2 {
                context.warn(
                    StoreKitRule.mixedRestore, at: call.name,
                    "StoreKit 1 restore in code that uses StoreKit 2: use `try await AppStore.sync()` and then re-read Transaction.currentEntitlements"
                )
            } else {
                context.warn(
                    StoreKitRule.restore, at: call.name,
                    phased(call.name, true).map(PhaseSteps.restore)
                        ?? "StoreKit 1 restore: in StoreKit 2, `try await AppStore.sync()` then re-read Transaction.currentEntitlements; the restored transactions no longer arrive at the observer"
                )
            }
        }
        for i in file.tokens.indices {
            // `Bundle.main.appStoreReceiptURL`, the member: a local of that name (`if let appStoreReceiptURL = …`)
            // is the same read, reported once where it is made.
            if file.matches(i, "appStoreReceiptURL"), i == 0 || file.kind(i - 1) != .period { continue }
            if file.matches(i, "appStoreReceiptURL"), isEnvironmentCheck(at: i, file) {
                context.warn(
                    StoreKitRule.receipt, at: i,
                    "the receipt's file name tells the environment here (sandbox, TestFlight), not what was bought: in StoreKit 2 the environment is AppTransaction.shared's or a transaction's `environment` (iOS 16); appStoreReceiptURL is deprecated from iOS 18"
                )
            } else if file.matches(i, "appStoreReceiptURL") {
                context.warn(
                    StoreKitRule.receipt, at: i,
                    phased(i, false).map(PhaseSteps.receipt) ?? receiptAdvice
                )
            } else if file.kind(i) == .stringLiteral, isAppleVerifyReceiptURL(file.text(of: i)) {
                context.warn(
                    StoreKitRule.receipt, at: i,
                    "Apple's /verifyReceipt endpoint is deprecated: send each transaction's `jwsRepresentation` to your server instead and verify it there (the App Store Server API, or Apple's App Store Server Library); StoreKit 2 transactions arrive already verified on the device (`VerificationResult`)"
                )
            }
        }
    }

    /// What to write by hand for a read of the receipt outside a StoreKit 1 type with a companion.
    /// It says nothing of Apple's `/verifyReceipt`: an app that posts its receipt to its own server
    /// does not call it (the literal, when there is one, is reported where it is).
    static let receiptAdvice =
        "receipt read: StoreKit 2 has no receipt to read; by hand: where this code decides which products are active, iterate `Transaction.currentEntitlements` and use each verified transaction's `productID` (a subscription's `expirationDate`, a refund's `revocationDate`); where it sends the receipt to a server, send each transaction's `jwsRepresentation` instead and verify that on the server; where it reads the app's own purchase (original version or date), use `AppTransaction.shared` (iOS 16); appStoreReceiptURL is deprecated from iOS 18"

    /// `https://buy.itunes.apple.com/verifyReceipt` or the sandbox's: Apple's endpoint, not an
    /// app's own server that happens to name a path `verifyReceipt`.
    static func isAppleVerifyReceiptURL(_ literal: String) -> Bool {
        let text = literal.lowercased()
        return text.contains("/verifyreceipt") && (text.contains("buy.itunes.apple.com") || text.contains("sandbox.itunes.apple.com"))
    }

    /// `paymentQueue(_:shouldAddStorePayment:for:)`: a purchase the user started on the App Store
    /// (a promoted in-app purchase), which StoreKit 2 delivers through `PurchaseIntent.intents`.
    static func isPromotedPurchaseHandler(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard file.name(of: decl) == "paymentQueue", let parameters = file.parameterList(of: decl), parameters.count == 3 else { return false }
        return parameters[1].label == "shouldAddStorePayment" && parameters[2].label == "for"
    }

    /// `appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"`: the receipt's name, read to tell
    /// TestFlight and sandbox builds apart.
    private static func isEnvironmentCheck(at index: Int, _ file: SourceFile) -> Bool {
        (index + 1..<min(index + 4, file.tokens.count)).contains { file.matches($0, "lastPathComponent") }
    }

    /// `SKPaymentQueue.default().add(payment)`: a purchase (any other argument is an observer).
    static func isPurchase(_ call: Call, _ file: SourceFile) -> Bool {
        guard call.arguments.count == 1, onPaymentQueue(call, file) else { return false }
        let argument = file.text(call.arguments[0].value)
        return argument.hasPrefix("SKPayment(") || argument.hasPrefix("SKMutablePayment(") || argument.lowercased().contains("payment")
    }

    /// `SKPaymentQueue.default().add(…)`, or `queue.add(…)`/`paymentQueue.add(…)` on a value whose
    /// name says it is the queue.
    static func onPaymentQueue(_ call: Call, _ file: SourceFile) -> Bool {
        let receiver = file.receiverText(of: call).filter { !$0.isWhitespace }
        return receiver.hasSuffix("SKPaymentQueue.default()") || receiver.lowercased().hasSuffix("queue")
    }
}

extension SourceFile {
    /// The text of the value a method is called on, up to the `.` before its name, walking back
    /// over names, dots and balanced calls (`SKPaymentQueue.default()` in
    /// `SKPaymentQueue.default().add(x)`, where `memberChain` stops at the keyword member).
    func receiverText(of call: Call) -> String {
        receiverStart(of: call).map { text($0..<(call.name - 1)) } ?? ""
    }

    /// The first token of that receiver, or nil when the call has none.
    func receiverStart(of call: Call) -> Int? {
        guard call.name > 0, kind(call.name - 1) == .period else { return nil }
        var start = call.name - 1
        var i = start - 1
        while i >= 0 {
            if kind(i).isClosingDelimiter, let open = matching(i), !startsLine(open) {
                i = open - 1
                continue
            }
            guard kind(i) == .identifier || kind(i) == .keyword && (kind(i - 1) == .period || matches(i, "self")) else { break }
            start = i
            guard i > 0, kind(i - 1) == .period, !startsLine(i) || kind(i - 1) == .period else { break }
            i -= 2
        }
        return start < call.name - 1 ? start : nil
    }
}
