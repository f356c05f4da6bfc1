import Foundation
import SourceSyntax

/// Reads entities from Swift declarations: SwiftData `@Model` classes, Core Data
/// `NSManagedObject` subclasses with their `@NSManaged` properties (extensions included), and
/// plain Swift types with stored properties.
public enum SwiftSchemaReader {
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case unreadable(String)

        public var description: String {
            switch self {
            case .unreadable(let path): "cannot read Swift sources at \(path)"
            }
        }
    }

    /// A `.swift` file or a folder searched recursively for `.swift` files.
    public static func read(path: String) throws -> PredicateSchema {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ReadError.unreadable(path) }
        var paths: [String] = []
        if isDirectory.boolValue {
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") && !relative.contains(".build/") { paths.append(path + "/" + relative) }
            }
        } else {
            paths = [path]
        }
        let files = try paths.sorted().map { file -> SourceFile in
            guard let data = FileManager.default.contents(atPath: file) else { throw ReadError.unreadable(file) }
            return SourceFile(path: file, bytes: Array(data))
        }
        return parse(files)
    }

    public static func parse(_ files: [SourceFile]) -> PredicateSchema {
        // Pass 1: which names are entities, and of which kind.
        var kinds: [String: EntityDescription.Kind] = [:]
        var order: [String] = []
        for file in files {
            for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .structDecl || decl.kind == .extensionDecl {
                guard let name = file.name(of: decl) else { continue }
                let kind = entityKind(of: decl, in: file)
                if decl.kind == .extensionDecl {
                    // Extensions only confirm what a member says (`@NSManaged` in +CoreDataProperties).
                    if kind == .managedObject, kinds[name] != nil { kinds[name] = .managedObject }
                    continue
                }
                if kinds[name] == nil { order.append(name) }
                if kinds[name] == nil || kind != .plain { kinds[name] = kind }
            }
        }
        let entityNames = Set(kinds.keys)
        // Pass 2: stored properties, and the destinations of untyped (`NSSet`) relationships.
        var properties: [String: [PropertyDescription]] = [:]
        var destinations: [String: [String: String]] = [:]
        for file in files {
            for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .structDecl || decl.kind == .extensionDecl {
                guard let name = file.name(of: decl), entityNames.contains(name) else { continue }
                for member in decl.flattenedMembers {
                    if member.kind == .variableDecl {
                        properties[name, default: []].append(contentsOf: storedProperties(member, in: file, entityNames: entityNames))
                    } else if member.kind == .funcDecl, let (key, destination) = accessorDestination(member, in: file) {
                        destinations[name, default: [:]][key] = destination
                    }
                }
            }
        }
        var entities: [EntityDescription] = []
        for name in order {
            var list = properties[name] ?? []
            for index in list.indices {
                if case .toMany(nil, let ordered) = list[index].type, let destination = destinations[name]?[list[index].name],
                    entityNames.contains(destination)
                {
                    list[index].type = .toMany(entity: destination, ordered: ordered)
                }
            }
            // Types without stored properties (views, helpers) are not entities.
            guard !list.isEmpty || kinds[name] != .plain else { continue }
            entities.append(EntityDescription(name: name, kind: kinds[name] ?? .plain, properties: list))
        }
        return PredicateSchema(entities: entities)
    }

    private static func entityKind(of decl: Decl, in file: SourceFile) -> EntityDescription.Kind {
        if file.attribute(named: "Model", in: decl) != nil { return .model }
        if file.inheritedNames(of: decl).contains(where: { $0 == "NSManagedObject" || $0.hasSuffix(".NSManagedObject") }) {
            return .managedObject
        }
        if decl.flattenedMembers.contains(where: { file.attribute(named: "NSManaged", in: $0) != nil && $0.kind == .variableDecl }) {
            return .managedObject
        }
        return .plain
    }

    /// Stored properties of one `var`/`let` declaration.
    private static func storedProperties(_ decl: Decl, in file: SourceFile, entityNames: Set<String>) -> [PropertyDescription] {
        let isManaged = file.attribute(named: "NSManaged", in: decl) != nil
        if file.hasModifier("static", decl) || file.hasModifier("class", decl) { return [] }
        // `@Transient` properties are not stored, so a fetch cannot filter on them.
        if file.attribute(named: "Transient", in: decl) != nil { return [] }
        var result: [PropertyDescription] = []
        for binding in decl.bindings {
            let name = file.text(binding.pattern).trimmingCharacters(in: .whitespaces)
            guard ArgumentValue.isIdentifier(name) || name.hasPrefix("`") else { continue }
            let cleanName = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if let accessors = binding.accessors, !isManaged, !isObserverBlock(accessors, in: file) { continue }
            if let type = binding.type {
                result.append(SwiftTypeSpelling.property(named: cleanName, type: file.text(type), entityNames: entityNames))
            } else if let initializer = binding.initializer {
                let value = file.text(initializer).filter { !$0.isWhitespace }
                if let type = literalType(value) {
                    result.append(PropertyDescription(name: cleanName, type: .scalar(type), isOptional: false))
                } else if value.hasSuffix("()"), value.hasPrefix("[") || value.hasPrefix("Set<") {
                    // `var items = [Item]()`, `var tags = Set<String>()`
                    result.append(SwiftTypeSpelling.property(named: cleanName, type: String(value.dropLast(2)), entityNames: entityNames))
                }
            }
        }
        return result
    }

    /// `{ willSet … didSet … }` keeps a property stored; `{ get … }` or a bare body does not.
    private static func isObserverBlock(_ accessors: Range<Int>, in file: SourceFile) -> Bool {
        guard accessors.count > 1 else { return false }
        let first = file.text(of: accessors.lowerBound + 1)
        return first == "willSet" || first == "didSet"
    }

    private static func literalType(_ text: String) -> ScalarType? {
        let value = text.trimmingCharacters(in: .whitespaces)
        if value == "true" || value == "false" { return .bool }
        if Int(value.replacingOccurrences(of: "_", with: "")) != nil { return .integer("Int") }
        if Double(value) != nil { return .floating("Double") }
        if value.hasPrefix("\"") { return .string }
        if value.hasPrefix("Date(") || value == ".now" { return .date }
        return nil
    }

    /// `func addToTags(_ value: Tag)`, generated for Core Data to-many relationships, names the destination of `tags: NSSet`.
    private static func accessorDestination(_ decl: Decl, in file: SourceFile) -> (String, String)? {
        guard let name = file.name(of: decl), name.hasPrefix("addTo"), name.count > 5, let parameters = decl.parameters else { return nil }
        let text = file.text(parameters)
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let type = text[text.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " )"))
        guard ArgumentValue.isIdentifier(type), type != "NSSet", type != "NSOrderedSet" else { return nil }
        let key = String(name.dropFirst(5))
        return (SwiftNames.lowerCamel(key), type)
    }
}
