import Foundation
import MigrationKit
import SourceSyntax

/// The context and its environment. Rules: `coredata.environment`, `coredata.context`,
/// `coredata.insert`.
///
/// `ctx.delete(x)` and `try ctx.save()` are spelt the same on `ModelContext` and need no edit.
extension FileConverter {
    /// Renames and `T(context:)`; true when the token was handled (rewritten or blocked).
    mutating func convertPlainName(at i: Int, _ word: String) -> Bool {
        switch word {
        case "managedObjectContext" where isEnvironmentKeyPath(i):
            edit(i..<(i + 1), "modelContext", .environment)
            return true
        case "NSManagedObjectContext" where !isMember(i):
            // `NSManagedObjectContext(concurrencyType: …)`: a context made on its own, with no
            // store behind it (Core Data cannot even create an object in it: `Book(context:)`
            // finds no entity). `ModelContext` has no such initializer; it needs a container.
            if let open = next(i), file.kind(open) == .leftParen || (file.kind(open) == .period && next(open).map { file.matches($0, "init") } == true) {
                block(
                    .context, at: i,
                    "'NSManagedObjectContext(…)' creates a context without a store (Core Data finds no entity for an object inserted into it); a ModelContext is made from its ModelContainer: use the stack's container, or ModelContext(container) of an in-memory one, by hand"
                )
                return true
            }
            edit(i..<(i + 1), "ModelContext", .context)
            return true
        case "viewContext" where isMember(i) && i >= 2 && store.stackProperty.map({ file.matches(i - 2, $0) }) == true:
            convertViewContext(at: i)
            return true
        case "FetchedResults" where !isMember(i):
            return convertFetchedResults(at: i)
        case _ where store.classNames.contains(word) && !isMember(i):
            return convertInsert(at: i, className: word)
        default:
            return false
        }
    }

    /// `stack.container.viewContext` → `stack.container.mainContext`, which is main-actor isolated
    /// (`viewContext` was meant for the main queue too, but nothing checked it). Where the code is
    /// known to run on the main actor (see `mainActorIsolation`) it converts; in a static property's
    /// initializer that is not isolated (the older template's `static var preview = { … }()`) the
    /// property gets `@MainActor`, as the newer template has it (previews run on the main actor);
    /// anywhere else it blocks.
    mutating func convertViewContext(at i: Int) {
        switch mainActorIsolation(at: i) {
        case .isolated:
            edit(i..<(i + 1), "mainContext", .context)
        case .staticInitializer(let decl):
            edit(i..<(i + 1), "mainContext", .context)
            let start = file.tokens[decl.tokens.lowerBound].start
            if !mainActorMarked.contains(start) {
                mainActorMarked.insert(start)
                let indent = file.indentation(ofLineContaining: start)
                result.edits.append(.insert("@MainActor" + file.lineBreak + indent, at: start, rule: CoreDataRule.context.id))
            }
        case .unknown:
            block(
                .context, at: i,
                "'viewContext' becomes ModelContainer.mainContext, which is main-actor isolated, and this code is not known to run on the main actor (a View, an App, a UIKit class or @MainActor): mark it @MainActor or pass the context in, by hand")
        }
    }

    enum MainActorIsolation {
        case isolated
        /// A static or global variable whose initializer this is, not isolated yet.
        case staticInitializer(Decl)
        case unknown
    }

    /// Whether token `i` runs on the main actor: inside a declaration marked `@MainActor`, or a
    /// type that is main-actor isolated by what it conforms to or inherits (SwiftUI's `View`,
    /// `App`, `Scene`, `PreviewProvider`; UIKit's classes and delegates, `UI…`), or `#Preview`.
    func mainActorIsolation(at i: Int) -> MainActorIsolation {
        let path = file.declarationPath(to: i)
        for decl in path {
            if file.attribute(named: "MainActor", in: decl) != nil { return .isolated }
            if decl.isTypeDeclaration, file.inheritedNames(of: decl).map(TypeName.simple).contains(where: Self.isMainActorType) { return .isolated }
        }
        if path.isEmpty, (0..<i).reversed().contains(where: { file.matches($0, "Preview") && $0 > 0 && file.kind($0 - 1) == .pound }) { return .isolated }
        if let variable = path.last(where: { $0.kind == .variableDecl }), variable.bindings.contains(where: { $0.initializer?.contains(i) == true }),
            file.hasModifier("static", variable) || path.count == 1
        {
            return .staticInitializer(variable)
        }
        return .unknown
    }

