import MigrationKit
import SourceSyntax

/// `<View>Hosting.swift`: a `UIViewController` helper that embeds a SwiftUI view as a child
/// `UIHostingController`, as the guide's basic usage does, with its sizing options and the view's
/// closures as the way data comes back to UIKit.
enum HostingWriter {
    /// One parameter of the view's initializer, as the helper takes it.
    struct Parameter: Sendable {
        var label: String
        var type: String
        var isClosure: Bool

        /// A closure parameter of the helper escapes into the view (an optional one already does).
        var helperType: String { isClosure && !type.hasSuffix("?") ? "@escaping \(type)" : type }
    }

    static func fileName(for viewName: String) -> String { "\(viewName)Hosting.swift" }

    /// The view's initializer parameters, or nil (with a note) when the helper takes the view as built.
    static func parameters(of viewName: String, lookup: TypeLookup) -> (parameters: [Parameter]?, note: String?) {
        guard let view = lookup.types(named: viewName).first(where: { $0.decl.kind == .structDecl }) else {
            return (nil, "\(viewName) is not a struct in the inputs: the helper takes the view as built")
        }
        let file = view.file
        let members = view.decl.flattenedMembers
        if let initializer = members.first(where: { $0.kind == .initDecl }) {
            guard !file.hasModifier("private", initializer), !file.hasModifier("fileprivate", initializer),
                let list = file.parameterList(of: initializer) ?? (initializer.parameters?.count == 2 ? [] : nil),
                list.allSatisfy({ $0.label != "_" && !$0.type.contains("=") && !$0.type.contains("inout") })
            else { return (nil, "\(viewName)'s initializer is not one the helper can repeat: it takes the view as built") }
            return (
                list.map { Parameter(label: $0.label, type: $0.type.replacingOccurrences(of: "@escaping ", with: ""), isClosure: $0.type.contains("->")) }, nil
            )
        }
        // The memberwise initializer: stored properties in order, those with a value optional.
        var result: [Parameter] = []
        for member in members where member.kind == .variableDecl && !file.isTypeLevel(member) {
            guard let binding = member.bindings.first, file.isStored(binding), let nameToken = binding.pattern.first else { continue }
            if file.hasModifier("private", member) || file.hasModifier("fileprivate", member) {
                return (nil, "\(viewName) has private stored properties, so its memberwise initializer is private: the helper takes the view as built")
            }
            if binding.initializer != nil { continue }
            guard let typeRange = binding.type else { return (nil, "a stored property of \(viewName) has no written type: the helper takes the view as built") }
            let type = file.text(typeRange).trimmingCharacters(in: .whitespaces)
            let wrappers = member.attributes.map { file.name(of: $0) }
            switch wrappers.first {
            case nil, "ObservedObject", "Bindable": break
            case "Binding":
                result.append(Parameter(label: file.text(of: nameToken), type: "Binding<\(type)>", isClosure: false))
                continue
            default: return (nil, "\(viewName) has a @\(wrappers[0]) property without a value: the helper takes the view as built")
            }
            result.append(Parameter(label: file.text(of: nameToken), type: type, isClosure: type.contains("->")))
        }
        return (result, nil)
    }

    static func text(viewName: String, parameters: [Parameter]?) -> String {
        let closures = (parameters ?? []).filter(\.isClosure).map { "`\($0.label)`" }
        var lines = [
            "// Embeds \(viewName) (SwiftUI) in a UIKit screen, written by swift-migrate bridge --hosting.",
            "import SwiftUI",
            "import UIKit",
            "",
            "extension UIViewController {",
            "    /// Adds \(viewName) as a child view controller that fills `container` (this view controller's",
            "    /// view when nil) and returns its hosting controller.\(closures.isEmpty ? "" : " \(closures.joined(separator: ", ")) bring\(closures.count == 1 ? "s" : "") data back to")",
        ]
        if !closures.isEmpty { lines.append("    /// UIKit: capture `self` weakly in \(closures.count == 1 ? "it" : "them").") }
        lines += [
            "    /// `sizingOptions`: `.intrinsicContentSize` lets Auto Layout size the hosted view from its",
            "    /// SwiftUI content; `.preferredContentSize` keeps `preferredContentSize` current (popovers, sheets);",
            "    /// after the content changes size, call `hosting.view.invalidateIntrinsicContentSize()`.",
            "    /// Inside a UINavigationController, do not wrap \(viewName) in a NavigationStack (two bars).",
            "    @available(iOS 16.0, *)",
            "    @discardableResult",
            "    func embed\(viewName)(",
        ]
        var arguments: [String] = []
        if let parameters {
            for parameter in parameters {
                lines.append("        \(parameter.label): \(parameter.helperType),")
                arguments.append("\(parameter.label): \(parameter.label)")
            }
        } else {
            lines.append("        _ rootView: \(viewName),")
        }
        let rootView = parameters == nil ? "rootView" : "\(viewName)(\(arguments.joined(separator: ", ")))"
        lines += [
            "        in container: UIView? = nil,",
            "        sizingOptions: UIHostingControllerSizingOptions = []",
            "    ) -> UIHostingController<\(viewName)> {",
            "        let hosting = UIHostingController(rootView: \(rootView))",
            "        hosting.sizingOptions = sizingOptions",
            "        let container: UIView = container ?? view",
            "        addChild(hosting)",
            "        container.addSubview(hosting.view)",
            "        hosting.view.translatesAutoresizingMaskIntoConstraints = false",
            "        NSLayoutConstraint.activate([",
            "            hosting.view.topAnchor.constraint(equalTo: container.topAnchor),",
            "            hosting.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),",
            "            hosting.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),",
            "            hosting.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),",
            "        ])",
            "        hosting.didMove(toParent: self)",
            "        return hosting",
            "    }",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
