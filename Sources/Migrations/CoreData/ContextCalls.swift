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
            edit(i..<(i + 1), "ModelContext", .context)
            return true
        case "viewContext" where isMember(i) && i >= 2 && store.stackProperty.map({ file.matches(i - 2, $0) }) == true:
            edit(i..<(i + 1), "mainContext", .context)
            return true
        case "FetchedResults" where !isMember(i):
            return convertFetchedResults(at: i)
        case _ where store.classNames.contains(word) && !isMember(i):
            return convertInsert(at: i, className: word)
        default:
            return false
        }
    }

    /// `@Environment(\.managedObjectContext)`: the key path is the attribute's only argument.
    func isEnvironmentKeyPath(_ i: Int) -> Bool {
        guard i >= 5, file.kind(i - 1) == .period, file.kind(i - 2) == .backslash, file.kind(i - 3) == .leftParen,
            file.matches(i - 4, "Environment"), file.kind(i - 5) == .atSign, let close = next(i), file.kind(close) == .rightParen
        else { return false }
        return true
    }

    /// `let x = T(context: ctx)` → `let x = T()` and, on the next line, `ctx.insert(x)`: the object
    /// is in the context from the same point on, as Core Data's initializer put it there.
    mutating func convertInsert(at i: Int, className: String) -> Bool {
        guard let arguments = callArguments(after: i), arguments.count == 1, let label = arguments[0].label, file.text(of: label) == "context"
        else { return false }
        let paren = i + 1
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
        guard store.classesWithEmptyInit.contains(className) else {
            block(
                .insert, at: i,
                "'\(className)(context:)': the @Model class's init takes the required attributes; pass them to \(className)(…) and call ctx.insert(_:) by hand")
            return true
        }
        let variable = file.text(of: i - 2)
        let indent = file.indentation(ofLineContaining: file.tokens[i - 3].start)
        edit(i..<(close + 1), "\(className)()", .insert)
        result.edits.append(.insert(file.lineBreak + indent + "\(contextText).insert(\(variable))", at: file.tokens[close].end, rule: CoreDataRule.insert.id))
        return true
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
    mutating func convertEnvironmentModifiers() {
        for i in file.tokens.indices where file.matches(i, "environment") && isMember(i) {
            guard let arguments = callArguments(after: i), arguments.count == 2,
                file.text(arguments[0].value).filter({ !$0.isWhitespace }) == "\\.managedObjectContext"
            else { continue }
            let value = arguments[1].value
            let close = file.matching(i + 1)!
            guard let property = store.stackProperty, value.count >= 4, file.matches(value.upperBound - 1, "viewContext"),
                file.kind(value.upperBound - 2) == .period, file.matches(value.upperBound - 3, property), file.kind(value.upperBound - 4) == .period
            else {
                block(
                    .environment, at: i,
                    "'.environment(\\.managedObjectContext, …)' with a context that is not the converted stack's viewContext: pass .modelContainer(container) by hand"
                )
                covered.append(i..<(close + 1))
                continue
            }
            let container = file.text(value.lowerBound..<(value.upperBound - 2))
            edit(i..<(close + 1), "modelContainer(\(container))", .environment)
        }
    }
}
