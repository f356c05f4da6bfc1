/// Edits a project file the way Xcode would write the change, touching only the lines it must:
/// new objects go into their isa's section in id order, array entries beside the entry they
/// belong with, build settings in key order, each with Xcode's `/* … */` comments and the
/// indentation of its neighbours. Every edit is a byte range of the original, so a project with
/// nothing to change comes out byte-identical.
public struct ProjectEditor {
    public let project: XcodeProject
    var edits: [ByteEdit] = []
    var takenIDs: Set<String>
    var document: PropertyListDocument { project.document }
    var bytes: [UInt8] { project.document.bytes }

    public init(_ project: XcodeProject) {
        self.project = project
        // Every 24-character word counts as taken: ids of other projects appear as
        // `remoteGlobalIDString`, and a new id must not collide with those either.
        var taken = Set(project.objects.keys)
        for token in project.document.tokens where token.kind == .bareString && token.end - token.start == 24 {
            taken.insert(String(decoding: project.document.bytes[token.start..<token.end], as: UTF8.self))
        }
        takenIDs = taken
    }

    public var hasChanges: Bool { !edits.isEmpty }

    /// The edited bytes. Edits never overlap by construction; insertions at one offset keep
    /// their order key (an id, a key) order.
    public func result() -> [UInt8] {
        let sorted = edits.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.element.order, a.offset)
                < (b.element.range.lowerBound, b.element.range.upperBound, b.element.order, b.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for edit in sorted {
            guard edit.range.lowerBound >= position else { continue }  // an overlap: the first edit wins
            out += bytes[position..<edit.range.lowerBound]
            out += edit.replacement
            position = edit.range.upperBound
        }
        out += bytes[position...]
        return out
    }

    // MARK: Files

    public enum Addition: Equatable, Sendable {
        /// Added to the group of its sibling and to the Sources phase of these targets.
        case added(targets: [String])
        /// Inside a folder-synchronized group: Xcode picks it up by itself.
        case synchronized
        /// The project lists it already (a second run).
        case alreadyListed
        /// The file it was derived from is in no group of this project.
        case siblingNotListed
    }

    /// Adds `runPath` to the group of the file it was derived from, and builds it in the Sources
    /// phase of exactly the targets that compile that file.
    public mutating func addFile(_ runPath: String, besides sibling: String, fileType: String = "sourcecode.swift") -> Addition {
        let runPath = ProjectPath.normalized(runPath)
        if !project.references(at: runPath).isEmpty { return .alreadyListed }
        if project.isInsideSynchronizedFolder(runPath) { return .synchronized }
        guard let siblingReference = project.references(at: sibling).first, let group = project.parentGroup(of: siblingReference.id) else {
            return .siblingNotListed
        }
        let name = ProjectPath.lastComponent(runPath)
        let referenceID = newID(seed: "reference " + runPath)
        var pairs = [("isa", "PBXFileReference"), ("lastKnownFileType", fileType)]
        let groupPath = project.runPath(of: group.id) ?? project.projectFolder
        if let relative = ProjectPath.relative(runPath, to: groupPath) {
            if relative.contains("/") { pairs.append(("name", QuotedString.encode(name))) }
            pairs += [("path", QuotedString.encode(relative)), ("sourceTree", "\"<group>\"")]
        } else if let relative = ProjectPath.relative(runPath, to: project.projectFolder) {
            pairs += [("name", QuotedString.encode(name)), ("path", QuotedString.encode(relative)), ("sourceTree", "SOURCE_ROOT")]
        } else {
            pairs += [("name", QuotedString.encode(name)), ("path", QuotedString.encode(runPath)), ("sourceTree", "\"<absolute>\"")]
        }
        insertObject(id: referenceID, comment: name, isa: "PBXFileReference", pairs: pairs)
        if let children = group.value("children") {
            insertElement("\(referenceID) /* \(name) */", into: children, after: siblingReference.id)
        }
        var targets: [String] = []
        let siblingBuildFiles = Set(project.buildFileIDs(of: siblingReference.id))
        for target in project.targets {
            for phase in project.phases(of: target, isa: "PBXSourcesBuildPhase") {
                guard let files = phase.value("files"), let siblingBuild = phase.strings("files").first(where: siblingBuildFiles.contains) else { continue }
                let buildID = newID(seed: "build \(runPath) \(target.id) \(phase.id)")
                let phaseName = Self.phaseName(phase)
                insertObject(
                    id: buildID, comment: "\(name) in \(phaseName)", isa: "PBXBuildFile",
                    pairs: [("isa", "PBXBuildFile"), ("fileRef", "\(referenceID) /* \(name) */")])
                insertElement("\(buildID) /* \(name) in \(phaseName) */", into: files, after: siblingBuild)
                if !targets.contains(target.name) { targets.append(target.name) }
            }
        }
        return .added(targets: targets)
    }

