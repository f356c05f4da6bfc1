import Foundation
import MigrationKit
import SourceSyntax

/// The Xcode template's stack → `ModelContainer`. Rule: `coredata.stack`.
///
/// Recognised: a type with a stored `NSPersistentContainer` property and one `init` whose body is
/// exactly the template's statements, in order:
///
/// ```swift
/// container = NSPersistentContainer(name: "Model")
/// if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }   // optional (`first?` too)
/// container.loadPersistentStores(completionHandler: { (storeDescription, error) in
///     if let error = error as NSError? { …; fatalError(…) }
/// })
/// container.viewContext.automaticallyMergesChangesFromParent = true   // optional
/// ```
///
/// Or `let container = NSPersistentContainer(name: "Model")` (the property's initial value, no
/// type annotation) with one `init` holding the same statements without the creation: the
/// `DataController`/`PersistenceController` shape of many apps and tutorials.
///
/// Or the UIKit template's `lazy var persistentContainer: NSPersistentContainer = { … }()`, whose
/// closure is exactly `let container = NSPersistentContainer(name: "Model")`, the same
/// `loadPersistentStores` call on it, the optional merge line and `return container`; its closure
/// then returns the `ModelContainer` (still created on first use).
///
/// It becomes a `ModelContainer` for every model class on **the same store file**
/// (`NSPersistentContainer.defaultDirectoryURL()/Model.sqlite`, where Core Data put it) or in
/// memory, with the error handler as the `catch`. The handler must end in `fatalError` (the
/// container is a `let` that must be set when `init` returns) or only log (`print`, `debugPrint`,
/// `NSLog`: then the `catch` falls back to a container in memory, with a warning), and must not
/// read the store description. Any other set-up blocks the store's conversion.
struct StackShape {
    var property: String
    var modelName: String
    var inMemoryFlag: String?
    /// The handler's statements, and whether they read `error` as an `NSError`.
    var handler: String
    var castsToNSError: Bool
    /// The handler only logs: Core Data went on without a store, so the `catch` opens the
    /// closest thing, a container in memory, after the handler's lines (see `LoadHandler`).
    var fallsBackToMemory = false
    /// Where the handler starts, for the warning that says so.
    var handlerToken = 0
    var declaration: Int
    var typeToken: Int
    var body: Range<Int>
    /// The `lazy var` form: the new container is returned from the closure, not assigned.
    var isLazy = false
}

extension FileConverter {
    /// The stored `NSPersistentContainer` properties of the file's types, by name.
    static func stackProperties(in file: SourceFile) -> [(name: String, token: Int)] {
        guard file.contains("NSPersistentContainer") else { return [] }
        var found: [(String, Int)] = []
        for decl in file.allDeclarations where decl.kind == .variableDecl {
            for binding in decl.bindings {
                guard binding.pattern.count == 1 else { continue }
                if let type = binding.type, type.count == 1, file.matches(type.lowerBound, "NSPersistentContainer") {
                    found.append((file.text(binding.pattern), type.lowerBound))
                } else if binding.type == nil, createdContainerName(binding, in: file) != nil {
                    found.append((file.text(binding.pattern), binding.pattern.lowerBound))
                }
            }
        }
        return found
    }

    /// `NSPersistentContainer(name: "Model")` as a stored property's whole initial value (no type
    /// annotation): the model's name.
    static func createdContainerName(_ binding: Binding, in file: SourceFile) -> String? {
        guard let initializer = binding.initializer, binding.accessors == nil else { return nil }
        let text = file.text(initializer).filter { !$0.isWhitespace }
        let prefix = "NSPersistentContainer(name:\""
        guard text.hasPrefix(prefix), text.hasSuffix("\")") else { return nil }
        let name = String(text.dropFirst(prefix.count).dropLast(2))
        return name.isEmpty || name.contains("\"") || name.contains("\\") ? nil : name
    }

