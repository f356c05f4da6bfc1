import Foundation
import SwiftData

// Core Data entity 'Folder' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Folder {
    var name: String

    init(name: String) {
        self.name = name
    }
}

// Core Data entity 'Note' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Note {
    var text: String?

    init() {}
}
