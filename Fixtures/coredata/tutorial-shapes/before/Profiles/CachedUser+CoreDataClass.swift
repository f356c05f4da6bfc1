import Foundation
import CoreData

@objc(CachedUser)
public class CachedUser: NSManagedObject {

}
