import ObjCSyntax

/// The project's Objective-C pairs (`X.h` + `X.m` in one folder) and the `#import` graph between
/// them: which pairs are leaves (they import no other pair still in Objective-C), the order the
/// guide recommends (leaves first; models, helpers, network, view models, view controllers).
/// Rules: `objc.not-a-leaf`.
public struct ObjCImportGraph: Sendable {
    public enum Group: Int, Sendable, CaseIterable, Comparable {
        case models, helpers, network, viewModels, viewControllers

        public var title: String {
            switch self {
            case .models: "models"
            case .helpers: "helpers and categories"
            case .network: "network"
            case .viewModels: "view models and presenters"
            case .viewControllers: "views and view controllers"
            }
        }

        public static func < (a: Group, b: Group) -> Bool { a.rawValue < b.rawValue }
    }

    public struct Pair: Sendable {
        /// The path without its extension: `Sources/Model/User`.
        public var name: String
        public var header: String
        public var implementation: String
        /// The other pairs it imports, by name.
        public var dependencies: [String]
        public var group: Group
        /// The other pairs that import this one.
        public var dependents: [String]
    }

    public private(set) var pairs: [Pair] = []
    public private(set) var bridgingHeaders: [String] = []

    public init(files: [ObjCFile]) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        bridgingHeaders = files.filter { $0.path.hasSuffix("-Bridging-Header.h") }.map(\.path).sorted()
        var headerOwners: [String: [String]] = [:]  // header file name → pair names
        var found: [Pair] = []
        for file in files where file.path.hasSuffix(".m") {
            let stem = String(file.path.dropLast(2))
            guard let header = byPath[stem + ".h"] else { continue }
            found.append(
                Pair(name: stem, header: header.path, implementation: file.path, dependencies: [], group: Self.group(stem, header: header), dependents: []))
            headerOwners[Self.fileName(header.path), default: []].append(stem)
        }
        for index in found.indices {
            var dependencies: Set<String> = []
            for path in [found[index].header, found[index].implementation] {
                guard let file = byPath[path] else { continue }
                for target in file.imports where target.quoted {
                    let owners = headerOwners[Self.fileName(target.target)] ?? []
                    // A quoted import names the header next to the file first, then any with that name.
                    let owner = owners.first { $0 == Self.directory(path) + Self.fileName(target.target).dropLast(2) } ?? owners.first
                    if let owner, owner != found[index].name { dependencies.insert(owner) }
                }
            }
            found[index].dependencies = dependencies.sorted()
        }
        for index in found.indices {
            found[index].dependents = found.filter { $0.dependencies.contains(found[index].name) }.map(\.name)
        }
        pairs = found.sorted { $0.name < $1.name }
    }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
    static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    static func group(_ stem: String, header: ObjCFile) -> Group {
        let name = fileName(stem)
        let superclass = header.containers.first { $0.kind == .interface && $0.category == nil }?.superclass ?? ""
        func has(_ words: [String]) -> Bool { words.contains { name.contains($0) } }
        if has(["ViewController", "Controller", "View", "Cell"]) || superclass.hasSuffix("Controller") || superclass.hasSuffix("View")
            || superclass.hasSuffix("Cell")
        {
            return .viewControllers
        }
        if has(["ViewModel", "Presenter"]) { return .viewModels }
        if has(["API", "Client", "Network", "Request", "Response", "Service", "Session", "Fetcher", "Downloader", "HTTP"]) { return .network }
        if name.contains("+") || has(["Helper", "Util", "Formatter", "Validator", "Extension", "Manager", "Store"]) { return .helpers }
        return .models
    }

    /// Pairs in the order to translate them: rounds of pairs whose dependencies are all in
    /// earlier rounds (round 0 holds the leaves), each round sorted by group then name; pairs in
    /// an import cycle come last, in one round.
    public func rounds() -> [[Pair]] {
        var done: Set<String> = []
        var remaining = pairs
        var result: [[Pair]] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.dependencies.allSatisfy(done.contains) }
            guard !ready.isEmpty else {
                result.append(remaining.sorted { ($0.group, $0.name) < ($1.group, $1.name) })
                break
            }
            result.append(ready.sorted { ($0.group, $0.name) < ($1.group, $1.name) })
            done.formUnion(ready.map(\.name))
            remaining.removeAll { done.contains($0.name) }
        }
        return result
    }

    public var leaves: [Pair] { pairs.filter(\.dependencies.isEmpty) }
}
