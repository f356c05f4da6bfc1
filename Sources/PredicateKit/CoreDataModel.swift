/// Everything an `.xcdatamodel` says about its entities, as written in its `contents` XML: the
/// predicate translator reads a projection of it (`predicateSchema`), the coredata migration
/// generates SwiftData classes from all of it.
///
/// Values are kept as the XML spells them (`attributeType="Integer 16"`, `deleteRule="No Action"`)
/// so that nothing is decided here; whoever generates code decides what each spelling means.
public struct CoreDataModel: Equatable, Sendable {
    /// The `contents` file the model was read from, as the caller named it.
    public var path: String
    /// Where `<model>` starts.
    public var position: SourcePosition
    /// `usedWithCloudKit="YES"` on `<model>`.
    public var usedWithCloudKit: Bool
    public var entities: [Entity]
    /// `<configuration>` elements (the implicit "Default" configuration has none).
    public var configurations: [Configuration]
    /// Model-level `<fetchRequest>` templates.
    public var fetchRequestTemplates: [Named]

    public init(
        path: String, position: SourcePosition = SourcePosition(line: 1, column: 1), usedWithCloudKit: Bool = false,
        entities: [Entity] = [], configurations: [Configuration] = [], fetchRequestTemplates: [Named] = []
    ) {
        self.path = path
        self.position = position
        self.usedWithCloudKit = usedWithCloudKit
        self.entities = entities
        self.configurations = configurations
        self.fetchRequestTemplates = fetchRequestTemplates
    }

    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }

    /// Whether CloudKit syncs the model: the model says so, or one of its configurations does.
    public var syncsWithCloudKit: Bool { usedWithCloudKit || configurations.contains(where: \.usedWithCloudKit) }

    /// A 1-based line and column in the `contents` file.
    public struct SourcePosition: Equatable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A named element that is only reported, never generated: a fetched property, a fetch
    /// request template.
    public struct Named: Equatable, Sendable {
        public var name: String
        public var position: SourcePosition

        public init(name: String, position: SourcePosition) {
            self.name = name
            self.position = position
        }
    }

    public struct Configuration: Equatable, Sendable {
        public var name: String
        public var usedWithCloudKit: Bool
        public var memberEntities: [String]
        public var position: SourcePosition

        public init(name: String, usedWithCloudKit: Bool, memberEntities: [String], position: SourcePosition) {
            self.name = name
            self.usedWithCloudKit = usedWithCloudKit
            self.memberEntities = memberEntities
            self.position = position
        }
    }

    public struct Entity: Equatable, Sendable {
        public var name: String
        /// `representedClassName` as written (it may carry a module prefix, `.Item` or `App.Item`).
        public var representedClassName: String?
        public var parentEntity: String?
        public var isAbstract: Bool
        /// `elementID`: the renaming identifier (the entity's name in an earlier version).
        public var renamingIdentifier: String?
        public var attributes: [Attribute] = []
        public var relationships: [Relationship] = []
        public var fetchedProperties: [Named] = []
        /// `<uniquenessConstraint>`s: each is a list of property names.
        public var uniquenessConstraints: [[String]] = []
        public var fetchIndexes: [FetchIndex] = []
        public var position: SourcePosition

        public init(
            name: String, representedClassName: String? = nil, parentEntity: String? = nil, isAbstract: Bool = false,
            renamingIdentifier: String? = nil, position: SourcePosition
        ) {
            self.name = name
            self.representedClassName = representedClassName
            self.parentEntity = parentEntity
            self.isAbstract = isAbstract
            self.renamingIdentifier = renamingIdentifier
            self.position = position
        }

        /// The Swift class name: `representedClassName` without a module prefix, else the entity name.
        public var className: String {
            guard let represented = representedClassName, !represented.isEmpty else { return name }
            let last = represented.split(separator: ".").last.map(String.init) ?? represented
            return last.isEmpty ? name : last
        }

        public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
        public func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }
    }

    public struct Attribute: Equatable, Sendable {
        public var name: String
        /// `attributeType` as written: `String`, `Integer 16`, `Transformable`, …
        public var type: String
        public var isOptional: Bool
        public var defaultValue: String?
        /// `defaultDateTimeInterval`: a Date default, in seconds since 2001-01-01.
        public var defaultDateTimeInterval: String?
        public var isTransient: Bool
        public var isDerived: Bool
        public var allowsExternalBinaryDataStorage: Bool
        public var allowsCloudEncryption: Bool
        public var preservesValueInHistoryOnDeletion: Bool
        public var isIndexedBySpotlight: Bool
        /// The old-style `indexed="YES"` flag.
        public var isIndexed: Bool
        public var renamingIdentifier: String?
        public var valueTransformerName: String?
        /// `customClassName`: the Swift type of a Transformable attribute.
        public var customClassName: String?
        /// `minValueString`, `maxValueString`, `regularExpressionString`: validation Core Data runs on save.
        public var validation: [String]
        public var position: SourcePosition

        public init(
            name: String, type: String, isOptional: Bool = false, defaultValue: String? = nil, defaultDateTimeInterval: String? = nil,
            isTransient: Bool = false, isDerived: Bool = false, allowsExternalBinaryDataStorage: Bool = false,
            allowsCloudEncryption: Bool = false, preservesValueInHistoryOnDeletion: Bool = false, isIndexedBySpotlight: Bool = false,
            isIndexed: Bool = false, renamingIdentifier: String? = nil, valueTransformerName: String? = nil,
            customClassName: String? = nil, validation: [String] = [], position: SourcePosition
        ) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
            self.defaultValue = defaultValue
            self.defaultDateTimeInterval = defaultDateTimeInterval
            self.isTransient = isTransient
            self.isDerived = isDerived
            self.allowsExternalBinaryDataStorage = allowsExternalBinaryDataStorage
            self.allowsCloudEncryption = allowsCloudEncryption
            self.preservesValueInHistoryOnDeletion = preservesValueInHistoryOnDeletion
            self.isIndexedBySpotlight = isIndexedBySpotlight
            self.isIndexed = isIndexed
            self.renamingIdentifier = renamingIdentifier
            self.valueTransformerName = valueTransformerName
            self.customClassName = customClassName
            self.validation = validation
            self.position = position
        }
    }

    public struct Relationship: Equatable, Sendable {
        public var name: String
        public var destination: String
        public var inverseName: String?
        public var inverseEntity: String?
        public var isToMany: Bool
        public var isOrdered: Bool
        public var isOptional: Bool
        public var isTransient: Bool
        /// `deletionRule` as written: `Nullify`, `Cascade`, `Deny`, `No Action` (absent means Nullify).
        public var deleteRule: String
        public var minCount: Int?
        public var maxCount: Int?
        public var renamingIdentifier: String?
        public var position: SourcePosition

        public init(
            name: String, destination: String, inverseName: String? = nil, inverseEntity: String? = nil, isToMany: Bool = false,
            isOrdered: Bool = false, isOptional: Bool = true, isTransient: Bool = false, deleteRule: String = "Nullify",
            minCount: Int? = nil, maxCount: Int? = nil, renamingIdentifier: String? = nil, position: SourcePosition
        ) {
            self.name = name
            self.destination = destination
            self.inverseName = inverseName
            self.inverseEntity = inverseEntity
            self.isToMany = isToMany
            self.isOrdered = isOrdered
            self.isOptional = isOptional
            self.isTransient = isTransient
            self.deleteRule = deleteRule
            self.minCount = minCount
            self.maxCount = maxCount
            self.renamingIdentifier = renamingIdentifier
            self.position = position
        }
    }

    /// `<fetchIndex>`: its elements' property names and `type` (`Binary`, `RTree`).
    public struct FetchIndex: Equatable, Sendable {
        public var name: String
        public var elements: [(property: String, type: String)]
        public var position: SourcePosition

        public init(name: String, elements: [(property: String, type: String)], position: SourcePosition) {
            self.name = name
            self.elements = elements
            self.position = position
        }

        public static func == (lhs: FetchIndex, rhs: FetchIndex) -> Bool {
            lhs.name == rhs.name && lhs.position == rhs.position
                && lhs.elements.map(\.property) == rhs.elements.map(\.property) && lhs.elements.map(\.type) == rhs.elements.map(\.type)
        }
    }
}

