import CoreData

// The tutorials' preview context: made on its own, with no store behind it.
enum EntryPreview {
    static let moc = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}
