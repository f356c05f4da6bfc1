import MigrationKit
import SourceSyntax

/// Which classes this run converts, decided once for the whole project from the index.
///
/// A class converts together with its family: its project superclasses and subclasses, and every
/// class sharing a protocol that refines `ObservableObject` (that protocol must then become
/// `AnyObject` for all of them). If anything in a family cannot be converted faithfully — a
/// Combine consumer of its `$property` or `objectWillChange`, hand-built `Published` storage, a
/// Codable shape that would change its JSON — the whole family stays as it is.
struct ObservationPlan {
    struct Reason: Hashable {
        var rule: String
        var message: String
        /// The use that keeps the class (a `$name`, `.$name` or `objectWillChange` token, or an
        /// `@AppStorage` attribute, on that line): the warning goes there instead of to the class,
        /// one per use.
        var site: Site?
    }

    struct Site: Hashable {
        var path: String
        var line: Int
        /// The token's text, to find its column on the line.
        var token: String
    }

    /// Reasons with a site, by the site's file: (the kept class, the reason).
    private(set) var sitedReasons: [String: [(name: String, reason: Reason)]] = [:]

    /// Which class a written name means; classes are identified by `identities.identity(…)`: the
    /// simple name, or the qualified name for classes that share a simple name.
    let identities: ClassIdentities
    /// Class identities and protocol names (simple) that this run converts.
    private(set) var converted: Set<String> = []

    /// "if it is `A` or `B`, which this run made @Observable": the condition under which a use
    /// whose type cannot be told needs a hand edit, naming the classes when there are few.
    var ifConverted: String {
        let names = converted.map(TypeName.simple).sorted()
        guard names.count <= 3 else { return "if it is one of the \(names.count) classes this run made @Observable" }
        let listed = names.map { "`\($0)`" }
        let joined = listed.count == 1 ? listed[0] : listed.dropLast().joined(separator: ", ") + " or " + listed.last!
        return "if it is \(joined), which this run made @Observable"
    }
    private(set) var convertedProtocols: Set<String> = []
    /// Converted protocols that refine `Observable` as well as `AnyObject`: a view holds a
    /// conformer through a generic parameter of their family (`struct Row<M: Loadable>: View`),
    /// and `@Bindable` / `@Environment(M.self)` accept only `Observable` types.
    private(set) var observableProtocols: Set<String> = []
    /// Candidates left alone, with why.
    private(set) var skipped: [String: [Reason]] = [:]
    /// Converted classes whose creation starts work, with what it calls: with
    /// `observation.effectful-state-init=rewrite` they convert, and each `@State` site is warned about.
    private(set) var effectfulInitialValues: [String: InitialValueEffects.Effect] = [:]
    /// Classes kept because a view creates them for `@StateObject` and creating one starts work;
    /// each such site is warned about where it is.
    private(set) var keptForEffects: [String: InitialValueEffects.Effect] = [:]

