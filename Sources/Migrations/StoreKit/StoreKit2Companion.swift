import MigrationKit
import SourceSyntax

/// The text of a phased companion, `<Type>+StoreKit2.swift` (rule `storekit.phased`): the guide's
/// StoreKit 2 code for one StoreKit 1 type, added beside it and called by nothing yet.
///
/// `extension Type` holds a nested `@MainActor final class StoreKit2` (an extension cannot add
/// stored properties, and a nested type cannot clash with the StoreKit 1 members: `products`
/// stays `[SKProduct]` on the type while the companion's are `[Product]`) with the product ids
/// found in the code, `products`, `loadProducts()`, `purchase(_:)`, `listenForTransactions()`,
/// `updateEntitlements()`, `restore()` and `checkVerified(_:)`; and, when the app's own record of
/// purchases was found, `verifyEntitlementParity()` on the type itself, which compares it with
/// StoreKit 2's entitlements (phase 3). Every verified transaction is finished, unverified ones
/// are logged, never dropped silently (the guide's common mistakes).
enum StoreKit2Companion {
    /// The first line, by which a later run knows the file for a companion.
    static let marker = "StoreKit 2 beside the StoreKit 1 code of"

    /// `shadowed`: StoreKit 2 type names the project declares too (its own `Product` model, a
    /// banking app's `Transaction`); the companion names those `StoreKit.X`.
    static func text(for companion: PhasedPlan.Companion, declarationFile: String, shadowed: Set<String> = []) -> String {
        let type = companion.type
        func sk(_ name: String) -> String { shadowed.contains(name) ? "StoreKit.\(name)" : name }
        let (product, transaction, appStore, verification) = (sk("Product"), sk("Transaction"), sk("AppStore"), sk("VerificationResult"))
        let system = companion.members.isEmpty ? "" : " and its purchase system (\(companion.members.map { "`\($0)`" }.joined(separator: ", ")))"
        let launch = companion.launch.map { ", in \($0.description)" } ?? ""
        var lines: [String] = [
            "// \(marker) `\(type)` (\(declarationFile)), which keeps running: phase 1 of",
            "// the phased rollout. Nothing calls this code yet; swift-migrate reported the phase 2–4 steps.",
            "import StoreKit",
            "",
            "extension \(type) {",
            "    /// The StoreKit 2 side of `\(type)`\(system). Keep one for the app's lifetime and start",
            "    /// `listenForTransactions()` in one task at launch\(launch) when purchases go through `purchase(_:)`.",
            "    @MainActor",
            "    final class StoreKit2 {",
        ]
        if let ids = companion.ids {
            lines += [
                companion.requestFiles.isEmpty || companion.requestFiles == [declarationFile]
                    ? "        /// The product ids `\(type)` requests with StoreKit 1 (\(declarationFile))."
                    : "        /// The product ids the purchase system requests with StoreKit 1 (\(companion.requestFiles.joined(separator: ", "))).",
                "        nonisolated static let productIDs: Set<String> = [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]",
                "",
            ]
        }
        lines += [
            "        private(set) var products: [\(product)] = []",
            "        /// The product ids with a verified, current entitlement (`updateEntitlements()`).",
            "        private(set) var purchasedProductIDs: Set<String> = []",
            "        /// Consumables (tips, coins) are bought again and again: they are delivered by `purchase(_:)`",
            "        /// and `listenForTransactions()` only, never appear in `purchasedProductIDs`, and `restore()` does not bring them back.",
            "        var consumables: [\(product)] { products.filter { $0.type == .consumable } }",
            "",
        ]
        if companion.ids != nil {
            lines += [
                "        func loadProducts() async throws {",
                "            products = try await \(product).products(for: Self.productIDs)",
                "        }",
            ]
        } else {
            lines += [
                "        /// The ids were not found in the code: pass the ones the StoreKit 1 request is made with.",
                "        func loadProducts(for productIDs: Set<String>) async throws {",
                "            products = try await \(product).products(for: productIDs)",
                "        }",
            ]
        }
        lines += [
            "",
            "        /// The purchased transaction, or nil when the user cancelled or the purchase waits for",
            "        /// approval (Ask to Buy, Strong Customer Authentication): it then arrives in `listenForTransactions()`.",
            "        func purchase(_ product: \(product)) async throws -> \(transaction)? {",
            "            let result = try await product.purchase()",
            "            switch result {",
            "            case .success(let verification):",
            "                let transaction = try checkVerified(verification)",
            "                await updateEntitlements()",
            "                await transaction.finish()",
            "                return transaction",
            "            case .userCancelled, .pending:",
            "                return nil",
            "            @unknown default:",
            "                return nil",
            "            }",
            "        }",
            "",
            "        /// Renewals, Ask to Buy approvals, refunds and purchases made elsewhere: run it for the",
            "        /// app's lifetime from launch (`Task { await storeKit2.listenForTransactions() }`).",
            "        func listenForTransactions() async {",
            "            for await result in \(transaction).updates {",
            "                do {",
            "                    let transaction = try checkVerified(result)",
            "                    await updateEntitlements()",
            "                    await transaction.finish()",
            "                } catch {",
            "                    print(\"StoreKit 2: unverified transaction: \\(error)\")",
            "                }",
            "            }",
            "        }",
            "",
            "        func updateEntitlements() async {",
            "            var active: Set<String> = []",
            "            for await result in \(transaction).currentEntitlements {",
            "                switch result {",
            "                case .verified(let transaction):",
            "                    active.insert(transaction.productID)",
            "                case .unverified(let transaction, let error):",
            "                    print(\"StoreKit 2: unverified entitlement \\(transaction.productID): \\(error)\")",
            "                }",
            "            }",
            "            purchasedProductIDs = active",
            "        }",
            "",
            "        /// Call only on a user action: `AppStore.sync()` may ask the user to sign in.",
            "        func restore() async throws {",
            "            try await \(appStore).sync()",
            "            await updateEntitlements()",
            "        }",
            "",
            "        func checkVerified<T>(_ result: \(verification)<T>) throws -> T {",
            "            switch result {",
            "            case .verified(let value):",
            "                return value",
            "            case .unverified(_, let error):",
            "                throw error",
            "            }",
            "        }",
            "    }",
        ]
        if let legacy = companion.legacy {
            lines += [
                "",
                "    /// Phase 3: whether StoreKit 2's entitlements match the app's own record of purchases,",
                "    /// \(legacyDescription(legacy)); run both side by side until they do.",
                "    /// Consumables never appear in StoreKit 2's entitlements.",
                "    func verifyEntitlementParity() async -> Bool {",
                "        var storeKit2IDs: Set<String> = []",
                "        for await result in \(transaction).currentEntitlements {",
                "            switch result {",
                "            case .verified(let transaction):",
                "                storeKit2IDs.insert(transaction.productID)",
                "            case .unverified(let transaction, let error):",
                "                print(\"StoreKit 2: unverified entitlement \\(transaction.productID): \\(error)\")",
                "            }",
                "        }",
                "        let legacyIDs: Set<String> = \(legacyExpression(legacy))",
                "        if storeKit2IDs != legacyIDs {",
                "            print(\"Entitlement mismatch: StoreKit 2 \\(storeKit2IDs.sorted()), StoreKit 1 \\(legacyIDs.sorted())\")",
                "        }",
                "        return storeKit2IDs == legacyIDs",
                "    }",
            ]
        }
        lines.append("}")
        if companion.isPublic { lines = publicLines(lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A public type's companion is public too: the launch code that starts its listener, and the
    /// screens that buy, may be in another module (an app target over the store's framework).
    private static func publicLines(_ lines: [String]) -> [String] {
        let members = ["nonisolated static let ", "private(set) var ", "var consumables", "func "]
        var result: [String] = []
        for line in lines {
            if line == "    final class StoreKit2 {" {
                result += ["    public final class StoreKit2 {", "        public init() {}", ""]
            } else if line.hasPrefix("        "), !line.hasPrefix("         "), members.contains(where: { line.dropFirst(8).hasPrefix($0) }) {
                result.append("        public " + line.dropFirst(8))
            } else if line.hasPrefix("    func verifyEntitlementParity") {
                result.append("    public " + line.dropFirst(4))
            } else {
                result.append(line)
            }
        }
        return result
    }

    static func legacyDescription(_ legacy: PhasedPlan.LegacyEntitlements) -> String {
        switch legacy {
        case .property(let name): "`\(name)`, where the StoreKit 1 observer records purchases"
        case .userDefaults: "the UserDefaults flags the StoreKit 1 observer sets"
        }
    }

    private static func legacyExpression(_ legacy: PhasedPlan.LegacyEntitlements) -> String {
        switch legacy {
        case .property(let name):
            return "Set(\(name))"
        case .userDefaults(let keys?):
            return "Set([\(keys.map { "\"\($0)\"" }.joined(separator: ", "))].filter { UserDefaults.standard.bool(forKey: $0) })"
        case .userDefaults(nil):
            return "StoreKit2.productIDs.filter { UserDefaults.standard.bool(forKey: $0) }"
        }
    }
}
