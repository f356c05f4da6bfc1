import MigrationKit
import SourceSyntax

/// `@StateObject var model = Model()` evaluated `Model()` once per view; `@State` evaluates it on
/// every initialisation of the view (each re-render of a parent, each frame of an animation) and
/// keeps only the first result. That is harmless when creating a `Model` only assigns values, and
/// not when it starts work: a haptic engine, a network load, a NotificationCenter observer.
///
/// Per class, the scan records the call of its creation that has an effect (in an `init` body or a
/// stored property's initial value, outside closures; see `CallEffects` for what counts), and the project
/// types it constructs (their creation counts too); per view, the sites that create a model for
/// `@StateObject`. The plan keeps a class whose creation has an
/// effect and that such a site creates, with a warning at each site (rule `observation.state-object`).
enum InitialValueEffects {
    /// A call that does more than build a value, and where it is.
    struct Effect: Sendable, Hashable {
        var call: String
        var path: String
        var line: Int
        var column: Int
        /// The call is of a factory whose body this run did not read: what it does is unknown.
        var isUnread = false
        /// The factory a site takes its value from, when the effect is in its body.
        var factory: String?
        /// The call is in the class's `deinit`: under @State each object made and thrown away
        /// on a view's initialization runs it.
        var inDeinit = false

        var place: String { "\(path):\(line):\(column)" }

        /// "creating one calls `X` (place)", for the messages.
        var creatingOne: String {
            if isUnread { return "its value comes from `\(call)(…)` (\(place)), a function whose body this run did not read" }
            if let factory { return "the value comes from `\(factory)(…)`, which calls `\(call)` (\(place))" }
            if inDeinit { return "its `deinit` calls `\(call)` (\(place))" }
            return "creating one calls `\(call)` (\(place))"
        }
    }

    /// A view property whose initial value creates a model.
    struct Site: Sendable, Hashable {
        /// What the initial value creates (`Model`), resolved against the index later.
        var created: TypePath
        /// What the property holds, when the site assigns `_model`: a value that is not a
        /// constructor of a project class (`makeModel()`) is taken to create that.
        var held: TypePath?
        /// The function that makes the value, when the value is a call of one (`makeModel(…)`,
        /// `Model.preview()`, `container.makeModel()`): its base name. Under `@State` it runs on
        /// every initialization of the view, so its own effects count (see `factoryEffects`).
        var factory: String?

        /// The class this site creates, of those `isClass` accepts.
        func createdClass(in index: ProjectIndex, isClass: (String) -> Bool) -> String? {
            // `Model.shared`: a stored `static` property is created once, however often it is read.
            if created.readsStaticStoredProperty(in: index) { return nil }
            if let type = created.resolve(in: index), isClass(type) { return type }
            return held?.resolve(in: index).flatMap { isClass($0) ? $0 : nil }
        }
        /// `@StateObject var model = Model()`, as written.
        var text: String
        var path: String
        var line: Int
        var column: Int

        var place: String { "\(path):\(line):\(column)" }
    }

    /// What a function that returns a value does besides building it, for sites that take their
    /// value from it: the effect it has (nil when it only builds and computes).
    struct FactoryEffect: Sendable, Hashable {
        var effect: Effect?
    }

