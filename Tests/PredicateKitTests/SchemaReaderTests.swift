import Foundation
import SourceSyntax
import Testing

@testable import PredicateKit

private let fixtures = EvaluationFixtureGenerator.packageRoot.appendingPathComponent("Fixtures/predicate-kit")

@Suite struct SchemaReaderTests {
    // MARK: .xcdatamodeld

    @Test func readsTheCurrentModelVersion() throws {
        let schema = try PredicateSchema.load(path: fixtures.appendingPathComponent("Trips.xcdatamodeld").path)
        // Entities are named by their class (`Trip`'s is `CDTrip`), as `#Predicate<T>` and the
        // generated models name them, and found by entity name too.
        #expect(schema.entities.keys.sorted() == ["BucketListItem", "CDTrip", "LivingAccommodation"])
        let trip = try #require(schema.entity(named: "Trip"))
        #expect(schema.entity(named: "CDTrip") == trip)
        #expect(trip.kind == .dataModelEntity)
        #expect(trip.property(named: "name") == PropertyDescription(name: "name", type: .scalar(.string), isOptional: false))
        #expect(trip.property(named: "destination") == PropertyDescription(name: "destination", type: .scalar(.string), isOptional: true))
        #expect(trip.property(named: "startDate")?.type == .scalar(.date))
        #expect(trip.property(named: "nights")?.type == .scalar(.integer("Int16")))
        #expect(trip.property(named: "budget") == PropertyDescription(name: "budget", type: .scalar(.floating("Double")), isOptional: true))
        #expect(trip.property(named: "isFavorite")?.type == .scalar(.bool))
        #expect(trip.property(named: "identifier")?.type == .scalar(.other("UUID")))
        #expect(
            trip.property(named: "bucketList")
                == PropertyDescription(name: "bucketList", type: .toMany(entity: "BucketListItem", ordered: false), isOptional: false))
        #expect(
            trip.property(named: "livingAccommodation")
                == PropertyDescription(name: "livingAccommodation", type: .toOne(entity: "LivingAccommodation"), isOptional: true))
    }

    @Test func readsASingleModelVersionFolder() throws {
        let schema = try PredicateSchema.load(path: fixtures.appendingPathComponent("Trips.xcdatamodeld/Trips.xcdatamodel").path)
        #expect(schema.entity(named: "Trip")?.properties.map(\.name) == ["name"])
    }

    @Test func rejectsBrokenXML() {
        #expect(throws: XCDataModelReader.ReadError.self) { try XCDataModelReader.parse(Data("{ \"not\": \"xml\" }".utf8)) }
        #expect(throws: XCDataModelReader.ReadError.self) { try XCDataModelReader.parse(Data("<plist><dict/></plist>".utf8)) }
        #expect(throws: XCDataModelReader.ReadError.self) { try XCDataModelReader.read(path: "/nonexistent/Model.xcdatamodeld") }
    }

    @Test func translatesAgainstADataModel() throws {
        let schema = try PredicateSchema.load(path: fixtures.appendingPathComponent("Trips.xcdatamodeld").path)
        let translator = PredicateTranslator(schema: schema, entity: "Trip", minimumOS: .iOS(17))
        #expect(
            translator.translate(format: "ANY bucketList.title BEGINSWITH 'Eiffel'").body
                == "cdTrip.bucketList.contains { bucketListItem in bucketListItem.title.starts(with: \"Eiffel\") }")
        #expect(
            translator.translate(format: "nights >= 3 AND budget < 1000").body
                == "cdTrip.nights >= 3 && (cdTrip.budget.flatMap { budget in budget < 1000 } ?? false)")
        #expect(
            translator.translate(format: "livingAccommodation.address == %@", arguments: ["address"]).body
                == "cdTrip.livingAccommodation?.address == address")
        #expect(translator.translate(format: "nights == 2.5").diagnostics.first?.code == .typeMismatch)
        #expect(translator.translate(format: "nights >= 3").expression?.hasPrefix("#Predicate<CDTrip> {") == true)
    }

    // MARK: Swift sources

    @Test func readsModelAndManagedObjectDeclarations() throws {
        let schema = try PredicateSchema.load(path: fixtures.appendingPathComponent("swift-schema").path)
        let trip = try #require(schema.entity(named: "Trip"))
        #expect(trip.kind == .model)
        #expect(trip.properties.map(\.name) == ["name", "destination", "startDate", "endDate", "livingAccommodation", "bucketList"])
        #expect(
            trip.property(named: "bucketList")
                == PropertyDescription(name: "bucketList", type: .toMany(entity: "BucketListItem", ordered: true), isOptional: true))
        #expect(trip.property(named: "livingAccommodation")?.type == .toOne(entity: "LivingAccommodation"))
        #expect(schema.entity(named: "BucketListItem")?.property(named: "isInPlan")?.type == .scalar(.bool))

        let item = try #require(schema.entity(named: "CDItem"))
        #expect(item.kind == .managedObject)
        #expect(item.property(named: "title") == PropertyDescription(name: "title", type: .scalar(.string), isOptional: true))
        #expect(item.property(named: "count")?.type == .scalar(.integer("Int64")))
        // `tags: NSSet?` gets its destination from the generated `addToTags(_ value: CDTag)`.
        #expect(item.property(named: "tags")?.type == .toMany(entity: "CDTag", ordered: false))
        #expect(schema.entity(named: "CDTag")?.property(named: "name")?.isOptional == true)
    }

    @Test func evaluationModelsMatchTheHandWrittenSchema() throws {
        #expect(try EvaluationFixtureGenerator.schema() == FixtureSchema.plain)
    }

    @Test func plainTypesWithoutStoredPropertiesAreNotEntities() {
        let file = SourceFile(
            path: "x.swift",
            text: """
                struct Helper { func run() {} ; var computed: Int { 1 } }
                struct Box { var value: Int = 0; var label = "x"; let when: Date; var observed: Double { didSet {} } }
                struct Shelf { var boxes = [Box](); var labels = Set<String>() }
                """)
        #expect(
            SwiftSchemaReader.parse([file]).entity(named: "Shelf")?.properties.map(\.type)
                == [.toMany(entity: "Box", ordered: true), .collection(.string, ordered: false)])
        let schema = SwiftSchemaReader.parse([file])
        #expect(schema.entity(named: "Helper") == nil)
        let box = schema.entity(named: "Box")
        #expect(box?.properties.map(\.name) == ["value", "label", "when", "observed"])
        #expect(box?.property(named: "label")?.type == .scalar(.string))
    }

    @Test(
        arguments: [
            ("String?", PropertyType.scalar(.string), true),
            ("Optional<Int>", .scalar(.integer("Int")), true),
            ("String!", .scalar(.string), true),
            ("[Tag]", .toMany(entity: "Tag", ordered: true), false),
            ("Array<Tag>?", .toMany(entity: "Tag", ordered: true), true),
            ("Set<Tag>", .toMany(entity: "Tag", ordered: false), false),
            ("Set<String>", .collection(.string, ordered: false), false),
            ("[Int]", .collection(.integer("Int"), ordered: true), false),
            ("NSOrderedSet?", .toMany(entity: nil, ordered: true), true),
            ("Tag?", .toOne(entity: "Tag"), true),
            ("UUID", .scalar(.other("UUID")), false),
            ("[String: Int]", .scalar(.other("[String:Int]")), false),
        ] as [(String, PropertyType, Bool)])
    func typeSpellings(spelling: String, type: PropertyType, optional: Bool) {
        let property = SwiftTypeSpelling.property(named: "p", type: spelling, entityNames: ["Tag"])
        #expect(property.type == type)
        #expect(property.isOptional == optional)
    }

    @Test func untypedToManyIsReportedWhenCrossed() {
        let schema = PredicateSchema(entities: [
            EntityDescription(
                name: "A", kind: .managedObject,
                properties: [
                    PropertyDescription(name: "items", type: .toMany(entity: nil, ordered: false), isOptional: true)
                ])
        ])
        let result = PredicateTranslator(schema: schema, entity: "A").translate(format: "ANY items.name == 'x'")
        #expect(result.diagnostics.first?.code == .unknownKey)
    }
}