    /// - Parameters:
    ///   - backedOut: classes a build or test check took back, with why; they stay, with their family.
    ///   - rewritesEffectfulStateInit: convert classes whose creation starts work even when a view
    ///     creates them for `@StateObject` (see `InitialValueEffects`).
    init(index: ProjectIndex, backedOut: [String: String] = [:], rewritesEffectfulStateInit: Bool = false) {
        let identities = ClassIdentities(index: index)
        self.identities = identities
        var classes: [String: TypeSummary] = [:]
        var protocols: [String: TypeSummary] = [:]
        for summaries in index.types.values {
            for summary in summaries where index.inherits(summary.simpleName, from: "ObservableObject") {
                if summary.kind == .classDecl, !summary.attributes.contains("Observable") {
                    let identity = identities.identity(of: summary)
                    if Self.isObservableObject(identity, identities: identities, index: index) { classes[identity] = summary }
                }
                if summary.kind == .protocolDecl { protocols[summary.simpleName] = summary }
            }
        }
        var families = Families()
        for (name, summary) in classes {
            families.add(name)
            if let superclass = summary.inheritance.first.flatMap({ identities.identity(written: $0, scope: Self.enclosingScope(of: summary)) }),
                classes[superclass] != nil
            {
                families.union(name, superclass)
            }
            for declaration in identities.declarations(of: name, in: index) {
                for inherited in declaration.inheritance.map(ProjectIndex.simpleName) where protocols[inherited] != nil {
                    families.union(name, inherited)
                }
            }
        }
        for (name, summary) in protocols {
            families.add(name)
            for inherited in summary.inheritance.map(ProjectIndex.simpleName) where protocols[inherited] != nil {
                families.union(name, inherited)
            }
        }

        var reasons: [String: [Reason]] = [:]
        let blockers = Blockers(index: index, identities: identities)
        let effectful = InitialValueEffects.effectfulClasses(in: index, identities: identities)
        let sites = index.facts(ObservationFact.stateSite)
        for name in classes.keys {
            reasons[name] = blockers.reasons(for: name)
            // Only a class that would otherwise convert: one already kept needs no second story.
            // (A site is matched by simple name: for namesakes, one creating either counts.)
            let simple = TypeName.simple(name)
            let created = sites.filter { $0.value.createdClass(in: index) { classes[$0] != nil || TypeName.simple($0) == simple } == simple }
            // The class's own creation, else the function a site takes its value from: under
            // @State either runs again on every initialization of the view.
            let effect = effectful[name] ?? created.lazy.compactMap { InitialValueEffects.factoryEffect(of: $0.value, in: index) }.first
            if let effect, reasons[name, default: []].isEmpty {
                if rewritesEffectfulStateInit {
                    if !created.isEmpty { effectfulInitialValues[name] = effect }
                } else if !created.isEmpty {
                    keptForEffects[name] = effect
                    reasons[name, default: []].append(
                        Reason(
                            rule: ObservationRule.stateObject.id,
                            message: "\(effect.creatingOne), and views create it for @StateObject, "
                                + "which @State would repeat on every initialization of the view"
                                + (effect.inDeinit ? " (running the `deinit` for each one thrown away)" : "")
                                + "; see the warning at each site"))
                }
            }
            if let why = backedOut[name] { reasons[name, default: []].append(Reason(rule: BackedOutUnit.rule, message: "backed out by the check: \(why)")) }
        }
        for name in protocols.keys {
            // A `@StateObject` generic over the protocol is not rewritten, and would stop compiling
            // once P no longer refines ObservableObject (see `GenericWrapper.isRewritten`).
            reasons[name] = index.facts(ObservationFact.genericWrapper, about: name).filter { !$0.value.isRewritten }.map { fact in
                Reason(rule: ObservationRule.observableProtocol.id, message: Self.genericStateObjectMessage(fact, holds: "a conformer"))
            }
            // What keeps a class keeps the protocol when it is in the protocol's own extensions
            // (`objectWillChange.send()` in a default implementation needs the ObservableObject).
            reasons[name, default: []] += index.facts(ObservationFact.blocker, about: name).map(\.value)
        }

        for family in families.groups() {
            let members = family.sorted()
            let memberClasses = members.filter { classes[$0] != nil }
            let blocked = members.filter { !(reasons[$0] ?? []).isEmpty }
            if memberClasses.isEmpty {
                for name in members {
                    skipped[name] = [
                        Reason(
                            rule: ObservationRule.observableProtocol.id,
                            message: "no class in the project conforms to it, so it stays as it is")
                    ]
                }
                continue
            }
            if blocked.isEmpty {
                let heldGenerically = members.contains { protocols[$0] != nil && index.has(ObservationFact.genericWrapper, about: $0) }
                for name in members {
                    if classes[name] != nil {
                        converted.insert(name)
                    } else {
                        convertedProtocols.insert(name)
                        if heldGenerically { observableProtocols.insert(name) }
                    }
                }
                continue
            }
            for name in members {
                if let own = reasons[name], !own.isEmpty {
                    skipped[name] = own
                } else {
                    let rule = classes[name] != nil ? ObservationRule.observableClass : ObservationRule.observableProtocol
                    skipped[name] = [
                        Reason(
                            rule: rule.id,
                            message: "it converts together with `\(blocked[0])`\(Self.place(of: blocked[0], identities: identities, index: index)) "
                                + "(same superclass or protocol), which cannot convert; see its warnings")
                    ]
                }
            }
        }
        collectSitedReasons()
    }
}

