import SourceSyntax

/// A delegate protocol the bridge's coordinator adopts, each method forwarded to a closure.
struct ForwardedProtocol: Sendable {
    var name: String
    var methods: [ForwardedMethod]
}

struct ForwardedMethod: Sendable {
    /// `onRatingViewDidChange`: the base name and argument labels, so every method gets its own.
    var closureName: String
    /// `(RatingView, Int) -> Void`
    var closureType: String
    /// The requirement as the protocol declares it, from `func` on.
    var signature: String
    /// The parameter names to pass on.
    var arguments: [String]
}

enum DelegateForwarding {
    enum Outcome: Sendable {
        case forwarded(ForwardedProtocol)
        case blocked(String)
    }

    /// The protocol's requirements as closures, or why they cannot be: only methods that return
    /// nothing and are neither generic, async nor throwing, with plain parameters.
    static func forward(_ protocolType: DeclaredType) -> Outcome {
        let file = protocolType.file
        // Requirements inherited from another protocol are not in this declaration: a coordinator
        // that adopted it would miss them.
        let marker: Set<String> = ["AnyObject", "class", "NSObjectProtocol", "Sendable"]
        if let inherited = file.inheritedNames(of: protocolType.decl).map(TypeName.simple).first(where: { !marker.contains($0) }) {
            return .blocked("\(protocolType.name) inherits \(inherited), whose requirements are not forwarded")
        }
        var methods: [ForwardedMethod] = []
        for member in protocolType.decl.flattenedMembers {
            guard member.kind == .funcDecl, let name = file.name(of: member) else {
                return .blocked("\(protocolType.name) requires more than methods")
            }
            if let result = member.returnType, !["Void", "()"].contains(file.text(result).trimmingCharacters(in: .whitespaces)) {
                return .blocked("\(name) returns a value (\(file.text(result))), which a closure left unset could not give")
            }
            if !member.effects.isEmpty || member.genericParameters != nil || file.isTypeLevel(member) {
                return .blocked("\(name) is generic, async, throwing or static")
            }
            guard let parameters = file.parameterList(of: member) ?? (member.parameters?.count == 2 ? [] : nil) else {
                return .blocked("the parameters of \(name) could not be read")
            }
            var types: [String] = []
            var labels: [String] = []
            for (label, argumentName, type) in parameters {
                let trimmed = type.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("inout ") || trimmed.hasSuffix("...") || trimmed.contains("=") || argumentName == "_" || trimmed.contains("Self") {
                    return .blocked("parameter \(argumentName) of \(name) (\(trimmed)) cannot be passed to a closure as it is")
                }
                types.append(trimmed)
                if label != "_" { labels.append(label) }
            }
            let closureName = "on" + ([name] + labels).map(capitalized).joined()
            let signature = file.text(member.keyword..<member.tokens.upperBound).trimmingCharacters(in: .whitespacesAndNewlines)
            methods.append(
                ForwardedMethod(
                    closureName: closureName, closureType: "(\(types.joined(separator: ", "))) -> Void", signature: signature,
                    arguments: parameters.map(\.name)))
        }
        if Set(methods.map(\.closureName)).count != methods.count {
            return .blocked("two of its methods would get the same closure name")
        }
        return .forwarded(ForwardedProtocol(name: protocolType.name, methods: methods))
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
