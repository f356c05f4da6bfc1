import CoreData

/// Fetches that stay in Core Data, each for its own reason.
struct TodoQueries {
    let context: NSManagedObjectContext

    func page(limit: Int) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.fetchLimit = limit
        return try context.fetch(request)
    }

    func urgentRequest() -> NSFetchRequest<Todo> {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSPredicate(format: "priority > 3")
        return request
    }

    func matching(_ format: String) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSPredicate(format: format)
        return try context.fetch(request)
    }

    func either(_ a: String, _ extra: NSPredicate) throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "title == %@", a), extra])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.caseInsensitiveCompare(_:)))]
        return try context.fetch(request)
    }

    func untranslatable() throws -> [Todo] {
        let request: NSFetchRequest<Todo> = Todo.fetchRequest()
        request.predicate = NSPredicate(format: "SUBQUERY(self, $t, $t.priority > 1).@count > 0")
        return try context.fetch(request)
    }
}
