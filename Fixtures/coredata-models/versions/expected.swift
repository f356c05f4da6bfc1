import Foundation
import SwiftData

// Core Data entity 'Task' of Model 2.xcdatamodel, as a SwiftData model.
@Model
final class TaskItem {
    var created: Date = Date(timeIntervalSinceReferenceDate: 0)
    var done: Bool = false
    var title: String

    init(title: String) {
        self.title = title
    }
}