    /// Removes a file: its references, every build file of them, their entries in groups and
    /// build phases. False when the project does not list it.
    @discardableResult
    public mutating func removeFile(_ runPath: String) -> Bool {
        let references = project.references(at: runPath)
        guard !references.isEmpty else { return false }
        var gone: Set<String> = []
        for reference in references {
            gone.insert(reference.id)
            removeEntry(reference.entry)
            for buildID in project.buildFileIDs(of: reference.id) {
                gone.insert(buildID)
                if let buildFile = project.objects[buildID] { removeEntry(buildFile.entry) }
            }
        }
        for id in project.objectOrder {
            guard let object = project.objects[id] else { continue }
            for key in ["children", "files"] {
                guard let array = object.value(key), array.kind == .array else { continue }
                for (index, element) in array.elements.enumerated() where document.string(element).map(gone.contains) == true {
                    removeElement(at: index, of: array)
                }
            }
        }
        return true
    }

    /// Points the references of `runPath` at `newRunPath` (same folder, new name and type), keeping
    /// every group entry and target membership: `X.m` becoming `X.swift`. False when the project
    /// does not list the file.
    @discardableResult
    public mutating func renameFile(_ runPath: String, to newRunPath: String, fileType: String = "sourcecode.swift") -> Bool {
        let references = project.references(at: runPath).filter { $0.isa == "PBXFileReference" }
        guard !references.isEmpty else { return false }
        let oldName = ProjectPath.lastComponent(runPath)
        let newName = ProjectPath.lastComponent(newRunPath)
        var commented: [String: (old: String, new: String)] = [:]
        for reference in references {
            if let value = reference.value("path"), let path = reference.string("path"), ProjectPath.lastComponent(path) == oldName {
                let parent = ProjectPath.parent(path)
                replace(value, with: QuotedString.encode(parent.isEmpty ? newName : parent + "/" + newName))
            }
            if let value = reference.value("name"), reference.string("name") == oldName { replace(value, with: QuotedString.encode(newName)) }
            for key in ["lastKnownFileType", "explicitFileType"] {
                if let value = reference.value(key) { replace(value, with: fileType) }
            }
            commented[reference.id] = (oldName, newName)
            for buildID in project.buildFileIDs(of: reference.id) {
                for phase in project.objectOrder.compactMap({ project.objects[$0] }) where phase.strings("files").contains(buildID) {
                    let phaseName = Self.phaseName(phase)
                    commented[buildID] = ("\(oldName) in \(phaseName)", "\(newName) in \(phaseName)")
                }
            }
        }
        updateComments(commented)
        return true
    }

    // MARK: Build settings

    /// Sets `key` in every configuration of the target (its `buildSettings`, in key order).
    public mutating func setBuildSetting(_ key: String, to value: String, in target: Target) {
        for configuration in BuildSettings.configurations(of: target.object, in: project) { setBuildSetting(key, to: value, in: configuration) }
    }

    /// Sets `key` in one `XCBuildConfiguration`.
    public mutating func setBuildSetting(_ key: String, to value: String, in configuration: ProjectObject) {
        guard let settings = configuration.value("buildSettings"), settings.kind == .dictionary else { return }
        if let existing = settings.entry(key, in: document) {
            replace(existing.value, with: QuotedString.encode(value))
        } else {
            insertEntry("\(key) = \(QuotedString.encode(value));", key: key, into: settings)
        }
    }

    // MARK: Byte edits

    struct ByteEdit {
        var range: Range<Int>
        var replacement: [UInt8]
        /// Orders insertions at one offset (the id or key being inserted).
        var order: String
    }

    mutating func replace(_ value: PropertyListValue, with text: String) {
        let range = document.range(of: value)
        guard Array(bytes[range]) != Array(text.utf8) else { return }
        edits.append(ByteEdit(range: range, replacement: Array(text.utf8), order: ""))
    }