    /// SwiftUI protocols whose conformers run on the main actor, and UIKit's types (`UIResponder`,
    /// `UIViewController`, `UIApplicationDelegate`, …).
    static func isMainActorType(_ name: String) -> Bool {
        if ["View", "App", "Scene", "PreviewProvider"].contains(name) { return true }
        let scalars = Array(name.unicodeScalars)
        return name.hasPrefix("UI") && scalars.count > 2 && CharacterSet.uppercaseLetters.contains(scalars[2])
    }

    /// `@Environment(\.managedObjectContext)`: the key path is the attribute's only argument.
    func isEnvironmentKeyPath(_ i: Int) -> Bool {
        guard i >= 5, file.kind(i - 1) == .period, file.kind(i - 2) == .backslash, file.kind(i - 3) == .leftParen,
            file.matches(i - 4, "Environment"), file.kind(i - 5) == .atSign, let close = next(i), file.kind(close) == .rightParen
        else { return false }
        return true
    }

    /// `let x = T(context: ctx)` → `let x = T()` and, on the next line, `ctx.insert(x)`: the object
    /// is in the context from the same point on, as Core Data's initializer put it there. When the
    /// generated `init` takes the required attributes, the assignments to them that follow at once
    /// (`x.title = …`) become its arguments: `let x = T(title: …)`.
    mutating func convertInsert(at i: Int, className: String) -> Bool {
        // `T.init(context:)` is the same call spelt out.
        let callee = file.kind(i + 1) == .period && file.matches(i + 2, "init") ? i + 2 : i
        guard let arguments = callArguments(after: callee), arguments.count == 1, let label = arguments[0].label, file.text(of: label) == "context"
        else { return false }
        let paren = callee + 1
        guard let close = file.matching(paren) else { return false }
        let contextText = file.text(arguments[0].value)
        let simpleContext = arguments[0].value.allSatisfy { file.kind($0) == .identifier || file.kind($0) == .period || file.matches($0, "self") }
        guard i >= 3, file.kind(i - 1) == .operator, file.text(of: i - 1) == "=", file.kind(i - 2) == .identifier,
            file.matches(i - 3, "let") || file.matches(i - 3, "var"), simpleContext, next(close).map({ file.startsLine($0) }) ?? true
        else {
            block(
                .insert, at: i,
                "'\(className)(context:)' outside 'let x = \(className)(context: ctx)' on a line of its own: create it with \(className)(…) and ctx.insert(_:) by hand"
            )
            return true
        }
        let variable = file.text(of: i - 2)
        let labels = store.initParameters[className] ?? []
        var initArguments = ""
        if !labels.isEmpty {
            guard let assignments = initialAssignments(of: variable, after: close + 1, labels: labels) else {
                block(
                    .insert, at: i,
                    "'\(className)(context:)': the @Model class's init takes \(labels.map { $0 + ":" }.joined()); they are converted only when an assignment to each follows in the same block before '\(variable)' is used otherwise, with values that do not read '\(variable)' (and, when they move past other statements or change order, call nothing but Date()/UUID() and name nothing those statements name): pass them to \(className)(…) and call ctx.insert(_:) by hand"
                )
                return true
            }
            initArguments = labels.map { "\($0): \(assignments.values[$0]!)" }.joined(separator: ", ")
            for statement in assignments.statements {
                result.edits.append(file.removal(ofTokens: statement, rule: CoreDataRule.insert.id))
                covered.append(statement)
            }
        }
        let indent = file.indentation(ofLineContaining: file.tokens[i - 3].start)
        edit(i..<(close + 1), "\(className)(\(initArguments))", .insert)
        result.edits.append(.insert(file.lineBreak + indent + "\(contextText).insert(\(variable))", at: file.tokens[close].end, rule: CoreDataRule.insert.id))
        return true
    }

