import Foundation
import CoreData
import SwiftData


extension CachedFriend {
    var wrappedName: String {
        name ?? "Unknown"
    }
}
