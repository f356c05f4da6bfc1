import CoreData

struct EntryStore {
    let context: NSManagedObjectContext

    func entries(in category: Category) throws -> [Entry] {
        let request: NSFetchRequest<Entry> = Entry.fetchRequest()
        request.predicate = NSPredicate(format: "category == %@", category)
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.caseInsensitiveCompare(_:)))]
        return try context.fetch(request)
    }

    func move(_ entries: [Entry], to category: Category) {
        category.addToEntries(NSSet(array: entries))
    }

    func clear(_ category: Category) {
        category.mutableSetValue(forKey: "entries").removeAllObjects()
    }
}
