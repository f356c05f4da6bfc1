import SourceSyntax

/// What a migration sees while rewriting one file: the project index, the options, and a place to
/// put diagnostics. One context per file, migration and pass.
public final class MigrationContext {
    public let file: SourceFile
    public let index: ProjectIndex
    public let options: MigrationOptions
    public private(set) var diagnostics: [Diagnostic] = []
    /// Set when the migration asks for the whole file to go (say, a `LinuxMain.swift` that would
    /// otherwise stop tests from being discovered).
    public private(set) var deletionRule: String?

    public init(file: SourceFile, index: ProjectIndex, options: MigrationOptions) {
        self.file = file
        self.index = index
        self.options = options
    }

    /// Asks for the file to be deleted instead of rewritten. Deletion wins over any edits to the file.
    public func requestDeletion(rule: String) {
        deletionRule = rule
    }

    /// Reports something the migration left for a human, at a token.
    public func warn(_ rule: String, at token: Int, _ message: String) {
        warn(rule, atByte: file.tokens[min(max(token, 0), file.tokens.count - 1)].start, message)
    }

    public func warn(_ rule: String, atByte offset: Int, _ message: String) {
        report(.warning, rule, atByte: offset, message)
    }

    public func note(_ rule: String, at token: Int, _ message: String) {
        report(.note, rule, atByte: file.tokens[min(max(token, 0), file.tokens.count - 1)].start, message)
    }

    func report(_ severity: Diagnostic.Severity, _ rule: String, atByte offset: Int, _ message: String) {
        let position = file.location(ofByte: offset)
        diagnostics.append(
            Diagnostic(
                path: file.path, line: position.line, column: position.column,
                severity: severity, rule: rule, message: message))
    }
}

/// Settings that apply to a whole run.
public struct MigrationOptions: Sendable {
    /// The deployment targets found in the project or given on the command line.
    public var deployment: DeploymentTargets
    /// Run migrations even when the deployment target is below their minimum.
    public var ignoreDeploymentTarget: Bool
    /// Raise a `Package.swift` `platforms:` entry below what the migrations need (see `PackagePlatforms`).
    public var raiseDeploymentTarget = false
    /// Migration settings given with `--set key=value`; each key is one a migration declares.
    public var settings: [String: String] = [:]
    /// Every migration and rule id a `swift-migrate:disable` comment may name, including those of
    /// migrations not selected for this run; nil means the ids of the migrations being run.
    public var knownSuppressionIDs: Set<String>?
    /// Units a build or test check took back; migrations leave them as they were.
    public var backedOut: [BackedOutUnit] = []

    public init(
        deployment: DeploymentTargets = DeploymentTargets(), ignoreDeploymentTarget: Bool = false,
        knownSuppressionIDs: Set<String>? = nil
    ) {
        self.deployment = deployment
        self.ignoreDeploymentTarget = ignoreDeploymentTarget
        self.knownSuppressionIDs = knownSuppressionIDs
    }
}
