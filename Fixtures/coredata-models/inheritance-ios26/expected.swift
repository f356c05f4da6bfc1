import Foundation
import SwiftData

// Core Data entity 'Circle' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Circle: Shape {
    var radius: Double

    init(name: String, radius: Double) {
        self.radius = radius
        super.init(name: name)
    }
}

// Core Data entity 'Drawing' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Drawing {
    var title: String?
    @Relationship(deleteRule: .cascade, inverse: \Shape.drawing) var shapes: [Shape] = []

    init() {}
}

// Core Data entity 'Label' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Label {
    var text: String = ""

    init() {}
}

// Core Data entity 'Shape' of Model.xcdatamodel, as a SwiftData model.
@Model
class Shape {
    var name: String
    var drawing: Drawing?

    init(name: String) {
        self.name = name
    }
}

// Core Data entity 'Square' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Square: Shape {
    var label: Label?

    override init(name: String) {
        super.init(name: name)
    }
}
