import MigrationKit
import SourceSyntax

/// How far the storekit migration goes (`--set storekit.mode=…`).
enum StoreKitMode: String, CaseIterable {
    /// In place where the shape is known; a phased companion for every other StoreKit 1 type.
    case auto
    /// A phased companion for every StoreKit 1 type; nothing of StoreKit 1 rewritten in place.
    case phased
    /// In place where the shape is known; the rest only reported.
    case inPlace = "in-place"

    static let setting = SettingDescription(
        key: "storekit.mode", values: allCases.map(\.rawValue),
        summary:
            "auto: rewrite in place where the shape is known and generate a <Type>+StoreKit2.swift companion for the other StoreKit 1 types (default); phased: a companion for every StoreKit 1 type, nothing rewritten in place; in-place: no companion, the rest reported"
    )

    init(_ options: MigrationOptions) {
        self = options.settings[Self.setting.key].flatMap(StoreKitMode.init(rawValue:)) ?? .auto
    }
}

/// The StoreKit 1 types that get a StoreKit 2 companion file (the guide's phased rollout), decided
/// once for the project.
///
/// A StoreKit 1 type is a class that observes the payment queue (`paymentQueue(_:updatedTransactions:)`),
/// adds payments to it, or starts an `SKProductsRequest`, in its declaration or its extensions.
/// Its companion, `<Type>+StoreKit2.swift` beside the declaration, adds StoreKit 2 next to the
/// StoreKit 1 code without touching it: nothing calls the new code until the user moves each use
/// (phase 2), checks that both agree (phase 3) and removes StoreKit 1 (phase 4), steps the run
/// reports where they apply.
struct PhasedPlan: Sendable {
    struct Companion: Sendable {
        var type: String
        var declarationPath: String
        var declarationLine: Int
        /// The companion's path: `<Type>+StoreKit2.swift` beside the declaration.
        var path: String
        var ids: [String]?
        var legacy: LegacyEntitlements?
        /// Why the purchase, observer and restore were not rewritten in place, when that was tried.
        var inPlaceBlocker: String?
        /// False when a file is already there (an earlier run's, perhaps edited since): it is kept.
        var generates: Bool
        /// The host is `public` or `open` (a framework's store): the companion is public too.
        var isPublic = false
        /// The files of the system's `SKProductsRequest`s, by name.
        var requestFiles: [String] = []
        /// The other StoreKit 1 types of the purchase system, whose steps name this companion too.
        var members: [String] = []
        /// Members that joined the system because they only load products (see `PurchaseSystem`).
        var joinedLoaders: [String] = []
        /// Where the app launches, for the one `Transaction.updates` listener.
        var launch: LaunchSite?
        /// `paymentQueue(_:shouldAddStorePayment:for:)`, which phase 4 must keep until the
        /// `PurchaseIntent.intents` loop replaces it.
        var promotedPurchase: PromotedPurchase?
        var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

        /// Whether the product ids name consumables (`…Tips.Small`, `coins100`): entitlements,
        /// restore and the parity check then mean nothing for them, which the steps say.
        var looksConsumable: Bool {
            guard let ids, !ids.isEmpty else { return false }
            let words: Set<String> = ["tip", "tips", "coin", "coins", "consumable", "donation", "donate", "credits", "gems"]
            return ids.allSatisfy { id in
                var parts: [String] = []
                var current = ""
                for c in id {
                    if c.isLetter, !(c.isUppercase && !current.isEmpty) { current.append(c) } else {
                        if !current.isEmpty { parts.append(current.lowercased()) }
                        current = c.isLetter ? String(c) : ""
                    }
                }
                if !current.isEmpty { parts.append(current.lowercased()) }
                return parts.contains(where: words.contains)
            }
        }
    }

    /// Where the app records purchases today, for `verifyEntitlementParity()`.
    enum LegacyEntitlements: Sendable, Equatable {
        /// A `Set<String>`/`[String]` property of the type that the observer inserts product ids into.
        case property(String)
        /// `UserDefaults.standard.set(true, forKey: id)` in the observer: these keys, or every product
        /// id (nil) when the key is the transaction's product id.
        case userDefaults(keys: [String]?)
    }

