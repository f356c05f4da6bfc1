import MigrationKit
import SourceSyntax

/// `.environmentObject(x)` → `.environment(x)` when `x` is of a class this run converts. When the
/// type of `x` cannot be told, the call stays and a warning says what to check.
struct EnvironmentObjectModifier {

    let file: SourceFile
    let index: ProjectIndex
    let plan: ObservationPlan

    func edits(context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for call in file.calls(named: ["environmentObject"]) {
            guard call.callee.count >= 2, file.kind(call.name - 1) == .period, call.arguments.count == 1,
                call.arguments[0].label == nil
            else { continue }
            let argument = call.arguments[0].value
            // Types are followed by simple name: one several classes share cannot be told.
            let type = (TypeResolution.path(of: firstArgumentPassedThrough(argument) ?? argument, in: file)?.resolve(in: index))
                .flatMap { plan.identities.isNamesake($0) ? nil : $0 }
            if let type {
                if plan.converted.contains(type) { edits.append(file.renaming(call, to: "environment", rule: ObservationRule.environmentObjectModifier)) }
            } else if !plan.converted.isEmpty {
                context.warn(
                    ObservationRule.environmentObjectModifier, at: call.name,
                    "cannot tell the type of `\(file.text(argument))`; \(plan.ifConverted), use `.environment(_:)`")
            }
        }
        return edits
    }

    /// `configure(AppState()) { … }` where the project's one top-level `configure` is
    /// `func configure<T>(_ x: T, …) -> T` (and the enclosing type has no method of that name):
    /// the first argument, whose type the call has.
    private func firstArgumentPassedThrough(_ range: Range<Int>) -> Range<Int>? {
        guard file.kind(range.lowerBound) == .identifier, file.kind(range.lowerBound + 1) == .leftParen else { return nil }
        let name = file.text(of: range.lowerBound)
        guard
            let call = file.calls(in: range, named: [name]).first(where: {
                $0.callee == range.lowerBound..<(range.lowerBound + 1) && $0.tokens.upperBound == range.upperBound
            }),
            let first = call.arguments.first, first.label == nil
        else { return nil }
        let declared = index.facts(ObservationFact.returnsFirstArgument, about: name)
        guard !declared.isEmpty, declared.allSatisfy(\.value) else { return nil }
        if let enclosing = file.scope(of: range.lowerBound).type.flatMap({ file.simpleTypeName(of: $0) }),
            index.declarations(of: enclosing).contains(where: { $0.methods.contains(name) })
        {
            return nil
        }
        return first.value
    }
}
