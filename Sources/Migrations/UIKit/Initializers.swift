import SourceSyntax

/// How a bridge makes the UIKit type in code: which initializer, with which parameters.
enum Initializers {
    /// One parameter of the chosen initializer, mirrored as a stored property of the bridge.
    struct Parameter: Sendable, Equatable {
        var label: String
        var name: String
        /// The type as a stored property can declare it (`@escaping` dropped).
        var type: String
        /// A default value the bridge can repeat (literals, `nil`, `.member`); other defaults are left out.
        var defaultValue: String?

        /// `label: name`, or `name` for an unlabelled parameter.
        var argument: String { label == "_" ? name : "\(label): \(name)" }
    }

    enum Choice: Sendable {
        /// `Type(…)` with these parameters (none: `Type()`); `fixed` arguments are given as they
        /// are (`frame: .zero`), not mirrored.
        case initializer([Parameter], fixed: String? = nil)
        /// No initializer a bridge can call, and why, at a token of `file`.
        case blocked(String, token: Int, file: SourceFile)
    }

    static func isCoder(_ decl: Decl, in file: SourceFile) -> Bool {
        guard let parameters = decl.parameters else { return false }
        return parameters.count >= 3 && file.matches(parameters.lowerBound + 1, "coder")
    }

    static func designated(_ type: DeclaredType) -> [Decl] {
        type.decl.flattenedMembers.filter { $0.kind == .initDecl && !type.file.hasModifier("convenience", $0) }
    }

    /// The class declares `init?(coder:)` and no other designated initializer: only a storyboard
    /// or a xib can make it.
    static func coderOnly(_ type: DeclaredType) -> Bool {
        let inits = designated(type)
        return !inits.isEmpty && inits.allSatisfy { isCoder($0, in: type.file) }
    }

    /// The first designated initializer a bridge can call, following the superclass chain when the
    /// class declares none (it then inherits its superclass's).
    static func choose(for type: DeclaredType, lookup: TypeLookup) -> Choice {
        var current = type
        var seen: Set<String> = []
        while seen.insert(current.name).inserted {
            let inits = designated(current)
            if inits.isEmpty {
                guard let superclass = current.superclass else { break }
                // UIView() and UIViewController() make the view in code (init(frame: .zero), no nib name).
                if ScreenKind.isUIKitName(superclass) { return .initializer([]) }
                guard let next = lookup.type(named: superclass), next.decl.kind == .classDecl else {
                    return .blocked(
                        "its superclass \(superclass) is not in the inputs, so its initializers are unknown; add the folder that declares it to the paths and run again",
                        token: current.decl.keyword,
                        file: current.file)
                }
                current = next
                continue
            }
            let file = current.file
            let candidates = inits.filter { !isCoder($0, in: file) }
            guard let first = candidates.first else {
                let coder = inits[0]
                return .blocked(
                    "\(current.name) is made only by init?(coder:), from a storyboard or xib; instantiate its scene by hand (UIStoryboard(name:bundle:).instantiateViewController(identifier:) or the nib) in a bridge",
                    token: coder.keyword, file: file)
            }
            for candidate in candidates {
                guard case .initializer(let parameters, _) = parameters(of: candidate, in: file) else { continue }
                // UIKit's own designated initializers, overridden: the view is sized by SwiftUI and
                // the controller loads no nib, as `Type()` would.
                let labels = parameters.map(\.label)
                if labels == ["frame"] { return .initializer([], fixed: "frame: .zero") }
                if labels == ["nibName", "bundle"] { return .initializer([], fixed: "nibName: nil, bundle: nil") }
                return .initializer(parameters)
            }
            if case .blocked(let reason, let token, let file) = parameters(of: first, in: file) {
                return .blocked(reason, token: token, file: file)
            }
        }
        return .blocked("its initializers could not be read", token: type.decl.keyword, file: type.file)
    }

    /// The parameters of an initializer a bridge can call: not failable, throwing, async or generic,
    /// and no parameter a stored property cannot carry (`inout`, variadic, `@autoclosure`).
    static func parameters(of decl: Decl, in file: SourceFile) -> Choice {
        let signature = "init" + (decl.parameters.map { file.text($0) } ?? "()")
        if file.matches(decl.keyword + 1, "?") || file.matches(decl.keyword + 1, "!") {
            return .blocked("\(signature) is failable; the bridge needs a view it can always make", token: decl.keyword, file: file)
        }
        if !decl.effects.isEmpty || decl.genericParameters != nil {
            return .blocked("\(signature) is generic, async or throwing; make the view by hand in makeUIView", token: decl.keyword, file: file)
        }
        guard let list = file.parameterList(of: decl) else {
            if let range = decl.parameters, range.count == 2 { return .initializer([]) }
            return .blocked("the parameters of \(signature) could not be read", token: decl.keyword, file: file)
        }
        var result: [Parameter] = []
        for (label, name, written) in list {
            var type = written
            var defaultValue: String?
            if let equals = topLevelEquals(in: written) {
                type = String(written[..<equals])
                let value = written[written.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
                defaultValue = isRepeatable(value) ? value : nil
            }
            type = type.trimmingCharacters(in: .whitespacesAndNewlines)
            if type.hasPrefix("inout ") || type.hasSuffix("...") || type.contains("@autoclosure") {
                return .blocked(
                    "parameter \(name) of \(signature) (\(type)) cannot be held in a stored property", token: decl.keyword, file: file)
            }
            type = type.replacingOccurrences(of: "@escaping ", with: "")
            result.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue))
        }
        return .initializer(result)
    }

    /// The `=` of a default value, outside brackets.
    static func topLevelEquals(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0:
                let next = text.index(after: index)
                if next == text.endIndex || (text[next] != "=" && text[next] != ">") { return index }
            default: break
            }
        }
        return nil
    }

    /// A default that means the same in the bridge: a literal, `nil`, `[]`, or `.member`.
    static func isRepeatable(_ value: String) -> Bool {
        if ["nil", "true", "false", "[]", "[:]", "\"\""].contains(value) { return true }
        if value.first == "." { return value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && value.count > 1 }
        return Double(value) != nil
    }
}
