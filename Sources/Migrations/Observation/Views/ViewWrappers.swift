import MigrationKit
import SourceSyntax

/// The wrappers around a converted class, in views (or any type that holds them):
/// - `@StateObject var x = Foo()` → `@State var x = Foo()`, and `_x = StateObject(wrappedValue: …)`
///   → `_x = State(wrappedValue: …)`;
/// - `@ObservedObject var x: Foo` → `@Bindable var x: Foo` when the type writes `$x…` (or builds
///   `_x` by hand), else a plain `var x: Foo`; `@ObservedObject var x = Foo()` the same way,
///   keeping its initial value (not `@State`, which would keep the first object it creates);
/// - `@EnvironmentObject var s: Foo` → `@Environment(Foo.self) var s`; see `EnvironmentBindings`
///   for the `$s…` bindings.
/// Wrappers around anything this run does not convert stay as they are.
struct ViewWrappers {

    enum Wrapper: String, CaseIterable {
        case stateObject = "StateObject"
        case observedObject = "ObservedObject"
        case environmentObject = "EnvironmentObject"
    }

    let file: SourceFile
    let index: ProjectIndex
    let plan: ObservationPlan

    func edits(context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for type in ViewTypes(file: file) {
            for member in type.decl.flattenedMembers where member.kind == .variableDecl {
                edits += self.edits(for: member, in: type.decl, typeName: type.name, context: context)
            }
        }
        return edits
    }

    private func edits(for member: Decl, in decl: Decl, typeName: String, context: MigrationContext) -> [Edit] {
        guard let (wrapper, attribute) = Self.wrapper(of: member, in: file), member.bindings.count == 1 else { return [] }
        let binding = member.bindings[0]
        let name = file.text(binding.pattern)
        guard let simpleType = Self.objectType(of: binding, in: file, index: index) else {
            if !plan.converted.isEmpty {
                context.warn(
                    rule(for: wrapper), at: attribute.atSign,
                    "cannot tell the type of `\(name)`; \(plan.ifConverted), change `@\(wrapper.rawValue)` by hand")
            }
            return []
        }
        // A generic parameter (`struct Row<M: Loadable>: View { @ObservedObject var model: M }`)
        // holds whichever conformer it is given: rewritten when every class it can be converts.
        if let annotation = binding.type, let constraints = file.genericConstraints(of: decl)[file.text(annotation)] {
            guard wrapper != .stateObject, holdsConvertedClasses(constrainedTo: constraints, at: member.keyword) else { return [] }
            return rewriting(wrapper, attribute, of: binding, in: decl, typeName: typeName)
        }
        // Which of several same-named classes it holds, by where it is written; when that cannot be
        // told, the plan keeps all of them (see `ClassIdentities`).
        let written = TypeResolution.writtenTypeName(of: binding, in: file).map(index.resolvingTypeAlias) ?? simpleType
        guard let type = plan.identities.identity(written: written, scope: file.lexicalScope(at: member.keyword)) else { return [] }
        let creates = wrapper == .stateObject || binding.initializer.map { Self.constructs($0, in: file, index: index) } == true
        // Only `@StateObject` built its object once: an owning `@ObservedObject` already built a
        // new one on every initialization of the view, so its creation's effects do not change.
        // An `App` is itself created once: under `@State` its model is still made once, so its
        // site is never told that it would make a new one each time (the class may stay for others).
        let isApp = file.inheritedNames(of: decl).contains { $0 == "App" || $0 == "SwiftUI.App" }
        let createsOnce = wrapper == .stateObject && !isApp
        if createsOnce, let effect = plan.keptForEffects[type] {
            context.warn(ObservationRule.stateObject, at: attribute.atSign, InitialValueEffects.keptWarning(creates: type, effect: effect))
        }
        guard plan.converted.contains(type) else { return [] }
        if createsOnce, let effect = plan.effectfulInitialValues[type] {
            context.warn(ObservationRule.stateObject, at: attribute.atSign, InitialValueEffects.rewrittenWarning(creates: type, effect: effect))
        }
        // `@State` only works where SwiftUI installs it; elsewhere the holder owns a plain reference.
        // (`_x = StateObject(…)` there keeps the class: see `ObservationScanner.scanNonViewHolders`.)
        if creates, wrapper != .environmentObject, !isViewLike(typeName) {
            return [file.removal(of: attribute, rule: rule(for: wrapper))]
        }
        return rewriting(wrapper, attribute, of: binding, in: decl, typeName: typeName)
    }

