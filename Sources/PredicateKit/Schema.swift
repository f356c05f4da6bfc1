/// What the translator knows about the model: entities, their attributes and relationships.
///
/// Every decision that makes a translation compile and mean the same depends on it:
/// optional chaining, `Bool` vs `0/1`, `Int` vs `Double` literals, CONTAINS as a string or a
/// collection operator, and the implicit ANY of a to-many key path.
public struct PredicateSchema: Equatable, Sendable {
    public var entities: [String: EntityDescription]
    /// Other names an entity is asked for by: a Core Data model's entity name → the class name
    /// the schema (and the translation) uses.
    public var aliases: [String: String]

    public init(entities: [EntityDescription], aliases: [String: String] = [:]) {
        var byName: [String: EntityDescription] = [:]
        for entity in entities where byName[entity.name] == nil { byName[entity.name] = entity }
        self.entities = byName
        self.aliases = aliases.filter { byName[$0.key] == nil }
    }

    public func entity(named name: String) -> EntityDescription? { entities[name] ?? aliases[name].flatMap { entities[$0] } }

    /// Schemas read from several files: later files add entities, they never replace one.
    public func merging(_ other: PredicateSchema) -> PredicateSchema {
        PredicateSchema(entities: Array(entities.values) + Array(other.entities.values), aliases: other.aliases.merging(aliases) { mine, _ in mine })
    }
}

public struct EntityDescription: Equatable, Sendable {
    /// How the entity is declared; it decides how objects are captured (PRED-S002).
    public enum Kind: String, Equatable, Sendable {
        /// A SwiftData `@Model` class: objects are compared through `persistentModelID`.
        case model
        /// A Core Data `NSManagedObject` subclass: as `model`, after migration.
        case managedObject
        /// An entity from an `.xcdatamodeld`: as `model`.
        case dataModelEntity
        /// A plain Swift type: objects are captured as values (must be Codable & Sendable).
        case plain

        var comparesByIdentifier: Bool { self != .plain }
    }

    public var name: String
    public var kind: Kind
    public var properties: [PropertyDescription]

    public init(name: String, kind: Kind, properties: [PropertyDescription]) {
        self.name = name
        self.kind = kind
        self.properties = properties
    }

    public func property(named name: String) -> PropertyDescription? {
        properties.first { $0.name == name }
    }
}

public struct PropertyDescription: Equatable, Sendable {
    public var name: String
    public var type: PropertyType
    /// `T?`: a nil value makes every comparison except `== nil` false.
    public var isOptional: Bool

    public init(name: String, type: PropertyType, isOptional: Bool) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }
}

public enum PropertyType: Equatable, Sendable {
    case scalar(ScalarType)
    /// A to-one relationship.
    case toOne(entity: String)
    /// A to-many relationship. `entity` is nil when the declaration does not say (`NSSet`).
    case toMany(entity: String?, ordered: Bool)
    /// A collection of scalars, such as `[Int]` or `Set<String>`.
    case collection(ScalarType, ordered: Bool)
}

/// Attribute value types, with the Swift spelling used for captured arguments.
public enum ScalarType: Equatable, Sendable {
    case string
    case integer(String)
    case floating(String)
    case bool
    case date
    /// UUID, Data, URL and other Equatable values without an order the translator relies on.
    case other(String)

    public var swiftName: String {
        switch self {
        case .string: "String"
        case .integer(let name), .floating(let name), .other(let name): name
        case .bool: "Bool"
        case .date: "Date"
        }
    }

    var isNumeric: Bool {
        switch self {
        case .integer, .floating: true
        default: false
        }
    }

    var isOrdered: Bool {
        switch self {
        case .string, .integer, .floating, .date: true
        case .bool, .other: false
        }
    }

    static func named(_ name: String) -> ScalarType {
        switch name {
        case "String", "Swift.String": .string
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .integer(name)
        case "Double", "Float", "CGFloat", "Decimal", "Float32", "Float64": .floating(name)
        case "Bool": .bool
        case "Date": .date
        default: .other(name)
        }
    }
}

/// Reads a Swift type spelling (`String?`, `[Tag]`, `Set<String>`, `NSSet?`) into a property type.
public enum SwiftTypeSpelling {
    public static func property(named name: String, type spelling: String, entityNames: Set<String>) -> PropertyDescription {
        var text = spelling.filter { !$0.isWhitespace }
        var isOptional = false
        if text.hasSuffix("?") || text.hasSuffix("!") {
            isOptional = true
            text.removeLast()
        } else if let inner = unwrap(text, prefix: "Optional<") {
            isOptional = true
            text = inner
        }
        return PropertyDescription(name: name, type: type(of: text, entityNames: entityNames), isOptional: isOptional)
    }

    private static func unwrap(_ text: String, prefix: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(">") else { return nil }
        return String(text.dropFirst(prefix.count).dropLast())
    }

    private static func type(of text: String, entityNames: Set<String>) -> PropertyType {
        var element: String?
        var ordered = true
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            element = String(text.dropFirst().dropLast())
        } else if let inner = unwrap(text, prefix: "Array<") {
            element = inner
        } else if let inner = unwrap(text, prefix: "Set<") {
            element = inner
            ordered = false
        } else if text == "NSSet" {
            return .toMany(entity: nil, ordered: false)
        } else if text == "NSOrderedSet" {
            return .toMany(entity: nil, ordered: true)
        }
        if let element {
            if entityNames.contains(element) { return .toMany(entity: element, ordered: ordered) }
            return .collection(ScalarType.named(element), ordered: ordered)
        }
        if entityNames.contains(text) { return .toOne(entity: text) }
        return .scalar(ScalarType.named(text))
    }
}
