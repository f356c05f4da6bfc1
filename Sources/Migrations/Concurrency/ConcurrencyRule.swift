import MigrationKit

/// Every rule of the concurrency migration, with the file that holds its code.
enum ConcurrencyRule: String, MigrationRule {
    /// `ConcurrencyExampleCalls.swift`
    case example = "concurrency.example"

    var summary: String {
        switch self {
        case .example: "`legacyAPI()` becomes `modernAPI()` (the scaffold's example rule)."
        }
    }
}
