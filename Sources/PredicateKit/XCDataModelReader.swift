import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads entities from a Core Data model: an `.xcdatamodeld` bundle (its current version), an
/// `.xcdatamodel` folder, or the `contents` XML file inside one.
public enum XCDataModelReader {
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case noModel(String)
        case invalidXML(String)

        public var description: String {
            switch self {
            case .noModel(let path): "no .xcdatamodel contents found at \(path)"
            case .invalidXML(let message): "cannot read the data model: \(message)"
            }
        }
    }

    public static func read(path: String) throws -> PredicateSchema {
        let contents = try contentsFile(for: path)
        guard let data = FileManager.default.contents(atPath: contents) else { throw ReadError.noModel(path) }
        return try parse(data)
    }

    /// Parses the `contents` XML of an `.xcdatamodel`.
    public static func parse(_ data: Data) throws -> PredicateSchema {
        let collector = EntityCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw ReadError.invalidXML(parser.parserError.map { "\($0)" } ?? "unknown error")
        }
        guard collector.sawModel else { throw ReadError.invalidXML("no <model> element") }
        return collector.schema()
    }

    /// `Model.xcdatamodeld` → `Model.xcdatamodeld/<current>.xcdatamodel/contents`.
    static func contentsFile(for path: String) throws -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ReadError.noModel(path) }
        if !isDirectory.boolValue { return path }
        let url = URL(fileURLWithPath: path)
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents").path }
        let versions = ((try? manager.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted()
        let current = currentVersionName(in: url).flatMap { versions.contains($0) ? $0 : nil } ?? versions.last
        guard let current else { throw ReadError.noModel(path) }
        return url.appendingPathComponent(current).appendingPathComponent("contents").path
    }

    /// `_XCCurrentVersionName` from `.xccurrentversion` (a property list).
    private static func currentVersionName(in bundle: URL) -> String? {
        let file = bundle.appendingPathComponent(".xccurrentversion")
        guard let data = try? Data(contentsOf: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist["_XCCurrentVersionName"] as? String
    }

    /// Core Data attribute types → Swift types, as Xcode generates them for SwiftData models.
    static func scalarType(forAttributeType type: String) -> ScalarType {
        switch type {
        case "String": .string
        case "Integer 16": .integer("Int16")
        case "Integer 32": .integer("Int32")
        case "Integer 64": .integer("Int64")
        case "Double": .floating("Double")
        case "Float": .floating("Float")
        case "Decimal": .floating("Decimal")
        case "Boolean": .bool
        case "Date": .date
        case "UUID": .other("UUID")
        case "URI": .other("URL")
        case "Binary": .other("Data")
        default: .other(type)
        }
    }
}

/// SAX delegate collecting `<entity>`, `<attribute>` and `<relationship>` elements.
private final class EntityCollector: NSObject, XMLParserDelegate {
    private var entities: [EntityDescription] = []
    private(set) var sawModel = false

    func schema() -> PredicateSchema { PredicateSchema(entities: entities) }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let isOptional = attributes["optional"] == "YES"
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            guard sawModel else { return }
            entities.append(EntityDescription(name: attributes["name"] ?? "", kind: .dataModelEntity, properties: []))
        case "attribute":
            guard let name = attributes["name"], !entities.isEmpty else { return }
            let type = XCDataModelReader.scalarType(forAttributeType: attributes["attributeType"] ?? "")
            entities[entities.count - 1].properties.append(
                PropertyDescription(name: name, type: .scalar(type), isOptional: isOptional))
        case "relationship":
            guard let name = attributes["name"], !entities.isEmpty else { return }
            let destination = attributes["destinationEntity"]
            let property: PropertyDescription
            if attributes["toMany"] == "YES" {
                // A Core Data to-many relationship is an empty set, never nil.
                property = PropertyDescription(name: name, type: .toMany(entity: destination, ordered: attributes["ordered"] == "YES"),
                                               isOptional: false)
            } else {
                property = PropertyDescription(name: name, type: .toOne(entity: destination ?? ""), isOptional: isOptional)
            }
            entities[entities.count - 1].properties.append(property)
        default:
            break
        }
    }
}
