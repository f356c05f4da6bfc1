import MigrationKit
import PredicateKit

/// The oldest iOS the generated models run on, and what SwiftData offers there. The other
/// platforms follow iOS's release (`#Unique`/`#Index`: iOS 18, macOS 15, tvOS 18, watchOS 11;
/// model inheritance: the 26 releases), so one number decides.
public struct ModelTarget: Sendable, Hashable {
    public var iOS: Int

    public init(iOS: Int = 17) { self.iOS = iOS }

    /// `#Unique` and `#Index` (SwiftData's documentation: iOS 18.0, macOS 15.0).
    var hasSchemaMacros: Bool { iOS >= 18 }
    /// `@Model` subclasses (SwiftData's model inheritance: iOS 26).
    var hasModelInheritance: Bool { iOS >= 26 }
}

/// Collects diagnostics against the model's `contents` file.
struct ModelDiagnostics {
    let path: String
    private(set) var all: [Diagnostic] = []

    init(path: String) { self.path = path }

    mutating func warn(_ rule: CoreDataRule, at position: CoreDataModel.SourcePosition, _ message: String) {
        all.append(Diagnostic(path: path, line: position.line, column: position.column, rule: rule.id, message: message))
    }
}
