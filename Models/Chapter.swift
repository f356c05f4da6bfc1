import Foundation
import SwiftData

// Core Data entity 'Chapter' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Chapter {
    var number: Int32 = 0
    var book: Book?

    init() {}
}
