import Foundation
import SwiftData

// Core Data entity 'Note' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Note {
    var archived: Bool = false
    var pinned: Bool = false
    var body: String?
    @Attribute(.transformable(by: "NSSecureUnarchiveFromData")) var color: [String]?
    var created: Date
    var `default`: String = "untitled \"new\""
    var due: Date = Date(timeIntervalSinceReferenceDate: 631152000)
    var id: UUID
    @Transient var isSelected: Bool?
    var link: URL?
    @Attribute(.externalStorage) var photo: Data?
    var price: Decimal = Decimal(string: "1.5")!
    var priority: Int16 = -1
    var rating: Double?
    var score: Float = 0.5
    @Attribute(.allowsCloudEncryption) var secret: String?
    var size: Int64
    @Attribute(originalName: "name") var title: String
    var views: Int32 = 0

    init(created: Date, id: UUID, size: Int64, title: String) {
        self.created = created
        self.id = id
        self.size = size
        self.title = title
    }
}
