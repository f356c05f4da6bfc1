import MigrationKit

/// Every rule of the navigation migration, with the file that holds its code.
enum NavigationRule: String, MigrationRule {
    /// `NavigationExampleCalls.swift`
    case example = "navigation.example"

    var summary: String {
        switch self {
        case .example: "`legacyAPI()` becomes `modernAPI()` (the scaffold's example rule)."
        }
    }
}