    /// Where a promoted in-app purchase is handled.
    struct PromotedPurchase: Sendable, Equatable {
        var path: String
        var line: Int
    }

    /// A request whose ids could not be traced to the code (rule `storekit.product-ids`).
    struct UntracedIDs: Sendable {
        var path: String
        var offset: Int
        var expression: String
        var type: String
    }

    /// The companion of each StoreKit 1 type, by name: the members of one purchase system share their host's.
    var companions: [String: Companion] = [:]
    /// Where each member of a system other than its host is declared (path, byte offset of its name).
    var memberSites: [String: (path: String, offset: Int)] = [:]
    /// StoreKit 1 types that get no companion, with the reason, by name.
    var blocked: [String: (path: String, offset: Int, reason: String)] = [:]
    var untraced: [UntracedIDs] = []
    /// Where the app launches (nil when no launch code was found, or in `in-place` mode).
    var launch: LaunchSite?

    static let key = MemoKey<PhasedPlan>("storekit-memo.phased-plan")

    /// The companion that code at `index` of `file` belongs to: its enclosing type's, else (for
    /// payment-queue calls, which can only be about the app's StoreKit 1 code) the project's only one.
    func companion(at index: Int, in file: SourceFile, orTheOnlyOne: Bool) -> Companion? {
        for decl in file.declarationPath(to: index).reversed() where decl.isTypeDeclaration {
            if let name = file.simpleTypeName(of: decl), let companion = companions[name] { return companion }
        }
        let systems = self.systems
        return orTheOnlyOne && systems.count == 1 ? systems.first : nil
    }

    /// One companion per purchase system, by host name.
    var systems: [Companion] {
        companions.filter { $0.key == $0.value.type }.values.sorted { $0.type < $1.type }
    }

