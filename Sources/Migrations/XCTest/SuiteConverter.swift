import MigrationKit
import SourceSyntax

/// What the conversion of one class needs to know about the rest of the project.
struct SuiteContext {
    /// Names of every member across the class and its extensions, in every file.
    var memberNames: Set<String> = []
    /// How all parts of the class use names.
    var usage = NameUsage()
    /// `continueAfterFailure = false` in setUp: every test stops at its first failed assertion.
    var stopsOnFailure = false
    /// Helpers whose `file:line:` parameters become `sourceLocation:`.
    var locationHelpers: Set<String> = []
    /// A change of process-wide state made by another part of the class (an extension elsewhere).
    var sharedStateChange: String?
    /// Structs and enums declared in the project.
    var valueTypes: Set<String> = []
    /// Swift Testing type names the project declares too.
    var testingNames = TestingNames()
    /// Functions whose return type is a bare generic parameter (see `GenericReturns`).
    var genericReturns: Set<String> = []
    var literalTypes = LiteralArithmetic.Types()
    /// The code converted is an XCTestCase subclass's (not a helper's): it inherited NSObject's members.
    var inheritsNSObject = false
    /// Where the class stands in a test class hierarchy (see `ClassFamilies`).
    var role = ClassFamilies.Role.standalone
    /// Project types declared `@MainActor` (see `MainActorSuites`).
    var mainActorTypes: Set<String> = []
    /// Classes declared in the project (and by no other kind of declaration of the same name).
    var projectClasses: Set<String> = []
    /// Project types that open a named `UserDefaults` suite, with the initializer's label naming it (see `DefaultsWrappers`).
    var defaultsWrappers: [String: String] = [:]

    /// Whether a variable of this type is a reference: calling its methods never mutates the
    /// variable itself, so they may run inside `#expect`'s closures.
    func isReferenceType(_ name: String) -> Bool {
        projectClasses.contains(name) || Self.foundationClasses.contains(name)
    }

    /// Foundation classes tests commonly keep in variables.
    static let foundationClasses: Set<String> = [
        "UserDefaults", "FileManager", "NotificationCenter", "Bundle", "ProcessInfo", "URLSession", "OperationQueue",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "NumberFormatter", "DateFormatter",
        "ISO8601DateFormatter", "DateComponentsFormatter", "ByteCountFormatter", "MeasurementFormatter", "NSLock",
        "NSRecursiveLock", "NSCache", "NSMutableArray", "NSMutableDictionary", "NSMutableString", "NSMutableData",
        "FileHandle", "Pipe", "Process", "Thread", "InputStream", "OutputStream", "XMLParser",
    ]
}

/// Converts one part of an XCTest class: the class declaration itself, or an extension of it.
///
/// The class becomes a `struct` unless it needs `deinit` (a tearDown with work left) or keeps stored
/// `var`s a test might mutate; then it becomes a `final class`. Everything is computed first; if any
/// blocker turns up, the caller drops the edits and the class stays in XCTest as a whole.
struct SuiteConverter {
    let file: SourceFile
    /// Computed once per file by the caller, shared by every part and helper of the file.
    let overview: FileOverview
    let decl: Decl
    let context: SuiteContext
    /// Stored `var`s of the suite when it stays a class (see `BodyRenderer.variables`).
    var instanceVariables: Set<String> = []
    /// Members that move out of the class (performance tests, see `PerformanceSplit`), by first token.
    var movedMembers: Set<Int> = []

    struct Result {
        var edits: [Edit] = []
        var blockers: [Blocker] = []
        var notes: [(rule: String, token: Int, message: String)] = []
        /// The part's own name usage, for the project-wide facts.
        var usage = NameUsage()
        var setsStopOnFailure = false
        /// setUp throws or awaits, or will once converted (see `Lifecycle.hasEffectfulSetUp`).
        var hasEffectfulSetUp = false
        /// The first change of process-wide state found in this part (see `SharedState`).
        var sharedStateChange: String?
        /// What its pinned literal arithmetic needs of the project (see `LiteralArithmetic.Pin`).
        var literalPinNeeds: Set<String> = []
    }

    var isPrimary: Bool { decl.kind == .classDecl }

