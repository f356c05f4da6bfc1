import MigrationKit
import SourceSyntax

/// `<Type>Representable.swift`: the `UIViewRepresentable` or `UIViewControllerRepresentable` that
/// puts a UIKit view or view controller of the project inside SwiftUI.
enum RepresentableWriter {
    /// What a bridge needs, or the diagnostics that say why there is none.
    struct Plan: Sendable {
        var screen: Screen
        /// The type as other files name it (`ProgressHUD.BackgroundView` for a nested class).
        var typeName: String
        var parameters: [Initializers.Parameter]
        /// Arguments given as they are (`frame: .zero`) instead of parameters.
        var fixedArguments: String?
        var properties: [MirroredProperty]
        var delegates: [(property: DelegateProperty, forwarded: ForwardedProtocol)]
        var sizesItself: Bool
    }

    enum Outcome: Sendable {
        case plan(Plan, notes: [Diagnostic])
        case blocked([Diagnostic])
    }

    static func fileName(for typeName: String) -> String { "\(typeName)Representable.swift" }

    /// The bridge of `screen`, or the blockers, each where it is. Outlets block: a bridge makes the
    /// type in code, so nothing a storyboard or xib connects would be there.
    static func plan(_ screen: Screen, lookup: TypeLookup) -> Outcome {
        let file = screen.type.file
        func diagnostic(_ token: Int, in file: SourceFile, _ severity: Diagnostic.Severity, _ message: String) -> Diagnostic {
            let location = file.location(ofToken: token)
            return Diagnostic(
                path: file.path, line: location.line, column: location.column, severity: severity, rule: UIKitRule.bridge.id, message: message)
        }
        guard screen.kind != .cell else {
            return .blocked([
                diagnostic(screen.type.decl.keyword, in: file, .warning, "\(screen.name) is a cell: it moves with its list (a List row), not as a bridge")
            ])
        }
        let scope = TypeScope(screen.type)
        if scope.isFilePrivate {
            return .blocked([
                diagnostic(
                    screen.type.decl.keyword, in: file, .warning,
                    "no bridge for \(screen.name): it is private to its file, so no other file can name it; make it internal to bridge it")
            ])
        }
        var blockers: [Diagnostic] = screen.outlets.map { outlet in
            diagnostic(
                outlet.token, in: file, .warning,
                outlet.implicitlyUnwrapped
                    ? "no bridge for \(screen.name): outlet \(outlet.name) is implicitly unwrapped and connected by a storyboard or xib; made in code it is nil and crashes on first use. Bridge the storyboard scene by hand (instantiate it in make…), or make the view in code first and run again"
                    : "no bridge for \(screen.name): outlet \(outlet.name) is connected by a storyboard or xib; made in code it stays nil. Bridge the storyboard scene by hand (instantiate it in make…), or make the view in code first and run again"
            )
        }
        for place in screen.scenes {
            blockers.append(
                diagnostic(
                    screen.type.decl.name?.lowerBound ?? screen.type.decl.keyword, in: file, .warning,
                    "no bridge for \(screen.name): \(place.description) makes it, and a bridge made in code would have none of that file's views and connections; instantiate it from there in make… by hand"
                ))
        }
        var parameters: [Initializers.Parameter] = []
        var fixedArguments: String?
        switch Initializers.choose(for: screen.type, lookup: lookup) {
        case .initializer(let found, let given):
            parameters = found.map { parameter in
                var parameter = parameter
                parameter.type = scope.qualify(parameter.type)
                return parameter
            }
            fixedArguments = given
        case .blocked(let reason, let token, let blockerFile):
            blockers.append(diagnostic(token, in: blockerFile, .warning, "no bridge for \(screen.name): \(reason)"))
        }
        guard blockers.isEmpty else { return .blocked(blockers) }
        let found = MirroredProperties.read(screen.type, lookup: lookup)
        var notes = found.skipped.map { diagnostic($0.token, in: file, .note, "\($0.name) is not mirrored by the bridge: \($0.reason)") }
        // `context` and `coordinator` may be properties too: the methods then name their context
        // parameter `bridgeContext` inside.
        let reserved: Set<String> = ["body", "uiView", "uiViewController", "bridgeContext"]
        let parameterNames = Set(parameters.map(\.name))
        if let clash = parameters.first(where: { reserved.contains($0.name) }) {
            return .blocked([
                diagnostic(
                    screen.type.decl.keyword, in: file, .warning,
                    "no bridge for \(screen.name): its initializer's parameter `\(clash.name)` would clash with the representable's own names")
            ])
        }
        var properties: [MirroredProperty] = []
        for var property in found.properties where !parameterNames.contains(property.name) && !reserved.contains(property.name) {
            property.declaredType = scope.qualify(property.declaredType)
            if !property.isEquatable && !property.isFunction {
                notes.append(
                    diagnostic(
                        found.tokenOfProperty(property.name, in: screen.type) ?? screen.type.decl.keyword, in: file, .note,
                        "\(property.name) (\(property.declaredType)) is not known to be Equatable: the bridge sets it when the view is made, never on update; compare and set it in update… by hand if it changes"
                    ))
            }
            properties.append(property)
        }
        var delegates: [(DelegateProperty, ForwardedProtocol)] = []
        var names = parameterNames.union(properties.map(\.name))
        for delegate in found.delegates {
            guard let declared = lookup.type(named: delegate.protocolName) else { continue }
            switch DelegateForwarding.forward(declared) {
            case .forwarded(let forwarded):
                if forwarded.methods.contains(where: { names.contains($0.closureName) }) || delegates.contains(where: { $0.1.name == forwarded.name }) {
                    notes.append(
                        diagnostic(delegate.token, in: file, .note, "\(delegate.name) is not forwarded: its closures' names are taken; set it by hand"))
                    continue
                }
                names.formUnion(forwarded.methods.map(\.closureName))
                delegates.append((delegate, forwarded))
            case .blocked(let reason):
                notes.append(
                    diagnostic(
                        delegate.token, in: file, .note,
                        "\(delegate.name) (\(delegate.protocolName)) is not forwarded by the coordinator: \(reason); adopt it by hand"))
            }
        }
        let sizesItself =
            screen.kind == .view
            && screen.type.decl.flattenedMembers.contains {
                $0.kind == .variableDecl && $0.bindings.first?.pattern.first.map { file.text(of: $0) } == "intrinsicContentSize"
            }
        return .plan(
            Plan(
                screen: screen, typeName: scope.qualifiedName, parameters: parameters, fixedArguments: fixedArguments, properties: properties,
                delegates: delegates,
                sizesItself: sizesItself), notes: notes)
    }