    /// The edits that turn a wrapper around a converted class into its Observation form.
    private func rewriting(
        _ wrapper: Wrapper, _ attribute: Attribute, of binding: Binding, in decl: Decl, typeName: String
    ) -> [Edit] {
        let name = file.text(binding.pattern)
        // SwiftUI's names, module-qualified where the project declares its own (`struct Environment`).
        let scope = file.lexicalScope(at: attribute.atSign)
        let state = index.spelling("State", module: "SwiftUI", inScope: scope)
        let bindable = index.spelling("Bindable", module: "SwiftUI", inScope: scope)
        let environment = index.spelling("Environment", module: "SwiftUI", inScope: scope)
        switch wrapper {
        case .stateObject:
            return [file.renaming(attribute, to: state, rule: ObservationRule.stateObject)]
                + wrapperConstructions(of: name, named: "StateObject", in: decl).map { rename($0, to: state, rule: ObservationRule.stateObject) }
                + explicitInits(of: name, named: "StateObject", in: decl).map {
                    .replace($0..<($0 + 1), in: file, with: state, rule: ObservationRule.stateObject)
                }
        case .observedObject:
            // `= Foo()` is not `@State`: `@ObservedObject` evaluated it on every initialization of
            // the view and used the new object, where `@State` would keep the first. A plain (or
            // `@Bindable`) property with the same initial value does what it did.
            let constructions = wrapperConstructions(of: name, named: "ObservedObject", in: decl)
            let binds = index.facts(ObservationFact.dollar, about: typeName).contains { $0.value == name }
            // `_x = …` (`.init(wrappedValue:)` too) needs a wrapper to assign to, `_x.wrappedValue` one to read: `Bindable` has one.
            guard binds || assignsStorage(of: name, in: decl) else { return [file.removal(of: attribute, rule: ObservationRule.observedObject)] }
            return [file.renaming(attribute, to: bindable, rule: ObservationRule.observedObject)]
                + constructions.map { rename($0, to: bindable, rule: ObservationRule.observedObject) }
                + constructions.compactMap { call in
                    call.arguments.first?.label.flatMap { label in
                        file.matches(label, "initialValue")
                            ? .replace(label..<(label + 1), in: file, with: "wrappedValue", rule: ObservationRule.observedObject) : nil
                    }
                }
        case .environmentObject:
            guard let annotation = binding.type else { return [] }
            let typeText = file.text(annotation)
            let colonStart = file.tokens[binding.pattern.upperBound - 1].end
            return [
                .replace(attribute.tokens, in: file, with: "@\(environment)(\(typeText).self)", rule: ObservationRule.environmentObject),
                Edit(range: colonStart..<file.tokens[annotation.upperBound - 1].end, replacement: "", rule: ObservationRule.environmentObject),
            ]
        }
    }

    /// Whether a generic parameter constrained to `constraints` can only be a class this run
    /// converts: one constraint is a converted protocol or class, and none is a class or protocol
    /// that stays (or `ObservableObject` itself, which any class in any module may satisfy).
    private func holdsConvertedClasses(constrainedTo constraints: [String], at token: Int) -> Bool {
        guard !constraints.contains("ObservableObject") else { return false }
        let scope = file.lexicalScope(at: token)
        var converts = false
        for constraint in constraints {
            if plan.convertedProtocols.contains(constraint) {
                converts = true
            } else if let identity = plan.identities.identity(written: constraint, scope: scope), plan.converted.contains(identity) {
                converts = true
            } else if plan.skipped[constraint] != nil {
                return false
            }
        }
        return converts
    }

