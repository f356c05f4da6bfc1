import MigrationKit
import SourceSyntax

/// Completion-handler functions get an `async` wrapper beside them. Rule: `concurrency.async-wrapper`.
///
/// What Xcode's "Add Async Wrapper" refactoring writes: the original function is marked
/// `@available(*, renamed: "name(labels:)")` (so the compiler suggests the async form at call
/// sites inside async code), and after it comes
///
/// ```swift
/// func name(labels…) async throws -> T {
///     return try await withCheckedThrowingContinuation { continuation in
///         name(arguments…) { result in
///             continuation.resume(with: result)
///         }
///     }
/// }
/// ```
///
/// Nothing is replaced and no call site changes. Written only when the function's body calls the
/// completion exactly once on every path (`CompletionFlow`; a continuation resumed twice traps, one
/// never resumed leaks its task), and the completion has one of the shapes below. One difference
/// from Xcode: for `(T?, Error?)` the wrapper returns `T?`, where Xcode returns `T` and traps with
/// `fatalError` when both are nil; a syntax tool cannot prove that never happens.
enum AsyncWrappers {
    static let gate = ByteSearchSet(["@escaping"])
    static let escaping = Array("@escaping".utf8)

    /// What the completion delivers, and so what the wrapper returns.
    enum Shape {
        /// `() -> Void`.
        case nothing
        /// `(T) -> Void`.
        case value(String)
        /// `(Result<T, E>) -> Void`; `throwing` unless `E` is `Never`.
        case result(String, throwing: Bool)
        /// `(Error?) -> Void`.
        case error
        /// `(T, Error?) -> Void`.
        case valueOrError(String)
    }

    struct Parameter {
        var label: String
        var name: String
        var type: String
    }

    static let errorTypes: Set<String> = ["Error?", "(anyError)?", "Swift.Error?", "(anySwift.Error)?", "NSError?"]

    static func edits(in file: SourceFile, context: MigrationContext) -> [Edit] {
        guard file.containsAny(gate) else { return [] }
        var edits: [Edit] = []
        for decl in file.allDeclarations where decl.kind == .funcDecl && decl.body != nil {
            // Most functions take no escaping closure: find that out from bytes before any text is made.
            guard let clause = decl.parameters, ByteSearch.firstOffset(of: Self.escaping, in: file.bytes, range: file.byteRange(clause)) != nil,
                let parameters = file.parameterList(of: decl), let last = parameters.last,
                last.type.filter({ !$0.isWhitespace }).hasPrefix("@escaping"), !isLocal(decl, in: file)
            else { continue }
            let completion = Parameter(label: last.label, name: last.name, type: last.type)
            // An escaping action (`perform action:`, `content:`) is not a completion handler.
            guard isCompletionName(last.label + " " + last.name) else { continue }
            let others = parameters.dropLast().map { Parameter(label: $0.label, name: $0.name, type: $0.type) }
            switch plan(decl, parameters: others, completion: completion, in: file, index: context.index) {
            case .skip:
                continue
            case .report(let reason, let at):
                context.warn(
                    ConcurrencyRule.asyncWrapper, at: at,
                    "no async wrapper for \(file.name(of: decl) ?? "this function"): \(reason); write it by hand with withChecked(Throwing)Continuation once the completion is called exactly once, then run again"
                )
            case .wrap(let wrapper):
                edits += wrapper.edits(for: decl, in: file)
            }
        }
        return edits
    }

    enum Plan {
        case skip
        case report(String, at: Int)
        case wrap(Wrapper)
    }

    /// Whether the function is declared inside another function (a wrapper there would be local too).
    static func isLocal(_ decl: Decl, in file: SourceFile) -> Bool {
        file.declarationPath(to: decl.keyword).dropLast().contains { $0.kind == .funcDecl || $0.kind == .initDecl || $0.kind == .variableDecl }
    }

