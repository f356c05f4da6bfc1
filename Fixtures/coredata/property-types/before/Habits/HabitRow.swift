import SwiftUI
import CoreData

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        // Xcode's class has `value: Int16`; the @Model class has `value: Int16?`.
        Text("\(habit.title ?? ""): \(habit.value)")
    }
}

func reset(_ habit: Habit) {
    habit.value = 0
    habit.title = "New habit"
}

final class HabitsDashboard {
    let observer: NSObjectProtocol

    init(context: NSManagedObjectContext) {
        observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { _ in }
    }
}
