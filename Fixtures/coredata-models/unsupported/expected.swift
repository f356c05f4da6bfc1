import Foundation
import SwiftData

// Core Data entity 'Standalone' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Standalone {
    var name: String?
    @Transient var thumbnail: Data?

    init() {}
}
