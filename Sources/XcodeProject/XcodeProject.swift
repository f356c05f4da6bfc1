/// A `project.pbxproj` read into its objects, with the questions migrations ask of it: which
/// targets there are, which files each compiles, the group a file sits in, and build settings.
/// The document keeps every byte; `ProjectEditor` changes it by byte ranges.
public struct XcodeProject: Sendable {
    /// The path of the `project.pbxproj` file, as the run shows it.
    public let path: String
    public let document: PropertyListDocument
    /// Objects by id.
    public let objects: [String: ProjectObject]
    /// Object ids in file order (the order of the `objects` dictionary).
    public let objectOrder: [String]
    public let rootObjectID: String
    public let objectVersion: Int?
    /// The group (or variant or version group) whose `children` list each object.
    let parents: [String: String]
    /// File references (and variant and version groups) by run path, in file order.
    let referencesByRunPath: [String: [String]]
    /// For each referenced object, the build files that build it.
    let buildFilesByReference: [String: [String]]

    /// The folder that holds the `.xcodeproj`: `SOURCE_ROOT`, against which paths are resolved.
    public let projectFolder: String

    public init(path: String, bytes: [UInt8]) throws(PropertyListError) {
        self.path = path
        projectFolder = ProjectPath.normalized(ProjectPath.parent(ProjectPath.parent(path)))
        let document = try PropertyListDocument(bytes: bytes)
        self.document = document
        func fail(_ message: String) -> PropertyListError {
            PropertyListError(offset: 0, line: 1, column: 1, message: message)
        }
        guard document.root.kind == .dictionary, let objectsValue = document.root.value("objects", in: document), objectsValue.kind == .dictionary
        else { throw fail("no `objects` dictionary: not an Xcode project file") }
        var objects: [String: ProjectObject] = [:]
        var order: [String] = []
        for entry in objectsValue.entries where entry.value.kind == .dictionary {
            guard let id = document.string(at: entry.key.firstToken) else { continue }
            let object = ProjectObject(id: id, entry: entry, document: document)
            if objects[id] == nil { order.append(id) }
            objects[id] = object
        }
        guard let root = document.string(document.root.value("rootObject", in: document)), objects[root]?.isa == "PBXProject" else {
            throw fail("no `rootObject` naming a PBXProject: not an Xcode project file")
        }
        var parents: [String: String] = [:]
        for id in order {
            guard let object = objects[id], object.isa == "PBXGroup" || object.isa == "PBXVariantGroup" || object.isa == "XCVersionGroup" else { continue }
            // A child two groups list belongs to the one with the smaller id, whatever the file order.
            for child in object.strings("children") where parents[child].map({ id < $0 }) ?? true { parents[child] = id }
        }
        self.objects = objects
        self.objectOrder = order
        self.rootObjectID = root
        self.parents = parents
        objectVersion = document.string(document.root.value("objectVersion", in: document)).flatMap { Int($0) }
        let folder = ProjectPath.parent(ProjectPath.parent(path))
        var byPath: [String: [String]] = [:]
        var buildFiles: [String: [String]] = [:]
        for id in order {
            guard let object = objects[id] else { continue }
            if object.isReferenceLike, let resolved = Self.resolve(id, objects: objects, parents: parents) {
                byPath[Self.runPath(forProjectPath: resolved, folder: folder), default: []].append(id)
            } else if object.isa == "PBXBuildFile", let reference = object.string("fileRef") {
                buildFiles[reference, default: []].append(id)
            }
        }
        referencesByRunPath = byPath
        buildFilesByReference = buildFiles
    }

    public var rootObject: ProjectObject { objects[rootObjectID]! }

    /// Every target (native, aggregate, legacy), in the project's `targets` order.
    public var targets: [Target] {
        rootObject.strings("targets").compactMap { id in objects[id].map { Target(object: $0) } }
    }

    public func object(_ id: String?) -> ProjectObject? { id.flatMap { objects[$0] } }

    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    // MARK: Paths

    /// Where a file reference, group or synchronized folder lies, relative to the project folder
    /// (`App/Model.m`), absolute (`/…`), or under a build variable (`$(BUILT_PRODUCTS_DIR)/…`).
    /// Nil for an id that is no such object, or a group chain that loops.
    public func path(of id: String) -> String? { Self.resolve(id, objects: objects, parents: parents) }

