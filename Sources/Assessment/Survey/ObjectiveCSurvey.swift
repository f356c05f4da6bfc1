import Foundation

/// A light count of one Objective-C file (`.m`, `.mm`, `.h`): lines, classes, local `#import`s
/// and, in headers, how many pointer declarations say whether they may be nil. Comments and string
/// contents are blanked first so a commented-out `@interface` is not counted; a declaration is read
/// line by line, so a method signature split over lines counts the pointers of each line.
public struct ObjectiveCFile: Sendable, Equatable {
    public var path: String
    public var lines = 0
    public var isHeader: Bool
    /// Classes declared with `@interface Name : Super` (not categories or class extensions).
    public var interfaces: [(name: String, superclass: String, line: Int)] = []
    /// Classes implemented with `@implementation Name` (not categories).
    public var implementations: [(name: String, line: Int)] = []
    /// `#import "X.h"` / `#include "X.h"`: the header's file name.
    public var localImports: [(header: String, line: Int)] = []
    public var pointerDeclarations = 0
    public var annotatedPointers = 0
    /// `@interface Name : XCTestCase`.
    public var testClasses: [(name: String, line: Int)] = []

    public static func == (lhs: ObjectiveCFile, rhs: ObjectiveCFile) -> Bool {
        lhs.path == rhs.path && lhs.lines == rhs.lines && lhs.interfaces.map(\.name) == rhs.interfaces.map(\.name)
            && lhs.implementations.map(\.name) == rhs.implementations.map(\.name)
            && lhs.localImports.map(\.header) == rhs.localImports.map(\.header) && lhs.pointerDeclarations == rhs.pointerDeclarations
            && lhs.annotatedPointers == rhs.annotatedPointers
    }

    static let nullabilityWords = [
        "nullable", "nonnull", "_Nullable", "_Nonnull", "null_unspecified", "_Null_unspecified", "__nullable", "__nonnull", "null_resettable",
    ]

    public init(path: String, text: String) {
        self.path = path
        isHeader = path.hasSuffix(".h")
        let code = Self.blankingCommentsAndStrings(text)
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines = rawLines.count - (text.hasSuffix("\n") ? 1 : 0)
        var assumeNonnull = false
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") {
                // The blanking kept the quotes; read the name from the original line.
                let original = rawLines[index]
                if let open = original.firstIndex(of: "\""), let close = original[original.index(after: open)...].firstIndex(of: "\"") {
                    let header = original[original.index(after: open)..<close]
                    localImports.append((String(header.split(separator: "/").last ?? header), number))
                }
                continue
            }
            if trimmed.contains("NS_ASSUME_NONNULL_BEGIN") { assumeNonnull = true }
            if trimmed.contains("NS_ASSUME_NONNULL_END") { assumeNonnull = false }
            if trimmed.hasPrefix("@interface ") {
                let rest = trimmed.dropFirst("@interface ".count)
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let after = rest.dropFirst(name.count).drop { $0 == " " }
                if after.hasPrefix(":"), !name.isEmpty {
                    let superclass = String(after.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    interfaces.append((name, superclass, number))
                    if superclass == "XCTestCase" { testClasses.append((name, number)) }
                }
            } else if trimmed.hasPrefix("@implementation ") {
                let rest = trimmed.dropFirst("@implementation ".count)
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty, !rest.dropFirst(name.count).drop(while: { $0 == " " }).hasPrefix("(") { implementations.append((name, number)) }
            }
            guard isHeader else { continue }
            let isProperty = trimmed.hasPrefix("@property")
            let isMethod = trimmed.hasPrefix("-") || trimmed.hasPrefix("+")
            guard isProperty || isMethod else { continue }
            let pointers = isProperty ? (trimmed.contains("*") ? 1 : 0) : trimmed.filter { $0 == "*" }.count
            guard pointers > 0 else { continue }
            pointerDeclarations += pointers
            let annotated = assumeNonnull || Self.nullabilityWords.contains { trimmed.contains($0) }
            if annotated { annotatedPointers += pointers }
        }
    }

    /// The text with `//` and `/* */` comments and the contents of string and character literals
    /// replaced by spaces, line breaks kept, so line numbers stay right.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < count, bytes[i] != UInt8(ascii: "\n") {
                    bytes[i] = UInt8(ascii: " ")
                    i += 1
                }
            } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                bytes[i] = UInt8(ascii: " ")
                bytes[i + 1] = UInt8(ascii: " ")
                i += 2
                while i < count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < count && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] != UInt8(ascii: "\n") { bytes[i] = UInt8(ascii: " ") }
                    i += 1
                }
                if i < count {
                    bytes[i] = UInt8(ascii: " ")
                    if i + 1 < count { bytes[i + 1] = UInt8(ascii: " ") }
                    i += 2
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let quote = byte
                i += 1
                while i < count, bytes[i] != quote, bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\"), i + 1 < count, bytes[i + 1] != UInt8(ascii: "\n") {
                        bytes[i] = UInt8(ascii: " ")
                        i += 1
                    }
                    bytes[i] = UInt8(ascii: " ")
                    i += 1
                }
                i += 1
            } else {
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The Objective-C side of a project: the files, the bridging header and the order in which to
/// move classes to Swift, leaves (classes that import no other class of the project) first.
public struct ObjectiveCProject: Sendable {
    public var files: [ObjectiveCFile]
    /// Paths of `*-Bridging-Header.h` files.
    public var bridgingHeaders: [String]

    public init(files: [ObjectiveCFile]) {
        self.files = files
        bridgingHeaders = files.filter { $0.path.lowercased().hasSuffix("-bridging-header.h") }.map(\.path).sorted()
    }

    static func stem(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// The `.m`/`.mm` files to move (by file stem), leaves first: a stem comes after every stem its
    /// `.h` and `.m` import. Stems in an import cycle follow, by name. Headers without an
    /// implementation take part in the ordering but are not listed.
    public var leavesFirst: [String] {
        var dependencies: [String: Set<String>] = [:]
        let bridging = Set(bridgingHeaders.map(Self.stem))
        for file in files where !bridging.contains(Self.stem(file.path)) {
            let stem = Self.stem(file.path)
            dependencies[stem, default: []].formUnion(file.localImports.map { Self.stem($0.header) }.filter { $0 != stem })
        }
        let known = Set(dependencies.keys)
        var remaining = dependencies.mapValues { $0.intersection(known) }
        var order: [String] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.value.isEmpty }.keys.sorted()
            guard !ready.isEmpty else {
                order += remaining.keys.sorted()
                break
            }
            for stem in ready { remaining[stem] = nil }
            for key in remaining.keys { remaining[key]!.subtract(ready) }
            order += ready
        }
        let implemented = Set(files.filter { !$0.isHeader }.map { Self.stem($0.path) })
        return order.filter(implemented.contains)
    }
}
