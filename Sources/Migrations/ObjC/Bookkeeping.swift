import ObjCSyntax

/// The guide's per-file bookkeeping around a translated pair: the bridging header loses its
/// `#import` (and gains the Objective-C headers the new Swift file still needs), Objective-C
/// implementation files that used the pair import `<Module>-Swift.h`, and headers that imported
/// it get `@class`/`@protocol` forward declarations, never `-Swift.h` (the guide's circular-import
/// rule). Whatever cannot be kept compiling this way blocks the pair.
/// Rules: `objc.bridging-header`, `objc.importers`, `objc.blocked`.
struct Bookkeeping {
    let files: [ObjCFile]
    let graph: ObjCImportGraph
    /// The generated header a file imports to see Swift: its target's, as the project says.
    let swiftHeaderOf: (String) -> SwiftHeader?
    let identifiers: [String: Set<String>]
    let headersByName: [String: [ObjCFile]]
    /// Per file: directive tokens to remove, directive tokens to replace, imports to add.
    var removals: [String: Set<Int>] = [:]
    var replacements: [String: [Int: String]] = [:]
    var additions: [String: [String]] = [:]
    var needsSwiftHeader: Set<String> = []

    init(files: [ObjCFile], graph: ObjCImportGraph, swiftHeaderOf: @escaping (String) -> SwiftHeader?) {
        self.files = files
        self.graph = graph
        self.swiftHeaderOf = swiftHeaderOf
        var identifiers: [String: Set<String>] = [:]
        var headers: [String: [ObjCFile]] = [:]
        for file in files {
            identifiers[file.path] = Set(file.tokens.indices.filter { file.kind($0) == .identifier }.map { file.text($0) })
            if file.isHeader { headers[ObjCImportGraph.fileName(file.path), default: []].append(file) }
        }
        self.identifiers = identifiers
        headersByName = headers
    }


