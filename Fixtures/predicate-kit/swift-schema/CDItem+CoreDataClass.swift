import CoreData

@objc(CDItem)
public class CDItem: NSManagedObject {}

public class CDTag: NSManagedObject {}