    /// Every function in the file (free, static or instance) that returns one type name, with the effect
    /// of what its body runs: a construction counts through `constructs` as elsewhere, any other
    /// call that is not known to be pure is an effect (nothing proves it harmless).
    static func scanFactories(in file: SourceFile, into facts: inout [Fact]) {
        for decl in file.allDeclarations where decl.kind == .funcDecl {
            // A model comes back as one type name (`-> Feed`, `-> Self`); other results are no factory.
            guard let returned = decl.returnType, returned.count == 1, file.text(of: returned.lowerBound).first?.isUppercase == true,
                let body = decl.body, let name = file.name(of: decl)
            else { continue }
            let region = (range: (body.lowerBound + 1)..<(body.upperBound - 1), block: Optional(body))
            var found: (kind: CallEffects.Kind, call: Call)?
            for call in file.calls(in: region.range) where runsImmediately(call, region: region, in: file) {
                if isConstruction(call, in: file), !CallEffects.isEffectfulConstruction(call, in: file) { continue }
                let kind = CallEffects.isEffectfulConstruction(call, in: file) ? .effect : CallEffects.kind(of: call, in: file)
                if kind != .pure, kind > (found?.kind ?? .pure) { found = (kind, call) }
            }
            let effect = found.map { found in
                let at = file.location(ofToken: found.call.callee.lowerBound)
                return Effect(
                    call: file.text(found.call.callee).split(whereSeparator: \.isWhitespace).joined(), path: file.path, line: at.line, column: at.column)
            }
            let at = file.location(ofToken: decl.keyword)
            facts.append(Fact(ObservationFact.factoryEffect, about: name, FactoryEffect(effect: effect), path: file.path, line: at.line))
        }
    }

    /// The effect a site's value has through the function that makes it: the factory's own
    /// effect; for a factory this run did not read (declared in a file it does not scan, or not
    /// in the project), the call itself, which nothing proves harmless. Nil for a site whose
    /// value is no factory call, or whose factories only build values.
    static func factoryEffect(of site: Site, in index: ProjectIndex) -> Effect? {
        guard let factory = site.factory else { return nil }
        let declared = index.facts(ObservationFact.factoryEffect, about: factory)
        guard !declared.isEmpty else {
            return Effect(call: factory, path: site.path, line: site.line, column: site.column, isUnread: true)
        }
        // Namesakes: one that has an effect is enough (the site may call either).
        guard var effect = declared.lazy.compactMap(\.value.effect).first else { return nil }
        effect.factory = factory
        return effect
    }

    /// Effects and constructed types of class `decl`'s creation.
    static func scan(_ decl: Decl, named name: String, in file: SourceFile, into facts: inout [Fact]) {
        guard decl.kind == .classDecl || decl.kind == .extensionDecl else { return }
        var regions: [(range: Range<Int>, block: Range<Int>?)] = []
        // Stored properties' declared types, for `.init(…)` with the type left implicit.
        var declaredTypes: [String: String] = [:]
        var typedValues: [Int: String] = [:]
        for member in decl.flattenedMembers {
            if member.kind == .initDecl, let body = member.body {
                regions.append(((body.lowerBound + 1)..<(body.upperBound - 1), body))
            } else if member.kind == .variableDecl, !file.isTypeLevel(member), !file.hasModifier("lazy", member) {
                for binding in member.bindings {
                    if let value = binding.initializer { regions.append((value, nil)) }
                    if let type = binding.type.flatMap({ TypeResolution.typeName(in: $0, file: file) }) {
                        declaredTypes[file.text(binding.pattern)] = type
                        if let value = binding.initializer { typedValues[value.lowerBound] = type }
                    }
                }
            }
        }
        /// `client = .init(…)`, `self.client = .init(…)` or `var client: Client = .init(…)`: a
        /// construction of the property's declared type.
        func implicitConstruction(_ call: Call) -> String? {
            let start = call.callee.lowerBound
            guard file.kind(start) == .period, call.callee.count == 2, file.matches(call.name, "init"), start >= 2 else { return nil }
            if let type = typedValues[start] { return type }
            return file.matches(start - 1, "=") ? declaredTypes[file.text(of: start - 2)] : nil
        }
        // Name the call that has the effect: a known one first, else the first that is not known to
        // be pure (which still counts, since nothing proves it harmless).
        var found: (kind: CallEffects.Kind, call: Call)?
        for region in regions {
            for call in file.calls(in: region.range) where runsImmediately(call, region: region, in: file) {
                let implicitType = implicitConstruction(call)
                if implicitType != nil || isConstruction(call, in: file), !CallEffects.isEffectfulConstruction(call, in: file) {
                    facts.append(
                        Fact(
                            ObservationFact.constructs, about: name, implicitType ?? TypeName.simple(file.text(call.callee)), path: file.path,
                            line: file.location(ofToken: call.callee.lowerBound).line))
                    continue
                }
                guard !isDelegation(call, in: file) else { continue }
                let kind = effect(of: call, in: decl, file: file, depth: 0)
                if kind != .pure, kind > (found?.kind ?? .pure) { found = (kind, call) }
            }
        }
        // A `deinit` that does work (cancels, removes observers, logs) runs for every object
        // @State makes and throws away: as much a behaviour change as an effectful creation.
        var inDeinit = false
        if found == nil, decl.kind == .classDecl,
            let body = decl.flattenedMembers.first(where: { $0.kind == .deinitDecl })?.body, body.count > 2
        {
            let region = (range: (body.lowerBound + 1)..<(body.upperBound - 1), block: Optional(body))
            let unset = propertiesNoInitializerSets(decl, in: file)
            for call in file.calls(in: region.range) where runsImmediately(call, region: region, in: file) {
                if isConstruction(call, in: file), !CallEffects.isEffectfulConstruction(call, in: file) { continue }
                if actsOnLaterState(call, properties: unset, within: body, in: file) { continue }
                let kind = effect(of: call, in: decl, file: file, depth: 0)
                if kind != .pure, kind > (found?.kind ?? .pure) { found = (kind, call) }
            }
            inDeinit = found != nil
        }
        if let call = found?.call {
            let at = file.location(ofToken: call.callee.lowerBound)
            var written = file.text(call.callee).split(whereSeparator: \.isWhitespace).joined()
            // `Data(contentsOf:)`, not `Data`: the label is what makes it read a file.
            if CallEffects.isEffectfulConstruction(call, in: file), let label = call.arguments.first?.label {
                written += "(\(file.text(of: label)):)"
            }
            let effect = Effect(call: written, path: file.path, line: at.line, column: at.column, inDeinit: inDeinit)
            facts.append(Fact(ObservationFact.initialValueEffect, about: name, effect, path: file.path, line: at.line))
        }
    }

