import CoreData

@objc(Tag)
final class Tag: NSManagedObject, Comparable {
    @NSManaged var name: String
    @NSManaged var notes: NSSet?

    static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.name < rhs.name }
}