    /// Members a subclass may override: its base class's (nil: any, when the base is not known yet).
    var allowedOverrides: Set<String>? {
        switch context.role {
        case .standalone, .base: []
        case .subclass(let members): members
        }
    }

    func convert() -> Result {
        var result = Result()
        let className = file.name(of: decl).map(ProjectIndex.simpleName) ?? ""
        let selfChecks = Set(
            decl.flattenedMembers.filter { LinuxLeftovers.isListSelfCheck($0, in: file, className: className) }.map(\.tokens.lowerBound))
        let members = decl.flattenedMembers.filter { !movedMembers.contains($0.tokens.lowerBound) && !selfChecks.contains($0.tokens.lowerBound) }
        for member in decl.flattenedMembers where movedMembers.contains(member.tokens.lowerBound) {
            result.edits.append(file.removal(ofDeclaration: member, rule: XCTestRule.measure.id))
        }
        for member in decl.flattenedMembers where selfChecks.contains(member.tokens.lowerBound) {
            result.edits.append(file.removal(ofDeclaration: member, rule: XCTestRule.linuxLeftovers.id))
            result.notes.append((XCTestRule.linuxLeftovers.id, member.keyword, LinuxLeftovers.selfCheckNote))
        }
        let lifecycle = Lifecycle(file: file, members: members, allowedOverrides: allowedOverrides)
        result.blockers += lifecycle.blockers
        result.setsStopOnFailure = lifecycle.setsStopOnFailure
        result.hasEffectfulSetUp = lifecycle.hasEffectfulSetUp
        for part in [decl] + members.filter({ TestFunctions.isTest($0, in: file) }) {
            if let token = TestFunctions.refusedAvailability(part, in: file) {
                result.blockers.append(
                    Blocker(
                        rule: XCTestRule.availability.id,
                        message: "@Test refuses tests under this @available (versions on the suite, or a custom domain); the class stays in XCTest",
                        token: token))
            }
        }
        for member in members where !lifecycle.isLifecycle(member) && member.kind != .funcDecl {
            if let blocker = Self.memberBlocker(member, file) { result.blockers.append(blocker) }
        }

        // Usage of names by everything but the lifecycle methods (which become the initializer).
        for member in members where !lifecycle.isLifecycle(member) && !LinuxLeftovers.isAllTests(member, file) {
            result.usage.formUnion(NameUsage.scan(member.tokens, in: file))
        }
        for member in members where member.kind == .funcDecl && result.sharedStateChange == nil {
            let ownTypes: Set<String> = ["Self", file.name(of: decl).map(ProjectIndex.simpleName) ?? ""]
            result.sharedStateChange = member.body.flatMap { SharedState.firstChange(in: $0, of: file, excluding: ownTypes) }
        }
        if let tearDown = lifecycle.tearDown, let body = tearDown.body {
            for statement in file.statements(in: body) where !lifecycle.isReleasing(statement) {
                var usage = NameUsage.scan(statement, in: file)
                usage.assigned = []
                result.usage.formUnion(usage)
            }
        }

        if let token = decl.tokens.first(where: { file.matches($0, "isMainThread") }) {
            result.blockers.append(
                Blocker(
                    rule: XCTestRule.mainThread.id,
                    message:
                        "checks Thread.isMainThread: Swift Testing's main actor is not the main thread on Linux, "
                        + "so the check would change meaning; the class stays in XCTest",
                    token: token))
        }
        if result.usage.referencedNonLocals.contains("allTests"), let name = decl.name {
            result.blockers.append(
                Blocker(
                    rule: XCTestRule.linuxLeftovers.id, message: "checks the Linux allTests lists, which go away with the migration; delete this class by hand",
                    token: name.lowerBound))
        }
        var usage = context.usage
        usage.formUnion(result.usage)
        var properties = SuiteStoredProperties(of: decl, in: file)
        // A subclass's stored properties must be set before `super.init()`, which comes first: its
        // `var x: T!` stay implicitly unwrapped.
        if isPrimary, !context.role.isSubclass {
            properties.resolveImplicitlyUnwrapped(
                setUpStatements: lifecycle.setUp.flatMap { $0.body }.map { file.statements(in: $0) },
                optionalUses: usage.optionalUses, assignedElsewhere: usage.assigned,
                memberFunctions: context.memberNames, in: file)
        }
        let stopsOnFailure = context.stopsOnFailure || lifecycle.setsStopOnFailure
        let released = Set(properties.instance.map(\.name))
        let teardownWork = lifecycle.tearDownStatements(releasing: released)
        // A `let` of a project struct or enum would reject its `mutating` methods: such a property keeps
        // `var`, in a class.
        let valueTyped = properties.instance.contains { property in
            property.becomesNonOptional && context.valueTypes.contains(property.typeName(in: file))
        }
        let isClass = isPrimary && (!teardownWork.isEmpty || properties.hasMutableInstanceState || valueTyped || context.role != .standalone)

        // Tests and helpers.
        var taken = context.memberNames
        let referenced = usage.referencedNonLocals
        var converter = self
        if isClass {
            converter.instanceVariables = Set(
                properties.instance.filter { property in
                    property.isVar && !context.isReferenceType(Self.declaredType(of: property.decl, in: file) ?? "")
                }.map(\.name))
        }
        for member in members where member.kind == .funcDecl && !lifecycle.isLifecycle(member) && !LinuxLeftovers.isAllTests(member, file) {
            let function = converter.convertFunction(member, stopsOnFailure: stopsOnFailure)
            result.blockers += function.blockers
            result.literalPinNeeds.formUnion(function.literalPinNeeds)
            result.edits += function.edits
            guard TestFunctions.isTest(member, in: file), let oldName = file.name(of: member) else { continue }
            var newName = TestFunctions.newName(for: oldName, taken: taken, referenced: referenced)
            if usage.identifiers.contains(oldName) { newName = oldName }
            taken.insert(newName)
            result.edits += TestFunctions.edits(
                for: member, newName: newName, needsThrows: function.needsTry,
                timeLimit: function.expectation?.timeLimitMinutes, in: file)
        }
        let allTests = members.filter { LinuxLeftovers.isAllTests($0, file) }
        if !isPrimary, !allTests.isEmpty, allTests.count == decl.members.count {
            // `extension FooTests { static var allTests = […] }`: the whole extension goes.
            result.edits.append(file.removal(ofDeclaration: decl, rule: XCTestRule.linuxLeftovers.id))
        } else {
            for member in allTests { result.edits.append(file.removal(ofDeclaration: member, rule: XCTestRule.linuxLeftovers.id)) }
        }

        guard isPrimary else { return result }
        let declaredMainActor = file.attribute(named: "MainActor", in: decl) != nil
        // A base class's subclasses inherit its isolation; only standalone suites and bases get it.
        let mainActorReason =
            declaredMainActor || context.role.isSubclass
            ? nil : MainActorSuites.reason(identifiers: usage.identifiers, mainActorTypes: context.mainActorTypes)
        let lifecycleEdits = lifecycle.edits(
            isClass: isClass, isMainActor: declaredMainActor || mainActorReason != nil,
            properties: properties, teardownWork: teardownWork, role: context.role, overview: overview)
        result.blockers += lifecycleEdits.blockers
        result.edits += lifecycleEdits.edits
        result.edits += propertyEdits(properties, isClass: isClass)
        // The trait goes in before the header edits: on a class with no attributes or modifiers both
        // insert at the keyword, and edits at one offset apply in the order they were made.
        if let serialization = serialization(properties: properties, usage: usage, sharedState: context.sharedStateChange ?? result.sharedStateChange) {
            result.edits.append(serialization.edit)
            result.notes.append(serialization.note)
        }
        if let mainActorReason {
            let start = decl.tokens.lowerBound
            let indent = file.indentation(ofLineContaining: file.tokens[start].start)
            result.edits.append(.insert("@MainActor" + file.lineBreak + indent, at: file.tokens[start].start, rule: XCTestRule.mainActor))
            result.notes.append(
                (
                    XCTestRule.mainActor.id, decl.name?.lowerBound ?? start,
                    "tests use \(mainActorReason), which belongs on the main actor: XCTest ran them on the main thread one at a time, "
                        + "so the suite becomes @MainActor"
                ))
        }
        result.edits += headerEdits(isClass: isClass)
        return result
    }

