// Stand-in for the Core Data that migrated code still names: the coredata migration keeps the
// store where Core Data put it, so converted stacks read `NSPersistentContainer.defaultDirectoryURL()`,
// and the coexistence file's one-time copy (`migrateData(from:to:)`) reads objects by key from a
// context. Code that still uses the rest of Core Data is not type-checked against this.
//
// The context, objects and requests here also run: objects keep their values in a dictionary
// (Linux's `NSObject` has no key-value coding), and a fetch returns the context's objects of the
// request's entity. Entity inheritance is not modelled, so `includesSubentities` changes nothing.
@_exported import Foundation  // as Core Data does

open class NSPersistentContainer {
    /// Where `NSPersistentContainer(name:)` puts its store: `<name>.sqlite` in this folder.
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }
}

public protocol NSFetchRequestResult: AnyObject {}

open class NSManagedObjectID: NSObject {}

open class NSEntityDescription {
    public let name: String?

    init(name: String) { self.name = name }

    /// Core Data's way to create an object of an entity by name.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let object = NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
        return object
    }
}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    public let objectID = NSManagedObjectID()
    private var values: [String: Any] = [:]

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
    }

    open func value(forKey key: String) -> Any? { values[key] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
}

open class NSFetchRequest<ResultType: NSFetchRequestResult> {
    open var entityName: String?
    open var includesSubentities = true
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?

    public init(entityName: String) { self.entityName = entityName }
}

open class NSManagedObjectContext {
    private var objects: [NSManagedObject] = []

    public init() {}

    open func insert(_ object: NSManagedObject) { objects.append(object) }

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        objects.filter { $0.entity.name == request.entityName }.compactMap { $0 as? T }
    }
}