extension ObservationPlan {
    /// What to do by hand about a Combine subscription. Once no `$property` or `objectWillChange`
    /// use is left, the next run converts the class.
    static let pipelineAdvice =
        "@Observable has no publishers: move this to `.task(id:)` in the view, or to a loop over "
        + "`Observations { … }` (iOS 26 / macOS 26) or `withObservationTracking`, then run again"

    /// Files the warnings at their sites are given to, once the plan is complete.
    fileprivate mutating func collectSitedReasons() {
        for (name, reasons) in skipped.sorted(by: { $0.key < $1.key }) {
            for reason in reasons { if let site = reason.site { sitedReasons[site.path, default: []].append((name, reason)) } }
        }
    }

    /// `, declared at path:line:column`, for messages that name a class or protocol.
    static func place(of name: String, identities: ClassIdentities, index: ProjectIndex) -> String {
        let declarations = identities.declarations(of: name, in: index)
        guard let primary = declarations.first(where: { !$0.isExtension }) ?? declarations.first else { return "" }
        return ", declared at \(primary.path):\(primary.line):\(primary.column)"
    }

    /// Why a `@StateObject` whose type is a generic parameter keeps what it holds.
    static func genericStateObjectMessage(_ fact: Recorded<GenericWrapper>, holds what: String) -> String {
        "`\(fact.value.holder)` (\(fact.path):\(fact.line)) holds \(what) as a `@StateObject` through a generic parameter, so this run "
            + "cannot see which class it creates or what creating one runs; if creating one only assigns values, change it to `@State` "
            + "by hand, then run again"
    }

    /// `Outer` for `Outer.Inner`: where the names in a declaration's header are looked up.
    static func enclosingScope(of summary: TypeSummary) -> String? {
        guard let dot = summary.qualifiedName.lastIndex(of: ".") else { return nil }
        return String(summary.qualifiedName[..<dot])
    }

    /// Whether the class `identity` itself reaches `ObservableObject` (the index answers by simple
    /// name, so a plain class sharing its name with an ObservableObject would otherwise count).
    static func isObservableObject(_ identity: String, identities: ClassIdentities, index: ProjectIndex) -> Bool {
        guard identities.isNamesake(TypeName.simple(identity)) else { return true }
        return identities.declarations(of: identity, in: index).contains { summary in
            summary.inheritedSimpleNames.contains { $0 == "ObservableObject" || index.inherits($0, from: "ObservableObject") }
        }
    }
}

/// What stops one class from converting, from the facts every file recorded.
private struct Blockers {
    let index: ProjectIndex
    let identities: ClassIdentities

