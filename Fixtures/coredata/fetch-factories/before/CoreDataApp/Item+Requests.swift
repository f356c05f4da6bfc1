import CoreData

extension Item {
    /// The ten newest items.
    static func recent() -> NSFetchRequest<Item> {
        let request: NSFetchRequest<Item> = Item.fetchRequest() as! NSFetchRequest<Item>
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
        request.fetchLimit = 10
        return request
    }
}
