import CoreData
import SwiftData

extension Tag: Comparable {
    static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.name < rhs.name }
}
