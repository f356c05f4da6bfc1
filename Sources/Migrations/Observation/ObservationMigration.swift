import MigrationKit
import SourceSyntax

/// `ObservableObject` → `@Observable`, across models and SwiftUI views, in one run.
///
/// Before:
/// ```swift
/// final class Settings: ObservableObject { @Published var name = "" }
/// struct Form: View { @ObservedObject var settings: Settings … TextField("", text: $settings.name) }
/// ```
/// After:
/// ```swift
/// @Observable final class Settings { var name = "" }
/// struct Form: View { @Bindable var settings: Settings … TextField("", text: $settings.name) }
/// ```
/// Which classes convert is decided once for the project (`ObservationPlan`); views change only
/// for those. A class that cannot be converted faithfully is left alone with a warning.
public struct ObservationMigration: Migration {
    public init() {}

    public var id: String { "observation" }
    public var summary: String { "Moves ObservableObject classes to the @Observable macro and updates the SwiftUI views that hold them." }

    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(17), .macOS: Version(14), .tvOS: Version(17), .watchOS: Version(10), .visionOS: Version(1)])
    }

    public var rules: [RuleDescription] { ObservationRule.descriptions }

    /// What to do with a class whose creation starts work and that a view creates for
    /// `@StateObject`: `@State` would create it on every initialisation of the view.
    static let effectfulStateInit = SettingDescription(
        key: "observation.effectful-state-init", values: ["keep", "rewrite"],
        summary: "keep: such a class stays an ObservableObject (default); rewrite: convert it anyway, with a warning at each site")

    public var settings: [SettingDescription] { [Self.effectfulStateInit] }

    static let triggers = ["Observable", "Object", "Published", "objectWillChange", "class", "$"]

    public func isApplicable(to file: SourceFile) -> Bool {
        Self.triggers.contains { file.contains($0) }
    }

    /// A file none of the triggers is in is still read for its top-level functions and tuple
    /// typealiases: a `func configure<T>(_ x: T, …) -> T` in a file of its own gives its calls a type.
    public func isScanned(_ file: SourceFile) -> Bool { isApplicable(to: file) || file.contains("func") || file.contains("typealias") }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        let scanner = ObservationScanner(file: file)
        facts += isApplicable(to: file) ? scanner.facts() : scanner.topLevelFunctionFacts()
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let index = context.index
        let plan = index.memoized(ObservationMemo.plan) {
            ObservationPlan(
                index: index, backedOut: context.options.backedOutUnits(of: id),
                rewritesEffectfulStateInit: context.options.settings[Self.effectfulStateInit.key] == "rewrite")
        }
        guard index.memoized(ObservationMemo.touched, { ObservationPlan.TouchedFiles(plan: plan, index: index) }).mayTouch(file) else { return [] }
        var edits: [Edit] = []
        var convertsClasses = false
        let globalActors = index.memoized(ObservationMemo.globalActors) {
            Set(index.types.values.joined().filter { $0.attributes.contains("globalActor") }.map(\.simpleName))
        }
        let properties = StoredProperties(file: file, globalActors: globalActors)

        for decl in file.allDeclarations where decl.isTypeDeclaration {
            guard let simple = file.simpleTypeName(of: decl), let qualified = file.qualifiedTypeName(of: decl) else { continue }
            // Protocols are matched by simple name; classes by identity (`CellA.ViewModel` when
            // several classes are called `ViewModel`).
            let name = decl.kind == .protocolDecl ? simple : plan.identities.identity(written: qualified, scope: nil) ?? qualified
            switch decl.kind {
            case .classDecl where plan.converted.contains(name):
                convertsClasses = true
                let declarations = plan.identities.declarations(of: name, in: index)
                let published = declarations.flatMap(\.properties).filter { $0.attributes.contains("Published") }
                let tracksAll = !plan.identities.facts(ObservationFact.sendsWillChange, about: name, in: index).isEmpty
                let tracking = StoredProperties.Tracking(published: Set(published.map(\.name)), tracksAll: tracksAll)
                // A project type named `Observable` would take the macro's place: qualify it.
                let macro = index.spelling("Observable", module: "Observation", inScope: file.lexicalScope(at: decl.keyword))
                edits += ObservableClassHeader.edits(forClass: decl, file: file, macro: macro)
                edits += properties.edits(in: decl, tracking: tracking, context: context)
                edits += ObjectWillChangeSends.edits(in: decl, file: file)
                if CodableKeys.isCodable(simple, index: index),
                    Set(plan.identities.facts(ObservationFact.codableMethod, about: name, in: index).map(\.value)).count < 2
                {
                    edits += CodableKeys(file: file).edits(in: decl, tracking: tracking)
                }
            case .extensionDecl where plan.converted.contains(name):
                edits += ObjectWillChangeSends.edits(in: decl, file: file)
            case .protocolDecl where plan.convertedProtocols.contains(name):
                let observable = plan.observableProtocols.contains(name)
                let header = ObservableClassHeader.edits(forProtocol: decl, file: file, observable: observable)
                // `Observable` needs the Observation import as much as `@Observable` does.
                if observable, !header.isEmpty { convertsClasses = true }
                edits += header
            case .classDecl, .protocolDecl:
                // Only the ObservableObject itself: a plain class sharing its name is no business of this run.
                if let reasons = plan.skipped[name], reachesObservableObject(decl, name: name, file: file, plan: plan, index: index) {
                    warnSkipped(name, reasons, at: decl, file: file, context: context)
                }
            default:
                break
            }
        }
        edits += ViewWrappers(file: file, index: index, plan: plan).edits(context: context)
        edits += EnvironmentBindings(file: file, index: index, plan: plan).edits(context: context)
        edits += EnvironmentObjectModifier(file: file, index: index, plan: plan).edits(context: context)
        warnUnresolvedWillChange(file: file, index: index, plan: plan, context: context)
        warnAtSites(file: file, plan: plan, context: context)
        edits += ObservationImports.edits(for: file, after: edits, convertsClasses: convertsClasses)
        return edits
    }

    /// A class converts with the views that hold it, so the unit of code at `index` is the class
    /// around it, or the class a view's property holds (`@State var model = Model()`,
    /// `@Bindable var model: Model`, `@Environment(Model.self) var model`); elsewhere, the file.
    public func unitName(at index: Int, in file: SourceFile) -> String? {
        let path = file.declarationPath(to: index)
        if let type = path.last(where: \.isTypeDeclaration), type.kind == .classDecl {
            // Only a class this run made @Observable is a unit; any other class's code is the file's.
            return file.hasAttribute("Observable", type) ? file.simpleTypeName(of: type) : nil
        }
        guard let property = path.last(where: { $0.kind == .variableDecl }), let binding = property.bindings.first else { return nil }
        if let type = binding.type, let name = TypeResolution.typeName(in: type, file: file) { return ProjectIndex.simpleName(name) }
        if let value = binding.initializer, file.kind(value.lowerBound) == .identifier,
            file.text(of: value.lowerBound).first?.isUppercase == true
        {
            return file.text(of: value.lowerBound)
        }
        for attribute in property.attributes where file.text(attribute.name) == "Environment" {
            if let arguments = attribute.arguments, file.kind(arguments.lowerBound + 1) == .identifier {
                return file.text(of: arguments.lowerBound + 1)
            }
        }
        return nil
    }

    /// Whether this declaration (or, for the class it declares, an extension) reaches
    /// `ObservableObject`: a namesake, or one of two same-named declarations, may not.
    private func reachesObservableObject(_ decl: Decl, name: String, file: SourceFile, plan: ObservationPlan, index: ProjectIndex) -> Bool {
        let inherited = decl.inheritance.map { TypeName.simple(file.text($0.tokens)) }
        if inherited.contains(where: { $0 == "ObservableObject" || index.inherits($0, from: "ObservableObject") }) { return true }
        // The conformance may be in an extension (which keeps the class, with a warning here).
        return plan.identities.declarations(of: name, in: index).contains { $0.isExtension && $0.inheritedSimpleNames.contains("ObservableObject") }
    }

    private func warnSkipped(_ name: String, _ reasons: [ObservationPlan.Reason], at decl: Decl, file: SourceFile, context: MigrationContext) {
        let what = decl.kind == .protocolDecl ? "keeps refining ObservableObject" : "stays an ObservableObject"
        // One warning per reason, each naming its own place: a count of "more like it" would leave
        // the user to find them.
        var seen: Set<ObservationPlan.Reason> = []
        // A reason with a site is told there (`warnAtSites`), unless that file is not migrated.
        for reason in reasons where seen.insert(reason).inserted && reason.site.map({ context.index.isContext($0.path) }) ?? true {
            context.warn(reason.rule, at: decl.name?.lowerBound ?? decl.keyword, "`\(name)` \(what): \(reason.message)")
        }
    }

    /// The warnings for uses that keep a class (a Combine subscription, an `objectWillChange`
    /// use), each at its use in this file.
    private func warnAtSites(file: SourceFile, plan: ObservationPlan, context: MigrationContext) {
        var seen: Set<ObservationPlan.Reason> = []
        for (name, reason) in plan.sitedReasons[file.path] ?? [] where seen.insert(reason).inserted {
            guard let site = reason.site else { continue }
            let token = file.tokens.indices.first { i in
                let matches =
                    site.token.count > 1 && site.token.hasPrefix("@")
                    ? file.matches(i, "@") && file.matches(i + 1, String(site.token.dropFirst())) : file.matches(i, site.token)
                return matches && file.location(ofToken: i).line == site.line
            }
            guard let token else { continue }
            var message = reason.message
            // A `$name` pipeline: name its operators, and what to write by hand instead.
            if reason.rule == ObservationRule.combineConsumer.id, site.token.hasPrefix("$"),
                let pipeline = CombinePipeline(after: token, in: file)
            {
                message = pipeline.advice(for: String(site.token.dropFirst()), ownProperty: file.isBareDollarName(token), in: file)
            }
            context.warn(reason.rule, at: token, "`\(name)` stays an ObservableObject: \(message)")
        }
    }

    /// `x.objectWillChange` on a value whose type cannot be told: if it is a converted class the
    /// subscription breaks, so say so.
    private func warnUnresolvedWillChange(file: SourceFile, index: ProjectIndex, plan: ObservationPlan, context: MigrationContext) {
        guard !plan.converted.isEmpty else { return }
        let uses = index.facts(ObservationFact.willChange).map { ($0, false) } + index.facts(ObservationFact.willChangeSent).map { ($0, true) }
        for (fact, sends) in uses where fact.path == file.path {
            guard fact.value?.resolve(in: index) == nil else { continue }
            guard
                let token = file.tokens.indices.first(where: {
                    file.matches($0, "objectWillChange") && file.location(ofToken: $0).line == fact.line
                })
            else { continue }
            context.warn(
                ObservationRule.combineConsumer, at: token,
                "cannot tell the type of `\(fact.subject)`; \(plan.ifConverted), "
                    + (sends
                        ? "remove this `objectWillChange.send()` and change the property it stands for (Observation notifies on each change)"
                        : "replace this `objectWillChange` subscription with withObservationTracking")
            )
        }
    }
}
