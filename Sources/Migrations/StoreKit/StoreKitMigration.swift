import MigrationKit
import SourceSyntax

/// StoreKit 1 → StoreKit 2, in place where the shape is known one to one, phased elsewhere.
///
/// Rewritten: review requests that name a scene (`AppStore.requestReview(in:)`, iOS 16) or sit in
/// a SwiftUI view (the environment's action), product loading of the guide's shape
/// (`Product.products(for:)`, with the `SKProduct` member uses whose StoreKit 2 form keeps the
/// type), and the guide's purchase + observer + restore together. Every other StoreKit 1 type
/// gets a `<Type>+StoreKit2.swift` companion (`PhasedPlan`), and each StoreKit 1 call is reported
/// as its next rollout step; receipts, the offer-code sheet, third-party purchase SDKs and the
/// guide's common StoreKit 2 mistakes are reported. See `docs/migrations/storekit.md`.
public struct StoreKitMigration: Migration {
    public init() {}

    public var id: String { "storekit" }
    public var summary: String {
        "Moves StoreKit 1 product loading and review requests to StoreKit 2 where the shape is known, adds a StoreKit 2 companion beside the other StoreKit 1 types (phased rollout), and reports what moves by hand and StoreKit 2 mistakes."
    }
    /// StoreKit 2 itself; `AppStore.requestReview(in:)` needs iOS 16 and is checked per call.
    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(15), .macOS: Version(12), .tvOS: Version(15), .watchOS: Version(8), .visionOS: Version(1)])
    }
    public var rules: [RuleDescription] { StoreKitRule.descriptions }
    public var settings: [SettingDescription] { [StoreKitMode.setting] }

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
        facts.append(Fact(StoreKitFact.code, about: file.path, file, path: file.path))
        let sdk = ThirdPartySDKs.sdkImport(in: file)
        for decl in file.allDeclarations where decl.kind == .classDecl && sdk == nil {
            guard case .shape(let shape)? = LoadingShape.recognize(decl, in: file), let name = file.simpleTypeName(of: decl),
                let method = file.name(of: shape.method)
            else { continue }
            var blocked: String?
            if case .blocked(let reason, _) = ProductPropertyUses(file: file, property: shape.property, shape: shape).check() {
                blocked = reason
            }
            var summary = LoadingShape.Summary(method: method, property: shape.property, throwing: shape.throwing, blocked: blocked)
            summary.retainedRequest = shape.retainedRequest.map { file.text($0.bindings[0].pattern) }
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
        _ = phasedPlan(index, options: options)
    }

    private func loadingPlan(_ index: ProjectIndex, options: MigrationOptions) -> LoadingPlan {
        index.memoized(LoadingPlan.key) { LoadingPlan(index: index, mode: StoreKitMode(options)) }
    }

    private func purchaseFlowPlan(_ index: ProjectIndex, options: MigrationOptions) -> PurchaseFlowPlan {
        index.memoized(PurchaseFlowPlan.key) { PurchaseFlowPlan(index: index, mode: StoreKitMode(options)) }
    }

    private func phasedPlan(_ index: ProjectIndex, options: MigrationOptions) -> PhasedPlan {
        let loading = loadingPlan(index, options: options)
        let flows = purchaseFlowPlan(index, options: options)
        return index.memoized(PhasedPlan.key) { PhasedPlan(index: index, mode: StoreKitMode(options), loading: loading, flows: flows) }
    }

    /// The companions, created beside their types; a path an input already holds is left alone.
    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] {
        phasedPlan(index, options: options).systems.sorted { $0.path < $1.path }.filter(\.generates).map { companion in
            let declarationFile = String(companion.declarationPath.split(separator: "/").last ?? "")
            // A new file at top level: only top-level declarations (and typealiases) shadow there.
            let shadowed = Set(["Product", "Transaction", "AppStore", "VerificationResult"].filter { index.shadows($0) })
            let text = StoreKit2Companion.text(for: companion, declarationFile: declarationFile, shadowed: shadowed)
            return ProjectFile(path: companion.path, original: nil, bytes: Array(text.utf8), rule: StoreKitRule.phased.id, derivedFrom: companion.declarationPath)
        }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let index = context.index
        let plan = loadingPlan(index, options: context.options)
        let phased = phasedPlan(index, options: context.options)
        let flows = purchaseFlowPlan(index, options: context.options)
        // The first pass's file had StoreKit code (a later pass's rewritten text still has).
        guard index.has(StoreKitFact.code, about: file.path) || file.path.hasSuffix("Package.swift") else {
            // Only the callers of a loading method that became async, if the file has any.
            return plan.converting.values.contains { file.contains($0.method) } ? callerEdits(in: file, plan: plan) : []
        }
        ThirdPartySDKs.checkManifest(file, context: context)
        if let sdk = ThirdPartySDKs.sdkImport(in: file) {
            context.warn(StoreKitRule.thirdPartySDK, at: sdk.token, "this file imports \(sdk.module), which \(ThirdPartySDKs.advice)")
            return []
        }
        reportPhases(in: file, plan: phased, context: context)
        var edits: [Edit] = []
        edits += ReviewRequests.edits(in: file, context: context)
        OfferCodeSheet.check(file, context: context)
        edits += loadingEdits(in: file, plan: plan, phased: phased, context: context)
        edits += callerEdits(in: file, plan: plan)
        let flowEdits = purchaseFlowEdits(in: file, plan: flows, context: context)
        edits += flowEdits
        // In code, not in comments: `Transaction.…`, `AppStore.sync`, `Product.products`, `VerificationResult`.
        let usesStoreKit2 = file.tokens.indices.contains { i in
            file.kind(i) == .identifier
                && (file.matches(i, "VerificationResult")
                    || (file.kind(i + 1) == .period
                        && (file.matches(i, "Transaction") || (file.matches(i, "AppStore") && file.matches(i + 2, "sync"))
                            || (file.matches(i, "Product") && file.matches(i + 2, "products")))))
        }
        StoreKit1Leftovers.check(
            file, context: context, usesStoreKit2: usesStoreKit2, phased: { phased.companion(at: $0, in: file, orTheOnlyOne: $1) },
            handled: { call in flowEdits.contains { $0.range.contains(file.tokens[call.name].start) } },
            launch: phased.launch)
        StoreKit2Lint.check(file, context: context, projectListens: !index.facts(StoreKitFact.updatesListener).isEmpty || !flows.converting.isEmpty)
        return edits
    }

    /// The purchase flow's edits: the observer class's own, and the `add`/`remove` of it anywhere.
    /// Only against the original text: the first pass does all of it.
    private func purchaseFlowEdits(in file: SourceFile, plan: PurchaseFlowPlan, context: MigrationContext) -> [Edit] {
        guard context.index.bytes(ofInput: file.path) == file.bytes else { return [] }
        if StoreKitMode(context.options) == .inPlace {
            for (name, blocked) in plan.blocked.sorted(by: { $0.value.offset < $1.value.offset }) where blocked.path == file.path {
                context.warn(
                    StoreKitRule.observer, atByte: blocked.offset,
                    "purchase, observer and restore of `\(name)` not rewritten in place: \(blocked.reason); each StoreKit 1 call is reported with its StoreKit 2 form"
                )
            }
        }
        var edits: [Edit] = []
        for (name, summary) in plan.converting {
            edits += PurchaseFlowRewrite.siteEdits(in: file, type: name)
            guard summary.path == file.path else { continue }
            for decl in file.allDeclarations where decl.kind == .classDecl && file.simpleTypeName(of: decl) == name {
                if case .converts(let flow)? = PurchaseFlow.recognize(decl, in: file) { edits += PurchaseFlowRewrite.typeEdits(flow) }
            }
        }
        return edits
    }

    /// The type-level phase steps and the untraced product ids, reported once against the original text.
    private func reportPhases(in file: SourceFile, plan: PhasedPlan, context: MigrationContext) {
        guard context.index.bytes(ofInput: file.path) == file.bytes else { return }
        for companion in plan.systems where companion.declarationPath == file.path {
            let decl = file.allDeclarations.first { $0.kind == .classDecl && file.simpleTypeName(of: $0) == companion.type }
            context.warn(StoreKitRule.phased, at: decl.map { $0.name?.lowerBound ?? $0.keyword } ?? 0, PhaseSteps.companion(companion))
        }
        for (name, site) in plan.memberSites.sorted(by: { $0.value.offset < $1.value.offset }) where site.path == file.path {
            guard let companion = plan.companions[name] else { continue }
            context.warn(StoreKitRule.phased, atByte: site.offset, PhaseSteps.member(name, of: companion))
        }
        for (name, blocked) in plan.blocked.sorted(by: { $0.value.offset < $1.value.offset }) where blocked.path == file.path {
            context.warn(
                StoreKitRule.phased, atByte: blocked.offset,
                "no StoreKit 2 companion generated for `\(name)`: \(blocked.reason); add the guide's StoreKit 2 code beside it by hand")
        }
        // Requests the loading rule does not look at (the delegate conformance is in an extension).
        for call in file.calls(named: ["SKProductsRequest"]) {
            guard let type = file.declarationPath(to: call.name).last(where: \.isTypeDeclaration), let name = file.simpleTypeName(of: type),
                let companion = plan.companions[name], type.kind == .extensionDecl || LoadingShape.recognize(type, in: file) == nil
            else { continue }
            context.warn(StoreKitRule.productLoading, at: call.name, PhaseSteps.loading(companion))
        }
        for untraced in plan.untraced where untraced.path == file.path {
            let fileName = plan.companions[untraced.type]?.fileName ?? "\(untraced.type)+StoreKit2.swift"
            context.warn(StoreKitRule.productIDs, atByte: untraced.offset, PhaseSteps.untracedIDs(untraced, fileName: fileName))
        }
    }

    /// The loading shapes this file declares: rewritten when the plan converts them, else reported
    /// (as a phase step when the type has a companion).
    private func loadingEdits(in file: SourceFile, plan: LoadingPlan, phased: PhasedPlan, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for decl in file.allDeclarations where decl.kind == .classDecl {
            guard let recognition = LoadingShape.recognize(decl, in: file), let name = file.simpleTypeName(of: decl) else { continue }
            let companion = phased.companions[name]
            func report(_ reason: String?, at: Int) {
                let why = reason.map { "product loading not rewritten\(companion == nil ? "" : " in place"): \($0); " } ?? ""
                let advice = companion.map(PhaseSteps.loading) ?? Self.loadingAdvice
                context.warn(StoreKitRule.productLoading, at: at, reason == nil && companion == nil ? advice : why + advice)
            }
            switch recognition {
            case .notRecognized(let reason, let at):
                report(reason, at: at)
            case .shape(let shape):
                let at = file.calls(in: shape.method.body!, named: ["SKProductsRequest"]).first?.name ?? shape.method.keyword
                if let reason = plan.blocked[name] {
                    report(reason, at: at)
                    continue
                }
                if plan.converting[name] == nil {
                    report(nil, at: at)
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

    /// Whether the project declares a type of this name itself, at any depth (not an extension of
    /// StoreKit's): code rewritten in place, whose lexical scope is not followed here, must then
    /// qualify StoreKit's name, or leave it. A new top-level file asks `ProjectIndex.shadows`.
    static func projectDeclares(_ name: String, _ index: ProjectIndex) -> Bool {
        index.declarations(of: name).contains { !$0.isExtension } || index.contextDeclarations(of: name).contains { !$0.isExtension }
            || index.shadows(name)
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
