import MigrationKit
import SourceSyntax

/// `setUp` → `init()`, `tearDown` → `deinit` (or nothing, when it only released properties), and the
/// lifecycle shapes that have no faithful counterpart.
struct Lifecycle {
    let file: SourceFile
    private(set) var setUp: Decl?
    private(set) var tearDown: Decl?
    private(set) var blockers: [Blocker] = []
    /// `continueAfterFailure = false` in setUp.
    private(set) var setsStopOnFailure = false

    /// - Parameter allowedOverrides: what a subclass may override (its base class's members); nil
    ///   allows any, for a subclass whose base is not known yet.
    init(file: SourceFile, members: [Decl], allowedOverrides: Set<String>? = []) {
        self.file = file
        for member in members where member.kind == .funcDecl {
            guard let name = file.name(of: member) else { continue }
            let isTypeLevel = file.hasModifier("class", member) || file.hasModifier("static", member)
            let isLifecycleName = XCTestAPI.setUpMethods.contains(name) || XCTestAPI.tearDownMethods.contains(name)
            if isTypeLevel && isLifecycleName {
                blockers.append(
                    Blocker(
                        rule: XCTestRule.classSetup.id,
                        message:
                            "class-level \(name) runs once per class; "
                            + "move it to a suite-level TestScoping trait or a static let by hand; the class stays in XCTest",
                        token: member.keyword))
            } else if isLifecycleName, member.parameters?.count == 2 {
                if XCTestAPI.setUpMethods.contains(name) {
                    if setUp != nil {
                        blockers.append(
                            Blocker(rule: XCTestRule.lifecycle.id, message: "both setUp and setUpWithError; merge them by hand", token: member.keyword))
                    }
                    setUp = member
                } else {
                    if tearDown != nil {
                        blockers.append(
                            Blocker(rule: XCTestRule.lifecycle.id, message: "both tearDown and tearDownWithError; merge them by hand", token: member.keyword))
                    }
                    tearDown = member
                }
            } else if file.hasModifier("override", member), !(allowedOverrides.map { $0.contains(name) } ?? true) {
                blockers.append(
                    Blocker(rule: XCTestRule.override.id, message: "overrides XCTestCase.\(name); the class stays in XCTest", token: member.keyword))
            }
        }
        if let body = setUp?.body {
            setsStopOnFailure = file.statements(in: body).contains { Self.isStopOnFailure($0, file) }
        }
    }

    /// A setUp that throws or awaits, or whose converted body will (`XCTUnwrap` → `try #require`).
    var hasEffectfulSetUp: Bool {
        guard let setUp else { return false }
        return !setUp.effects.isEmpty || (setUp.body?.contains { file.matches($0, "XCTUnwrap") } ?? false)
    }

    func isLifecycle(_ member: Decl) -> Bool {
        member.tokens == setUp?.tokens || member.tokens == tearDown?.tokens
    }

    /// `continueAfterFailure = false` / `self.continueAfterFailure = false`.
    static func isStopOnFailure(_ statement: Range<Int>, _ file: SourceFile) -> Bool {
        var i = statement.lowerBound
        if file.matches(i, "self"), file.kind(i + 1) == .period { i += 2 }
        return statement.upperBound == i + 3 && file.matches(i, "continueAfterFailure")
            && file.matches(i + 1, "=") && file.matches(i + 2, "false")
    }

    /// `super.setUp()`, `try super.setUpWithError()`, `try await super.tearDown()`.
    func isSuperCall(_ statement: Range<Int>) -> Bool {
        var i = statement.lowerBound
        while file.matches(i, "try") || file.matches(i, "await") { i += 1 }
        guard file.matches(i, "super"), file.kind(i + 1) == .period,
            let call = file.call(named: i + 2), call.tokens.upperBound == statement.upperBound
        else { return false }
        let name = file.text(of: i + 2)
        return XCTestAPI.setUpMethods.contains(name) || XCTestAPI.tearDownMethods.contains(name)
    }

    /// `sut = nil` / `self.sut = nil` in tearDown: a struct or class suite releases its properties anyway.
    func isReleasing(_ statement: Range<Int>) -> Bool {
        guard let target = SuiteStoredProperties.assignedToken(statement, file) else { return false }
        return target + 3 == statement.upperBound && file.matches(target + 2, "nil")
    }

    /// The tearDown statements left once super calls and property releases are gone.
    func tearDownStatements(releasing names: Set<String>) -> [Range<Int>] {
        guard let body = tearDown?.body else { return [] }
        return file.statements(in: body).filter { statement in
            if isSuperCall(statement) { return false }
            if isReleasing(statement), let name = SuiteStoredProperties.assignedName(statement, file), names.contains(name) { return false }
            return true
        }
    }