    static func plan(_ decl: Decl, parameters: [Parameter], completion: Parameter, in file: SourceFile, index: ProjectIndex) -> Plan {
        guard let name = file.name(of: decl), let body = decl.body else { return .skip }
        let attributes = decl.attributes.map { file.name(of: $0) }
        // Already wrapped (this run's own mark, or Xcode's).
        if decl.attributes.contains(where: { file.name(of: $0) == "available" && file.text($0.tokens).contains("renamed") }) { return .skip }
        if let other = attributes.first(where: { !["MainActor", "available", "discardableResult"].contains($0) }) {
            return .report("it is marked @\(other)", at: decl.keyword)
        }
        let modifiers = decl.modifiers.map { file.text($0) }
        if let other = modifiers.first(where: { ["override", "mutating", "required", "dynamic", "optional"].contains($0) }) {
            return .report("it is `\(other)`", at: decl.keyword)
        }
        if let type = file.declarationPath(to: decl.keyword).dropLast().last(where: \.isTypeDeclaration) {
            if type.kind == .protocolDecl { return .skip }
            if file.hasAttribute("objcMembers", type) {
                return .report("its type is @objcMembers, where an async method is exposed to Objective-C too", at: decl.keyword)
            }
            // A delegate method (`userNotificationCenter(_:willPresent:withCompletionHandler:)`)
            // has an async form in its protocol: a wrapper would be a second witness of the same
            // requirement, which does not compile for Objective-C protocols.
            if let typeName = file.simpleTypeName(of: type), let foreign = foreignSupertype(of: typeName, index: index) {
                return .report(
                    "its type conforms to or inherits \(foreign), declared outside this project, whose async form of this method would clash with a wrapper",
                    at: decl.keyword)
            }
        }
        // An async function with a completion parameter is already on the async side.
        if decl.effects.contains(where: { file.matches($0.lowerBound, "async") }) { return .skip }
        if !decl.effects.isEmpty { return .report("it is `\(file.text(decl.effects[0]))`", at: decl.effects[0].lowerBound) }
        // A function that returns a value (a view, a token, a task) takes its closure as a
        // callback beside the result, not as its way of answering.
        if let returns = decl.returnType, !["Void", "()"].contains(file.text(returns)) { return .skip }
        for parameter in parameters {
            let type = parameter.type.filter { !$0.isWhitespace }
            if type.hasPrefix("inout") || type.contains("...") || type.contains("@escaping") || type.contains("@autoclosure") {
                return .report(
                    "its parameter \(parameter.name) cannot be passed on from the wrapper (inout, variadic, an autoclosure or another closure)",
                    at: decl.keyword)
            }
            if ["continuation", "result", "error"].contains(parameter.name) {
                return .report("its parameter \(parameter.name) would be hidden inside the wrapper", at: decl.keyword)
            }
        }
        guard let shape = shape(of: completion.type) else {
            return .report("its completion `\(completion.type)` is not (), (T), (Result<T, E>), (Error?) or (T, Error?)", at: decl.keyword)
        }
        if completion.type.contains("=") { return .report("its completion has a default value", at: decl.keyword) }
        if hasAsyncTwin(named: name, labels: parameters.map(\.label), near: decl, in: file) { return .skip }
        // With another function of the same name, existing calls in async code could start
        // resolving to the new `async` overload (`refresh()` beside `refresh(completion:)`).
        if namesakes(of: name, decl: decl, in: file, index: index) > 1 {
            return .report("another function is named \(name), and existing calls of it in async code could resolve to an async overload", at: decl.keyword)
        }
        if let unknown = CompletionFlow(file: file, name: completion.name).check(body: body) {
            return .report(unknown.reason, at: unknown.at)
        }
        let wrapper = Wrapper(
            name: name, parameters: parameters, shape: shape,
            generics: decl.genericParameters.map { file.text($0) } ?? "",
            whereClause: decl.whereClause.map { " " + file.text($0) } ?? "",
            prefix: (decl.attributes.filter { file.name(of: $0) != "discardableResult" }.map { file.text($0.tokens) } + modifiers))
        return .wrap(wrapper)
    }

    /// Supertypes without completion-handler requirements of their own.
    static let methodlessSupertypes: Set<String> = [
        "NSObject", "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable", "Comparable", "Error",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "ObservableObject", "Observable",
    ]

    /// Words that name a completion handler (`completion`, `completionHandler`, `handler`,
    /// `onSuccess`, `reply`, …), as parameter labels and names do.
    static let completionWords = ["completion", "handler", "callback", "reply", "done", "finish", "success", "result", "response"]

