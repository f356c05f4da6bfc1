/// The assessment of a project against the migration guide: per system, how much old-framework
/// code there is, what swift-migrate would rewrite and what it would report, what blocks a
/// migration, and the recommendation with its order. Every renderer (text, Markdown, JSON, HTML)
/// prints this value; the JSON rendering is this value encoded (see `docs/assess.md`).
public struct Assessment: Codable, Sendable, Equatable {
    /// Bumped when a key is removed or changes meaning; new keys may appear without a bump.
    public var schema: String = Assessment.schemaName
    public static let schemaName = "swift-migrate-assess/1"
    /// The swift-migrate version that wrote it.
    public var version: String
    /// The paths assessed, as given.
    public var inputs: [String]
    public var files: FileCounts
    public var deployment: Deployment?
    public var systems: [SystemReport]
    public var dependencies: [Dependency]
    /// Remaining hand work per folder (the heat map): folders sorted by path.
    public var folders: [FolderWork]
    /// The guide's order, one step a line: tests first, one migration at a time, leaves first.
    public var order: [String]
    /// The command that carries out the automatic steps, one commit each; nil when none applies.
    public var stagedCommand: String?

    public init(
        version: String, inputs: [String], files: FileCounts, deployment: Deployment?, systems: [SystemReport],
        dependencies: [Dependency], folders: [FolderWork], order: [String], stagedCommand: String?
    ) {
        self.version = version
        self.inputs = inputs
        self.files = files
        self.deployment = deployment
        self.systems = systems
        self.dependencies = dependencies
        self.folders = folders
        self.order = order
        self.stagedCommand = stagedCommand
    }
}

/// How many files of each kind were read.
public struct FileCounts: Codable, Sendable, Equatable {
    public var swift = 0
    public var objectiveC = 0
    public var headers = 0
    public var storyboards = 0
    public var xibs = 0
    public var models = 0
    public var lockfiles = 0

    public init() {}
}

/// A place in a file and what was found there.
public struct Evidence: Codable, Sendable, Equatable, Hashable {
    public var path: String
    /// 1-based; 0 when the finding is about the whole file.
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var location: String { line > 0 ? "\(path):\(line)" : path }
}

/// The deployment targets the project declares, and where.
public struct Deployment: Codable, Sendable, Equatable {
    /// Platform name (`iOS`, `macOS`, …) → version.
    public var targets: [String: String]
    public var source: Evidence?

    public init(targets: [String: String], source: Evidence?) {
        self.targets = targets
        self.source = source
    }
}

/// One counted kind of thing: `NSManagedObject` subclasses, `@Published` properties, …
public struct Metric: Codable, Sendable, Equatable {
    public var key: String
    public var label: String
    public var count: Int
    /// Whether each item is hand work when no migration covers the system (a screen, a class),
    /// as opposed to context (an import, a file).
    public var isWork: Bool

    public init(key: String, label: String, count: Int, isWork: Bool) {
        self.key = key
        self.label = label
        self.count = count
        self.isWork = isWork
    }
}

/// What one registered migration's dry run would do.
public struct MigrationResult: Codable, Sendable, Equatable {
    public var id: String
    /// Edits it would make (each rewrite of a call, attribute, declaration, …).
    public var rewrites: Int
    /// Files it would change, create or delete.
    public var files: Int
    /// Diagnostics: what it would leave for a person, each with a location.
    public var reported: Int
    /// Edits by rule id.
    public var rules: [String: Int]

    public init(id: String, rewrites: Int, files: Int, reported: Int, rules: [String: Int]) {
        self.id = id
        self.rewrites = rewrites
        self.files = files
        self.reported = reported
        self.rules = rules
    }
}

public struct Recommendation: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, Equatable {
        /// Replace all old-framework code at once.
        case full
        /// Piece by piece while both frameworks coexist.
        case incremental
        /// Stay on the old framework for now (a blocker from "When NOT to Migrate").
        case notNow = "not-now"
        /// Nothing of the old framework was found.
        case nothing
    }

    public var kind: Kind
    public var reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}

/// One of the guide's systems (or a migration no system claims) and its findings.
public struct SystemReport: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    /// The OS the new framework needs, as the guide gives it (`iOS 17, macOS 14`); empty when none.
    public var minimum: String
    public var surface: [Metric]
    public var migrations: [MigrationResult]
    /// Items swift-migrate rewrites (the migrations' edits).
    public var automatic: Int
    /// Items left for a person: the migrations' diagnostics, or the work items when no migration
    /// covers the system.
    public var manual: Int
    /// Blockers (each one in `blockers`).
    public var blocked: Int
    /// From the guide's "When NOT to Migrate": each one keeps the system where it is for now.
    public var blockers: [Evidence]
    /// Code that stays on the old framework even after migrating (UI tests, `measure`, …).
    public var limits: [Evidence]
    /// Where every located counted item is (the HTML page lists the first `evidenceShown`).
    public var evidence: [Evidence]
    public var recommendation: Recommendation

    public static let evidenceShown = 200
}

/// A library the project resolves, and the systems whose migration it concerns.
public struct Dependency: Codable, Sendable, Equatable {
    public var name: String
    public var version: String?
    public var source: Evidence
    /// System ids.
    public var concerns: [String]
    /// Why it matters; empty for a library with no known concern.
    public var note: String

    public init(name: String, version: String?, source: Evidence, concerns: [String], note: String) {
        self.name = name
        self.version = version
        self.source = source
        self.concerns = concerns
        self.note = note
    }
}

/// Hand work left in one folder: per system id, the items a person must do there.
public struct FolderWork: Codable, Sendable, Equatable {
    public var path: String
    public var work: [String: Int]
    public var total: Int { work.values.reduce(0, +) }

    public init(path: String, work: [String: Int]) {
        self.path = path
        self.work = work
    }

    enum CodingKeys: String, CodingKey { case path, work, total }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        work = try container.decode([String: Int].self, forKey: .work)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(work, forKey: .work)
        try container.encode(total, forKey: .total)
    }
}