    /// The types SwiftUI installs dynamic properties on (`@State`, `@StateObject`, …): views
    /// (the representables are views too), view modifiers, apps, scenes, dynamic properties.
    static let viewLikeTypes: Set<String> = [
        "View", "App", "Scene", "DynamicProperty", "PreviewProvider", "ViewModifier", "UIViewRepresentable", "NSViewRepresentable",
        "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// A view, app, scene or dynamic property, directly or through the project's protocols.
    private func isViewLike(_ typeName: String) -> Bool {
        guard index.primaryDeclaration(of: typeName)?.kind == .structDecl else { return false }
        return Self.viewLikeTypes.contains { index.inherits(typeName, from: $0) }
    }

    private func rule(for wrapper: Wrapper) -> ObservationRule {
        switch wrapper {
        case .stateObject: ObservationRule.stateObject
        case .observedObject: ObservationRule.observedObject
        case .environmentObject: ObservationRule.environmentObject
        }
    }

    private func rename(_ call: Call, to name: String, rule: ObservationRule) -> Edit {
        .replace(call.callee.upperBound - 1..<call.callee.upperBound, in: file, with: name, rule: rule)
    }

    /// Whether the type names the wrapper storage `_name` anywhere (`_name = …`, `self._name = …`,
    /// `_name.wrappedValue`; any other use keeps the class: see `ObservationScanner.scanStorageMembers`).
    private func assignsStorage(of name: String, in decl: Decl) -> Bool {
        guard let body = decl.body else { return false }
        return body.contains { file.matches($0, "_" + name) }
    }

    /// `_name = Wrapper(wrappedValue: …)` / `self._name = Wrapper(initialValue: …)` in the type.
    private func wrapperConstructions(of name: String, named wrapper: String, in decl: Decl) -> [Call] {
        guard let body = decl.body else { return [] }
        return file.calls(in: body, named: [wrapper]).filter { call in
            let start = call.callee.lowerBound
            guard start >= 2, file.matches(start - 1, "=") else { return false }
            return file.matches(start - 2, "_" + name)
        }
    }

    /// `_name = Wrapper.init(wrappedValue: …)` (or `self._name = …`): the `Wrapper` token of each.
    private func explicitInits(of name: String, named wrapper: String, in decl: Decl) -> [Int] {
        guard let body = decl.body else { return [] }
        return file.calls(in: body, named: ["init"]).compactMap { call in
            let start = call.callee.lowerBound
            guard call.callee.count == 3, file.matches(start, wrapper), file.kind(start + 1) == .period, start >= 2, file.matches(start - 1, "="),
                file.matches(start - 2, "_" + name)
            else { return nil }
            return start
        }
    }

    /// Whether an initializer is a constructor call (`Foo()`, `Foo.init(x)`, `.init()`).
    static func constructs(_ value: Range<Int>, in file: SourceFile, index: ProjectIndex) -> Bool {
        guard file.kind(value.upperBound - 1) == .rightParen, let open = file.matching(value.upperBound - 1),
            open > value.lowerBound
        else { return false }
        let callee = file.text(value.lowerBound..<open)
        let name = callee.hasSuffix(".init") || callee == ".init" ? String(callee.dropLast(5)) : callee
        let simple = ProjectIndex.simpleName(name)
        let isType = simple.first?.isUppercase == true || !index.declarations(of: simple).isEmpty
        return callee == ".init" || isType && !name.contains("(")
    }

    /// The observation wrapper on a property, if any.
    static func wrapper(of member: Decl, in file: SourceFile) -> (Wrapper, Attribute)? {
        for attribute in member.attributes {
            if let wrapper = Wrapper(rawValue: ProjectIndex.simpleName(file.name(of: attribute))) { return (wrapper, attribute) }
        }
        return nil
    }

    /// The class a wrapped property holds: its annotation, or the type its initializer constructs.
    static func objectType(of binding: Binding, in file: SourceFile, index: ProjectIndex) -> String? {
        if let annotation = binding.type { return TypeResolution.typeName(in: annotation, file: file).map(index.resolvingTypeAlias) }
        guard let initializer = binding.initializer else { return nil }
        return TypeResolution.path(of: initializer, in: file)?.resolve(in: index)
            ?? TypeResolution.initializerType(file.text(initializer), in: index)
    }
}
