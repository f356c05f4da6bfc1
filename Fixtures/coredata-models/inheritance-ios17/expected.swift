import Foundation
import SwiftData

// Core Data entity 'Label' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Label {
    var text: String = ""

    init() {}
}
