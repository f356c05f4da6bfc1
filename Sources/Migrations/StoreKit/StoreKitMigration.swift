import MigrationKit
import SourceSyntax

/// StoreKit 1 → StoreKit 2, in place where the shape is known one to one, reported elsewhere.
///
/// Rewritten: review requests that name a scene (`AppStore.requestReview(in:)`, iOS 16), and
/// product loading of the guide's shape (`Product.products(for:)`, with the `SKProduct` members
/// that have a same-typed `Product` namesake). Reported with what to write: purchases, the
/// transaction observer, restores, receipt reads, the offer-code sheet, third-party purchase
/// SDKs, and the guide's common StoreKit 2 mistakes. See `docs/migrations/storekit.md`.
public struct StoreKitMigration: Migration {
    public init() {}

    public var id: String { "storekit" }
    public var summary: String {
        "Moves StoreKit 1 product loading and review requests to StoreKit 2 where the shape is known, and reports purchases, observers, restores, receipts and StoreKit 2 mistakes."
    }
    /// StoreKit 2 itself; `AppStore.requestReview(in:)` needs iOS 16 and is checked per call.
    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(15), .macOS: Version(12), .tvOS: Version(15), .watchOS: Version(8), .visionOS: Version(1)])
    }
    public var rules: [RuleDescription] { StoreKitRule.descriptions }

    /// Names of StoreKit code, or of what stands in for it. StoreKit 2's `Product`, `Transaction` and
    /// `AppStore` need `import StoreKit` (the first name), so they are not looked for on their own.
    static let triggers = [
        "StoreKit", "SKPayment", "SKProduct", "SKStoreReview", "SKReceipt", "SKRequest", "appStoreReceiptURL", "verifyReceipt",
        "restoreCompletedTransactions",
    ]

    /// One pass over the bytes for every trigger and SDK name.
    static let gate = ByteSearchSet(triggers + ThirdPartySDKs.packages + ThirdPartySDKs.modules)

    /// Whether the file has StoreKit code (or a purchase SDK's) of its own.
    static func hasStoreKitCode(_ file: SourceFile) -> Bool {
        file.containsAny(gate)
    }

    /// Every file: a caller of a loading method that becomes `async` may be anywhere, and only the
    /// project-wide plan knows the method's name (`edits` looks for it first).
    public func isApplicable(to file: SourceFile) -> Bool { true }

    /// Every file is scanned: a loading method's callers and a property's readers may be anywhere.
    public func isScanned(_ file: SourceFile) -> Bool { true }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        facts.append(Fact(StoreKitFact.source, about: file.path, file, path: file.path))
        guard Self.hasStoreKitCode(file) else { return }
        let sdk = ThirdPartySDKs.sdkImport(in: file)
        for decl in file.allDeclarations where decl.kind == .classDecl && sdk == nil {
            guard case .shape(let shape)? = LoadingShape.recognize(decl, in: file), let name = file.simpleTypeName(of: decl),
                let method = file.name(of: shape.method)
            else { continue }
            var blocked: String?
            if case .blocked(let reason, _) = ProductPropertyUses(file: file, property: shape.property, shape: shape).check() {
                blocked = reason
            }
            let summary = LoadingShape.Summary(method: method, property: shape.property, throwing: shape.throwing, blocked: blocked)
            facts.append(Fact(StoreKitFact.loading, about: name, summary, path: file.path, line: file.location(ofToken: decl.keyword).line))
        }
        for call in file.calls(named: ["purchase"]) where call.callee.count > 1 {
            facts.append(Fact(StoreKitFact.purchase, about: "purchase", path: file.path, line: file.location(ofToken: call.name).line))
        }
        for i in file.tokens.indices where file.matches(i, "updates") && file.kind(i - 1) == .period && file.matches(i - 2, "Transaction") {
            facts.append(Fact(StoreKitFact.updatesListener, about: "updates", path: file.path, line: file.location(ofToken: i).line))
        }
    }

    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        _ = index.memoized(LoadingPlan.key) { LoadingPlan(index: index) }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let index = context.index
        let plan = index.memoized(LoadingPlan.key) { LoadingPlan(index: index) }
        guard Self.hasStoreKitCode(file) || file.path.hasSuffix("Package.swift") else {
            // Only the callers of a loading method that became async, if the file has any.
            return plan.converting.values.contains { file.contains($0.method) } ? callerEdits(in: file, plan: plan) : []
        }
        ThirdPartySDKs.checkManifest(file, context: context)
        if let sdk = ThirdPartySDKs.sdkImport(in: file) {
            context.warn(StoreKitRule.thirdPartySDK, at: sdk.token, "this file imports \(sdk.module), which \(ThirdPartySDKs.advice)")
            return []
        }
        var edits: [Edit] = []
        edits += ReviewRequests.edits(in: file, context: context)
        OfferCodeSheet.check(file, context: context)
        edits += loadingEdits(in: file, plan: plan, context: context)
        edits += callerEdits(in: file, plan: plan)
        let usesStoreKit2 = ["Product.products(", "Transaction.", "AppStore.sync", "VerificationResult"].contains { file.contains($0) }
        StoreKit1Leftovers.check(file, context: context, usesStoreKit2: usesStoreKit2)
        StoreKit2Lint.check(file, context: context, projectListens: !index.facts(StoreKitFact.updatesListener).isEmpty)
        return edits
    }

    /// The loading shapes this file declares: rewritten when the plan converts them, else reported.
    private func loadingEdits(in file: SourceFile, plan: LoadingPlan, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for decl in file.allDeclarations where decl.kind == .classDecl {
            guard let recognition = LoadingShape.recognize(decl, in: file), let name = file.simpleTypeName(of: decl) else { continue }
            switch recognition {
            case .notRecognized(let reason, let at):
                context.warn(StoreKitRule.productLoading, at: at, "product loading not rewritten: \(reason); \(Self.loadingAdvice)")
            case .shape(let shape):
                if let reason = plan.blocked[name] {
                    let at = file.calls(in: shape.method.body!, named: ["SKProductsRequest"]).first?.name ?? shape.method.keyword
                    context.warn(StoreKitRule.productLoading, at: at, "product loading not rewritten: \(reason); \(Self.loadingAdvice)")
                    continue
                }
                guard plan.converting[name] != nil,
                    case .renames(let renames) = ProductPropertyUses(file: file, property: shape.property, shape: shape).check()
                else { continue }
                edits += ProductLoadingRewrite(shape: shape, file: file).edits() + renames
            }
        }
        return edits
    }

    static let loadingAdvice =
        "by hand: `products = try await Product.products(for: ids)` in an async method, [SKProduct] → [Product] (productIdentifier → id, localizedTitle → displayName, localizedDescription → description, price is a Decimal, displayPrice replaces a priceLocale formatter)"

    /// Fire-and-forget calls of a loading method that became `async`: `Task { try? await … }`.
    private func callerEdits(in file: SourceFile, plan: LoadingPlan) -> [Edit] {
        let methods = Dictionary(plan.converting.values.map { ($0.method, $0.throwing) }, uniquingKeysWith: { $0 || $1 })
        guard !methods.isEmpty else { return [] }
        return file.calls(named: Set(methods.keys)).compactMap { call in
            guard call.arguments.isEmpty, call.trailingClosures.isEmpty, file.isWholeStatement(call),
                let throwing = methods[file.text(of: call.name)], let close = call.rightParen
            else { return nil }
            let effects = throwing ? "try? await" : "await"
            return .replace(
                call.callee.lowerBound..<(close + 1), in: file, with: "Task { \(effects) \(file.text(call.callee.lowerBound..<(close + 1))) }",
                rule: StoreKitRule.loadingCaller)
        }
    }
}
