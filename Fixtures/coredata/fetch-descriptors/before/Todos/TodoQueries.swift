import CoreData

/// Reads the to-do list the ways the app's screens need it.
struct TodoQueries {
    let context: NSManagedObjectContext

    func open(titled prefix: String) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSPredicate(format: "done == NO AND title BEGINSWITH %@", prefix)
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Todo.priority, ascending: false)]
        request.fetchLimit = 20
        return try context.fetch(request)
    }

    func doneCount() throws -> Int {
        let request = NSFetchRequest<Todo>(entityName: "Todo")
        request.predicate = NSPredicate(format: "done == YES")
        return try context.count(for: request)
    }

    func dueBefore(_ date: Date) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSPredicate(format: "due < %@ AND priority >= %d", date as NSDate, 2)
        request.sortDescriptors = [NSSortDescriptor(key: "due", ascending: true)]
        return try context.fetch(request)
    }

    func titled(_ a: String, or b: String) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSCompoundPredicate(orPredicateWithSubpredicates: [
                NSPredicate(format: "title == %@", a), NSPredicate(format: "title == %@", b),
            ]),
            NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "done == YES")),
        ])
        request.sortDescriptors = [
            NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.localizedStandardCompare(_:))),
        ]
        return try context.fetch(request)
    }

    func all(oldestFirst: Bool) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = nil
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Todo.due, ascending: oldestFirst)]
        return try context.fetch(request)
    }

    func named(_ title: String) throws -> [Todo] {
        let predicate = NSPredicate(format: "title == %@", title)
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = predicate
        return try context.fetch(request)
    }

    func next() throws -> Todo? {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Todo.due, ascending: true)]
        request.fetchLimit = 1
        return try context.fetch(request).first
    }
}