    init(index: ProjectIndex, mode: StoreKitMode, loading: LoadingPlan, flows: PurchaseFlowPlan) {
        guard !index.facts(StoreKitFact.code).isEmpty else { return }
        let launch = LaunchSite.find(index)
        self.launch = launch
        guard mode != .inPlace else { return }
        // Test code's observers are doubles of the app's: they get no companion.
        let files = index.facts(StoreKitFact.code).map(\.value)
            .filter { ThirdPartySDKs.sdkImport(in: $0) == nil && !Self.isCompanion($0) }
            .filter { file in !file.imports.contains { ["XCTest", "Testing"].contains($0.module) } }
        var parts: [String: [Part]] = [:]
        for file in files {
            for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .extensionDecl {
                guard let name = file.simpleTypeName(of: decl), let part = Part(decl, in: file) else { continue }
                parts[name, default: []].append(part)
            }
        }
        guard !parts.isEmpty else { return }
        // A type whose StoreKit 1 code is all in extensions: its declaration, for the companion's place.
        var sources: [String: SourceFile] = [:]
        for fact in index.facts(StoreKitFact.source) { sources[fact.subject] = fact.value }
        for (name, typeParts) in parts where !typeParts.contains(where: { $0.decl.kind == .classDecl }) {
            let summaries = index.declarations(of: name).filter { $0.kind == .classDecl }
            guard summaries.count == 1, let file = sources[summaries[0].path] else { continue }
            if let decl = file.allDeclarations.first(where: {
                $0.kind == .classDecl && file.simpleTypeName(of: $0) == name && file.location(ofToken: $0.keyword).line == summaries[0].line
            }) {
                parts[name, default: []].append(Part(declarationOnly: decl, in: file))
            }
        }
        let enums = Self.stringEnums(index)
        let members = Self.typeMembers(index)
        // The StoreKit 1 types that take part in the rollout, then the purchase systems they form.
        var candidates: [String: [Part]] = [:]
        for (name, typeParts) in parts {
            let observes = typeParts.contains { $0.observer != nil }
            let buys = typeParts.contains { $0.buys }
            let loads = typeParts.contains { !$0.requests.isEmpty }
            let loadingStaysInPlace = mode == .auto && loading.converting[name] != nil
            guard observes || buys || (loads && !loadingStaysInPlace), flows.converting[name] == nil else { continue }
            guard typeParts.contains(where: { $0.decl.kind == .classDecl }) else { continue }
            // A disable comment over any part of the type keeps it out of the rollout.
            let suppressed = typeParts.contains { part in
                Suppressions(part.file).directive(coveringAnyRuleOf: StoreKitMigration(), in: part.file.byteRange(part.decl.tokens)) != nil
            }
            guard !suppressed else { continue }
            candidates[name] = typeParts
        }
        for system in PurchaseSystem.group(candidates) {
            var host: (name: String, declaration: Part, path: String)?
            for name in system.hostOrder {
                let typeParts = candidates[name]!
                let declaration = typeParts.first { $0.decl.kind == .classDecl }!
                let file = declaration.file
                let at = file.tokens[declaration.decl.name?.lowerBound ?? declaration.decl.keyword].start
                let directory = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                let path = (directory.isEmpty ? "" : directory + "/") + "\(name)+StoreKit2.swift"
                if let reason = Self.blocker(declaration, name: name, companionPath: path, index: index) {
                    blocked[name] = (file.path, at, reason)
                    continue
                }
                host = (name, declaration, path)
                break
            }
            guard let host else { continue }
            // A member that cannot host the companion (private, generic, …) is still part of the system.
            for name in system.members { blocked[name] = nil }
            var ids: [String]? = []
            var requestFiles: [String] = []
            for name in system.members {
                let typeParts = candidates[name]!
                let declaration = typeParts.first { $0.decl.kind == .classDecl }!
                for part in typeParts {
                    for (call, function) in part.requests {
                        let fileName = String(part.file.path.split(separator: "/").last ?? "")
                        if !requestFiles.contains(fileName) { requestFiles.append(fileName) }
                        let tracer = ProductIDTracer(
                            file: part.file, type: part.file.path == declaration.file.path ? declaration.decl : part.decl, function: function,
                            enumCases: { enums[$0] }, typeMember: members)
                        let argument = call.arguments.first { $0.label.map { part.file.text(of: $0) } == "productIdentifiers" }?.value
                        if let argument, let found = tracer.ids(argument) {
                            ids = ids.map { known in known + found.filter { !known.contains($0) } }
                        } else {
                            ids = nil
                            let text = argument.map { part.file.text($0) } ?? part.file.text(call.tokens)
                            untraced.append(UntracedIDs(path: part.file.path, offset: part.file.tokens[call.name].start, expression: text, type: name))
                        }
                    }
                }
            }
            if ids?.isEmpty == true { ids = nil }
            // `verifyEntitlementParity()` extends the host, so it reads only the host's record of purchases.
            let legacy = candidates[host.name]!.lazy.compactMap {
                $0.legacyEntitlements(type: host.name, ids: ids, index: index, declaration: host.declaration)
            }.first
            let file = host.declaration.file
            let at = file.tokens[host.declaration.decl.name?.lowerBound ?? host.declaration.decl.keyword].start
            let others = system.members.filter { $0 != host.name }
            let promoted = system.members.flatMap { candidates[$0]! }.compactMap(\.promotedPurchase).first
            let companion = Companion(
                type: host.name, declarationPath: file.path, declarationLine: file.location(ofByte: at).line, path: host.path, ids: ids,
                legacy: legacy,
                inPlaceBlocker: system.members.lazy.compactMap { Self.blockerWithPlace(flows.blocked[$0], sources) }.first
                    ?? Self.observerInExtension(system.members.flatMap { candidates[$0]! }),
                generates: index.bytes(ofInput: host.path) == nil, requestFiles: requestFiles, members: others, launch: launch,
                promotedPurchase: promoted.map { PromotedPurchase(path: $0.file.path, line: $0.file.location(ofToken: $0.decl.keyword).line) })
            var hosted = companion
            hosted.joinedLoaders = system.joinedLoaders
            hosted.isPublic = host.declaration.decl.modifiers.contains { ["public", "open"].contains(file.text($0)) }
            companions[host.name] = hosted
            for name in others {
                let declaration = candidates[name]!.first { $0.decl.kind == .classDecl }!
                let memberFile = declaration.file
                companions[name] = hosted
                memberSites[name] = (memberFile.path, memberFile.tokens[declaration.decl.name?.lowerBound ?? declaration.decl.keyword].start)
            }
        }
    }