extension CoreDataModel {
    /// What the predicate translator needs: entities with their attributes and relationships,
    /// named by their Swift class (`representedClassName`, which is what `#Predicate<T>` and the
    /// generated `@Model` classes name), and found by entity name too.
    public var predicateSchema: PredicateSchema {
        let classNames = Dictionary(entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        let optionalToMany = cloudKitEntities
        return PredicateSchema(
            entities: entities.map { entity in
                let attributes = entity.attributes.map { attribute in
                    PropertyDescription(
                        name: attribute.name, type: .scalar(XCDataModelReader.scalarType(forAttributeType: attribute.type)),
                        isOptional: attribute.isOptional)
                }
                let relationships = entity.relationships.map { relationship in
                    let destination = relationship.destination.isEmpty ? nil : classNames[relationship.destination] ?? relationship.destination
                    // A Core Data to-many relationship is an empty set, never nil; a SwiftData one is
                    // optional where the model syncs through CloudKit (as the generated classes declare it).
                    return relationship.isToMany
                        ? PropertyDescription(
                            name: relationship.name, type: .toMany(entity: destination, ordered: relationship.isOrdered),
                            isOptional: optionalToMany.contains(entity.name))
                        : PropertyDescription(name: relationship.name, type: .toOne(entity: destination ?? ""), isOptional: relationship.isOptional)
                }
                return EntityDescription(name: entity.className, kind: .dataModelEntity, properties: attributes + relationships)
            },
            aliases: Dictionary(entities.filter { $0.name != $0.className }.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The entities that sync through CloudKit: all of them when the model or its Default
    /// configuration is used with CloudKit, else the members of the configurations that are.
    public var cloudKitEntities: Set<String> {
        let everything = Set(entities.map(\.name))
        if usedWithCloudKit { return everything }
        var members: Set<String> = []
        for configuration in configurations where configuration.usedWithCloudKit {
            if configuration.name == "Default" || configuration.memberEntities.isEmpty { return everything }
            members.formUnion(configuration.memberEntities)
        }
        return members
    }
}