    /// The assignments `variable.label = value` that follow `start` in the same block, one for
    /// each of `labels`, found before the end of the block or the first statement that reads the
    /// object otherwise. Between them may stand other assignments to the object's properties
    /// (`x.note = …`, whose values do not read the object) and statements that do not name it;
    /// those stay in place, after the creation. The values move before the object's creation and
    /// into the init's order, so each must not read the object nor `try`/`await`; and, unless the
    /// assignments come first and in the init's order, a moved value may call nothing but
    /// `Date()`/`UUID()` and name nothing a statement it moves past names (which could declare or
    /// change it); past a statement that calls anything, only literals move.
    func initialAssignments(of variable: String, after start: Int, labels: [String]) -> (values: [String: String], statements: [Range<Int>])? {
        var values: [String: String] = [:]
        var order: [String] = []
        var statements: [Range<Int>] = []
        var valueRanges: [Range<Int>] = []
        var passed: [Range<Int>] = []
        var reordered = false
        var k = start
        while values.count < labels.count, k < file.tokens.count, file.kind(k) != .rightBrace, file.kind(k) != .endOfFile, file.startsLine(k) {
            let statement = file.statementOrDeclaration(startingAt: k)
            guard !statement.isEmpty else { return nil }
            k = statement.upperBound
            let isAssignment =
                file.matches(statement.lowerBound, variable) && file.kind(statement.lowerBound + 1) == .period
                && file.kind(statement.lowerBound + 2) == .identifier && file.kind(statement.lowerBound + 3) == .operator
                && file.text(of: statement.lowerBound + 3) == "="
            let value = isAssignment ? (statement.lowerBound + 4)..<statement.upperBound : statement
            let readsObject = value.contains { file.matches($0, variable) && !isMember($0) }
            guard isAssignment, !value.isEmpty, !readsObject else {
                if readsObject || isAssignment { return nil }  // the object is used before it has its values
                passed.append(statement)
                continue
            }
            let property = file.text(of: statement.lowerBound + 2)
            guard labels.contains(property), values[property] == nil else {
                passed.append(statement)  // another property: set after the creation, where it was
                continue
            }
            if value.contains(where: { file.matches($0, "try") || file.matches($0, "await") }) { return nil }
            if !passed.isEmpty { reordered = true }
            values[property] = file.text(value)
            order.append(property)
            statements.append(statement)
            valueRanges.append(value)
        }
        guard values.count == labels.count else { return nil }
        if order != labels { reordered = true }
        guard reordered else { return (values, statements) }
        let passedNames = Set(passed.flatMap { range in range.filter { file.kind($0) == .identifier }.map { file.text(of: $0) } })
        let passedCalls = passed.contains { range in range.contains { j in file.kind(j) == .leftParen && j > range.lowerBound && !isPlainConstructor(j) } }
        for value in valueRanges {
            for j in value where file.kind(j) == .leftParen && j > value.lowerBound && !isPlainConstructor(j) { return nil }
            for j in value where file.kind(j) == .identifier && !isMember(j) {
                let name = file.text(of: j)
                if name == "Date" || name == "UUID" { continue }
                if passedCalls || passedNames.contains(name) { return nil }
            }
        }
        return (values, statements)
    }

    /// `Date()` or `UUID()`, whose `(` is at `paren`: the calls a moved value may make (each gives
    /// a new value whenever it runs, and reads nothing the code around could change).
    func isPlainConstructor(_ paren: Int) -> Bool {
        let callee = file.text(of: paren - 1)
        return (callee == "Date" || callee == "UUID") && file.kind(paren + 1) == .rightParen
    }

    /// `FetchedResults<T>` → `[T]` for a model class `T`.
    mutating func convertFetchedResults(at i: Int) -> Bool {
        guard let open = next(i), file.text(of: open) == "<", let type = next(open), file.kind(type) == .identifier,
            store.classNames.contains(file.text(of: type)), let close = next(type), file.text(of: close) == ">"
        else {
            block(.fetchRequest, at: i, "'FetchedResults' of a type that is not a model class of the store: rewrite by hand")
            return true
        }
        edit(i..<(close + 1), "[\(file.text(of: type))]", .fetchRequest)
        return true
    }