    /// Why the purchase flow stays, with the file and line of the construct that keeps it.
    private static func blockerWithPlace(_ blocked: (path: String, offset: Int, reason: String)?, _ sources: [String: SourceFile]) -> String? {
        guard let blocked else { return nil }
        guard let file = sources[blocked.path] else { return blocked.reason }
        let name = blocked.path.split(separator: "/").last.map(String.init) ?? blocked.path
        return "\(blocked.reason) (\(name):\(file.location(ofByte: blocked.offset).line))"
    }

    /// The in-place rewrite reads the class and its extensions in the class's own file: an observer
    /// implemented in an extension in another file keeps the system phased, said with its place.
    private static func observerInExtension(_ parts: [Part]) -> String? {
        guard let part = parts.first(where: { $0.observer != nil && $0.decl.kind == .extensionDecl }), let observer = part.observer else { return nil }
        let name = part.file.path.split(separator: "/").last.map(String.init) ?? part.file.path
        return "the transaction observer is implemented in an extension (\(name):\(part.file.location(ofToken: observer.keyword).line)) outside its class's file, which the in-place rewrite does not read"
    }

    /// Why a type cannot get a companion extension, if it cannot.
    /// What an earlier run's companion at `companionPath` declares does not count.
    private static func blocker(_ declaration: Part, name: String, companionPath: String, index: ProjectIndex) -> String? {
        let file = declaration.file
        let decl = declaration.decl
        if decl.genericParameters != nil { return "`\(name)` is generic, and a generic type cannot hold the companion's static product ids" }
        if decl.modifiers.contains(where: { ["private", "fileprivate"].contains(file.text($0)) }) {
            return "`\(name)` is \(file.text(decl.modifiers[0])), so an extension in another file cannot see it"
        }
        if file.declarationPath(to: decl.keyword).count > 1 { return "`\(name)` is nested in another type" }
        let declarations = index.declarations(of: name).filter { !$0.isExtension }
        if declarations.count != 1 { return "more than one type is called `\(name)`" }
        if !declarations[0].branches.isEmpty { return "`\(name)` is declared inside #if, and the companion would be compiled without it" }
        let members = index.declarations(of: name).filter { $0.path != companionPath }.flatMap { $0.methods + $0.properties.map(\.name) }
        if let clash = members.first(where: { ["StoreKit2", "verifyEntitlementParity"].contains($0) }) {
            return "`\(name)` already has a member called `\(clash)`"
        }
        if index.declarations(of: "StoreKit2").contains(where: { $0.qualifiedName == "\(name).StoreKit2" && $0.path != companionPath }) {
            return "`\(name)` already has a nested type called `StoreKit2`"
        }
        return nil
    }

    /// Whether a file is a companion this migration generates (its first line says so).
    static func isCompanion(_ file: SourceFile) -> Bool {
        file.path.hasSuffix("+StoreKit2.swift") && file.text(ofBytes: 0..<min(file.bytes.count, 200)).contains(StoreKit2Companion.marker)
    }