    /// `@Published` property names of a class and its project superclasses.
    func published(_ name: String) -> Set<String> {
        var result: Set<String> = []
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            let declarations = identities.declarations(of: type, in: index)
            for summary in declarations {
                for property in summary.properties where property.attributes.contains("Published") { result.insert(property.name) }
            }
            let primary = declarations.first { !$0.isExtension }
            current = primary.flatMap { primary in
                primary.inheritance.first.flatMap { identities.identity(written: $0, scope: ObservationPlan.enclosingScope(of: primary)) }
            }
        }
        return result
    }

    func reasons(for name: String) -> [ObservationPlan.Reason] {
        var reasons: [ObservationPlan.Reason] = []
        let simple = TypeName.simple(name)
        // The same qualified name declared twice, both compiled: no use can be told apart.
        if let clash = identities.clashes[name] {
            let places = clash.map { "\($0.path):\($0.line)" }.sorted().joined(separator: ", ")
            reasons.append(
                .init(
                    rule: ObservationRule.observableClass.id,
                    message: "`\(name)` is declared \(clash.count) times (\(places)), not in different branches of one `#if` block, "
                        + "so this run cannot tell which one a use means; rename one, put them in one `#if … #else` block, or convert them by hand"))
            return reasons
        }
        // A wrapper naming `ViewModel` where no scope settles which of several it means.
        if identities.isNamesake(simple) {
            for fact in index.facts(ObservationFact.wrapperUse) where TypeName.simple(fact.value.held.serialized) == simple {
                guard fact.value.identity(in: identities) == nil else { continue }
                reasons.append(
                    .init(
                        rule: ObservationRule.observableClass.id,
                        message: "`\(fact.value.text)` (\(fact.path):\(fact.line)) could hold any of the classes named `\(simple)`: "
                            + "\(identities.places(simple, in: index)); qualify its type (`\(name)`), then run again"))
            }
        }
        for fact in identities.facts(ObservationFact.genericWrapper, about: name, in: index) where !fact.value.isRewritten {
            reasons.append(.init(rule: ObservationRule.observableClass.id, message: ObservationPlan.genericStateObjectMessage(fact, holds: "it")))
        }
        // Each Combine use is reported where it is (`site`), so the message says "here".
        let consumer = ObservationRule.combineConsumer.id
        reasons += identities.facts(ObservationFact.blocker, about: name, in: index).map(\.value)
        let published = published(name)
        let assignTargets = identities.facts(ObservationFact.assignTarget, about: name, in: index)
        for fact in identities.facts(ObservationFact.dollar, about: name, in: index) where published.contains(fact.value) {
            let isTarget = assignTargets.contains { $0.value == fact.value && $0.path == fact.path && $0.line == fact.line }
            let message =
                isTarget
                ? "`$\(fact.value)` is the target of `assign(to:)` here; end the pipeline with "
                    + "`.sink { [weak self] in self?.\(fact.value) = $0 }` and keep its cancellable instead, then run again"
                : "`$\(fact.value)` feeds a Combine pipeline here; \(ObservationPlan.pipelineAdvice)"
            reasons.append(.init(rule: consumer, message: message, site: .init(path: fact.path, line: fact.line, token: "$" + fact.value)))
        }
        for fact in index.facts(ObservationFact.projection) where published.contains(fact.subject) {
            // (Receivers resolve to simple names: for namesakes, a subscription to either keeps both.)
            let receiver = fact.value?.resolve(in: index)
            guard receiver == nil || receiver == simple || isSubclass(receiver!, of: simple) else { continue }
            let whose = receiver == nil ? " (whose type cannot be told, and `\(name)` has a `\(fact.subject)`)" : ""
            reasons.append(
                .init(
                    rule: consumer, message: "`.$\(fact.subject)` is subscribed to here\(whose); \(ObservationPlan.pipelineAdvice)",
                    site: .init(path: fact.path, line: fact.line, token: "$" + fact.subject)))
        }
        for (key, sends) in [(ObservationFact.willChange, false), (ObservationFact.willChangeSent, true)] {
            for fact in index.facts(key) {
                guard let receiver = fact.value?.resolve(in: index),
                    receiver == simple || isSubclass(receiver, of: simple)
                else { continue }
                let message =
                    sends
                    ? "`\(fact.subject).objectWillChange.send()` notifies from outside the class here, and an @Observable class has no "
                        + "objectWillChange; change the property it stands for instead (Observation notifies on each change), then run again"
                    : "`\(fact.subject).objectWillChange` is subscribed to here; \(ObservationPlan.pipelineAdvice)"
                reasons.append(.init(rule: consumer, message: message, site: .init(path: fact.path, line: fact.line, token: "objectWillChange")))
            }
        }
        // A holder in a file this run does not change (another target) would stop compiling.
        for fact in index.facts(ObservationFact.wrapperUse) where index.isContext(fact.path) && fact.value.held.resolve(in: index) == simple {
            reasons.append(
                .init(
                    rule: ObservationRule.observableClass.id,
                    message: "`\(fact.value.text)` (\(fact.path):\(fact.line)) holds it in a file that is not among the inputs; "
                        + "migrate that file too, so both change together"))
        }
        for fact in index.facts(ObservationFact.keptUse) where fact.value.holder.resolve(in: index) == simple {
            reasons.append(.init(rule: fact.value.rule, message: fact.value.reason))
        }
        // A protocol it conforms to (directly, through another protocol, or through its
        // superclass) requires a publisher, which only the ObservableObject provides.
        for fact in index.facts(ObservationFact.publisherRequirement) where index.inherits(simple, from: fact.subject) {
            reasons.append(
                .init(
                    rule: ObservationRule.observableClass.id,
                    message: "it conforms to `\(fact.subject)`, which requires `\(fact.value)` (\(fact.path):\(fact.line)), "
                        + "a publisher an @Observable class does not have; change the requirement (or the protocol) first, then run again"))
        }
        if let codable = codableReason(simple) { reasons.append(codable) }
        return reasons
    }

    private func isSubclass(_ type: String, of base: String) -> Bool {
        index.subclasses(of: base).contains { $0.simpleName == type }
    }

    /// A Codable shape the key rewrite cannot keep byte-identical.
    private func codableReason(_ name: String) -> ObservationPlan.Reason? {
        guard CodableKeys.isCodable(name, index: index) else { return nil }
        let methods = Set(index.facts(ObservationFact.codableMethod, about: name).map(\.value))
        if methods.count == 2 { return nil }
        let rule = ObservationRule.codableKeys.id
        if methods.count == 1 {
            return .init(
                rule: rule,
                message:
                    "only \(methods.first!) is written by hand; after conversion the synthesized half would use `_property` keys — write both by hand first")
        }
        let properties = index.declarations(of: name).flatMap(\.properties)
        if properties.contains(where: { $0.modifiers.contains("lazy") || $0.attributes.contains { $0 != "Published" && $0.first?.isUppercase == true } }) {
            return .init(rule: rule, message: "synthesized Codable with lazy or wrapped properties; write CodingKeys by hand first")
        }
        let keys = index.declarations(of: "CodingKeys").filter { $0.qualifiedName.hasSuffix("\(name).CodingKeys") }
        if let keys = keys.first, !keys.inheritance.contains("String") {
            return .init(rule: rule, message: "its CodingKeys have no String raw values, so they cannot be renamed to `_property = \"property\"`")
        }
        return nil
    }
}