    /// The stored instance properties of `decl` that no initializer assigns: what they hold when
    /// the object is made and thrown away unused is their initial value, whose creation is
    /// already counted with the initializer's.
    private static func propertiesNoInitializerSets(_ decl: Decl, in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        var initializers: [Range<Int>] = []
        for member in decl.flattenedMembers {
            if member.kind == .initDecl, let body = member.body { initializers.append(body) }
            guard member.kind == .variableDecl, !file.isTypeLevel(member) else { continue }
            for binding in member.bindings where binding.accessors == nil { names.insert(file.text(binding.pattern)) }
        }
        for body in initializers {
            for i in body where file.matches(i, "=") && i > body.lowerBound {
                names.remove(file.text(of: i - 1))
            }
        }
        return names
    }

    /// `timer?.invalidate()`, `self.task?.cancel()`, or a call inside `if let token { … }`, for a
    /// property no initializer sets: work on what the object was given after it was made, which
    /// one made and thrown away by a view's initialization never was.
    private static func actsOnLaterState(_ call: Call, properties: Set<String>, within body: Range<Int>, in file: SourceFile) -> Bool {
        guard !properties.isEmpty else { return false }
        var first = call.callee.lowerBound
        if file.matches(first, "self"), first + 2 < call.callee.upperBound, file.kind(first + 1) == .period { first += 2 }
        if first < call.callee.upperBound - 1, properties.contains(file.text(of: first)) { return true }
        // `if let token {` / `if let token = token {` / `if let token = self.token {` around the call.
        var block = file.innermostBlock(containing: call.callee.lowerBound)
        while let current = block, current.lowerBound > body.lowerBound {
            var j = current.lowerBound - 1
            while j > body.lowerBound, !file.matches(j, "if"), file.kind(j) != .leftBrace, file.kind(j) != .rightBrace { j -= 1 }
            if file.matches(j, "if"), file.matches(j + 1, "let") || file.matches(j + 1, "var"), properties.contains(file.text(of: j + 2)) {
                let name = file.text(of: j + 2)
                let rest = (j + 3)..<current.lowerBound
                let bound = rest.map { file.text(of: $0) }
                if bound.isEmpty || bound == ["=", name] || bound == ["=", "self", ".", name] { return true }
            }
            block = file.innermostBlock(containing: current.lowerBound)
        }
        return false
    }