    /// `@Suite(.serialized)` for a suite whose tests share static or global state, plus
    /// `.processWideState` when they change process-wide state (see `SharedState`).
    private func serialization(
        properties: SuiteStoredProperties, usage: NameUsage, sharedState: String?
    )
        -> (edit: Edit, note: (rule: String, token: Int, message: String))?
    {
        // Global `var`s of this file that the tests read or write are shared between parallel tests too.
        // The class and its extensions in this file (helpers that make the store often sit in one).
        let className = file.name(of: decl)
        let ownParts =
            [decl]
            + file.declarations.filter { part in
                part.tokens != decl.tokens && (part.kind == .extensionDecl || part.isTypeDeclaration) && file.name(of: part) == className
            }
        let resource =
            FixedResources.first(in: decl.tokens, of: file)
            ?? DefaultsWrappers.firstFixed(in: ownParts.map(\.tokens), of: file, wrappers: context.defaultsWrappers)
        guard
            properties.hasStaticMutableState || !overview.globalVariables.isDisjoint(with: usage.referencedNonLocals)
                || sharedState != nil || resource != nil
        else {
            return nil
        }
        let start = decl.tokens.lowerBound
        let indent = file.indentation(ofLineContaining: file.tokens[start].start)
        let traits = sharedState == nil ? ".serialized" : ".serialized, .\(ProcessWideStateTrait.traitName)"
        let edit = Edit.insert("@Suite(\(traits))" + file.lineBreak + indent, at: file.tokens[start].start, rule: XCTestRule.serialized)
        let message =
            sharedState.map {
                "tests change process-wide state (\($0)): the suite runs them one at a time, "
                    + "and never alongside another suite that does (.serialized, .processWideState)"
            } ?? resource.map {
                "tests share \($0) by a fixed name, so the suite runs them one at a time (.serialized), as XCTest did; "
                    + "give each test its own name to run them in parallel"
            } ?? "tests share static or global mutable state, so the suite runs them one at a time (.serialized); remove the trait once the state is per test"
        return (edit, (XCTestRule.serialized.id, decl.name?.lowerBound ?? start, message))
    }