    static func resolve(_ id: String, objects: [String: ProjectObject], parents: [String: String]) -> String? {
        var components: [String] = []
        var current = id
        for _ in 0..<256 {
            guard let object = objects[current] else { return nil }
            components.append(object.string("path") ?? "")
            let tree = object.string("sourceTree") ?? "<group>"
            if tree == "<group>", let parent = parents[current] {
                current = parent
                continue
            }
            // The main group, an object no group lists, SOURCE_ROOT: relative to the project
            // folder; `<absolute>`: as written; any other tree: under its build variable.
            let joined = ProjectPath.normalized(ProjectPath.joined(components.reversed()))
            switch tree {
            case "<group>", "SOURCE_ROOT", "<absolute>": return joined
            default: return "$(\(tree))/" + joined
            }
        }
        return nil
    }

    /// A path as `path(of:)` gives it, as the run shows paths (see `runPath(of:)`).
    public static func runPath(forProjectPath path: String, folder: String) -> String {
        if path.hasPrefix("/") || path.hasPrefix("$(") { return path }
        return ProjectPath.normalized(ProjectPath.joined([folder, path]))
    }

    /// The path as the run shows paths: the project folder joined on (a relative path is relative
    /// to the working directory, as the project file's own path is).
    public func runPath(of id: String) -> String? { path(of: id).map { Self.runPath(forProjectPath: $0, folder: projectFolder) } }

    /// The group that lists an object among its children.
    public func parentGroup(of id: String) -> ProjectObject? { object(parents[id]) }

    /// File references (and variant or version groups) whose run path is `runPath`.
    public func references(at runPath: String) -> [ProjectObject] {
        (referencesByRunPath[ProjectPath.normalized(runPath)] ?? []).compactMap { objects[$0] }
    }

    // MARK: Build phases and membership

    /// The target's phases of one kind (`PBXSourcesBuildPhase`, `PBXHeadersBuildPhase`, …).
    public func phases(of target: Target, isa: String) -> [ProjectObject] {
        target.object.strings("buildPhases").compactMap { objects[$0] }.filter { $0.isa == isa }
    }

    /// The build files of a phase with the object each one builds (a file reference, a variant or
    /// version group; nil for a Swift package product or an id that names nothing).
    public func buildFiles(of phase: ProjectObject) -> [(buildFile: ProjectObject, reference: ProjectObject?)] {
        phase.strings("files").compactMap { id in
            guard let buildFile = objects[id] else { return nil }
            return (buildFile, object(buildFile.string("fileRef")))
        }
    }

    /// The paths a target compiles (its Sources phases), as `path(of:)` gives them, in phase order.
    public func sources(of target: Target) -> [String] {
        phases(of: target, isa: "PBXSourcesBuildPhase").flatMap { phase in
            phase.strings("files").compactMap { id -> String? in
                guard let buildFile = objects[id] else { return "?" + id }
                if buildFile.string("productRef") != nil, buildFile.string("fileRef") == nil { return nil }  // a Swift package product
                return object(buildFile.string("fileRef")).flatMap { path(of: $0.id) } ?? "?" + (buildFile.string("fileRef") ?? id)
            }
        }
    }

    /// The targets that compile the file at `runPath`: listed in a Sources phase, or inside one of
    /// the target's synchronized folders and not excepted.
    public func targets(compiling runPath: String) -> [Target] {
        let buildFiles = Set(references(at: runPath).flatMap { buildFilesByReference[$0.id] ?? [] })
        return targets.filter { target in
            let listed = phases(of: target, isa: "PBXSourcesBuildPhase").contains { phase in
                phase.strings("files").contains { buildFiles.contains($0) }
            }
            return listed || synchronizedFolder(of: target, containing: runPath) != nil
        }
    }

    // MARK: Folder-synchronized groups (objectVersion 77)

    /// A target's synchronized folders, each with the paths (relative to the folder) that the
    /// target's exception sets leave out of it.
    public func synchronizedFolders(of target: Target) -> [SynchronizedFolder] {
        target.object.strings("fileSystemSynchronizedGroups").compactMap { id in
            guard let group = objects[id], let path = runPath(of: id) else { return nil }
            var excluded: [String] = []
            for exceptionID in group.strings("exceptions") {
                guard let exception = objects[exceptionID], exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    exception.string("target") == target.id
                else { continue }
                excluded += exception.strings("membershipExceptions")
            }
            return SynchronizedFolder(id: id, runPath: path, membershipExceptions: excluded)
        }
    }

    /// The synchronized folder of the target that holds `runPath` and does not except it.
    public func synchronizedFolder(of target: Target, containing runPath: String) -> SynchronizedFolder? {
        let wanted = ProjectPath.normalized(runPath)
        return synchronizedFolders(of: target).first { folder in
            guard let relative = ProjectPath.relative(wanted, to: folder.runPath) else { return false }
            return !folder.membershipExceptions.contains(relative)
        }
    }

