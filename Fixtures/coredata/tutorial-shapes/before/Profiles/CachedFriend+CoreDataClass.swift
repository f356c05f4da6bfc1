import Foundation
import CoreData

@objc(CachedFriend)
public class CachedFriend: NSManagedObject {

}
