import CoreData

extension Item {
    func discard() {
        self.managedObjectContext?.delete(self)
    }
}

enum ItemActions {
    static func discard(_ item: Item) {
        item.managedObjectContext?.delete(item)
    }
}