    static func frameworkImports(of files: [ObjCFile]) -> [String] {
        var names: [String] = []
        for file in files {
            for target in file.imports where !target.quoted {
                let name = String(target.target.split(separator: "/").first ?? "").split(separator: ".").first.map(String.init) ?? ""
                if !name.isEmpty, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The header file names `file` reaches through quoted imports, itself excluded.
    func reachableHeaders(from file: ObjCFile) -> Set<String> {
        var seen: Set<String> = []
        var pending = file.imports.filter(\.quoted).map { ObjCImportGraph.fileName($0.target) }
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            for header in headersByName[next] ?? [] { pending += header.imports.filter(\.quoted).map { ObjCImportGraph.fileName($0.target) } }
        }
        return seen
    }

    /// The header paths a quoted `#import "target"` of the file at `path` may name: the header
    /// next to the file when there is one (a quoted import finds it first), else every header of
    /// that file name.
    func headers(importedAs target: String, from path: String) -> [String] {
        let beside = ObjCImportGraph.directory(path) + target
        let named = headersByName[ObjCImportGraph.fileName(target)] ?? []
        if named.contains(where: { $0.path == beside }) { return [beside] }
        return named.map(\.path)
    }

    /// The header paths `file` reaches through quoted imports, as `headers(importedAs:from:)` resolves them.
    func reachableHeaderPaths(from file: ObjCFile) -> Set<String> {
        var seen: Set<String> = []
        var pending = file.imports.filter(\.quoted).flatMap { headers(importedAs: $0.target, from: file.path) }
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let header = headersByName[ObjCImportGraph.fileName(next)]?.first(where: { $0.path == next }) else { continue }
            pending += header.imports.filter(\.quoted).flatMap { headers(importedAs: $0.target, from: header.path) }
        }
        return seen
    }

    /// The quoted `#import` of `file` that names the header at `path` (not another header of its
    /// file name next to `file`).
    func directImport(ofHeaderAt path: String, in file: ObjCFile) -> Int? {
        file.imports.first { $0.quoted && ObjCImportGraph.fileName($0.target) == ObjCImportGraph.fileName(path) && headers(importedAs: $0.target, from: file.path).contains(path) }?.token
    }

    func directImport(of headerName: String, in file: ObjCFile) -> Int? {
        file.imports.first { $0.quoted && ObjCImportGraph.fileName($0.target) == headerName }?.token
    }

    mutating func plan(pair: ObjCImportGraph.Pair, model: PairModel, translatingTogether: Set<String>) throws {
        let headerName = ObjCImportGraph.fileName(pair.header)
        let classes = Set(model.classes.map(\.name))
        let protocols = Set(model.protocols.map(\.name))
        let exportedEnums = Set(model.enums.filter { $0.declaration.macro != "NS_OPTIONS" }.map(\.declaration.name))
        let others = Set(model.declaredNames).subtracting(classes).subtracting(protocols).subtracting(exportedEnums)
        // Enum cases Objective-C still reaches by their Objective-C names through `-Swift.h`.
        var caseNames: [String: Bool] = [:]  // Objective-C name → exported under the same name
        let scope = try PairTranslator(model: model).scope
        for (name, value) in scope.enumCases {
            let swiftCase = String(value.swift.split(separator: ".").last ?? "").filter { $0 != "`" }
            let exported = value.enumName + swiftCase.prefix(1).uppercased() + swiftCase.dropFirst()
            caseNames[name] = exported == name && exportedEnums.contains(value.enumName)
        }
        let bridging = Set(graph.bridgingHeaders)
        for file in files where file.path != pair.header && file.path != pair.implementation {
            let used = identifiers[file.path, default: []]
            let mentioned = used.intersection(Set(model.declaredNames).union(caseNames.keys))
            let direct = directImport(ofHeaderAt: pair.header, in: file)
            // A file that reaches another header of the same name, not this one (an iOS and a
            // macOS `ViewController.h`), uses that one: its names are not this pair's.
            if direct == nil, !bridging.contains(file.path) {
                let reached = reachableHeaderPaths(from: file)
                if !reached.contains(pair.header), reached.contains(where: { ObjCImportGraph.fileName($0) == headerName }) { continue }
            }
            if bridging.contains(file.path) {
                if let direct { removals[file.path, default: []].insert(direct) }
                continue
            }
            if mentioned.isEmpty {
                if let direct { try replaceImport(direct, in: file, swiftHeaderIfKnown: !file.isHeader) }
                continue
            }
            if let other = mentioned.first(where: { others.contains($0) || caseNames[$0] == false }) {
                throw PairBlocker(file, at: firstMention(of: other, in: file), "`\(other)` is used here, and Objective-C cannot see it once it is Swift")
            }
            if file.isHeader {
                for container in file.containers {
                    if let superclass = container.superclass, classes.contains(superclass) {
                        throw PairBlocker(
                            file, at: container.header.lowerBound,
                            "`\(container.name)` subclasses `\(superclass)` in Objective-C (Objective-C cannot subclass a Swift class)")
                    }
                    if container.kind == .interface, container.category != nil, classes.contains(container.name) {
                        throw PairBlocker(
                            file, at: container.header.lowerBound, "a category on `\(container.name)` in a header (it would need `-Swift.h` there)")
                    }
                }
                if let enumName = mentioned.first(where: { exportedEnums.contains($0) || caseNames[$0] == true }) {
                    throw PairBlocker(
                        file, at: firstMention(of: enumName, in: file),
                        "the header uses `\(enumName)`, which it could only see through `-Swift.h` (never imported from a header)")
                }
                guard let direct else {
                    let forwarded = file.items.contains { item in
                        if case .forwardClasses(let names) = item.kind { return !Set(names).intersection(mentioned).isEmpty }
                        if case .forwardProtocols(let names) = item.kind { return !Set(names).intersection(mentioned).isEmpty }
                        return false
                    }
                    if forwarded || !reachableHeaders(from: file).contains(headerName) { continue }
                    throw PairBlocker(
                        file, at: firstMention(of: mentioned.sorted()[0], in: file),
                        "the header uses `\(mentioned.sorted()[0])` through another header that imports \(headerName)")
                }
                let declarations = mentioned.sorted().compactMap { name in
                    classes.contains(name) ? "@class \(name);" : (protocols.contains(name) ? "@protocol \(name);" : nil)
                }
                if declarations.isEmpty {
                    removals[file.path, default: []].insert(direct)
                } else {
                    replacements[file.path, default: [:]][direct] = declarations.joined(separator: "\n")
                }
                continue
            }
            // An implementation file: it sees the pair through `-Swift.h` now.
            guard direct != nil || reachableHeaders(from: file).contains(headerName) else {
                throw PairBlocker(
                    file, at: firstMention(of: mentioned.sorted()[0], in: file),
                    "`\(mentioned.sorted()[0])` is used here without an import of \(headerName) (a prefix header?)")
            }
            for name in classes where mentioned.contains(name) {
                let info = scope.classes[name]
                if let info, !info.initializers.isEmpty, info.initializers["init"] == nil, let at = plainInit(of: name, in: file) {
                    throw PairBlocker(file, at: at, "`\(name)` is made with `init` here, and its Swift initializers take arguments")
                }
            }
            guard swiftHeaderOf(file.path) != nil else {
                throw PairBlocker(
                    file, at: direct ?? firstMention(of: mentioned.sorted()[0], in: file),
                    "this file would import `<Module>-Swift.h`, and the module name is not known: pass --set objc.module=Name")
            }
            needsSwiftHeader.insert(file.path)
            if let direct { removals[file.path, default: []].insert(direct) }
        }
        // The new Swift file sees other Objective-C headers only through the bridging header.
        var needed: [String] = []
        for path in [pair.header, pair.implementation] {
            guard let file = files.first(where: { $0.path == path }) else { continue }
            for target in file.imports where target.quoted && ObjCImportGraph.fileName(target.target) != headerName && !target.target.hasSuffix("-Swift.h") {
                let name = ObjCImportGraph.fileName(target.target)
                let dependencyIsSwiftNow = graph.pairs.contains { translatingTogether.contains($0.name) && ObjCImportGraph.fileName($0.header) == name }
                if !dependencyIsSwiftNow, !needed.contains(name) { needed.append(name) }
            }
        }
        if !needed.isEmpty {
            guard let header = graph.bridgingHeaders.first, let bridgingFile = files.first(where: { $0.path == header }) else {
                throw PairBlocker(
                    path: pair.implementation, "the pair imports \(needed.joined(separator: ", ")), and there is no bridging header to show them to Swift")
            }
            for name in needed where directImport(of: name, in: bridgingFile) == nil && !(additions[header] ?? []).contains(name) {
                additions[header, default: []].append(name)
            }
        }
    }

    mutating func replaceImport(_ token: Int, in file: ObjCFile, swiftHeaderIfKnown: Bool) throws {
        if swiftHeaderIfKnown, swiftHeaderOf(file.path) != nil { needsSwiftHeader.insert(file.path) }
        removals[file.path, default: []].insert(token)
    }

    func firstMention(of name: String, in file: ObjCFile) -> Int {
        file.tokens.indices.first { file.kind($0) == .identifier && file.is($0, name) } ?? 0
    }

    /// `[[Name alloc] init]` or `[Name new]` in the file.
    func plainInit(of name: String, in file: ObjCFile) -> Int? {
        for i in file.tokens.indices where file.is(i, name) {
            if file.is(i - 1, "["), file.is(i + 1, "new"), file.is(i + 2, "]") { return i }
            if file.is(i - 2, "["), file.is(i - 1, "["), file.is(i + 1, "alloc"), file.is(i + 2, "]"), file.is(i + 3, "init"), file.is(i + 4, "]") { return i }
        }
        return nil
    }

    /// The file with the planned import changes applied, and the rule they count under.
    func rewritten(_ file: ObjCFile) -> (bytes: [UInt8], rule: String) {
        let rule = graph.bridgingHeaders.contains(file.path) ? ObjCRule.bridgingHeader.rawValue : ObjCRule.importers.rawValue
        var edits: [(range: Range<Int>, text: String)] = []
        var removed = removals[file.path, default: []].sorted()
        var swiftImport: String?
        if needsSwiftHeader.contains(file.path), let header = swiftHeaderOf(file.path),
            !file.imports.contains(where: { ObjCImportGraph.fileName($0.target) == header.fileName })
        {
            swiftImport = header.directive
        }
        if let line = swiftImport, let first = removed.first {
            edits.append((file.tokens[first].textRange, line))
            removed.removeFirst()
            swiftImport = nil
        }
        for token in removed {
            let range = file.tokens[token].textRange
            // The line goes with the line break before it (or after it, on the first line).
            let before = file.bytes[file.tokens[token].triviaStart..<range.lowerBound].lastIndex(of: 0x0A)
            if let before {
                edits.append((before..<range.upperBound, ""))
            } else if range.upperBound < file.bytes.count, file.bytes[range.upperBound] == 0x0A {
                edits.append((range.lowerBound..<(range.upperBound + 1), ""))
            } else {
                edits.append((range, ""))
            }
        }
        for (token, text) in replacements[file.path, default: [:]] { edits.append((file.tokens[token].textRange, text)) }
        var inserted = additions[file.path, default: []].map { "#import \"\($0)\"" }
        if let swiftImport { inserted.append(swiftImport) }
        if !inserted.isEmpty {
            let last = file.items.last { item in
                if case .directive = item.kind { return file.text(item.range.lowerBound).contains("import") }
                return false
            }
            let at = last.map { file.tokens[$0.range.lowerBound].end } ?? 0
            let text = last == nil ? inserted.joined(separator: "\n") + "\n" : "\n" + inserted.joined(separator: "\n")
            edits.append((at..<at, text))
        }
        guard !edits.isEmpty else { return (file.bytes, rule) }
        var bytes = file.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return (bytes, rule)
    }
}

/// `Module-Swift.h` as a file of the target imports it: quoted in an app, as a framework header
/// (`<Kit/Kit-Swift.h>`) in a framework.
struct SwiftHeader: Equatable {
    var module: String
    var framework: Bool

    var fileName: String { "\(module)-Swift.h" }
    var directive: String { framework ? "#import <\(module)/\(module)-Swift.h>" : "#import \"\(module)-Swift.h\"" }
}