    /// Whether `runPath` lies inside any synchronized folder of the project (compiled or excepted):
    /// Xcode lists such a file by itself, so no edit adds or removes it.
    public func isInsideSynchronizedFolder(_ runPath: String) -> Bool {
        let wanted = ProjectPath.normalized(runPath)
        return objectOrder.contains { id in
            guard objects[id]?.isa == "PBXFileSystemSynchronizedRootGroup", let folder = self.runPath(of: id) else { return false }
            return ProjectPath.relative(wanted, to: folder) != nil
        }
    }
}

/// One object of the `objects` dictionary.
public struct ProjectObject: Sendable {
    public let id: String
    public let isa: String
    /// The `id = { … };` entry.
    public let entry: PropertyListEntry
    let values: [String: PropertyListValue]
    let document: PropertyListDocument

    init(id: String, entry: PropertyListEntry, document: PropertyListDocument) {
        self.id = id
        self.entry = entry
        self.document = document
        var values: [String: PropertyListValue] = [:]
        for pair in entry.value.entries {
            guard let key = document.string(at: pair.key.firstToken), values[key] == nil else { continue }
            values[key] = pair.value
        }
        self.values = values
        isa = document.string(values["isa"]) ?? ""
    }

    public func value(_ key: String) -> PropertyListValue? { values[key] }
    public func string(_ key: String) -> String? { document.string(values[key]) }
    public func strings(_ key: String) -> [String] { document.strings(values[key]) }

    /// What a build file or a group's children can name as a file.
    public var isReferenceLike: Bool {
        isa == "PBXFileReference" || isa == "PBXVariantGroup" || isa == "XCVersionGroup" || isa == "PBXReferenceProxy"
    }

    /// The name Xcode shows, and writes in its `/* … */` comments.
    public var displayName: String { string("name") ?? string("path").map(ProjectPath.lastComponent) ?? id }
}

/// A target, with what callers usually read of it.
public struct Target: Sendable {
    public let object: ProjectObject
    public var id: String { object.id }
    public var name: String { object.string("name") ?? object.id }
    public var isa: String { object.isa }
    public var productType: String { object.string("productType") ?? "" }
    public var isFramework: Bool { productType.hasSuffix(".framework") || productType.hasSuffix(".framework.static") }
    public var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
    public var isTests: Bool { productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing") }
}

public struct SynchronizedFolder: Sendable, Equatable {
    public let id: String
    public let runPath: String
    public let membershipExceptions: [String]
}

/// Lexical path arithmetic with `/` separators: what a project file means by a path, without
/// asking the file system.
public enum ProjectPath {
    public static func joined<S: Sequence>(_ parts: S) -> String where S.Element == String {
        var out = ""
        for part in parts where !part.isEmpty {
            if part.hasPrefix("/") {
                out = part
            } else if out.isEmpty || out.hasSuffix("/") {
                out += part
            } else {
                out += "/" + part
            }
        }
        return out
    }

    /// `.` and `x/..` removed; a leading `..` that cannot be resolved is kept.
    public static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// No empty, `.` or `..` component and no trailing `/`: what `normalized` would give back
    /// unchanged (most paths are; checking costs one pass over the bytes, no allocation).
    static func isNormalized(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        var first = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // An empty component (`//`, or a trailing `/`) or `.`/`..`; a leading `/` is fine.
                if !first && (componentLength == 0 || componentLength == dots && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        return !(componentLength == 0 && !path.isEmpty && path != "/") && !(componentLength > 0 && componentLength == dots && dots <= 2)
    }

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func lastComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `path` relative to `folder` when it lies inside it (`folder` itself gives nil).
    public static func relative(_ path: String, to folder: String) -> String? {
        let path = normalized(path)
        let folder = normalized(folder)
        if folder.isEmpty { return path.hasPrefix("/") || path.hasPrefix("..") || path.isEmpty ? nil : path }
        // `folder/…`, compared byte by byte without building `folder + "/"`.
        let bytes = path.utf8
        let prefix = folder.utf8
        guard bytes.count > prefix.count + 1, bytes.starts(with: prefix) else { return nil }
        let slash = bytes.index(bytes.startIndex, offsetBy: prefix.count)
        guard bytes[slash] == UInt8(ascii: "/") else { return nil }
        return String(path[bytes.index(after: slash)...])
    }
}

extension XcodeProject {
    /// The build files that build a file reference (or variant or version group), in file order.
    public func buildFileIDs(of referenceID: String) -> [String] { buildFilesByReference[referenceID] ?? [] }
}