    /// The type a stored property is declared with (`var x: Foo!`) or initialized to (`var x = Foo()`).
    static func declaredType(of decl: Decl, in file: SourceFile) -> String? {
        guard let binding = decl.bindings.first else { return nil }
        if let type = binding.type { return ProjectIndex.simpleName(file.text(type)).trimmingCharacters(in: ["!", "?"]) }
        guard let value = binding.initializer, file.kind(value.lowerBound) == .identifier, file.kind(value.lowerBound + 1) == .leftParen else { return nil }
        return file.text(of: value.lowerBound)
    }

    /// The same for a local `let` or `var` whose keyword is token `i`.
    static func localType(afterVar i: Int, in file: SourceFile) -> String? {
        if file.kind(i + 2) == .colon, file.kind(i + 3) == .identifier { return file.text(of: i + 3) }
        guard file.matches(i + 2, "="), file.kind(i + 3) == .identifier, file.kind(i + 4) == .leftParen else { return nil }
        return file.text(of: i + 3)
    }

    // MARK: Functions

    struct FunctionResult {
        var edits: [Edit] = []
        var blockers: [Blocker] = []
        var needsTry = false
        /// What its pinned literal arithmetic needs of the project.
        var literalPinNeeds: Set<String> = []
        /// The test waits for an expectation: it becomes `async` with a time limit.
        var expectation: ExpectationPlan?
    }

