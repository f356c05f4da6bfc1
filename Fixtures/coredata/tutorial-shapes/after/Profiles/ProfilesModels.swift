import Foundation
import SwiftData

// Core Data entity 'CachedFriend' of Profiles.xcdatamodel, as a SwiftData model.
@Model
final class CachedFriend {
    var name: String?
    var user: CachedUser?

    init() {}
}

// Core Data entity 'CachedUser' of Profiles.xcdatamodel, as a SwiftData model.
@Model
final class CachedUser {
    var age: Int16? = 0
    var isActive: Bool?
    var name: String?
    @Relationship(inverse: \CachedFriend.user) var friends: [CachedFriend] = []

    init() {}
}
