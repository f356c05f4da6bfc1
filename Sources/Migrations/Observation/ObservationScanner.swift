import MigrationKit
import SourceSyntax

/// Reads one file and records `ObservationFact`s.
struct ObservationScanner {
    let file: SourceFile

    func facts() -> [Fact] {
        var facts: [Fact] = []
        scanTokens(into: &facts)
        // `@StateObject`/`@ObservedObject`/`@EnvironmentObject` properties and `_x = StateObject(…)`:
        // most files hold none, and a byte search tells before any declaration is read for them.
        let holdsWrappers = file.containsAny(Self.wrapperNames)
        for decl in file.allDeclarations where decl.isTypeDeclaration {
            scanDeclaration(decl, into: &facts)
            if let name = file.simpleTypeName(of: decl) { InitialValueEffects.scan(decl, named: name, in: file, into: &facts) }
            if holdsWrappers { InitialValueEffects.scanSites(in: decl, in: file, into: &facts) }
        }
        for decl in Decl.flatten(file.declarations) where decl.kind == .variableDecl && decl.bindings.count == 1 {
            scanGlobal(decl, into: &facts)
        }
        facts += topLevelFunctionFacts()
        InitialValueEffects.scanFactories(in: file, into: &facts)
        scanSuppressions(into: &facts)
        if holdsWrappers {
            scanNonViewHolders(into: &facts)
            scanStorageMembers(into: &facts)
        }
        return facts
    }

