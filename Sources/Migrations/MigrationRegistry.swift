import MigrationKit

/// Every migration the tool ships, sorted by id. Explicit and greppable: adding a migration means
/// adding its folder under `Sources/Migrations/`, its fixtures under `Fixtures/<id>/`, and a line here.
public enum MigrationRegistry {
    public static let all: [any Migration] = [
        ConcurrencyMigration(),
        CoreDataMigration(),
        NavigationMigration(),
        ObjCMigration(),
        ObservationMigration(),
        StoreKitMigration(),
        UIKitMigration(),
        XCTestMigration(),
    ]

    public static func migration(id: String) -> (any Migration)? { all.first { $0.id == id } }
}