    mutating func insert(_ text: String, at offset: Int, order: String) {
        edits.append(ByteEdit(range: offset..<offset, replacement: Array(text.utf8), order: order))
    }

    func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }

    /// Just past the line break that ends the line holding `offset`.
    func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        guard i < bytes.count else { return i }
        if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { return i + 2 }
        return i + 1
    }

    func isBlank(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    func indentation(of offset: Int) -> String {
        let start = lineStart(offset)
        return String(decoding: bytes[start..<offset].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    /// The line break the file uses.
    var newline: String {
        guard let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[i] == 0x0D { return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    /// The bytes from `first` to `last`, with their whole lines when nothing else stands on them.
    mutating func removeSpan(from start: Int, to end: Int) {
        var trailing = end
        // A comment after the span on its line belongs to it (`ID /* name */,`).
        while trailing < bytes.count, bytes[trailing] == 0x20 || bytes[trailing] == 0x09 { trailing += 1 }
        let restOfLine = trailing..<min(lineEnd(trailing), bytes.count)
        let lineBreakOnly = restOfLine.isEmpty || bytes[restOfLine].allSatisfy { $0 == 0x0A || $0 == 0x0D }
        if isBlank(lineStart(start)..<start), lineBreakOnly {
            edits.append(ByteEdit(range: lineStart(start)..<lineEnd(trailing), replacement: [], order: ""))
        } else {
            edits.append(ByteEdit(range: start..<trailing, replacement: [], order: ""))
        }
    }

    mutating func removeEntry(_ entry: PropertyListEntry) {
        removeSpan(from: document.tokens[entry.key.firstToken].start, to: document.tokens[entry.semicolon].end)
    }

    mutating func removeElement(at index: Int, of array: PropertyListValue) {
        let element = array.elements[index]
        let end = array.commas[index].map { document.tokens[$0].end } ?? document.tokens[element.lastToken].end
        removeSpan(from: document.tokens[element.firstToken].start, to: end)
    }

    /// Inserts `text` as a new element after the element whose string is `siblingID`, on a line of
    /// its own with the sibling's indentation; at the end when no element matches.
    mutating func insertElement(_ text: String, into array: PropertyListValue, after siblingID: String?) {
        let nl = newline
        if let siblingID, let index = array.elements.firstIndex(where: { document.string($0) == siblingID }) {
            let element = array.elements[index]
            let indent = indentation(of: document.tokens[element.firstToken].start)
            if let comma = array.commas[index] {
                insert(nl + indent + text + ",", at: document.tokens[comma].end, order: text)
            } else {
                insert(",", at: document.tokens[element.lastToken].end, order: "")
                insert(nl + indent + text + ",", at: document.tokens[element.lastToken].end, order: text)
            }
            return
        }
        let close = document.tokens[array.lastToken]
        if isBlank(lineStart(close.start)..<close.start) {
            let indent =
                array.elements.first.map { indentation(of: document.tokens[$0.firstToken].start) } ?? indentation(of: close.start) + "\t"
            insert(indent + text + "," + nl, at: lineStart(close.start), order: text)
        } else {
            insert(text + ", ", at: close.start, order: text)
        }
    }

    /// Inserts `line` (`KEY = value;`) into a dictionary, before the first entry whose key sorts
    /// after `key`.
    mutating func insertEntry(_ line: String, key: String, into dictionary: PropertyListValue) {
        let nl = newline
        let close = document.tokens[dictionary.lastToken]
        let indent = dictionary.entries.first.map { indentation(of: document.tokens[$0.key.firstToken].start) } ?? indentation(of: close.start) + "\t"
        if let next = dictionary.entries.first(where: { (document.string(at: $0.key.firstToken) ?? "") > key }) {
            let start = document.tokens[next.key.firstToken].start
            if isBlank(lineStart(start)..<start) {
                insert(indent + line + nl, at: lineStart(start), order: key)
                return
            }
            insert(line + " ", at: start, order: key)
            return
        }
        if isBlank(lineStart(close.start)..<close.start) {
            insert(indent + line + nl, at: lineStart(close.start), order: key)
        } else {
            insert(line + " ", at: close.start, order: key)
        }
    }

    /// A new object in the `objects` dictionary: in its isa's section, in id order; a section of
    /// its own in isa order when the file has none of that isa yet. Written on one line, as Xcode
    /// writes build files and file references, unless the section's objects span lines.
    mutating func insertObject(id: String, comment: String, isa: String, pairs: [(String, String)]) {
        let nl = newline
        let all = project.objectOrder.compactMap { project.objects[$0] }
        let sameKind = all.filter { $0.isa == isa }
        let sample = sameKind.first ?? all.first
        let indent = sample.map { indentation(of: document.tokens[$0.entry.key.firstToken].start) } ?? "\t\t"
        let multiLine = sameKind.first.map { object in
            bytes[document.range(of: object.entry.value)].contains { $0 == 0x0A || $0 == 0x0D }
        } ?? false
        let body =
            multiLine
            ? "{" + nl + pairs.map { indent + "\t\($0.0) = \($0.1);" + nl }.joined() + indent + "}"
            : "{" + pairs.map { "\($0.0) = \($0.1); " }.joined() + "}"
        let line = indent + "\(id) /* \(comment) */ = \(body);" + nl
        if let next = sameKind.first(where: { $0.id > id }) {
            insert(line, at: lineStart(document.tokens[next.entry.key.firstToken].start), order: id)
        } else if let last = sameKind.last {
            insert(line, at: lineEnd(document.tokens[last.entry.semicolon].end), order: id)
        } else if let next = all.first(where: { $0.isa > isa }) {
            // A section of its own, before the next isa's section.
            let key = document.tokens[next.entry.key.firstToken]
            let trivia = Array(bytes[key.triviaStart..<key.start])
            let section = "/* Begin \(isa) section */" + nl + line + "/* End \(isa) section */" + nl
            if let begin = Self.find(Array("/* Begin ".utf8), in: trivia) {
                insert(section + nl, at: lineStart(key.triviaStart + begin), order: id)
            } else {
                insert(line, at: lineStart(key.start), order: id)
            }
        } else if let objects = project.document.root.value("objects", in: document) {
            let close = document.tokens[objects.lastToken]
            insert(nl + "/* Begin \(isa) section */" + nl + line + "/* End \(isa) section */" + nl, at: lineStart(close.start), order: id)
        }
    }

    /// Rewrites the `/* old */` comment after every occurrence of the given ids.
    mutating func updateComments(_ names: [String: (old: String, new: String)]) {
        for (index, token) in document.tokens.enumerated() where token.kind == .bareString {
            guard let id = document.string(at: index), let rename = names[id] else { continue }
            let limit = index + 1 < document.tokens.count ? document.tokens[index + 1].start : bytes.count
            var i = token.end
            while i < limit, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            let expected = Array("/* \(rename.old) */".utf8)
            guard i + expected.count <= limit, Array(bytes[i..<(i + expected.count)]) == expected else { continue }
            edits.append(ByteEdit(range: i..<(i + expected.count), replacement: Array("/* \(rename.new) */".utf8), order: ""))
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle { return i }
        return nil
    }

    /// The word Xcode's comments use for a phase (`… in Sources`).
    static func phaseName(_ phase: ProjectObject) -> String {
        if let name = phase.string("name") { return name }
        switch phase.isa {
        case "PBXSourcesBuildPhase": return "Sources"
        case "PBXFrameworksBuildPhase": return "Frameworks"
        case "PBXResourcesBuildPhase": return "Resources"
        case "PBXHeadersBuildPhase": return "Headers"
        case "PBXCopyFilesBuildPhase": return "CopyFiles"
        case "PBXShellScriptBuildPhase": return "ShellScript"
        default: return "Sources"
        }
    }

    // MARK: Ids

    /// A new 24-digit id, derived from `seed` so that the same change gets the same id on every
    /// run (diffs are stable), bumped until it is unique in the file.
    mutating func newID(seed: String) -> String {
        var salt: UInt64 = 0
        while true {
            let high = Self.fnv1a(Array("swift-migrate \(seed) \(salt)".utf8))
            let low = Self.fnv1a(Array("\(salt) \(seed) swift-migrate".utf8))
            let digits = Array(String(high, radix: 16, uppercase: true).leftPadded(to: 16) + String(low >> 32, radix: 16, uppercase: true).leftPadded(to: 8))
            let id = String(digits)
            if takenIDs.insert(id).inserted { return id }
            salt += 1
        }
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