    /// The constants of the project's types, for ids held in another type
    /// (`StoreService.tipProductIdentifiers`, a caseless `enum ProductID { static let pro = "…" }`,
    /// `Store.IDs.monthly`): the value of `member` in the type the dotted `path` names.
    private static func typeMembers(_ index: ProjectIndex) -> ProductIDTracer.TypeMember {
        var files: [String: SourceFile] = [:]
        for fact in index.facts(StoreKitFact.source) { files[fact.subject] = fact.value }
        let enums = stringEnums(index)
        func lookup(_ path: [String], _ member: String, _ depth: Int) -> [ProductIDTracer.Value]? {
            guard let last = path.last else { return topLevelConstant(member, depth) }
            let qualified = path.joined(separator: ".")
            // The type itself and its extensions; a one-word name may be nested anywhere only when it is the only one.
            let summaries = index.declarations(of: last) + index.contextDeclarations(of: last)
            let named = summaries.filter { $0.qualifiedName == qualified || $0.qualifiedName.hasSuffix("." + qualified) }
            guard Set(named.filter { !$0.isExtension }.map(\.qualifiedName)).count == 1 else { return nil }
            for summary in named {
                guard let file = files[summary.path] else { continue }
                for decl in file.allDeclarations where file.simpleTypeName(of: decl) == last && file.location(ofToken: decl.keyword).line == summary.line {
                    let tracer = ProductIDTracer(file: file, type: decl, function: nil, enumCases: { enums[$0] }, typeMember: lookup)
                    if let values = tracer.constant(member, depth: depth + 1, membersOnly: true) { return values }
                }
            }
            return nil
        }
        /// The one file that declares `let member = …` at its top level.
        func topLevelConstant(_ member: String, _ depth: Int) -> [ProductIDTracer.Value]? {
            let declaring = files.values.filter { $0.contains(member) }.filter { file in
                file.declarations.contains { $0.kind == .variableDecl && $0.bindings.count == 1 && file.text($0.bindings[0].pattern) == member }
            }
            guard declaring.count == 1, let file = declaring.first else { return nil }
            return ProductIDTracer(file: file, type: nil, function: nil, enumCases: { enums[$0] }, typeMember: lookup)
                .constant(member, depth: depth + 1)
        }
        return lookup
    }

    /// The `String` enums of the project, by name, with their cases and raw values.
    private static func stringEnums(_ index: ProjectIndex) -> [String: [(name: String, raw: String)]] {
        var result: [String: [(name: String, raw: String)]] = [:]
        var files: [String: SourceFile] = [:]
        for fact in index.facts(StoreKitFact.source) { files[fact.subject] = fact.value }
        for summary in index.types.values.joined() where summary.kind == .enumDecl && summary.inheritedSimpleNames.first == "String" {
            guard result[summary.simpleName] == nil, let file = files[summary.path] else { continue }
            for decl in file.allDeclarations where decl.kind == .enumDecl && file.simpleTypeName(of: decl) == summary.simpleName {
                if let cases = ProductIDTracer.stringEnumCases(decl, in: file) { result[summary.simpleName] = cases }
            }
        }
        return result
    }
}

/// What one declaration or extension of a type holds of StoreKit 1.
struct Part {
    let file: SourceFile
    let decl: Decl
    /// `paymentQueue(_:updatedTransactions:)`.
    let observer: Decl?
    /// Each `SKProductsRequest(…)` with the function it is made in.
    let requests: [(Call, Decl?)]
    let buys: Bool
    /// `paymentQueue(_:shouldAddStorePayment:for:)`: a promoted in-app purchase.
    let promotedPurchase: (file: SourceFile, decl: Decl)?

    /// A declaration without StoreKit 1 code of its own (its extensions have it).
    init(declarationOnly decl: Decl, in file: SourceFile) {
        self.file = file
        self.decl = decl
        observer = nil
        requests = []
        buys = false
        promotedPurchase = nil
    }

    init?(_ decl: Decl, in file: SourceFile) {
        self.file = file
        self.decl = decl
        var observer: Decl?
        var requests: [(Call, Decl?)] = []
        var buys = false
        var promoted: Decl?
        for member in decl.flattenedMembers where member.kind == .funcDecl || member.kind == .initDecl {
            guard let body = member.body else { continue }
            if StoreKit1Leftovers.isPromotedPurchaseHandler(member, file) { promoted = member }
            if file.name(of: member) == "paymentQueue", let parameters = file.parameterList(of: member), parameters.count == 2,
                parameters[1].label == "updatedTransactions"
            {
                observer = member
            }
            for call in file.calls(in: body, named: ["SKProductsRequest"]) where call.arguments.count == 1 { requests.append((call, member)) }
            if file.calls(in: body, named: ["add"]).contains(where: { StoreKit1Leftovers.isPurchase($0, file) }) { buys = true }
        }
        // A stored `let request = SKProductsRequest(…)` is made outside any function.
        for member in decl.flattenedMembers where member.kind == .variableDecl {
            for call in file.calls(in: member.tokens, named: ["SKProductsRequest"]) where call.arguments.count == 1 { requests.append((call, nil)) }
        }
        guard observer != nil || !requests.isEmpty || buys else { return nil }
        self.observer = observer
        self.requests = requests
        self.buys = buys
        self.promotedPurchase = promoted.map { (file, $0) }
    }

