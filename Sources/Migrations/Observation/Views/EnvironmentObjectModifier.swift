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
            let type = TypeResolution.path(of: argument, in: file)?.resolve(in: index).flatMap { plan.identities.isNamesake($0) ? nil : $0 }
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
}