    /// Rewrites one method's body; tests may gain `throws`, helpers must already throw if they need to.
    func convertFunction(_ member: Decl, stopsOnFailure: Bool) -> FunctionResult {
        var result = FunctionResult()
        guard let body = member.body else { return result }
        let isTest = TestFunctions.isTest(member, in: file)
        let renderer = BodyRenderer(file: file, overview: overview)
        renderer.closures = ClosureFinder.closures(in: body, of: file)
        renderer.locationHelpers = context.locationHelpers
        renderer.genericReturns = context.genericReturns
        renderer.literalTypes = context.literalTypes
        renderer.declaredMembers = context.memberNames
        renderer.checksInheritedMembers = context.inheritsNSObject
        let convertsLocation =
            SourceLocationHelpers.parameters(of: member, in: file) != nil
            && context.locationHelpers.contains(file.name(of: member) ?? "")
        // Where `file`/`line` stay what they were (parameters kept, or properties of the helper's type),
        // the location is built from them.
        renderer.names = context.testingNames
        renderer.metatypeNames = Self.metatypeParameters(of: member, in: file)
        renderer.autoclosureMessages = Self.autoclosureStringParameters(of: member, in: file)
        renderer.functionMayThrow = isTest || TestFunctions.isThrowing(member, in: file)
        if !convertsLocation { renderer.locationArgument = renderer.constructedLocationArgument }
        renderer.nestedFunctionBodies = SourceLocationHelpers.nestedFunctionBodies(in: body, of: file)
        renderer.variables = instanceVariables.union(
            body.filter { file.matches($0, "var") && file.kind($0) == .keyword }
                .compactMap { i in
                    guard file.kind(i + 1) == .identifier, !context.isReferenceType(Self.localType(afterVar: i, in: file) ?? "") else { return nil }
                    return file.text(of: i + 1)
                })
        let statements = file.statements(in: body)
        renderer.finalStatementStart = statements.last?.lowerBound
        if isTest {
            renderer.topLevelStatementStarts = Set(statements.map(\.lowerBound))
            if stopsOnFailure { renderer.requireFrom = body.lowerBound }
            if let plan = ExpectationPlan.find(in: body, of: file) {
                renderer.expectation = plan
                for statement in plan.setup { renderer.deletedStatements[statement.lowerBound] = statement }
                result.expectation = plan
            } else if let plan = SynchronousExpectations.find(in: body, of: file, closures: renderer.closures) {
                renderer.synchronousExpectations = plan
                for statement in plan.setup { renderer.deletedStatements[statement.lowerBound] = statement }
            }
        }
        for statement in statements where Lifecycle.isStopOnFailure(statement, file) {
            renderer.deletedStatements[statement.lowerBound] = statement
            if isTest, renderer.requireFrom == nil { renderer.requireFrom = statement.lowerBound }
        }
        let inner = (body.lowerBound + 1)..<(body.upperBound - 1)
        let original = file.text(ofBytes: file.tokens[body.lowerBound].end..<file.tokens[body.upperBound - 1].start)
        let rendered = renderer.render(inner, from: file.tokens[body.lowerBound].end, to: file.tokens[body.upperBound - 1].start)
        result.blockers = renderer.blockers
        result.literalPinNeeds = renderer.literalPinNeeds
        result.needsTry = renderer.needsTry && !TestFunctions.isThrowing(member, in: file)
        if rendered != original {
            result.edits.append(
                Edit(
                    range: file.tokens[body.lowerBound].end..<file.tokens[body.upperBound - 1].start,
                    replacement: rendered, rule: XCTestRule.assert))
            if convertsLocation, let location = SourceLocationHelpers.parameterEdit(member, in: file, names: context.testingNames) {
                result.edits.append(location)
            }
        }
        if !isTest, result.needsTry {
            result.blockers.append(
                Blocker(
                    rule: XCTestRule.throwingHelper.id,
                    message: "helper '\(file.name(of: member) ?? "")' would need 'throws' after conversion; convert it by hand",
                    token: member.keyword))
        }
        return result
    }

    /// `_ expected: Any.Type` → `expected`.
    /// `_ message: @autoclosure () -> String = ""`: XCTest's message parameter takes it as it is, a
    /// `Comment(rawValue:)` needs it called (`message()`; seen in SortedArray's `assertElementsEqual`).
    static func autoclosureStringParameters(of member: Decl, in file: SourceFile) -> Set<String> {
        guard let parameters = member.parameters else { return [] }
        return Set(
            file.arguments(inside: parameters).compactMap { argument in
                let text = file.text(argument.tokens)
                guard let colon = text.firstIndex(of: ":") else { return nil }
                let type = (text[text.index(after: colon)...].split(separator: "=").first ?? "").replacingOccurrences(of: " ", with: "")
                guard type == "@autoclosure()->String" || type == "@autoclosure@escaping()->String" else { return nil }
                return text[..<colon].split(separator: " ").last.map(String.init)
            })
    }

