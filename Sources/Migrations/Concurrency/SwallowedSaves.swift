import MigrationKit
import SourceSyntax

/// `try? context.save()`. Rule: `concurrency.swallowed-save`.
///
/// The guide: treat `save()` as throwing and never use `try?` for user data writes. What to do
/// with the error (propagate it, show it, roll back) is the app's decision, so this is reported.
enum SwallowedSaves {
    static func check(_ file: SourceFile, context: MigrationContext) {
        for call in file.calls(named: ["save"]) where call.arguments.isEmpty && call.trailingClosures.isEmpty {
            let start = call.callee.lowerBound
            guard call.callee.count >= 3, file.matches(start - 1, "?"), file.matches(start - 2, "try") else { continue }
            let receiver = file.text(of: call.name - 2)
            guard receiver.lowercased().hasSuffix("context") else { continue }
            context.warn(
                ConcurrencyRule.swallowedSave, at: start - 2,
                "`try? \(receiver).save()` drops a failed save of user data: use `try` and propagate the error, or catch it, show it and roll back the context; not rewritten: what to do with the error is the app's decision"
            )
        }
    }
}
