import SwiftUI
import CoreData
import SwiftData

struct OpenTodosView: View {
    @Query(filter: #Predicate<Todo> { todo in !todo.done }, sort: [SortDescriptor(\Todo.priority, order: .reverse)], animation: .default)
    private var todos: [Todo]

    var body: some View {
        List {
            ForEach(todos) { todo in
                Text(todo.title ?? "")
            }
        }
    }
}