/// Union-find over type names.
private struct Families {
    private var parent: [String: String] = [:]

    mutating func add(_ name: String) { if parent[name] == nil { parent[name] = name } }

    mutating func find(_ name: String) -> String {
        add(name)
        var root = name
        while let next = parent[root], next != root { root = next }
        parent[name] = root
        return root
    }

    mutating func union(_ a: String, _ b: String) {
        let (ra, rb) = (find(a), find(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }

    mutating func groups() -> [[String]] {
        var result: [String: [String]] = [:]
        for name in parent.keys { result[find(name), default: []].append(name) }
        return result.keys.sorted().map { result[$0]! }
    }
}

extension ObservationPlan {
    /// The files this plan can change or warn about: those that name a class or protocol it
    /// decided about (converted or kept, or an alias of one), a view that holds one, a wrapper or
    /// modifier that holds an `ObservableObject`, or that hold a use it reports. Every other file gets nothing from the
    /// migration's edits, so it is answered with a byte search instead of a walk of its tree.
    struct TouchedFiles: Sendable {
        let words: ByteSearchSet
        let sited: Set<String>

        static let wrapperWords = [
            "ObservableObject", "Published", "objectWillChange", "StateObject", "ObservedObject", "EnvironmentObject",
            "environmentObject",
        ]

        init(plan: ObservationPlan, index: ProjectIndex) {
            var names = Set((plan.converted.union(plan.convertedProtocols).union(plan.skipped.keys)).map(TypeName.simple))
            for (alias, targets) in index.typeAliases where targets.contains(where: { names.contains(TypeName.simple($0)) }) {
                names.insert(alias)
            }
            // The views that hold one through a wrapper: their extensions in other files use the
            // property (`$settings.dark` needs `@Bindable var settings = settings` there too).
            for use in index.facts(ObservationFact.wrapperUse) {
                if let scope = use.value.scope { names.insert(TypeName.simple(scope)) }
            }
            words = ByteSearchSet(Self.wrapperWords + names.sorted())
            sited = Set(plan.sitedReasons.keys)
        }

        func mayTouch(_ file: SourceFile) -> Bool {
            sited.contains(file.path) || file.containsAny(words)
        }
    }
}