    static func text(for plan: Plan) -> String {
        let name = plan.screen.name
        let type = plan.typeName
        let isController = plan.screen.kind.isViewController
        let local = isController ? "uiViewController" : "uiView"
        let protocolName = isController ? "UIViewControllerRepresentable" : "UIViewRepresentable"
        let make = isController ? "makeUIViewController" : "makeUIView"
        let update = isController ? "updateUIViewController" : "updateUIView"
        var lines: [String] = [
            "// A SwiftUI bridge for \(name) (\(plan.screen.type.file.path.split(separator: "/").last ?? "")), written by swift-migrate bridge;",
            "// it belongs in \(name)'s module.",
            "import SwiftUI",
            "import UIKit",
            "",
            "/// \(name) in SwiftUI. The initializer's parameters reach it once, when it is made; the",
            "/// properties it needs set (`!`) are required; each other property is optional: nil leaves its",
            "/// own value, and a value is set when it is made and again on every update that changes it.",
            "struct \(name)Representable: \(protocolName) {",
        ]
        for parameter in plan.parameters {
            lines.append("    var \(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? ""))
        }
        for property in plan.properties where property.isRequired {
            lines.append("    var \(property.name): \(property.requiredType)")
        }
        for property in plan.properties where !property.isRequired {
            lines.append("    var \(property.name): \(property.optionalType) = nil")
        }
        for (_, forwarded) in plan.delegates {
            lines.append("    // \(forwarded.name), forwarded by the coordinator.")
            for method in forwarded.methods {
                lines.append("    var \(method.closureName): (\(method.closureType))? = nil")
            }
        }
        let arguments = plan.fixedArguments ?? plan.parameters.map(\.argument).joined(separator: ", ")
        let taken = Set(plan.parameters.map(\.name) + plan.properties.map(\.name))
        let context = taken.contains("context") ? "bridgeContext" : "context"
        let contextParameter = context == "context" ? "context" : "context \(context)"
        lines += [
            "",
            "    func \(make)(\(contextParameter): Context) -> \(type) {",
            "        let \(local) = \(type)(\(arguments))",
        ]
        for (property, _) in plan.delegates {
            lines.append("        \(local).\(property.name) = \(context).coordinator")
        }
        for property in plan.properties where !property.isFunction {
            lines.append(
                property.isRequired
                    ? "        \(local).\(property.name) = \(property.name)"
                    : "        if let \(property.name) { \(local).\(property.name) = \(property.name) }")
        }
        lines += ["        return \(local)", "    }", "", "    func \(update)(_ \(local): \(type), \(contextParameter): Context) {"]
        for (_, forwarded) in plan.delegates {
            for method in forwarded.methods {
                lines.append("        \(context).coordinator.\(method.closureName) = \(method.closureName)")
            }
        }
        for property in plan.properties {
            let value = property.name
            if property.isFunction {
                lines.append(property.isRequired ? "        \(local).\(value) = \(value)" : "        if let \(value) { \(local).\(value) = \(value) }")
            } else if property.isEquatable {
                lines.append(
                    property.isRequired
                        ? "        if \(local).\(value) != \(value) { \(local).\(value) = \(value) }"
                        : "        if let \(value), \(local).\(value) != \(value) { \(local).\(value) = \(value) }")
            }
        }
        lines.append("    }")
        if plan.sizesItself {
            lines += [
                "",
                "    /// The view's intrinsic content size; an axis without one takes what SwiftUI proposes.",
                "    @available(iOS 16.0, *)",
                "    func sizeThatFits(_ proposal: ProposedViewSize, uiView: \(type), \(contextParameter): Context) -> CGSize? {",
                "        let intrinsic = uiView.intrinsicContentSize",
                "        return CGSize(",
                "            width: intrinsic.width == UIView.noIntrinsicMetric ? (proposal.width ?? 0) : intrinsic.width,",
                "            height: intrinsic.height == UIView.noIntrinsicMetric ? (proposal.height ?? 0) : intrinsic.height)",
                "    }",
            ]
        }
        if !plan.delegates.isEmpty {
            let adopted = plan.delegates.map(\.forwarded.name).joined(separator: ", ")
            lines += ["", "    func makeCoordinator() -> Coordinator { Coordinator() }", "", "    final class Coordinator: NSObject, \(adopted) {"]
            for (_, forwarded) in plan.delegates {
                for method in forwarded.methods {
                    lines.append("        var \(method.closureName): (\(method.closureType))?")
                }
            }
            for (_, forwarded) in plan.delegates {
                for method in forwarded.methods {
                    lines += [
                        "",
                        "        \(method.signature) {",
                        "            \(method.closureName)?(\(method.arguments.joined(separator: ", ")))",
                        "        }",
                    ]
                }
            }
            lines.append("    }")
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}

extension MirroredProperties.Found {
    /// The name token of a property of `type`, for a diagnostic.
    func tokenOfProperty(_ name: String, in type: DeclaredType) -> Int? {
        type.decl.flattenedMembers.lazy.compactMap { member -> Int? in
            guard member.kind == .variableDecl, let token = member.bindings.first?.pattern.first, type.file.text(of: token) == name else { return nil }
            return token
        }.first
    }
}
