import Foundation
import SwiftData

// Core Data entity 'Todo' of Todos.xcdatamodel, as a SwiftData model.
@Model
final class Todo {
    var done: Bool = false
    var due: Date?
    var notes: String?
    var priority: Int64 = 0
    var title: String = ""

    init() {}
}