    /// `.environment(\.managedObjectContext, stack.container.viewContext)` →
    /// `.modelContainer(stack.container)`: SwiftUI then has the container and its main context.
    /// `.environment(\.managedObjectContext, context)` with any other context → `.modelContext(context)`.
    mutating func convertEnvironmentModifiers() {
        for i in file.tokens.indices where file.matches(i, "environment") && isMember(i) {
            guard let arguments = callArguments(after: i), arguments.count == 2,
                file.text(arguments[0].value).filter({ !$0.isWhitespace }) == "\\.managedObjectContext"
            else { continue }
            let value = arguments[1].value
            let close = file.matching(i + 1)!
            guard let property = store.stackProperty, value.count >= 3, file.matches(value.upperBound - 1, "viewContext"),
                file.kind(value.upperBound - 2) == .period, file.matches(value.upperBound - 3, property),
                value.count == 3 || file.kind(value.upperBound - 4) == .period
            else {
                // Any other context (a local `let context = ….viewContext`, a parameter) is a
                // ModelContext after the conversion, or the store does not convert: SwiftUI's
                // `.modelContext(_:)` puts it in the environment as the old key did.
                edit(i..<(close + 1), "modelContext(\(file.text(value)))", .environment)
                continue
            }
            let container = file.text(value.lowerBound..<(value.upperBound - 2))
            edit(i..<(close + 1), "modelContainer(\(container))", .environment)
        }
    }
}

/// `perform { }` / `performAndWait { }` on the main context. Rule: `coredata.context`.
///
/// Only where the receiver is known to be the main context and the caller runs on the main actor:
/// a view's `@Environment(\.managedObjectContext)` property (SwiftUI's context is the container's
/// main context, and the environment's `modelContext` is too; a view's code runs on the main
/// actor). The stack's `container.viewContext` is not converted: a caller on another thread
/// used `performAndWait` to reach the main queue, and `mainContext` would be read off the main
/// actor instead. There the block runs on the main queue, so:
/// - `performAndWait { body }` (a statement of its own) → `do { body }`: it ran at once, on the
///   caller's thread's turn of the main queue; a `return` in it would now leave the function, so
///   one blocks.
/// - `perform { body }` → `Task { @MainActor in body }`: it ran later, on the main queue, as a
///   main-actor task does.
/// A block with a capture list or parameters, a value taken from it, or any other context blocks
/// (`CoreDataAPI.swift`: background contexts).
extension FileConverter {
    mutating func convertPerformBlocks() {
        guard file.contains("perform") else { return }
        let environmentContexts = Self.environmentContextNames(in: file)
        for i in file.tokens.indices where (file.matches(i, "perform") || file.matches(i, "performAndWait")) && isMember(i) {
            guard let receiver = mainContextReceiver(endingAt: i - 2, environment: environmentContexts), let brace = next(i),
                file.kind(brace) == .leftBrace, let close = file.matching(brace), file.closureSignature(at: brace) == nil
            else { continue }
            // A statement of its own: alone on its lines.
            guard file.startsLine(receiver), next(close).map({ file.startsLine($0) || file.kind($0) == .rightBrace }) ?? true else { continue }
            let waits = file.matches(i, "performAndWait")
            if waits, ((brace + 1)..<close).contains(where: { file.matches($0, "return") }) { continue }
            edit(receiver..<(brace + 1), waits ? "do {" : "Task { @MainActor in", .context)
        }
    }

    /// `viewContext` or `self.viewContext`, an environment context of this file: the first token of
    /// the receiver ending at `last`, or nil.
    func mainContextReceiver(endingAt last: Int, environment: Set<String>) -> Int? {
        guard last >= 0, file.kind(last) == .identifier, environment.contains(file.text(of: last)) else { return nil }
        if last >= 2, file.kind(last - 1) == .period, file.matches(last - 2, "self"), !(last >= 3 && file.kind(last - 3) == .period) {
            return last - 2
        }
        return isMember(last) ? nil : last
    }

    /// Names of `@Environment(\.managedObjectContext) var x` properties declared in this file.
    static func environmentContextNames(in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for decl in file.allDeclarations where decl.kind == .variableDecl && decl.bindings.count == 1 {
            guard let attribute = file.attribute(named: "Environment", in: decl), let arguments = attribute.arguments,
                file.text(arguments).filter({ !$0.isWhitespace }) == "(\\.managedObjectContext)"
            else { continue }
            names.insert(file.text(decl.bindings[0].pattern))
        }
        return names
    }
}
