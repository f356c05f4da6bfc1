import PredicateKit

/// The schema of `Tests/PredicateEvaluationTests/Models.swift`, written out by hand so that
/// translator tests do not depend on the schema readers (which have their own tests).
enum FixtureSchema {
    static let plain = PredicateSchema(entities: [
        EntityDescription(
            name: "Item", kind: .plain,
            properties: [
                property("title", .scalar(.string)),
                property("count", .scalar(.integer("Int"))),
                property("price", .scalar(.floating("Double"))),
                property("isComplete", .scalar(.bool)),
                property("note", .scalar(.string), optional: true),
                property("rating", .scalar(.integer("Int")), optional: true),
                property("tags", .toMany(entity: "Tag", ordered: true)),
                property("tagNames", .collection(.string, ordered: false)),
                property("optTags", .toMany(entity: "Tag", ordered: true), optional: true),
                property("owner", .toOne(entity: "Person"), optional: true),
                property("date", .scalar(.date)),
                property("scores", .collection(.integer("Int"), ordered: true)),
            ]),
        EntityDescription(
            name: "Tag", kind: .plain,
            properties: [
                property("name", .scalar(.string)),
                property("weight", .scalar(.integer("Int"))),
            ]),
        EntityDescription(
            name: "Person", kind: .plain,
            properties: [
                property("name", .scalar(.string)),
                property("age", .scalar(.integer("Int"))),
                property("email", .scalar(.string), optional: true),
                property("manager", .toOne(entity: "Manager"), optional: true),
            ]),
        EntityDescription(
            name: "Manager", kind: .plain,
            properties: [
                property("name", .scalar(.string)),
                property("age", .scalar(.integer("Int"))),
            ]),
    ])

    /// The same entities declared as SwiftData models (objects compared by identifier).
    static var models: PredicateSchema {
        PredicateSchema(
            entities: plain.entities.values.map {
                var entity = $0
                entity.kind = .model
                return entity
            })
    }

    static func property(_ name: String, _ type: PropertyType, optional: Bool = false) -> PropertyDescription {
        PropertyDescription(name: name, type: type, isOptional: optional)
    }
}
