import Foundation
import CoreData
import SwiftData


extension CachedUser {
    var wrappedName: String {
        name ?? "Unknown"
    }

    // The tutorials' helper: the set of friends, sorted.
    public var friendsArray: [CachedFriend] {
        let set = Set(friends)
        return set.sorted {
            $0.wrappedName < $1.wrappedName
        }
    }
}
