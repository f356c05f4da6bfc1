import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a storyboard or xib with Foundation's XML parser: the scenes of a storyboard (each with
/// its view controller's custom class) and the top-level objects of a xib (placeholders left out).
public struct InterfaceBuilderFile: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public var line: Int
        /// `scene`, or the element name of a xib's top-level object (`view`, `tableViewCell`, …).
        public var kind: String
        /// The custom class, when one is set.
        public var customClass: String?
    }

    public var path: String
    public var isStoryboard: Bool
    /// Storyboard scenes, or a xib's top-level objects.
    public var items: [Item]
    /// Why the XML could not be read; nil when it was.
    public var error: String?

    public init(path: String, data: Data) {
        self.path = path
        isStoryboard = path.hasSuffix(".storyboard")
        let reader = Reader(isStoryboard: isStoryboard)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // Foundation's parser on Linux accepts XML that stops before its root closes; a file cut
        // short is not counted from what came before the cut.
        if parser.parse(), reader.rootClosed {
            items = reader.items
            error = nil
        } else if parser.parserError == nil {
            items = []
            error = "the XML stops before its root element closes"
        } else {
            items = []
            error = parser.parserError.map { "\($0.localizedDescription)" } ?? "not well-formed XML"
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let isStoryboard: Bool
        var items: [Item] = []
        var path: [String] = []
        /// The scene being read: its index in `items`, and whether its controller was seen.
        var openScene: (index: Int, classified: Bool)?
        var rootClosed = false

        init(isStoryboard: Bool) { self.isStoryboard = isStoryboard }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { path.append(element) }
            if isStoryboard {
                if element == "scene" {
                    items.append(Item(line: parser.lineNumber, kind: "scene", customClass: nil))
                    openScene = (items.count - 1, false)
                } else if let scene = openScene, !scene.classified, path.last == "objects", element.hasSuffix("Controller") {
                    items[scene.index].customClass = attributes["customClass"] ?? element
                    openScene = (scene.index, true)
                }
            } else if path.count == 2, path.last == "objects", element != "placeholder" {
                items.append(Item(line: parser.lineNumber, kind: element, customClass: attributes["customClass"]))
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
            if element == "scene" { openScene = nil }
            if path.isEmpty { rootClosed = true }
        }
    }
}