    /// A call's effect; a call of one of the type's own methods (`prepare()`, `self.load()`) has
    /// the effect of what its body runs, looked at to a small depth.
    private static func effect(of call: Call, in decl: Decl, file: SourceFile, depth: Int) -> CallEffects.Kind {
        if CallEffects.isEffectfulConstruction(call, in: file) { return .effect }
        let onSelf = call.callee.count == 1 || (call.callee.count == 3 && file.matches(call.callee.lowerBound, "self"))
        let method = onSelf ? decl.flattenedMembers.first { $0.kind == .funcDecl && file.name(of: $0) == file.text(of: call.name) } : nil
        guard let method, let body = method.body else { return CallEffects.kind(of: call, in: file) }
        guard depth < 3 else { return .unknown }
        let region = (range: (body.lowerBound + 1)..<(body.upperBound - 1), block: Optional(body))
        var strongest = CallEffects.Kind.pure
        for inner in file.calls(in: region.range) where runsImmediately(inner, region: region, in: file) {
            if isConstruction(inner, in: file), !CallEffects.isEffectfulConstruction(inner, in: file) { continue }
            strongest = max(strongest, effect(of: inner, in: decl, file: file, depth: depth + 1))
        }
        return strongest
    }

    /// View properties that create a model once, as their initial value: `@StateObject var m =
    /// Model()` and `_m = StateObject(wrappedValue: Model())`.
    static func scanSites(in decl: Decl, in file: SourceFile, into facts: inout [Fact]) {
        let isApp = file.inheritedNames(of: decl).contains { $0 == "App" || $0 == "SwiftUI.App" }
        for member in decl.flattenedMembers where member.kind == .variableDecl && member.bindings.count == 1 {
            if let (_, attribute) = ViewWrappers.wrapper(of: member, in: file), let held = heldType(member.bindings[0], in: file) {
                let text = file.text(attribute.tokens.lowerBound..<member.bindings[0].tokens.upperBound)
                facts.append(
                    Fact(
                        ObservationFact.wrapperUse, about: held.serialized,
                        WrapperUse(
                            held: held, text: text, written: TypeResolution.writtenTypeName(of: member.bindings[0], in: file),
                            scope: file.lexicalScope(at: member.keyword)),
                        path: file.path,
                        line: file.location(ofToken: attribute.atSign).line))
            }
            // Only `@StateObject` created its object once; an owning `@ObservedObject` already
            // created one on every initialization of the view, and stays a plain property. An
            // `App` is itself created once, so under `@State` its model is still made once.
            guard !isApp, let (wrapper, attribute) = ViewWrappers.wrapper(of: member, in: file), wrapper == .stateObject,
                let value = member.bindings[0].initializer
            else { continue }
            let factory = factoryName(of: value, in: file)
            guard let created = TypeResolution.path(of: value, in: file) ?? (factory != nil ? heldType(member.bindings[0], in: file) : nil) else { continue }
            facts.append(
                site(created, factory: factory, text: file.text(attribute.tokens.lowerBound..<value.upperBound), at: attribute.atSign, in: file))
        }
        guard let body = decl.body, !isApp else { return }
        // `@StateObject var model: Model`, by name: what `_model = …` holds.
        var stateObjects: [String: TypePath] = [:]
        for member in decl.flattenedMembers where member.kind == .variableDecl && member.bindings.count == 1 {
            guard ViewWrappers.wrapper(of: member, in: file)?.0 == .stateObject, let held = heldType(member.bindings[0], in: file) else { continue }
            stateObjects[file.text(member.bindings[0].pattern)] = held
        }
        /// `_model` before `= start`: the held type of that `@StateObject`.
        func held(assignedAt start: Int) -> TypePath? {
            guard start >= 2, file.matches(start - 1, "="), file.text(of: start - 2).hasPrefix("_") else { return nil }
            return stateObjects[String(file.text(of: start - 2).dropFirst())]
        }
        // `_model = StateObject(wrappedValue: Model())`, and `_model = .init(wrappedValue: …)` (or
        // `self._model = …`) for a `@StateObject var model`.
        let constructions =
            file.calls(in: body, named: ["StateObject"]).map { ($0, $0.callee.lowerBound, held(assignedAt: $0.callee.lowerBound)) }
            + file.calls(in: body, named: ["init"]).compactMap { call in
                let start = call.callee.lowerBound
                // `.init(wrappedValue:)` and `StateObject.init(wrappedValue:)`: one case with `StateObject(…)`.
                let explicit = call.callee.count == 3 && file.matches(start, "StateObject") && file.kind(start + 1) == .period
                return file.kind(start) == .period || explicit ? held(assignedAt: start).map { (call, start, $0) } : nil
            }
        for (call, start, held) in constructions {
            guard let argument = call.arguments.first else { continue }
            // A parameter or local (`_model = StateObject(wrappedValue: model)`) was created by the
            // caller whatever the wrapper; anything else runs again under @State. When it is not a
            // constructor this run can follow (`makeModel()`, an autoclosure's `model()`, `a ?? Model()`),
            // it is taken to create what the property holds, so that class's creation decides.
            if argument.value.count == 1, file.kind(argument.value.lowerBound) == .identifier { continue }
            // `makeModel()` of a local `let makeModel = { Model(…) }`: what the closure constructs.
            let closure = localClosureConstruction(argument.value, in: file)
            guard let created = closure ?? TypeResolution.path(of: argument.value, in: file) ?? held else { continue }
            let from = file.kind(start) == .period ? start - 2 : start
            facts.append(
                site(
                    created, held: held, factory: closure == nil ? factoryName(of: argument.value, in: file) : nil,
                    text: file.text(from..<call.tokens.upperBound), at: from, in: file))
        }
    }