    /// Class attributes `@Observable` is known to work with; any other keeps the class.
    static let knownClassAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "nonobjc", "available", "preconcurrency", "dynamicMemberLookup",
        "usableFromInline", "frozen", "Observable", "unchecked", "_spi", "retroactive",
    ]

    static let wrapperNames = ByteSearchSet(ViewWrappers.Wrapper.allCases.map(\.rawValue))

    /// Types that are not views, apps, scenes or dynamic properties, whose `@StateObject` /
    /// `@ObservedObject` properties are given a value through `_x = StateObject(…)`: there is
    /// nothing for `_x` to name once the property is plain (and `@State` outside a view never
    /// updates), so the class they hold stays as it is.
    private func scanNonViewHolders(into facts: inout [Fact]) {
        for decl in file.allDeclarations where decl.isTypeDeclaration && !Self.isViewLike(decl, in: file) {
            guard let body = decl.body else { continue }
            for member in decl.flattenedMembers where member.kind == .variableDecl && member.bindings.count == 1 {
                guard let (wrapper, _) = ViewWrappers.wrapper(of: member, in: file), wrapper != .environmentObject else { continue }
                let name = file.text(member.bindings[0].pattern)
                let assigned = file.calls(in: body, named: [wrapper.rawValue]).first { call in
                    call.callee.lowerBound >= 2 && file.matches(call.callee.lowerBound - 1, "=") && file.matches(call.callee.lowerBound - 2, "_" + name)
                }
                guard let assigned, let type = member.bindings[0].type, let typeName = TypeResolution.typeName(in: type, file: file) else { continue }
                let at = file.location(ofToken: assigned.callee.lowerBound)
                let reason =
                    "`_\(name) = \(wrapper.rawValue)(…)` (\(file.path):\(at.line):\(at.column)) is in "
                    + "`\(file.simpleTypeName(of: decl) ?? "")`, which is not a view: there the property becomes a plain one, "
                    + "which `_\(name)` cannot name; assign `\(name)` directly, then run again"
                facts.append(
                    fact(
                        ObservationFact.keptUse, typeName, KeptUse(holder: TypePath(base: typeName), rule: ObservationRule.stateObject.id, reason: reason),
                        at: assigned.callee.lowerBound))
            }
        }
    }

    /// Whether each top-level function returns its first argument's type (see `returnsFirstArgument`).
    func topLevelFunctionFacts() -> [Fact] {
        Decl.flatten(file.declarations).filter { $0.kind == .funcDecl }.compactMap { decl in
            file.name(of: decl).map { fact(ObservationFact.returnsFirstArgument, $0, returnsFirstArgument(decl), at: decl.keyword) }
        } + tupleAliasFacts()
    }

    /// `typealias Objects = (a: A, b: B.C)`, at any depth: each labelled element whose type is one
    /// (possibly dotted) name, by `Objects.a`.
    func tupleAliasFacts() -> [Fact] {
        var facts: [Fact] = []
        for decl in file.allDeclarations where decl.kind == .typealiasDecl && decl.genericParameters == nil {
            guard let name = file.name(of: decl), let equals = decl.tokens.first(where: { file.matches($0, "=") }),
                file.kind(equals + 1) == .leftParen, let close = file.matching(equals + 1)
            else { continue }
            var i = equals + 2
            while i < close {
                // `label: Name(.Name)*` then `,` or `)`.
                guard file.kind(i) == .identifier, file.kind(i + 1) == .colon else { break }
                var end = i + 2
                while end < close, file.kind(end) == .identifier || file.kind(end) == .period { end += 1 }
                guard end > i + 2, end == close || file.kind(end) == .comma, file.kind(end - 1) == .identifier else { break }
                facts.append(fact(ObservationFact.tupleElement, "\(name).\(file.text(of: i))", file.text((i + 2)..<end), at: i))
                i = end + 1
            }
        }
        return facts
    }

    /// `func f<T>(_ x: T, …) -> T`: the result is of the type of the first argument, whatever the
    /// function does with it (`T` is one of its own generic parameters, the first parameter is
    /// exactly `T`, not `inout T` or `T?`, and the result is exactly `T`).
    private func returnsFirstArgument(_ decl: Decl) -> Bool {
        guard let generics = decl.genericParameters, let returned = decl.returnType, returned.count == 1,
            let parameters = decl.parameters, file.kind(returned.lowerBound) == .identifier
        else { return false }
        let type = file.text(returned)
        // `<T>`, `<T: P>`, `<T, U>`: `T` written right after `<` or `,`.
        let declares = generics.contains { i in
            file.matches(i, type) && (file.matches(i - 1, "<") || file.kind(i - 1) == .comma)
        }
        guard declares else { return false }
        // `(_ x: T,` or `(_ x: T)`: the first parameter's type is the one token `T`.
        guard let first = file.arguments(inside: parameters).first, let colon = first.tokens.first(where: { file.kind($0) == .colon })
        else { return false }
        return colon + 2 == first.tokens.upperBound && file.matches(colon + 1, type)
    }

    /// The members of `ObservedObject`'s storage that `Bindable`, what the property becomes, has
    /// as well (by SwiftUI's documentation): any other use of `_x` (`_x.update()` in a
    /// `DynamicProperty` that forwards its update, `_x` passed on as an `ObservedObject`) has nothing
    /// to name once the property is `@Bindable` or plain, so the class it holds stays.
    static let bindableStorageMembers: Set<String> = ["wrappedValue", "projectedValue"]

    /// `@ObservedObject var x: Foo` whose storage `_x` is used other than by assigning it or
    /// reading `_x.wrappedValue` / `_x.projectedValue`: `Foo` is kept, with the use as its reason.
    private func scanStorageMembers(into facts: inout [Fact]) {
        for decl in file.allDeclarations where decl.isTypeDeclaration {
            guard let body = decl.body else { continue }
            for member in decl.flattenedMembers where member.kind == .variableDecl && member.bindings.count == 1 {
                guard let (wrapper, _) = ViewWrappers.wrapper(of: member, in: file), wrapper == .observedObject,
                    let type = member.bindings[0].type, let typeName = TypeResolution.typeName(in: type, file: file)
                else { continue }
                let name = file.text(member.bindings[0].pattern)
                let use = body.first { i in
                    guard file.matches(i, "_" + name), !file.matches(i + 1, "=") else { return false }
                    // `other._x`: some other value's storage, not this property's.
                    if i > body.lowerBound, file.kind(i - 1) == .period, !(i >= 2 && file.matches(i - 2, "self")) { return false }
                    guard i + 2 < body.upperBound, file.kind(i + 1) == .period else { return true }
                    return !Self.bindableStorageMembers.contains(file.text((i + 2)..<(i + 3)))
                }
                guard let use else { continue }
                let at = file.location(ofToken: use)
                let spelled = file.kind(use + 1) == .period && use + 2 < body.upperBound ? "_\(name).\(file.text((use + 2)..<(use + 3)))" : "_\(name)"
                let reason =
                    "`\(spelled)` (\(file.path):\(at.line):\(at.column)) uses the `ObservedObject` wrapper itself, which "
                    + "`@Bindable` does not document (SwiftUI's `Bindable` has `wrappedValue` and `projectedValue`); "
                    + "remove that use (a `DynamicProperty` need not forward `update()` to its properties), then run again"
                facts.append(
                    fact(
                        ObservationFact.keptUse, typeName,
                        KeptUse(holder: TypePath(base: typeName), rule: ObservationRule.observedObject.id, reason: reason), at: use))
            }
        }
    }

    /// Whether a type is one SwiftUI installs dynamic properties on: a view, app, scene, or a
    /// dynamic property itself (by its own inheritance list: stored properties live in the
    /// primary declaration).
    static func isViewLike(_ decl: Decl, in file: SourceFile) -> Bool {
        decl.kind == .structDecl
            && decl.inheritance.contains { ViewWrappers.viewLikeTypes.contains(TypeName.simple(file.text($0.tokens))) }
    }

    /// A class converts with its views as one unit, so a `swift-migrate:disable` comment covering
    /// any part of the class, of its extensions, or of a wrapper or `.environmentObject(_:)` that
    /// holds it keeps the class and every view as they are.
    private func scanSuppressions(into facts: inout [Fact]) {
        let suppressions = Suppressions(file)
        guard !suppressions.isEmpty else { return }
        func covering(_ tokens: Range<Int>) -> Suppressions.Directive? {
            suppressions.directive(coveringAnyRuleOf: ObservationMigration(), in: file.byteRange(tokens))
        }
        for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .extensionDecl {
            guard let name = file.simpleTypeName(of: decl), let directive = covering(decl.tokens) else { continue }
            let reason = ObservationPlan.Reason(
                rule: Suppressions.rule,
                message: "the \(directive.description) comment (\(file.path):\(directive.line)) covers part of it; it stays as it was")
            facts.append(fact(ObservationFact.blocker, name, reason, at: decl.keyword))
        }
        for decl in file.allDeclarations where decl.isTypeDeclaration {
            for member in decl.flattenedMembers where member.kind == .variableDecl && member.bindings.count == 1 {
                guard ViewWrappers.wrapper(of: member, in: file) != nil, let directive = covering(member.tokens),
                    let path = InitialValueEffects.heldType(member.bindings[0], in: file)
                else { continue }
                facts.append(keptByComment(path, "`\(file.text(member.bindings[0].pattern))`", directive, at: member.keyword))
            }
        }
        for call in file.calls(named: ["environmentObject"]) where call.arguments.count == 1 {
            guard let directive = covering(call.tokens), let path = TypeResolution.path(of: call.arguments[0].value, in: file) else { continue }
            facts.append(keptByComment(path, "`.environmentObject(\(file.text(call.arguments[0].value)))`", directive, at: call.name))
        }
    }

    /// A use of the class at `path` that the comment keeps, so the class stays too.
    private func keptByComment(_ path: TypePath, _ use: String, _ directive: Suppressions.Directive, at token: Int) -> Fact {
        let reason =
            "\(use) (\(file.path):\(file.location(ofToken: token).line)) is kept as it is by the \(directive.description) comment, "
            + "so the class stays as it was"
        return fact(ObservationFact.keptUse, path.serialized, KeptUse(holder: path, rule: Suppressions.rule, reason: reason), at: token)
    }

    private func fact<Value>(_ key: FactKey<Value>, _ subject: String, _ value: Value, at token: Int) -> Fact {
        Fact(key, about: subject, value, path: file.path, line: file.location(ofToken: token).line)
    }

    /// - Parameter sited: the warning goes to `token` rather than to the class (a use of
    ///   `objectWillChange`, one warning per use).
    private func blocker(_ type: String, _ rule: ObservationRule, _ message: String, at token: Int, sited: Bool = false) -> Fact {
        // An attribute is found again by its `@` and name (`@AppStorage`).
        let text = file.matches(token, "@") ? "@" + file.text(of: token + 1) : file.text(of: token)
        let site = sited ? ObservationPlan.Site(path: file.path, line: file.location(ofToken: token).line, token: text) : nil
        return fact(ObservationFact.blocker, type, ObservationPlan.Reason(rule: rule.id, message: message, site: site), at: token)
    }

    private func scanTokens(into facts: inout [Fact]) {
        for i in file.tokens.indices {
            switch file.kind(i) {
            case .dollarIdentifier:
                let name = String(file.text(of: i).dropFirst())
                if file.isBareDollarName(i) {
                    guard let type = file.scope(of: i).type.flatMap(file.simpleTypeName) else { continue }
                    facts.append(fact(ObservationFact.dollar, type, name, at: i))
                    // `.assign(to: &$name)`
                    if i >= 3, file.matches(i - 1, "&"), file.kind(i - 2) == .colon, file.matches(i - 3, "to"), file.matches(i - 5, "assign") {
                        facts.append(fact(ObservationFact.assignTarget, type, name, at: i))
                    }
                } else if file.isMemberDollarName(i), !(file.kind(i - 2) == .backslash) {
                    // (`\.$name` is a key path with a contextual root, e.g. an App Intent parameter.)
                    let receiver = receiverChain(beforeDot: i - 1)
                    let path = receiver.flatMap { TypeResolution.path(of: $0, in: file) }
                    facts.append(fact(ObservationFact.projection, name, path, at: i))
                }
            case .identifier where file.matches(i, "objectWillChange"):
                scanObjectWillChange(at: i, into: &facts)
            default:
                break
            }
        }
    }

    private func scanObjectWillChange(at i: Int, into facts: inout [Fact]) {
        let receiver = i > 0 && file.kind(i - 1) == .period ? receiverChain(beforeDot: i - 1) : nil
        let onSelf = receiver.map { file.text($0) == "self" || file.text($0) == "self?" || file.text($0) == "self!" } ?? true
        if !onSelf {
            let path = receiver.flatMap { TypeResolution.path(of: $0, in: file) }
            let sends = file.kind(i + 1) == .period && file.matches(i + 2, "send")
            facts.append(fact(sends ? ObservationFact.willChangeSent : ObservationFact.willChange, receiver.map { file.text($0) } ?? "?", path, at: i))
            return
        }
        guard let type = file.scope(of: i).type.flatMap(file.simpleTypeName) else { return }
        if file.kind(i + 1) == .colon || file.matches(i - 1, "var") || file.matches(i - 1, "let") {
            facts.append(blocker(type, .objectWillChange, "it declares its own `objectWillChange` publisher", at: i))
        } else if ObjectWillChangeSends.removableStatement(at: i, in: file) != nil {
            facts.append(fact(ObservationFact.sendsWillChange, type, (), at: i))
        } else {
            let isSend = file.kind(i + 1) == .period && file.matches(i + 2, "send")
            let placement = file.innermostBlock(containing: i).map { ObjectWillChangeSends.placement(of: $0, in: file) }
            let why: String
            switch (isSend, placement) {
            case (true, .closure?):
                why =
                    "`objectWillChange.send()` in a closure here forwards changes from elsewhere; "
                    + "observe that source with Observation, or keep the class as it is"
            case (true, _):
                why =
                    "`objectWillChange.send()` here refreshes views for state Observation does not track; "
                    + "make that state a stored property, then run again"
            default:
                why = "`objectWillChange` is used as a publisher here; \(ObservationPlan.pipelineAdvice)"
            }
            facts.append(blocker(type, .objectWillChange, why, at: i, sited: true))
        }
    }

    private func scanDeclaration(_ decl: Decl, into facts: inout [Fact]) {
        guard let name = file.simpleTypeName(of: decl) else { return }
        if decl.kind == .extensionDecl, let entry = decl.inheritance.first(where: { isObservableObject($0.tokens) }) {
            facts.append(
                blocker(
                    name, .observableClass, "its ObservableObject conformance is declared in an extension",
                    at: entry.tokens.lowerBound))
        }
        if decl.kind == .classDecl, let unknown = decl.attributes.first(where: { !Self.knownClassAttributes.contains(file.name(of: $0)) }) {
            // A custom global actor or another macro: what `@Observable`'s generated storage and
            // registrar do under it is not something this run can tell (isolation of the
            // generated accessors, a second macro expanding the same stored properties).
            let written = "@" + file.name(of: unknown)
            facts.append(
                blocker(
                    name, .observableClass,
                    "its attribute `\(written)` is not one this run knows `@Observable` to work with (a custom global actor or another "
                        + "macro may isolate or expand the stored properties the macro rewrites); convert it by hand if they combine",
                    at: unknown.atSign))
        }
        if decl.kind == .protocolDecl {
            // `protocol P: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher`:
            // the associated type is ObservableObject's; refining `AnyObject` the clause names nothing.
            if let clause = decl.whereClause, clause.contains(where: { file.matches($0, "ObjectWillChangePublisher") }) {
                facts.append(fact(ObservationFact.publisherRequirement, name, file.text(clause), at: clause.lowerBound))
            }
            for member in decl.flattenedMembers where member.kind == .variableDecl || member.kind == .funcDecl {
                guard let requirement = Self.publisherRequirement(member, in: file) else { continue }
                facts.append(fact(ObservationFact.publisherRequirement, name, requirement, at: member.keyword))
            }
        }
        let constraints = file.genericConstraints(of: decl)
        for member in decl.flattenedMembers {
            if member.kind == .variableDecl, let (wrapper, _) = ViewWrappers.wrapper(of: member, in: file),
                let type = member.bindings.first?.type, let protocols = constraints[file.text(type)]
            {
                let property = member.bindings.first.map { file.text($0.pattern) } ?? ""
                for constraint in protocols {
                    let held = GenericWrapper(holder: "\(name).\(property)", wrapper: wrapper)
                    facts.append(fact(ObservationFact.genericWrapper, constraint, held, at: member.keyword))
                }
            }
            switch member.kind {
            case .initDecl:
                if let parameters = member.parameters, file.text(parameters).hasPrefix("(from ") {
                    facts.append(fact(ObservationFact.codableMethod, name, "init(from:)", at: member.keyword))
                }
            case .funcDecl:
                if file.name(of: member) == "encode", let parameters = member.parameters,
                    file.text(parameters).hasPrefix("(to ")
                {
                    facts.append(fact(ObservationFact.codableMethod, name, "encode(to:)", at: member.keyword))
                }
            case .variableDecl:
                guard file.matches(member.keyword, "var"), !file.isTypeLevel(member),
                    member.bindings.contains(where: file.isStored)
                else { break }
                // `nonisolated var` (not `nonisolated(unsafe)`) makes the macro's storage fail to compile.
                if member.modifiers.contains(where: { $0.count == 1 && file.matches($0.lowerBound, "nonisolated") }) {
                    facts.append(
                        blocker(
                            name, .observableClass, "`nonisolated var` cannot be observed; make it a `let` or move it out",
                            at: member.keyword))
                }
                // Inside an ObservableObject, `@AppStorage`/`@SceneStorage` publish their changes through
                // the enclosing object (iOS 14.5+); under @Observable they would need
                // `@ObservationIgnored` and views reading them would stop updating.
                if let storage = member.attributes.first(where: { ["AppStorage", "SceneStorage"].contains(file.name(of: $0)) }) {
                    facts.append(
                        blocker(
                            name, .observableClass,
                            "`@\(file.name(of: storage)) var \(file.text(member.bindings[0].pattern))` publishes its changes through the "
                                + "ObservableObject; under @Observable it would be ignored and views reading it would stop updating. "
                                + "Move it to a view, or observe UserDefaults by hand",
                            at: storage.atSign, sited: true))
                }
                // KVO (`@objc dynamic`) and Core Data (`@NSManaged`) own these properties' storage.
                if file.hasModifier("dynamic", member) || file.hasAttribute("NSManaged", member) {
                    facts.append(
                        blocker(
                            name, .observableClass, "its `dynamic`/`@NSManaged` properties notify through KVO or Core Data; convert by hand if at all",
                            at: member.keyword))
                }
            default:
                break
            }
        }
        guard decl.kind == .classDecl || decl.kind == .extensionDecl, let body = decl.body else { return }
        for call in file.calls(in: body, named: ["Published"]) {
            facts.append(
                blocker(
                    name, .published, "it builds `Published` storage by hand (line \(file.location(ofToken: call.name).line))",
                    at: call.name))
        }
    }

    /// A protocol requirement only a Combine publisher meets: `var objectWillChange: …`, or a
    /// property or function whose type names a publisher (`AnyPublisher<…>`,
    /// `Published<T>.Publisher`, `CurrentValueSubject<…>`); as written, up to its body.
    static func publisherRequirement(_ member: Decl, in file: SourceFile) -> String? {
        let types: [Range<Int>]
        if member.kind == .variableDecl {
            if member.bindings.contains(where: { file.text($0.pattern) == "objectWillChange" }) {
                return file.text(member.keyword..<(member.bindings[0].type?.upperBound ?? member.bindings[0].pattern.upperBound))
            }
            types = member.bindings.compactMap(\.type)
        } else {
            types = member.returnType.map { [$0] } ?? []
        }
        let publishes = types.contains { type in
            type.contains { i in
                guard file.kind(i) == .identifier else { return false }
                let word = file.text(of: i)
                return word.hasSuffix("Publisher") || word == "Published" || word.hasSuffix("Subject")
            }
        }
        guard publishes, let last = types.last else { return nil }
        return file.text(member.keyword..<last.upperBound)
    }

    /// The receiver of `receiver.member`, given the dot: `a.b`, `a?.b`, `self`, `x!`.
    private func receiverChain(beforeDot dot: Int) -> Range<Int>? {
        guard dot > 0 else { return nil }
        var end = dot - 1
        if TypeResolution.isPostfixOptional(end, file), end > 0 { end -= 1 }
        guard file.kind(end) == .identifier || file.kind(end) == .keyword else { return nil }
        return file.memberChain(endingAt: end).lowerBound..<dot
    }

    /// `let store = Store()` at top level: its type path, for receivers that name a global.
    private func scanGlobal(_ decl: Decl, into facts: inout [Fact]) {
        let binding = decl.bindings[0]
        guard binding.pattern.count == 1 else { return }
        var path: TypePath?
        if let type = binding.type {
            path = TypeResolution.typeName(in: type, file: file).map { TypePath(base: $0) }
        } else if let value = binding.initializer {
            path = TypeResolution.path(of: value, in: file)
            if path?.base.isEmpty == true { path = nil }  // a global referring to another global: not followed
        }
        guard let path else { return }
        facts.append(fact(ObservationFact.global, file.text(binding.pattern), path, at: decl.keyword))
    }

    /// `ObservableObject`, `Combine.ObservableObject` or `SwiftUI.ObservableObject`.
    func isObservableObject(_ tokens: Range<Int>) -> Bool {
        ProjectIndex.simpleName(file.text(tokens)) == "ObservableObject"
    }
}