    /// Whether the token sits under a `case` label naming `.purchased` (walking back over nested
    /// blocks, out of the enclosing ones), or, with no label, after a filter on `.purchased`.
    private func inPurchasedCase(_ token: Int, body: Range<Int>) -> Bool {
        var i = token - 1
        while i > body.lowerBound {
            if file.kind(i).isClosingDelimiter, let open = file.matching(i) {
                i = open - 1
                continue
            }
            if file.startsLine(i), file.matches(i, "case") || file.matches(i, "default") {
                let colon = (i..<token).first { file.kind($0) == .colon } ?? i
                return file.text(i..<colon).contains(".purchased")
            }
            i -= 1
        }
        // No case label: a loop or `if` that filters on the state (`where t.transactionState == .purchased`).
        return file.text(body.lowerBound..<token).contains(".purchased")
    }

    /// Where the observer records purchases: a `Set<String>`/`[String]` property of the type it
    /// inserts `….payment.productIdentifier` into, or `UserDefaults.standard.set(true, forKey:)`
    /// with a product id for key.
    func legacyEntitlements(type: String, ids: [String]?, index: ProjectIndex, declaration: Part) -> PhasedPlan.LegacyEntitlements? {
        guard let body = observer?.body else { return nil }
        // `let id = transaction.payment.productIdentifier`: names that hold the transaction's product id.
        var aliases: Set<String> = []
        for i in body where file.matches(i, "let") && file.kind(i + 1) == .identifier && file.matches(i + 2, "=") {
            if file.text((i + 3)..<min(i + 8, body.upperBound)).filter({ !$0.isWhitespace }).hasSuffix(".payment.productIdentifier"),
                file.kind(i + 3) == .identifier, file.matches(i + 5, "payment")
            {
                aliases.insert(file.text(of: i + 1))
            }
        }
        func isProductID(_ range: Range<Int>) -> Bool {
            let text = file.text(range).filter { !$0.isWhitespace }
            return text.hasSuffix(".payment.productIdentifier") && text.split(separator: ".").count == 3 || aliases.contains(text)
        }
        for call in file.calls(in: body, named: ["insert", "append"]) where call.arguments.count == 1 && call.arguments[0].label == nil {
            guard isProductID(call.arguments[0].value), inPurchasedCase(call.name, body: body) else { continue }
            var receiver = file.receiverText(of: call).filter { !$0.isWhitespace }
            if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
            let property = index.declarations(of: type).lazy.flatMap(\.properties).first { $0.name == receiver }
            // Readable from the companion's file: `private(set)` is, `private` is not.
            guard let property, !property.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else { continue }
            let declared = property.type?.filter { !$0.isWhitespace }
            let initializer = property.initializer?.filter { !$0.isWhitespace }
            guard ["Set<String>", "[String]"].contains(declared ?? "") || (declared == nil && ["Set<String>()", "[String]()"].contains(initializer ?? ""))
            else { continue }
            return .property(receiver)
        }
        for call in file.calls(in: body, named: ["set"]) where call.arguments.count == 2 {
            guard file.text(call.callee).filter({ !$0.isWhitespace }) == "UserDefaults.standard.set", inPurchasedCase(call.name, body: body),
                file.text(call.arguments[0].value) == "true", call.arguments[1].label.map({ file.text(of: $0) }) == "forKey"
            else { continue }
            let key = call.arguments[1].value
            if isProductID(key) { return ids == nil ? nil : .userDefaults(keys: nil) }
            let tracer = ProductIDTracer(
                file: file, type: file.path == declaration.file.path ? declaration.decl : decl, function: observer, enumCases: { _ in nil })
            if let keys = tracer.ids(key), let ids, keys.allSatisfy(ids.contains) { return .userDefaults(keys: keys) }
        }
        return nil
    }
}
