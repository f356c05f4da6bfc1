import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads entities from a Core Data model: an `.xcdatamodeld` bundle (its current version), an
/// `.xcdatamodel` folder, or the `contents` XML file inside one.
public enum XCDataModelReader {
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case noModel(String)
        /// The `contents` file holds nothing but whitespace.
        case empty(path: String)
        /// The XML is not well formed: where the parser first stopped, and why in words.
        case malformedXML(path: String, line: Int, column: Int, reason: String)
        /// The XML stops before its root element closes, as a file cut short does: where it ends, and
        /// the elements left open there (outermost first).
        case truncated(path: String, line: Int, column: Int, openElements: [String])
        /// Well-formed XML without a `<model>` element.
        case notAModel(path: String)

        public var description: String {
            switch self {
            case .noModel(let path):
                "no .xcdatamodel contents found at \(path)"
            case .empty(let path):
                "\(path): the model file is empty"
            case .malformedXML(let path, let line, let column, let reason):
                "\(path):\(line):\(column): the model's XML is malformed (\(reason))"
            case .truncated(let path, let line, let column, let open):
                if let outer = open.first, let inner = open.last {
                    "\(path):\(line):\(column): the model's XML is truncated (the file ends inside <\(inner)>, before </\(outer)>)"
                } else {
                    "\(path):\(line):\(column): the model's XML is truncated (the file ends before its first element is complete)"
                }
            case .notAModel(let path):
                "\(path): not a Core Data model (no <model> element)"
            }
        }
    }

    public static func read(path: String) throws -> PredicateSchema {
        try readModel(path: path).predicateSchema
    }

    /// The whole model (its current version, for an `.xcdatamodeld`).
    public static func readModel(path: String) throws -> CoreDataModel {
        let contents = try contentsFile(for: path)
        guard let data = FileManager.default.contents(atPath: contents) else { throw ReadError.noModel(path) }
        return try parseModel(data, path: contents)
    }

    /// Parses the `contents` XML of an `.xcdatamodel`; `path` names it in errors.
    ///
    /// A model read only in part would translate predicates against entities and attributes that are
    /// not all there, so any parse error, or XML that stops before its root element closes, rejects it.
    public static func parse(_ data: Data, path: String = "contents") throws -> PredicateSchema {
        try parseModel(data, path: path).predicateSchema
    }

    /// Parses the `contents` XML of an `.xcdatamodel` into the whole model; `path` names it in errors
    /// and in the model's positions.
    public static func parseModel(_ data: Data, path: String = "contents") throws -> CoreDataModel {
        let text = [UInt8](data)
        guard text.contains(where: { !XMLText.isWhitespace($0) }) else { throw ReadError.empty(path: path) }
        let collector = EntityCollector(path: path, text: text)
        let parser = XMLParser(data: data)
        parser.delegate = collector
        let parsed = parser.parse()
        if let error = readError(in: text, path: path, parsed: parsed, parser: parser, collector: collector) { throw error }
        return collector.model
    }

    /// What is wrong with a parsed model file, if anything.
    private static func readError(
        in text: [UInt8], path: String, parsed: Bool, parser: XMLParser,
        collector: EntityCollector
    ) -> ReadError? {
        let end = XMLText.endPosition(of: text)
        // FoundationXML on Linux returns true from `parse()` for a document cut short, reporting the
        // error only to the delegate and in `parserError`: the errors decide, not the return value.
        let problem =
            collector.firstProblem
            ?? parser.parserError.map { error in
                EntityCollector.Problem(
                    code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber,
                    openElements: collector.openElements, rootClosed: collector.rootClosed)
            }
        if let problem {
            // Markup that stops with its root element open, without the root's end tag, was cut short;
            // an error anywhere else is a real one.
            let root = problem.openElements.first ?? "model"
            if !problem.rootClosed, XMLText.startsWithMarkup(text), !XMLText.endsWithEndTag(text, of: root) {
                return .truncated(path: path, line: end.line, column: end.column, openElements: problem.openElements)
            }
            return .malformedXML(
                path: path, line: problem.line, column: problem.column,
                reason: XMLErrorReason.words(for: problem.code, afterRoot: problem.rootClosed))
        }
        if !parsed {
            return .malformedXML(
                path: path, line: parser.lineNumber, column: parser.columnNumber,
                reason: "the parser stopped without giving a reason")
        }
        if !collector.rootClosed { return .truncated(path: path, line: end.line, column: end.column, openElements: collector.openElements) }
        if !collector.sawModel { return .notAModel(path: path) }
        return nil
    }

    /// `Model.xcdatamodeld` → `Model.xcdatamodeld/<current>.xcdatamodel/contents`, spelled from `path` as
    /// given so that messages name the file the way the user did.
    public static func contentsFile(for path: String) throws -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ReadError.noModel(path) }
        if !isDirectory.boolValue { return path }
        let url = URL(fileURLWithPath: path)
        let folder = path.hasSuffix("/") ? path : path + "/"
        if url.pathExtension == "xcdatamodel" { return folder + "contents" }
        let versions = ((try? manager.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted()
        let current = currentVersionName(in: url).flatMap { versions.contains($0) ? $0 : nil } ?? versions.last
        guard let current else { throw ReadError.noModel(path) }
        return folder + current + "/contents"
    }

    /// Every version of a model bundle, oldest first, up to the current one: `(name, contents path)`.
    /// Versions are ordered by name as Xcode numbers them (`Model`, `Model 2`, …, `Model 10`:
    /// numbers compared as numbers); versions named after the current one are not in use and are
    /// left out. A path that is not an `.xcdatamodeld` gives its one version.
    public static func versions(of path: String) throws -> [(name: String, contents: String)] {
        let url = URL(fileURLWithPath: path)
        guard url.pathExtension == "xcdatamodeld" else {
            let contents = try contentsFile(for: path)
            let folder = URL(fileURLWithPath: contents).deletingLastPathComponent()
            return [(folder.deletingPathExtension().lastPathComponent, contents)]
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            // By name without the extension: `Model 2.xcdatamodel` sorts before `Model.xcdatamodel` (space before dot).
            .sorted { $0.dropLast(".xcdatamodel".count).compare($1.dropLast(".xcdatamodel".count), options: .numeric) == .orderedAscending }
        guard !names.isEmpty else { throw ReadError.noModel(path) }
        let current = currentVersionName(in: url).flatMap { names.firstIndex(of: $0) } ?? names.count - 1
        return names[...current].map { (String($0.dropLast(".xcdatamodel".count)), folder + $0 + "/contents") }
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

/// SAX delegate collecting the model's elements, and what the caller needs to tell a complete
/// document from a broken one.
private final class EntityCollector: NSObject, XMLParserDelegate {
    /// The first parse error, with what was open when it happened.
    struct Problem {
        var code: Int
        var line: Int
        var column: Int
        var openElements: [String]
        var rootClosed: Bool
    }

    private(set) var model: CoreDataModel
    private let lines: LineTable
    private(set) var sawModel = false
    /// Elements started and not yet ended, outermost first.
    private(set) var openElements: [String] = []
    /// Whether the root element has ended.
    private(set) var rootClosed = false
    private(set) var firstProblem: Problem?

    init(path: String, text: [UInt8]) {
        model = CoreDataModel(path: path)
        lines = LineTable(text)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // Later errors are mostly consequences of the first; its position is the one to fix.
        guard firstProblem == nil else { return }
        firstProblem = Problem(
            code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber,
            openElements: openElements, rootClosed: rootClosed)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if openElements.popLast() != nil, openElements.isEmpty { rootClosed = true }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let parent = openElements.last
        openElements.append(elementName)
        let position = lines.start(of: elementName, reportedLine: parser.lineNumber, column: parser.columnNumber)
        func flag(_ key: String) -> Bool { attributes[key] == "YES" }
        if elementName == "model" {
            sawModel = true
            model.position = position
            model.usedWithCloudKit = flag("usedWithCloudKit")
            return
        }
        guard sawModel else { return }
        let entityIndex = model.entities.indices.last
        switch (elementName, parent) {
        case ("entity", "model"):
            model.entities.append(
                CoreDataModel.Entity(
                    name: attributes["name"] ?? "", representedClassName: attributes["representedClassName"],
                    parentEntity: attributes["parentEntity"], isAbstract: flag("isAbstract"),
                    renamingIdentifier: attributes["elementID"], position: position))
        case ("attribute", "entity"):
            guard let name = attributes["name"], let index = entityIndex else { return }
            let validation = ["minValueString", "maxValueString", "regularExpressionString"].filter { attributes[$0] != nil }
            model.entities[index].attributes.append(
                CoreDataModel.Attribute(
                    name: name, type: attributes["attributeType"] ?? "Undefined", isOptional: flag("optional"),
                    defaultValue: attributes["defaultValueString"], defaultDateTimeInterval: attributes["defaultDateTimeInterval"],
                    isTransient: flag("transient"), isDerived: flag("derived"),
                    allowsExternalBinaryDataStorage: flag("allowsExternalBinaryDataStorage"),
                    allowsCloudEncryption: flag("allowsCloudEncryption"),
                    preservesValueInHistoryOnDeletion: flag("preserveAfterDeletion"),
                    isIndexedBySpotlight: flag("spotlightIndexingEnabled"), isIndexed: flag("indexed"),
                    renamingIdentifier: attributes["elementID"], valueTransformerName: attributes["valueTransformerName"],
                    customClassName: attributes["customClassName"], validation: validation, position: position))
        case ("relationship", "entity"):
            guard let name = attributes["name"], let index = entityIndex else { return }
            model.entities[index].relationships.append(
                CoreDataModel.Relationship(
                    name: name, destination: attributes["destinationEntity"] ?? "", inverseName: attributes["inverseName"],
                    inverseEntity: attributes["inverseEntity"], isToMany: flag("toMany"), isOrdered: flag("ordered"),
                    isOptional: flag("optional"), isTransient: flag("transient"), deleteRule: attributes["deletionRule"] ?? "Nullify",
                    minCount: attributes["minCount"].flatMap { Int($0) }, maxCount: attributes["maxCount"].flatMap { Int($0) },
                    renamingIdentifier: attributes["elementID"], position: position))
        case ("fetchedProperty", "entity"):
            guard let name = attributes["name"], let index = entityIndex else { return }
            model.entities[index].fetchedProperties.append(CoreDataModel.Named(name: name, position: position))
        case ("uniquenessConstraint", "uniquenessConstraints"):
            guard let index = entityIndex else { return }
            model.entities[index].uniquenessConstraints.append([])
        case ("constraint", "uniquenessConstraint"):
            guard let index = entityIndex, let value = attributes["value"], !model.entities[index].uniquenessConstraints.isEmpty else { return }
            model.entities[index].uniquenessConstraints[model.entities[index].uniquenessConstraints.count - 1].append(value)
        case ("fetchIndex", "entity"):
            guard let index = entityIndex else { return }
            model.entities[index].fetchIndexes.append(
                CoreDataModel.FetchIndex(name: attributes["name"] ?? "", elements: [], position: position))
        case ("fetchIndexElement", "fetchIndex"):
            guard let index = entityIndex, let property = attributes["property"], !model.entities[index].fetchIndexes.isEmpty else { return }
            model.entities[index].fetchIndexes[model.entities[index].fetchIndexes.count - 1].elements.append(
                (property, attributes["type"] ?? "Binary"))
        case ("fetchRequest", "model"):
            model.fetchRequestTemplates.append(CoreDataModel.Named(name: attributes["name"] ?? "", position: position))
        case ("configuration", "model"):
            model.configurations.append(
                CoreDataModel.Configuration(
                    name: attributes["name"] ?? "", usedWithCloudKit: flag("usedWithCloudKit"), memberEntities: [], position: position))
        case ("memberEntity", "configuration"):
            guard let name = attributes["name"], !model.configurations.isEmpty else { return }
            model.configurations[model.configurations.count - 1].memberEntities.append(name)
        default:
            break
        }
    }
}

/// Turns the parser's position (somewhere inside a start tag, which may span lines) into the
/// line and column of the tag's `<`, so that diagnostics point where an editor shows the element.
private struct LineTable {
    private let text: [UInt8]
    /// Byte offset where each line starts.
    private let starts: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    func start(of element: String, reportedLine: Int, column: Int) -> CoreDataModel.SourcePosition {
        guard reportedLine >= 1, reportedLine <= starts.count else { return CoreDataModel.SourcePosition(line: max(reportedLine, 1), column: 1) }
        let lineEnd = reportedLine < starts.count ? starts[reportedLine] : text.count
        let from = min(lineEnd, starts[reportedLine - 1] + max(column, 1))
        let tag = Array(("<" + element).utf8)
        var offset = from - tag.count
        while offset >= 0 {
            if text[offset] == tag[0], Array(text[offset..<min(text.count, offset + tag.count)]) == tag {
                return position(of: offset)
            }
            offset -= 1
        }
        return CoreDataModel.SourcePosition(line: reportedLine, column: max(column, 1))
    }

    private func position(of offset: Int) -> CoreDataModel.SourcePosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return CoreDataModel.SourcePosition(line: low + 1, column: offset - starts[low] + 1)
    }
}