    static func metatypeParameters(of member: Decl, in file: SourceFile) -> Set<String> {
        guard let parameters = member.parameters else { return [] }
        return Set(
            file.arguments(inside: parameters).compactMap { argument in
                let text = file.text(argument.tokens)
                guard let colon = text.firstIndex(of: ":") else { return nil }
                let type = text[text.index(after: colon)...].split(separator: "=").first ?? ""
                guard type.contains(".Type") || type.contains(".Protocol") else { return nil }
                return text[..<colon].split(separator: " ").last.map(String.init)
            })
    }

    /// Members XCTest gives meaning to that have no Swift Testing counterpart.
    static func memberBlocker(_ member: Decl, _ file: SourceFile) -> Blocker? {
        switch member.kind {
        case .initDecl, .deinitDecl:
            return Blocker(
                rule: XCTestRule.customInit.id, message: "test class declares its own initializer or deinitializer; convert it by hand", token: member.keyword)
        case .variableDecl, .subscriptDecl:
            if file.hasModifier("override", member) {
                return Blocker(rule: XCTestRule.override.id, message: "overrides an XCTestCase property; the class stays in XCTest", token: member.keyword)
            }
            if let token = member.tokens.first(where: { file.kind($0) == .identifier && XCTestAPI.isXCTestName(file.text(of: $0)) }),
                !LinuxLeftovers.isAllTests(member, file)
            {
                return Blocker(rule: XCTestRule.unsupportedApi.id, message: "XCTest API in a property; convert it by hand", token: token)
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Declaration edits

    /// `final class FooTests: XCTestCase` → `struct FooTests` or `final class FooTests`.
    func headerEdits(isClass: Bool) -> [Edit] {
        var edits: [Edit] = []
        for modifier in decl.modifiers {
            let text = file.text(modifier)
            if text == "final", !isClass { edits.append(file.removal(ofTokens: modifier, rule: XCTestRule.suite)) }
            if text == "open" { edits.append(.replace(modifier, in: file, with: "public", rule: XCTestRule.suite)) }
        }
        if context.role == .base {
            // Subclasses inherit it: it stays open to them, and loses only XCTestCase (below).
        } else if isClass {
            if !decl.modifiers.contains(where: { file.text($0) == "final" }) {
                edits.append(.insert("final ", at: file.tokens[decl.keyword].start, rule: XCTestRule.suite))
            }
        } else {
            edits.append(.replace(decl.keyword..<(decl.keyword + 1), in: file, with: "struct", rule: XCTestRule.suite))
        }
        if !context.role.isSubclass, let colon = decl.inheritanceColon, let base = decl.inheritance.first {
            let end = decl.inheritance.count == 1 ? base.tokens.upperBound : (base.trailingComma ?? base.tokens.upperBound - 1) + 1
            let start = decl.inheritance.count == 1 ? file.tokens[colon].start : file.tokens[base.tokens.lowerBound].start
            let stop = decl.inheritance.count == 1 ? file.tokens[end - 1].end : file.tokens[end].start
            edits.append(Edit(range: start..<stop, replacement: "", rule: XCTestRule.suite))
        }
        return edits
    }

    /// `var sut: Foo!` → `let sut: Foo` (struct) or `var sut: Foo` (class).
    func propertyEdits(_ properties: SuiteStoredProperties, isClass: Bool) -> [Edit] {
        var edits: [Edit] = []
        for property in properties.properties where property.becomesNonOptional {
            guard let type = property.decl.bindings.first?.type else { continue }
            edits.append(.replace((type.upperBound - 1)..<type.upperBound, in: file, with: "", rule: XCTestRule.lifecycle))
            if !isClass { edits.append(.replace(property.decl.keyword..<(property.decl.keyword + 1), in: file, with: "let", rule: XCTestRule.lifecycle)) }
        }
        return edits
    }
}

extension ClassFamilies.Role {
    var isSubclass: Bool {
        if case .subclass = self { return true }
        return false
    }
}