    mutating func convertStacks() {
        for decl in file.allDeclarations where decl.kind == .structDecl || decl.kind == .classDecl {
            // The common `DataController`/`PersistenceController` shape: `let container =
            // NSPersistentContainer(name: "Model")` with one `init` that loads the stores.
            if let member = decl.members.first(where: { member in
                member.kind == .variableDecl && !file.hasModifier("lazy", member) && !file.hasModifier("static", member)
                    && member.bindings.count == 1 && member.bindings[0].type == nil
                    && Self.createdContainerName(member.bindings[0], in: file) != nil
            }) {
                convertCreatedStack(decl, member: member)
                continue
            }
            guard
                let member = decl.members.first(where: { member in
                    member.kind == .variableDecl && member.bindings.contains { $0.type.map { file.text($0) } == "NSPersistentContainer" }
                })
            else { continue }
            let property = file.text(member.bindings.first { $0.type.map { file.text($0) } == "NSPersistentContainer" }!.pattern)
            let typeToken = member.bindings.first { $0.type.map { file.text($0) } == "NSPersistentContainer" }!.type!.lowerBound
            let inits = decl.members.filter { $0.kind == .initDecl }
            let found: Swift.Result<StackShape, StackMismatch>
            if let binding = member.bindings.first(where: { $0.initializer != nil }) {
                found = lazyStackShape(member, binding: binding, property: property, typeToken: typeToken)
            } else if inits.count != 1 {
                found = .failure(
                    StackMismatch(
                        token: member.tokens.lowerBound,
                        reason: "\(inits.count) initializers (the template's stack has one, which creates and loads the container)"))
            } else {
                found = stackShape(inits[0], property: property, typeToken: typeToken)
            }
            let shape: StackShape
            switch found {
            case .success(let found): shape = found
            case .failure(let mismatch):
                block(
                    .stack, at: mismatch.token,
                    "a Core Data stack other than the Xcode template's: \(mismatch.reason); move it to ModelContainer by hand (see docs/migrations/coredata.md)"
                )
                // Only the stack's own declarations are left to the person: the type's other
                // members are still walked, so all of the store's blockers show in one run.
                covered.append(member.tokens)
                for initializer in inits { covered.append(initializer.tokens) }
                continue
            }
            result.stacks.append((shape.modelName, file.tokens[decl.tokens.lowerBound].start))
            edit(typeToken..<(typeToken + 1), "ModelContainer", .stack)
            edit(shape.body, stackBody(shape), .stack)
            warnOfFallback(shape)
        }
    }

    /// `let container = NSPersistentContainer(name: "Model")` and one `init` whose body is the
    /// template's without the creation (an optional in-memory branch, the load, the optional merge
    /// line): the property becomes `let container: ModelContainer`, set in the `init`.
    mutating func convertCreatedStack(_ decl: Decl, member: Decl) {
        let binding = member.bindings[0]
        let property = file.text(binding.pattern)
        let modelName = Self.createdContainerName(binding, in: file)!
        let inits = decl.members.filter { $0.kind == .initDecl }
        let found: Swift.Result<StackShape, StackMismatch> =
            inits.count == 1
            ? stackShape(inits[0], property: property, typeToken: binding.pattern.lowerBound, createdName: modelName)
            : .failure(
                StackMismatch(
                    token: member.tokens.lowerBound,
                    reason: "\(inits.count) initializers (a stack whose container is created with the property has one, which loads the stores)"))
        switch found {
        case .success(let shape):
            result.stacks.append((shape.modelName, file.tokens[decl.tokens.lowerBound].start))
            edit(binding.pattern.lowerBound..<binding.initializer!.upperBound, "\(property): ModelContainer", .stack)
            edit(shape.body, stackBody(shape), .stack)
            warnOfFallback(shape)
        case .failure(let mismatch):
            block(
                .stack, at: mismatch.token,
                "a Core Data stack other than the Xcode template's: \(mismatch.reason); move it to ModelContainer by hand (see docs/migrations/coredata.md)"
            )
            covered.append(member.tokens)
            for initializer in inits { covered.append(initializer.tokens) }
        }
    }