    /// The type a wrapped property holds: its annotation, or what its initial value creates.
    static func heldType(_ binding: Binding, in file: SourceFile) -> TypePath? {
        if let type = binding.type, let name = TypeResolution.typeName(in: type, file: file) { return TypePath(base: name) }
        return binding.initializer.flatMap { TypeResolution.path(of: $0, in: file) }
    }

    private static func site(
        _ created: TypePath, held: TypePath? = nil, factory: String? = nil, text: String, at token: Int, in file: SourceFile
    ) -> Fact {
        let at = file.location(ofToken: token)
        return Fact(
            ObservationFact.stateSite, about: created.serialized,
            Site(created: created, held: held, factory: factory, text: text, path: file.path, line: at.line, column: at.column),
            path: file.path, line: at.line)
    }

    /// `makeModel(…)`, `Model.make(…)`, `self.container.makeModel()`: a value that is one call of
    /// a function, not of an initializer; its base name.
    private static func factoryName(of value: Range<Int>, in file: SourceFile) -> String? {
        guard let call = file.calls(in: value).first(where: { $0.tokens == value }), !isConstruction(call, in: file),
            !file.matches(call.name, "init"), file.kind(call.name) == .identifier
        else { return nil }
        return file.text(of: call.name)
    }

    /// `makeModel()` where the same function declared `let makeModel = { Model(…) }` before it: the
    /// type the closure constructs, so the call is that construction (the class's own creation
    /// decides). Nil for anything else: a closure with parameters or statements, a `var` that may
    /// have been reassigned, a name declared elsewhere.
    private static func localClosureConstruction(_ value: Range<Int>, in file: SourceFile) -> TypePath? {
        let name = value.lowerBound
        guard value.count == 3, file.kind(name) == .identifier, file.kind(name + 1) == .leftParen, file.matching(name + 1) == name + 2,
            let body = file.scope(of: name).member?.body
        else { return nil }
        var constructed: TypePath?
        var i = body.lowerBound
        while i + 3 < name {
            defer { i += 1 }
            guard file.kind(i) == .keyword, file.matches(i, "let") || file.matches(i, "var"), file.matches(i + 1, file.text(of: name)) else { continue }
            // A later binding of the name hides this one, whatever it is.
            constructed = nil
            guard file.matches(i, "let"), file.matches(i + 2, "="), file.kind(i + 3) == .leftBrace, let close = file.matching(i + 3),
                close < name
            else { continue }
            let content = (i + 4)..<close
            guard let call = file.calls(in: content).first(where: { $0.tokens == content }), isConstruction(call, in: file) else { continue }
            constructed = TypeResolution.path(of: content, in: file)
        }
        return constructed
    }

