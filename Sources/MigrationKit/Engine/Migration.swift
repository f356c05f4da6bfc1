import SourceSyntax

/// One migration (`xctest`, `observation`, …): a family of rewrite rules run together.
///
/// A migration reads the tree and returns edits against the original bytes; it never writes. What it
/// cannot rewrite faithfully it leaves alone and reports through `context.warn`.
public protocol Migration: Sendable {
    /// Stable id for `--only`, `Fixtures/<id>/`, `docs/migrations/<id>.md`.
    var id: String { get }
    /// One sentence, ending with a period, for `swift-migrate list`.
    var summary: String { get }
    /// The platforms the rewritten code needs.
    var minimumDeployment: PlatformVersions { get }
    /// Every rule, with the ids that diagnostics and edit counts use.
    var rules: [RuleDescription] { get }
    /// Behaviour a user may choose with `--set key=value`.
    var settings: [SettingDescription] { get }
    /// `diff` and `apply` run it only when named (`--only`, or `true` in the config file's
    /// `migrations`); `scan` and `assess`, which write nothing, run it by default. For a migration
    /// that creates and deletes files across a project (objc).
    var isOptIn: Bool { get }
    /// Its edits in one file rely on its edits in others — a declaration added once for a target
    /// and used by every converted suite, a helper that now also reports to the new framework —
    /// so `apply` writes all of its changes or none (a migration that creates files always is).
    var writesAsOneUnit: Bool { get }

    /// A cheap check on the raw file (usually a byte search) before any work on it.
    func isApplicable(to file: SourceFile) -> Bool
    /// Whether `scan` should see the file: by default the files the migration applies to. A
    /// migration that learns from other files (a library's declarations) widens it.
    func isScanned(_ file: SourceFile) -> Bool
    /// Records project-wide facts from one file. Runs over every input before any rewriting.
    func scan(_ file: SourceFile, into facts: inout [Fact])
    /// The edits for one file, against `file.bytes`.
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit]
    /// Run-level notes for the summary, from the edits applied across all files (a behaviour
    /// change the user should know about once, not per line).
    func notes(forEditCounts counts: [String: Int]) -> [String]
    /// The unit that the code at token `index` of a rewritten file belongs to: what the migration
    /// converts as a whole and can leave out as a whole (a test class, an observable type), so a
    /// build or test check can back it out. Nil means the file is the unit. Such a migration reads
    /// `options.backedOut` when it plans, and leaves those units as they were.
    func unitName(at index: Int, in file: SourceFile) -> String?
    /// Files besides the Swift inputs, decided once for the whole project after every file was
    /// scanned: new files to create, and rewrites of the resources the run was given
    /// (`index.resources`). Diagnostics about a resource travel with it.
    func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile]
    /// Called once after every file was scanned and before any is migrated: the place to compute a
    /// project-wide plan (`index.memoized`) that needs work over many files.
    func prepare(_ index: ProjectIndex, options: MigrationOptions)
}

extension Migration {
    public func scan(_ file: SourceFile, into facts: inout [Fact]) {}
    public func isScanned(_ file: SourceFile) -> Bool { isApplicable(to: file) }
    public var minimumDeployment: PlatformVersions { PlatformVersions() }
    public var settings: [SettingDescription] { [] }
    public var isOptIn: Bool { false }
    public var writesAsOneUnit: Bool { false }
    public func notes(forEditCounts counts: [String: Int]) -> [String] { [] }
    public func unitName(at index: Int, in file: SourceFile) -> String? { nil }
    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] { [] }
    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {}
}

/// A file a migration writes that is not one of the Swift inputs: a new file (`original` nil),
/// or a resource of the run (`index.resources`) with its new bytes (the same bytes when only
/// diagnostics are to be reported about it), or a resource to delete (`deletes`).
public struct ProjectFile: Sendable, Equatable {
    public var path: String
    public var original: [UInt8]?
    public var bytes: [UInt8]
    /// The rule counted for the creation, the rewrite or the deletion.
    public var rule: String
    public var diagnostics: [Diagnostic]
    /// The resource goes: `diff` shows a git deletion patch, `apply` removes it.
    public var deletes: Bool
    /// For a new file, the input it was made from (`X.m` for `X.swift`, a screen's file for its
    /// draft, a model's `contents` for its classes): the Xcode project gets the new file into the
    /// group and the targets of that one (`XcodeProjectSync`).
    public var derivedFrom: String?

    public init(path: String, original: [UInt8]?, bytes: [UInt8], rule: String, diagnostics: [Diagnostic] = [], derivedFrom: String? = nil) {
        self.derivedFrom = derivedFrom
        self.path = path
        self.original = original
        self.bytes = bytes
        self.rule = rule
        self.diagnostics = diagnostics
        self.deletes = false
    }

    /// The deletion of a resource of the run, whose bytes are `original`.
    public static func deletion(of path: String, original: [UInt8], rule: String, diagnostics: [Diagnostic] = []) -> ProjectFile {
        var file = ProjectFile(path: path, original: original, bytes: [], rule: rule, diagnostics: diagnostics)
        file.deletes = true
        return file
    }
}

/// A choice a migration offers (`observation.effectful-state-init=keep|rewrite`), with its values;
/// the first value is the default. No values: any text (a module name), unset by default.
public struct SettingDescription: Sendable, Hashable {
    public var key: String
    public var values: [String]
    public var summary: String

    public init(key: String, values: [String], summary: String) {
        self.key = key
        self.values = values
        self.summary = summary
    }
}

public struct RuleDescription: Sendable, Hashable {
    /// `<migration>.<rule>`, e.g. `observation.published`.
    public var id: String
    public var summary: String

    public init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }
}
