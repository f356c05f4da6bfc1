import CoreData

extension Entry {
    static func newestFirst() -> NSFetchRequest<Entry> {
        let request: NSFetchRequest<Entry> = Entry.fetchRequest()
        let byDate = NSSortDescriptor(keyPath: \Entry.date, ascending: false)
        let byTitle = NSSortDescriptor(key: "title", ascending: true)
        request.sortDescriptors = [byDate, byTitle]
        return request
    }
}