    /// What a site that keeps its class is told.
    static func keptWarning(creates name: String, effect: Effect) -> String {
        "`\(name)` stays an ObservableObject: as @State this would create a new `\(name)` each time the view is initialized, "
            + "and \(effect.creatingOne); "
            + (effect.inDeinit
                ? "make its `deinit` only release what it holds (stop the work where the view disappears), "
                : "make its creation only assign values and start the work in `.task`, ")
            + "or pass --set observation.effectful-state-init=rewrite to convert it anyway"
    }

    /// What a site converted with `observation.effectful-state-init=rewrite` is told.
    static func rewrittenWarning(creates name: String, effect: Effect) -> String {
        "converted as asked (observation.effectful-state-init=rewrite): this now creates a new `\(name)` each time the view is "
            + "initialized, and \(effect.creatingOne); only the first is kept"
    }

    /// Classes whose creation has an effect, directly or by constructing one that has, with the
    /// effect; by identity (see `ClassIdentities`). A constructed type is matched by simple name, so
    /// constructing either of two namesakes counts when one of them is effectful.
    static func effectfulClasses(in index: ProjectIndex, identities: ClassIdentities) -> [String: Effect] {
        var effectful: [String: Effect] = [:]
        var bySimpleName: [String: Effect] = [:]
        func record(_ identity: String, _ effect: Effect) {
            if effectful[identity] == nil { effectful[identity] = effect }
            if bySimpleName[TypeName.simple(identity)] == nil { bySimpleName[TypeName.simple(identity)] = effect }
        }
        for fact in index.facts(ObservationFact.initialValueEffect) {
            for owner in identities.owners(fact.subject, path: fact.path, line: fact.line, in: index) { record(owner, fact.value) }
        }
        var changed = true
        while changed {
            changed = false
            for fact in index.facts(ObservationFact.constructs) {
                guard let inner = bySimpleName[fact.value] else { continue }
                for owner in identities.owners(fact.subject, path: fact.path, line: fact.line, in: index) where effectful[owner] == nil {
                    record(owner, inner)
                    changed = true
                }
            }
        }
        return effectful
    }

    /// `Foo(…)`, `Foo.init(…)`, `Foo<T>(…)`: a type's initializer, which builds a value (its own
    /// effects, for a project type, are followed through `constructs`).
    private static func isConstruction(_ call: Call, in file: SourceFile) -> Bool {
        let callee = file.text(call.callee)
        let last = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        return TypeName.simple(last).first?.isUppercase == true && !["Task", "Timer"].contains(TypeName.simple(last))
    }

    /// `super.init(…)` / `self.init(…)`: the rest of the same creation, not an effect of its own.
    private static func isDelegation(_ call: Call, in file: SourceFile) -> Bool {
        file.matches(call.name, "init") && call.callee.count == 3
            && (file.matches(call.callee.lowerBound, "super") || file.matches(call.callee.lowerBound, "self"))
    }

    /// A call made while the value is created: inside `if`/`for`/`do`… blocks of the initializer,
    /// but not inside a closure, which may run later or never.
    private static func runsImmediately(_ call: Call, region: (range: Range<Int>, block: Range<Int>?), in file: SourceFile) -> Bool {
        var block = file.innermostBlock(containing: call.callee.lowerBound)
        while let current = block, current.lowerBound >= region.range.lowerBound, current != region.block {
            guard file.isStatementBlock(current) else { return false }
            block = file.innermostBlock(containing: current.lowerBound)
        }
        return true
    }

}
