import Foundation
import CoreData

@objc(Note)
public class Note: NSManagedObject {
    /// Not in the model: an extension of the @Model class cannot hold it.
    var isExpanded = false

    public override func awakeFromInsert() {
        super.awakeFromInsert()
        created = Date()
    }

    var tagNames: [String] {
        (tags as? Set<Tag>)?.map(\.name).sorted() ?? []
    }
}
