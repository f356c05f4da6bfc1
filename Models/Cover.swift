import Foundation
import SwiftData

// Core Data entity 'Cover' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Cover {
    var image: Data?
    var book: Book?

    init() {}
}
