import CoreData

extension CDItem {
    @NSManaged public var title: String?
    @NSManaged public var timestamp: Date?
    @NSManaged public var isComplete: Bool
    @NSManaged public var count: Int64
    @NSManaged public var tags: NSSet?
}

extension CDItem {
    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: CDTag)
}

extension CDTag {
    @NSManaged public var name: String?
}
