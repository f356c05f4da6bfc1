// Runs the one-time copy of the `coexist-copy-data` fixture (its generated
// `CoreDataAppSwiftDataStore.migrateData(from:to:)`) against the Core Data and SwiftData stand-ins:
// a small store in, the copies read back. Prints "copy ok" when every check holds.
import CoreData
import SwiftData

@main
struct CopyRun {
    static func main() throws {
        let store = NSManagedObjectContext()
        func object(_ entity: String, _ values: [String: Any]) -> NSManagedObject {
            let object = NSEntityDescription.insertNewObject(forEntityName: entity, into: store)
            for (key, value) in values { object.setValue(value, forKey: key) }
            return object
        }
        // As Core Data hands them out: numbers as NSNumber, decimals as NSDecimalNumber, to-many as NSSet.
        let inbox = object("Folder", ["name": "Inbox"])
        let swift = object("Tag", ["name": "swift"])
        let data = object("Tag", ["name": "data"])
        let first = object(
            "Item",
            [
                "title": "First", "count": NSNumber(value: Int16(3)), "done": NSNumber(value: true),
                "price": NSDecimalNumber(string: "9.99"), "rating": NSNumber(value: Float(4.5)),
                "timestamp": Date(timeIntervalSinceReferenceDate: 1000), "folder": inbox, "tags": NSSet(array: [swift, data]),
            ])
        _ = object("Item", ["title": "Second", "count": NSNumber(value: Int16(0)), "done": NSNumber(value: false)])
        inbox.setValue(NSSet(array: [first]), forKey: "items")
        swift.setValue(NSSet(array: [first]), forKey: "items")
        data.setValue(NSSet(array: [first]), forKey: "items")

        let context = ModelContext(try ModelContainer(for: Folder.self, Item.self, Tag.self))
        try CoreDataAppSwiftDataStore.migrateData(from: store, to: context)

        let items = try context.fetch(FetchDescriptor<Item>())
        check(items.count == 2, "two items copied, not \(items.count)")
        let copied = items.first { $0.title == "First" }
        check(copied?.count == 3 && copied?.done == true, "scalars of the first item")
        check(copied?.price == Decimal(string: "9.99") && copied?.rating == 4.5, "decimal and float of the first item")
        check(copied?.timestamp == Date(timeIntervalSinceReferenceDate: 1000), "date of the first item")
        check(Set(copied?.tags.map(\.name) ?? []) == ["swift", "data"], "tags of the first item")
        // Only Folder.items is set (it declares the inverse); SwiftData fills in Item.folder, the stand-in does not.
        let folders = try context.fetch(FetchDescriptor<Folder>())
        check(folders.count == 1 && folders.first?.items.map(\.title) == ["First"], "the folder and its items")
        check(try context.fetch(FetchDescriptor<Tag>()).count == 2, "two tags copied")
        let second = items.first { $0.title == "Second" }
        check(second?.price == nil && second?.rating == nil && second?.timestamp == nil, "nil stays nil, not the model's default")
        check(second?.tags.isEmpty == true && second?.done == false, "the second item's tags and flag")

        // A required value the store lacks stops the copy, naming it.
        let broken = NSManagedObjectContext()
        _ = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: broken)
        do {
            try CoreDataAppSwiftDataStore.migrateData(from: broken, to: ModelContext(try ModelContainer(for: Tag.self)))
            check(false, "a tag without its name was copied")
        } catch let missing as CoreDataAppSwiftDataStore.MissingValue {
            check(missing.entity == "Tag" && missing.attribute == "name", "the missing value is named: \(missing)")
        }
        print("copy ok")
    }

    static func check(_ condition: Bool, _ what: String) {
        if !condition {
            print("failed: \(what)")
            exit(1)
        }
    }
}