    func edits(
        isClass: Bool, isMainActor: Bool, properties: SuiteStoredProperties, teardownWork: [Range<Int>],
        role: ClassFamilies.Role = .standalone, overview: FileOverview
    ) -> (edits: [Edit], blockers: [Blocker]) {
        var edits: [Edit] = []
        var blockers: [Blocker] = []
        if let setUp {
            let result: Converted
            if role.isSubclass {
                result = convertSubclassSetUp(setUp, overview: overview)
            } else {
                result = convert(
                    setUp, keyword: "init()", keepEffects: true, overview: overview,
                    dropping: { isSuperCall($0) || Self.isStopOnFailure($0, file) })
            }
            edits += result.edits
            blockers += result.blockers
            // Scanning flags a family whose setUp throws or awaits (`hasEffectfulSetUp`); this catches
            // a `try` the rendered body needs for another reason.
            if role != .standalone, !result.effects.isEmpty {
                blockers.append(
                    Blocker(
                        rule: XCTestRule.subclassed.id,
                        message:
                            "set-up in a class hierarchy that throws or awaits: the subclasses' `override init()` and the base's `init()` "
                            + "would have to match; the class hierarchy stays in XCTest",
                        token: setUp.keyword))
            }
        }
        if let tearDown {
            let nonOptional = Set(properties.properties.filter(\.becomesNonOptional).map(\.name))
            let async = tearDown.effects.contains { file.matches($0.lowerBound, "async") || file.matches($0.lowerBound, "throws") }
            let needsEffects = teardownWork.contains { statement in statement.contains { file.matches($0, "try") || file.matches($0, "await") } }
            if async && needsEffects {
                blockers.append(
                    Blocker(
                        rule: XCTestRule.asyncTeardown.id,
                        message: "deinit cannot await or throw; move this teardown into a TestScoping trait (provideScope) by hand; the class stays in XCTest",
                        token: tearDown.keyword))
            } else {
                let keyword = isMainActor ? "isolated deinit" : "deinit"
                let result = convert(
                    tearDown, keyword: keyword, keepEffects: false, overview: overview,
                    dropping: { statement in
                        if isSuperCall(statement) { return true }
                        guard isReleasing(statement), let name = SuiteStoredProperties.assignedName(statement, file) else { return false }
                        return teardownWork.isEmpty || nonOptional.contains(name)
                    })
                edits += result.edits
                blockers += result.blockers
            }
        }
        return (edits, blockers)
    }

    /// A subclass's `override func setUp() { super.setUp(); … }` → `override init() { super.init(); … }`.
    /// The base's set-up must run first, as it did: a setUp that does not start with `super.setUp()`
    /// (or never calls it) keeps the hierarchy in XCTest.
    private func convertSubclassSetUp(_ setUp: Decl, overview: FileOverview) -> Converted {
        guard let body = setUp.body, let first = file.statements(in: body).first, isSuperCall(first),
            file.matches(first.lowerBound, "super"), file.text(first).filter({ !$0.isWhitespace }).hasPrefix("super.setUp(")
        else {
            let message =
                "a subclass's setUp that does not start with `super.setUp()`: as `override init()` the base's set-up "
                + "would run at another point; the class hierarchy stays in XCTest"
            return Converted(blockers: [Blocker(rule: XCTestRule.subclassed.id, message: message, token: setUp.keyword)])
        }
        var result = convert(
            setUp, keyword: "override init()", keepEffects: true, overview: overview, dropping: { Self.isStopOnFailure($0, file) })
        if let body = result.edits.last, body.rule == XCTestRule.lifecycle.id, let range = body.replacement.range(of: file.text(first)) {
            result.edits[result.edits.count - 1].replacement.replaceSubrange(range, with: "super.init()")
        }
        return result
    }

    /// Replaces `override func setUp() async throws` by `init() async throws` (or removes the method when
    /// nothing is left in it), rendering the body like any other.
    private func convert(
        _ method: Decl, keyword: String, keepEffects: Bool, overview: FileOverview,
        dropping: (Range<Int>) -> Bool
    ) -> Converted {
        guard let body = method.body else { return Converted() }
        let statements = file.statements(in: body)
        let kept = statements.filter { !dropping($0) }
        if kept.isEmpty {
            return Converted(edits: [file.removal(ofDeclaration: method, rule: XCTestRule.lifecycle.id)])
        }
        let renderer = BodyRenderer(file: file, overview: overview)
        renderer.closures = ClosureFinder.closures(in: body, of: file)
        for statement in statements where dropping(statement) { renderer.deletedStatements[statement.lowerBound] = statement }
        let rendered = renderer.render(
            (body.lowerBound + 1)..<(body.upperBound - 1), from: file.tokens[body.lowerBound].end,
            to: file.tokens[body.upperBound - 1].start)
        var effects: [String] = []
        if keepEffects {
            effects = method.effects.map { file.text($0) }
            if renderer.needsTry && !effects.contains(where: { $0.hasPrefix("throws") }) { effects.append("throws") }
        }
        let header = keyword + effects.map { " " + $0 }.joined()
        let start = method.modifiers.first?.lowerBound ?? method.keyword
        let headerEnd = method.effects.last?.upperBound ?? method.parameters!.upperBound
        return Converted(
            edits: [
                Edit(range: file.tokens[start].start..<file.tokens[headerEnd - 1].end, replacement: header, rule: XCTestRule.lifecycle),
                Edit(range: file.tokens[body.lowerBound].end..<file.tokens[body.upperBound - 1].start, replacement: rendered, rule: XCTestRule.lifecycle),
            ], blockers: renderer.blockers, effects: effects)
    }

    /// A converted setUp or tearDown: its edits, what blocks it, and the effects the initializer
    /// ends up with (`throws` when the converted body needs `try`).
    struct Converted {
        var edits: [Edit] = []
        var blockers: [Blocker] = []
        var effects: [String] = []
    }
}
