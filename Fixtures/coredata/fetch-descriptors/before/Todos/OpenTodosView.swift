import SwiftUI
import CoreData

struct OpenTodosView: View {
    @FetchRequest(
        entity: Todo.entity(),
        sortDescriptors: [NSSortDescriptor(keyPath: \Todo.priority, ascending: false)],
        predicate: NSPredicate(format: "done == NO"),
        animation: .default)
    private var todos: FetchedResults<Todo>

    var body: some View {
        List {
            ForEach(todos) { todo in
                Text(todo.title ?? "")
            }
        }
    }
}