    /// A handler that only logged let the app go on without a store; the conversion's `catch`
    /// goes on with a container in memory, which is as close as it gets but not the same: saves
    /// succeed (Core Data's failed) and are lost on quit. Said where the handler is.
    mutating func warnOfFallback(_ shape: StackShape) {
        guard shape.fallsBackToMemory else { return }
        warn(
            .stack, at: shape.handlerToken,
            "the load error handler only logs, so Core Data went on without a store; the ModelContainer's catch logs the same and then opens a container in memory (nothing is kept; saves no longer fail): review, or end the catch in fatalError"
        )
    }

    func stackBody(_ shape: StackShape) -> String {
        let inner = file.indentation(ofLineContaining: file.tokens[shape.body.lowerBound].start)
        let outer = file.indentation(ofLineContaining: file.tokens[shape.body.upperBound].start)
        let unit = inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : "    "
        let lineBreak = file.lineBreak
        // `cloudKitDatabase` defaults to `.automatic`, which syncs through iCloud when the app
        // has the entitlement; NSPersistentContainer never did.
        let storeFile =
            "ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent(\"\(shape.modelName).sqlite\"), cloudKitDatabase: .none)"
        // Versioned schemas: the container migrates an older store through the plan's stages.
        let plan = store.migrationPlan.map { "migrationPlan: \($0).self, " } ?? ""
        var text = ""
        if let flag = shape.inMemoryFlag {
            text += "let configuration = \(flag)" + lineBreak
            text += inner + unit + "? ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none)" + lineBreak
            text += inner + unit + ": " + storeFile + lineBreak
        } else {
            text += "let configuration = " + storeFile + lineBreak
        }
        text += inner + "do {" + lineBreak
        text +=
            inner + unit + (shape.isLazy ? "return" : "\(shape.property) =")
            + " try ModelContainer(for: \(store.modelTypes.map { $0 + ".self" }.joined(separator: ", ")), \(plan)configurations: configuration)"
            + lineBreak
        text += inner + "} catch {" + lineBreak
        if shape.castsToNSError { text += inner + unit + "let error = error as NSError" + lineBreak }
        text +=
            shape.handler.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? "" : inner + unit + line
            }.joined(separator: lineBreak) + lineBreak
        if shape.fallsBackToMemory {
            text += inner + unit + "// Core Data went on without a store when it did not load: in memory, nothing is kept." + lineBreak
            text +=
                inner + unit + (shape.isLazy ? "return" : "\(shape.property) =")
                + " try! ModelContainer(for: \(store.modelTypes.map { $0 + ".self" }.joined(separator: ", ")), configurations: ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none))"
                + lineBreak
        }
        text += inner + "}"
        return text
    }

    /// Where and why a stack is not the template's.
    struct StackMismatch: Error {
        var token: Int
        var reason: String
    }

    /// The UIKit template's `lazy var container: NSPersistentContainer = { … }()`, or where it departs from it.
    func lazyStackShape(_ member: Decl, binding: Binding, property: String, typeToken: Int) -> Swift.Result<StackShape, StackMismatch> {
        func mismatch(_ token: Int, _ reason: String) -> Swift.Result<StackShape, StackMismatch> { .failure(StackMismatch(token: token, reason: reason)) }
        guard let initializer = binding.initializer, file.hasModifier("lazy", member), file.kind(initializer.lowerBound) == .leftBrace,
            let close = file.matching(initializer.lowerBound), close + 3 == initializer.upperBound, file.kind(close + 1) == .leftParen,
            file.kind(close + 2) == .rightParen
        else {
            return mismatch(
                member.tokens.lowerBound, "the container is created in the property's initializer, which is not the template's `lazy var … = { … }()`")
        }
        var statements = file.statements(in: initializer.lowerBound..<(close + 1)).filter { !$0.isEmpty }[...]
        func text(_ range: Range<Int>) -> String { file.text(range).filter { !$0.isWhitespace } }
        // let container = NSPersistentContainer(name: "Model")
        guard let first = statements.popFirst(), file.matches(first.lowerBound, "let"), file.kind(first.lowerBound + 1) == .identifier else {
            return mismatch(initializer.lowerBound, "the closure does not start with 'let container = NSPersistentContainer(name: \"…\")'")
        }
        let local = file.text(of: first.lowerBound + 1)
        let creation = text(first)
        let prefix = "let\(local)=NSPersistentContainer(name:\""
        guard creation.hasPrefix(prefix), creation.hasSuffix("\")") else {
            // Name what the closure starts with instead (`let description = NSPersistentStoreDescription()`
            // is set-up of a store the template does not have), not a container named after it.
            return mismatch(
                first.lowerBound,
                "the closure starts with '\(file.text(first).split(separator: "\n").first.map(String.init) ?? local)', not 'let container = NSPersistentContainer(name: \"…\")' (a store description or other set-up before the container is not the template's)"
            )
        }
        let modelName = String(creation.dropFirst(prefix.count).dropLast(2))
        guard !modelName.isEmpty, !modelName.contains("\"") else { return mismatch(first.lowerBound, "the container's name is no plain string literal") }
        guard let load = statements.popFirst() else { return mismatch(first.lowerBound, "the closure does not load the stores") }
        let handler: LoadHandler
        switch loadHandler(load, property: local) {
        case .success(let found): handler = found
        case .failure(let failure): return .failure(failure)
        }
        if let next = statements.first, text(next) == "\(local).viewContext.automaticallyMergesChangesFromParent=true" { statements.removeFirst() }
        guard let last = statements.popFirst(), text(last) == "return\(local)" else {
            return mismatch(statements.first?.lowerBound ?? load.lowerBound, "the closure does more than create, load and return the container")
        }
        if let extra = statements.first {
            return mismatch(extra.lowerBound, "the closure does more than create, load and return the container (this statement)")
        }
        return .success(
            StackShape(
                property: property, modelName: modelName, inMemoryFlag: nil, handler: handler.text, castsToNSError: handler.castsToNSError,
                fallsBackToMemory: handler.onlyLogs, handlerToken: handler.token,
                declaration: member.tokens.lowerBound, typeToken: typeToken, body: first.lowerBound..<last.upperBound, isLazy: true))
    }

    /// The template shape of an `init`'s body, or where it departs from it.
    func stackShape(_ initializer: Decl, property: String, typeToken: Int, createdName: String? = nil) -> Swift.Result<StackShape, StackMismatch> {
        func mismatch(_ token: Int, _ reason: String) -> Swift.Result<StackShape, StackMismatch> { .failure(StackMismatch(token: token, reason: reason)) }
        guard let body = initializer.body else { return mismatch(initializer.keyword, "the initializer has no body") }
        let inner = (body.lowerBound + 1)..<(body.upperBound - 1)
        var statements = file.statements(in: body).filter { !$0.isEmpty }[...]
        func text(_ range: Range<Int>) -> String { file.text(range).filter { !$0.isWhitespace } }
        func strip(_ s: String) -> String { s.hasPrefix("self.") ? String(s.dropFirst(5)) : s }

        // container = NSPersistentContainer(name: "Model"), unless the property's initial value made it
        guard let first = createdName == nil ? statements.popFirst() : statements.first else {
            return mismatch(initializer.keyword, "the initializer is empty")
        }
        let modelName: String
        if let createdName {
            modelName = createdName
        } else {
            let creation = strip(text(first))
            let prefix = "\(property)=NSPersistentContainer(name:\""
            guard creation.hasPrefix(prefix), creation.hasSuffix("\")") else {
                return mismatch(first.lowerBound, "the initializer does not start with '\(property) = NSPersistentContainer(name: \"…\")'")
            }
            modelName = String(creation.dropFirst(prefix.count).dropLast(2))
            guard !modelName.isEmpty, !modelName.contains("\"") else { return mismatch(first.lowerBound, "the container's name is no plain string literal") }
        }

        // if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }
        var flag: String?
        if let next = statements.first, file.matches(next.lowerBound, "if") {
            let condition = text(next)
            // `first?` or `first!`: a container made by name always has one description.
            let suffixes = ["!", "?"].map { "{\(property).persistentStoreDescriptions.first\($0).url=URL(fileURLWithPath:\"/dev/null\")}" }
            guard suffixes.contains(where: condition.hasSuffix), file.kind(next.lowerBound + 1) == .identifier, file.kind(next.lowerBound + 2) == .leftBrace else {
                return mismatch(next.lowerBound, "an 'if' other than the template's in-memory branch (the store description's url set to /dev/null)")
            }
            flag = file.text(of: next.lowerBound + 1)
            statements.removeFirst()
        }

        // container.loadPersistentStores(completionHandler: { (storeDescription, error) in if let error … { … fatalError(…) } })
        guard let load = statements.popFirst() else { return mismatch(first.lowerBound, "the initializer does not load the stores") }
        let handler: LoadHandler
        switch loadHandler(load, property: property) {
        case .success(let found): handler = found
        case .failure(let failure): return .failure(failure)
        }

        // container.viewContext.automaticallyMergesChangesFromParent = true: SwiftData's main
        // context shows what other contexts of the container save, so nothing replaces it.
        if let last = statements.first, strip(text(last)) == "\(property).viewContext.automaticallyMergesChangesFromParent=true" {
            statements.removeFirst()
        }
        if let extra = statements.first {
            return mismatch(extra.lowerBound, "the initializer does more than create and load the container (this statement)")
        }
        return .success(
            StackShape(
                property: property, modelName: modelName, inMemoryFlag: flag, handler: handler.text, castsToNSError: handler.castsToNSError,
                fallsBackToMemory: handler.onlyLogs, handlerToken: handler.token,
                declaration: initializer.tokens.lowerBound, typeToken: typeToken, body: inner))
    }

    /// The error handler of `loadPersistentStores`, as the `catch` gets it.
    struct LoadHandler {
        /// The statements inside `if let error … { }`, dedented.
        var text: String
        /// Whether they read `error` as an `NSError` (`if let error = error as NSError?`).
        var castsToNSError: Bool
        /// They only log: no `fatalError`, so Core Data went on without a store.
        var onlyLogs: Bool
        /// The handler's first statement.
        var token: Int
    }

    /// The functions a handler that only logs may call: each writes a line and returns.
    static let loggingFunctions: Set<String> = ["print", "debugPrint", "NSLog"]

    /// The error handler of `loadPersistentStores`: the statements inside `if let error … { }`,
    /// dedented, when they end in `fatalError(…)` or only log, and do not read the store description.
    func loadHandler(_ statement: Range<Int>, property: String) -> Swift.Result<LoadHandler, StackMismatch> {
        func mismatch(_ token: Int, _ reason: String) -> Swift.Result<LoadHandler, StackMismatch> {
            .failure(StackMismatch(token: token, reason: reason))
        }
        let calls = file.calls(in: statement, named: ["loadPersistentStores"])
        guard let call = calls.first, calls.count == 1, call.tokens.upperBound == statement.upperBound else {
            return mismatch(statement.lowerBound, "'\(property).loadPersistentStores { … }' does not follow the container's creation")
        }
        let head = file.text(statement.lowerBound..<call.name).filter { !$0.isWhitespace }
        guard head == "\(property)." || head == "self.\(property)." else {
            return mismatch(statement.lowerBound, "the stores are loaded on something other than '\(property)'")
        }
        let closureBraces: Range<Int>
        if let closure = call.trailingClosures.first, call.arguments.isEmpty, call.trailingClosures.count == 1 {
            closureBraces = closure.braces
        } else if call.arguments.count == 1, call.trailingClosures.isEmpty, call.arguments[0].label.map({ file.text(of: $0) }) == "completionHandler",
            file.kind(call.arguments[0].value.lowerBound) == .leftBrace,
            file.matching(call.arguments[0].value.lowerBound) == call.arguments[0].value.upperBound - 1
        {
            closureBraces = call.arguments[0].value
        } else {
            return mismatch(call.name, "the completion handler is not a closure written in place")
        }
        guard let signature = file.closureSignature(at: closureBraces.lowerBound), signature.parameterNames.count == 2 else {
            return mismatch(closureBraces.lowerBound, "the completion handler does not name its two parameters (description, error)")
        }
        let description = file.text(of: signature.parameterNames[0])
        let errorName = file.text(of: signature.parameterNames[1])
        let body = file.statements(in: signature.inKeyword..<closureBraces.upperBound).filter { !$0.isEmpty }
        guard let head = body.first, file.matches(head.lowerBound, "if"), file.matches(head.lowerBound + 1, "let"),
            file.matches(head.lowerBound + 2, "error")
        else {
            return mismatch(body.first?.lowerBound ?? closureBraces.lowerBound, "the completion handler is not one 'if let error … { … }'")
        }
        // `self.container.viewContext.mergePolicy = …` after the `if`: set-up of the loaded store,
        // named where it is (a ModelContext has no merge policy to set).
        if body.count > 1 {
            return mismatch(
                body[1].lowerBound,
                "the completion handler does more than handle the error (this statement, run once the store loaded), which has no place in a ModelContainer's set-up"
            )
        }
        // `if let error = error as NSError? {`, `if let error = error {` or `if let error {`
        guard let brace = body[0].first(where: { file.kind($0) == .leftBrace }), file.matching(brace) == body[0].upperBound - 1 else {
            return mismatch(body[0].lowerBound, "the completion handler's 'if' has an 'else'")
        }
        let condition = file.text((body[0].lowerBound + 1)..<brace).filter { !$0.isWhitespace }
        let castsToNSError: Bool
        switch condition {
        case "leterror=\(errorName)asNSError?": castsToNSError = true
        case "leterror=\(errorName)": castsToNSError = false
        case "leterror" where errorName == "error": castsToNSError = false
        default: return mismatch(body[0].lowerBound, "the completion handler's 'if let' binds the error differently")
        }
        let handlerRange = (brace + 1)..<(body[0].upperBound - 1)
        let handler = file.statements(in: brace..<body[0].upperBound).filter { !$0.isEmpty }
        guard let last = handler.last else { return mismatch(brace, "the load error handler is empty") }
        // A handler that only logs (`print(…)` and the like, nothing else, `self` unread: the
        // `catch` runs before the container is set): Core Data went on with a container without
        // a store, where fetches find nothing and nothing is kept. The closest a `let` container
        // can come is one in memory; it is written after the handler's lines, with a warning.
        let onlyLogs = handler.allSatisfy { statement in
            let call = file.calls(in: statement, named: Self.loggingFunctions).first
            return call.map { $0.name == statement.lowerBound && $0.tokens.upperBound == statement.upperBound } ?? false
                && !statement.contains { file.matches($0, "self") || file.matches($0, "return") }
        }
        guard onlyLogs || file.matches(last.lowerBound, "fatalError") else {
            return mismatch(
                last.lowerBound,
                "the load error handler neither ends in fatalError nor only logs (print, debugPrint, NSLog): after it a ModelContainer must be set (a `let` in `init`), and what this one does cannot move into the `catch`"
            )
        }
        guard !handlerRange.contains(where: { file.matches($0, description) && description != "_" }) else {
            return mismatch(brace, "the load error handler reads the store description, which a ModelContainer has not")
        }
        // The handler's lines, comments included, without their common indentation; a handler on
        // the brace's own line (`if let error { fatalError(…) }`) starts at its first statement.
        let start = min(file.lineRange(containing: file.tokens[brace].end).upperBound, file.tokens[handler[0].lowerBound].start)
        let raw = file.text(ofBytes: start..<file.tokens[last.upperBound - 1].end)
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        var dedented = lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
        while dedented.first == "" { dedented.removeFirst() }
        return .success(LoadHandler(text: dedented.joined(separator: "\n"), castsToNSError: castsToNSError, onlyLogs: onlyLogs, token: handler[0].lowerBound))
    }
}
