import CoreData
import SwiftData

/// Reads the to-do list the ways the app's screens need it.
struct TodoQueries {
    let context: ModelContext

    func open(titled prefix: String) throws -> [Todo] {
        var request = FetchDescriptor<Todo>()
        request.predicate = #Predicate<Todo> { todo in !todo.done && todo.title.starts(with: prefix) }
        request.sortBy = [SortDescriptor(\Todo.priority, order: .reverse)]
        request.fetchLimit = 20
        return try context.fetch(request)
    }

    func doneCount() throws -> Int {
        var request = FetchDescriptor<Todo>()
        request.predicate = #Predicate<Todo> { todo in todo.done }
        return try context.fetchCount(request)
    }

    func dueBefore(_ date: Date) throws -> [Todo] {
        var request = FetchDescriptor<Todo>()
        request.predicate = #Predicate<Todo> { todo in (todo.due.flatMap { due in due < date } ?? false) && todo.priority >= 2 }
        request.sortBy = [SortDescriptor(\Todo.due, order: .forward)]
        return try context.fetch(request)
    }

    func titled(_ a: String, or b: String) throws -> [Todo] {
        var request = FetchDescriptor<Todo>()
        request.predicate = #Predicate<Todo> { todo in (todo.title == a || todo.title == b) && !todo.done }
        request.sortBy = [SortDescriptor(\Todo.title, comparator: .localizedStandard, order: .forward)]
        return try context.fetch(request)
    }

    func all(oldestFirst: Bool) throws -> [Todo] {
        var request = FetchDescriptor<Todo>()
        request.predicate = nil
        request.sortBy = [SortDescriptor(\Todo.due, order: oldestFirst ? .forward : .reverse)]
        return try context.fetch(request)
    }

    func named(_ title: String) throws -> [Todo] {
        let predicate = #Predicate<Todo> { todo in todo.title == title }
        var request = FetchDescriptor<Todo>()
        request.predicate = predicate
        return try context.fetch(request)
    }

    func next() throws -> Todo? {
        var request = FetchDescriptor<Todo>()
        request.sortBy = [SortDescriptor(\Todo.due, order: .forward)]
        request.fetchLimit = 1
        return try context.fetch(request).first
    }
}
