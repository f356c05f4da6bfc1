import CoreData

@objc(Tag)
final class Tag: NSManagedObject {
    @NSManaged var name: String
    @NSManaged var notes: NSSet?

    func attach(to note: Note) {
        note.addToTags(self)
    }
}
