import Foundation

extension PredicateSchema {
    /// Reads a schema from a Core Data model (`.xcdatamodeld`, `.xcdatamodel`, its `contents`
    /// file) or from Swift sources (a `.swift` file or a folder of them).
    public static func load(path: String) throws -> PredicateSchema {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension {
        case "xcdatamodeld", "xcdatamodel":
            return try XCDataModelReader.read(path: path)
        default:
            if url.lastPathComponent == "contents", url.deletingLastPathComponent().pathExtension == "xcdatamodel" {
                return try XCDataModelReader.read(path: path)
            }
            return try SwiftSchemaReader.read(path: path)
        }
    }
}
