import Foundation
import SwiftData

// Core Data entity 'Task' of Model 2.xcdatamodel, as a SwiftData model.
@Model
final class TaskItem {
    var done: Bool = false
    var title: String

    init(title: String) {
        self.title = title
    }
}