    static func isCompletionName(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return completionWords.contains { lowered.contains($0) }
    }

    /// A protocol or superclass of `typeName` (through the project's own protocols and classes)
    /// that the project does not declare, or nil when every one is the project's.
    static func foreignSupertype(of typeName: String, index: ProjectIndex) -> String? {
        var pending = [typeName]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, !methodlessSupertypes.contains(name) else { continue }
            let summaries = index.declarations(of: name) + index.contextDeclarations(of: name)
            if name != typeName, !summaries.contains(where: { !$0.isExtension }) { return name }
            // `@unchecked Sendable`, `@preconcurrency SomeDelegate`: the name after the attributes.
            pending += summaries.flatMap(\.inheritedSimpleNames).map { $0.split(separator: " ").last.map(String.init) ?? $0 }
        }
        return nil
    }

    /// The completion's shape, from its type text: `@escaping (…) -> Void` with any of
    /// `@Sendable`/`@MainActor` beside `@escaping`.
    static func shape(of type: String) -> Shape? {
        var text = type
        for attribute in ["@escaping", "@Sendable", "@MainActor"] {
            while let range = text.range(of: attribute) { text.removeSubrange(range) }
        }
        text = text.trimmed
        guard text.hasPrefix("("), let (inner, rest) = parenthesised(text), ["->Void", "->()"].contains(rest.filter { !$0.isWhitespace }) else {
            return nil
        }
        let arguments = splitTopLevel(inner).map(\.trimmed)
        let compact = arguments.map { $0.filter { !$0.isWhitespace } }
        guard !arguments.contains(where: hasTopLevelColon) else { return nil }
        switch arguments.count {
        case 0:
            return .nothing
        case 1 where errorTypes.contains(compact[0]):
            return .error
        case 1 where arguments[0].hasPrefix("Result<") && arguments[0].hasSuffix(">"):
            let generic = splitTopLevel(String(arguments[0].dropFirst("Result<".count).dropLast())).map(\.trimmed)
            guard generic.count == 2 else { return nil }
            return .result(generic[0], throwing: generic[1] != "Never")
        case 1:
            return .value(arguments[0])
        case 2 where errorTypes.contains(compact[1]) && !errorTypes.contains(compact[0]):
            return .valueOrError(arguments[0])
        default:
            return nil
        }
    }

    /// How a character changes the bracket depth; the `>` of `->` does not.
    private static func depthChange(_ character: Character, after previous: Character?) -> Int {
        switch character {
        case "(", "<", "[": return 1
        case ">" where previous == "-": return 0
        case ")", ">", "]": return -1
        default: return 0
        }
    }

    /// The text inside the `(` that starts `text` and its partner, and the text after the partner.
    private static func parenthesised(_ text: String) -> (inner: String, rest: String)? {
        var depth = 0
        var previous: Character?
        for index in text.indices {
            depth += depthChange(text[index], after: previous)
            previous = text[index]
            if depth == 0 {
                return (String(text[text.index(after: text.startIndex)..<index]), String(text[text.index(after: index)...]))
            }
        }
        return nil
    }

    /// `text` split at commas outside brackets; empty text has no parts.
    static func splitTopLevel(_ text: String) -> [String] {
        guard !text.allSatisfy(\.isWhitespace) else { return [] }
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        for character in text {
            depth += depthChange(character, after: previous)
            previous = character
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    private static func hasTopLevelColon(_ text: String) -> Bool {
        var depth = 0
        var previous: Character?
        for character in text {
            depth += depthChange(character, after: previous)
            previous = character
            if character == ":", depth == 0 { return true }
        }
        return false
    }

    /// How many functions named `name` the function's type declares across the project (its
    /// file's top level, for a global function).
    static func namesakes(of name: String, decl: Decl, in file: SourceFile, index: ProjectIndex) -> Int {
        guard let type = file.declarationPath(to: decl.keyword).dropLast().last(where: \.isTypeDeclaration), let typeName = file.simpleTypeName(of: type)
        else {
            return file.declarations.filter { $0.kind == .funcDecl && file.name(of: $0) == name }.count
        }
        return (index.declarations(of: typeName) + index.contextDeclarations(of: typeName)).flatMap(\.methods).filter { $0 == name }.count
    }

    /// Whether the same scope already declares `async` `name` with these labels.
    static func hasAsyncTwin(named name: String, labels: [String], near decl: Decl, in file: SourceFile) -> Bool {
        let scope = file.declarationPath(to: decl.keyword).dropLast().last?.members ?? file.declarations
        return Decl.flatten(scope).contains { other in
            other.kind == .funcDecl && file.name(of: other) == name && other.effects.contains { file.matches($0.lowerBound, "async") }
                && file.parameterList(of: other)?.map(\.label) == labels
        }
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}

/// The async wrapper of one completion-handler function, and the mark on the original.
struct Wrapper {
    var name: String
    var parameters: [AsyncWrappers.Parameter]
    var shape: AsyncWrappers.Shape
    var generics: String
    var whereClause: String
    /// Attributes and modifiers the wrapper shares with the original (`@MainActor`, `public`, `static`).
    var prefix: [String]

    /// `name(label:_:)`, as `renamed:` spells the wrapper.
    var renamed: String { "\(name)(\(parameters.map { "\($0.label):" }.joined()))" }

    func edits(for decl: Decl, in file: SourceFile) -> [Edit] {
        let first = decl.tokens.lowerBound
        let indentation = file.indentation(ofLineContaining: file.tokens[first].start)
        let unit = file.indentUnit(after: indentation)
        let lineBreak = file.lineBreak
        let mark = Edit.insert(
            "@available(*, renamed: \"\(renamed)\")\(lineBreak)\(indentation)", at: file.tokens[first].start, rule: ConcurrencyRule.asyncWrapper)
        let lines = text().map { $0.text.isEmpty ? "" : indentation + String(repeating: unit, count: $0.depth) + $0.text }
        let end = file.tokens[decl.tokens.upperBound - 1].trailingTriviaRange.upperBound
        let wrapper = Edit.insert(
            lineBreak + lineBreak + lines.joined(separator: lineBreak), at: end, rule: ConcurrencyRule.asyncWrapper)
        return [mark, wrapper]
    }

    /// The wrapper's lines, each with its depth below the original's indentation.
    func text() -> [(depth: Int, text: String)] {
        let throwing: Bool
        let returns: String?
        switch shape {
        case .nothing: (throwing, returns) = (false, nil)
        case .value(let type): (throwing, returns) = (false, type)
        case .result(let type, let throwsError): (throwing, returns) = (throwsError, ["Void", "()"].contains(type) ? nil : type)
        case .error: (throwing, returns) = (true, nil)
        case .valueOrError(let type): (throwing, returns) = (true, type)
        }
        let head = (prefix + ["func"]).joined(separator: " ")
        let signature = parameters.map { $0.label == $0.name ? "\($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)" }
        let effects = throwing ? "async throws" : "async"
        let arrow = returns.map { " -> \($0)" } ?? ""
        let continuation = throwing ? "try await withCheckedThrowingContinuation" : "await withCheckedContinuation"
        let arguments = parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }.joined(separator: ", ")
        var lines: [(Int, String)] = [
            (0, "\(head) \(name)\(generics)(\(signature.joined(separator: ", "))) \(effects)\(arrow)\(whereClause) {"),
            (1, "return \(continuation) { continuation in"),
        ]
        switch shape {
        case .nothing:
            lines += [(2, "\(name)(\(arguments)) {"), (3, "continuation.resume(returning: ())")]
        case .value:
            lines += [(2, "\(name)(\(arguments)) { result in"), (3, "continuation.resume(returning: result)")]
        case .result:
            lines += [(2, "\(name)(\(arguments)) { result in"), (3, "continuation.resume(with: result)")]
        case .error:
            lines += [
                (2, "\(name)(\(arguments)) { error in"), (3, "if let error = error {"), (4, "continuation.resume(throwing: error)"), (4, "return"), (3, "}"),
                (3, "continuation.resume(returning: ())"),
            ]
        case .valueOrError:
            lines += [
                (2, "\(name)(\(arguments)) { result, error in"), (3, "if let error = error {"), (4, "continuation.resume(throwing: error)"), (4, "return"),
                (3, "}"), (3, "continuation.resume(returning: result)"),
            ]
        }
        lines += [(2, "}"), (1, "}"), (0, "}")]
        return lines
    }
}
