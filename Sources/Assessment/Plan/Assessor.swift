import Foundation
import MigrationKit
import SourceSyntax

/// Builds an `Assessment` from what was read: the Swift files (surveyed here, in parallel), the
/// other project files, and the dry run of every registered migration over the same inputs.
public struct Assessor: Sendable {
    public var migrations: [any Migration]
    public var deployment: DeploymentTargets
    /// Where the deployment target was read, with its line (the reader gives only the file).
    public var deploymentSource: Evidence?
    /// The paths assessed, as given.
    public var inputs: [String]
    /// Repository root and input paths (relative to it) as the staged command should name them.
    public var repository: String
    public var stagedInputs: [String]

    public init(
        migrations: [any Migration], deployment: DeploymentTargets, deploymentSource: Evidence?, inputs: [String], repository: String,
        stagedInputs: [String]
    ) {
        self.migrations = migrations
        self.deployment = deployment
        self.deploymentSource = deploymentSource
        self.inputs = inputs
        self.repository = repository
        self.stagedInputs = stagedInputs
    }

    public func assess(swift: [SourceInput], project: ProjectFiles, dryRun: RunReport) -> Assessment {
        let tallies = parallelMap(swift) { SwiftSurvey.survey(SourceFile(path: $0.path, bytes: $0.bytes)) }
        var tally = Tally()
        for each in tallies { tally.merge(each) }
        tally.resolveTestSubclasses()
        tally.merge(Self.tally(project))
        tally.merge(Self.generated(dryRun))

        var files = FileCounts()
        files.swift = swift.count
        files.objectiveC = project.objectiveC.filter { !$0.isHeader }.count
        files.headers = project.objectiveC.filter(\.isHeader).count
        files.storyboards = project.interfaceBuilder.filter(\.isStoryboard).count
        files.xibs = project.interfaceBuilder.count - files.storyboards
        files.models = project.models.count
        files.lockfiles = project.lockfiles

        let definitions = SystemCatalog.systems(for: migrations)
        let results = Self.migrationResults(dryRun, migrations: migrations)
        var systems: [SystemReport] = []
        for definition in definitions {
            systems.append(report(for: definition, tally: tally, project: project, results: results))
        }
        let folders = Self.folders(definitions: definitions, registered: Set(migrations.map(\.id)), tally: tally, dryRun: dryRun)
        let plan = OrderPlanner(systems: systems, objectiveC: ObjectiveCProject(files: project.objectiveC))
        return Assessment(
            version: ToolVersion.current, inputs: inputs, files: files,
            deployment: deployment.versions.isEmpty
                ? nil
                : Deployment(
                    targets: Dictionary(uniqueKeysWithValues: deployment.versions.map { ($0.key.rawValue, $0.value.description) }),
                    source: deploymentSource),
            systems: systems, dependencies: project.dependencies, folders: folders, order: plan.steps,
            stagedCommand: plan.stagedCommand(repository: repository, inputs: stagedInputs))
    }

    // MARK: Project files

    /// The counts and findings of the non-Swift files, in the same shape as a Swift file's.
    static func tally(_ project: ProjectFiles) -> Tally {
        var tally = Tally()
        let objectiveC = ObjectiveCProject(files: project.objectiveC)
        for file in project.objectiveC {
            if file.isHeader {
                tally.add("objc.headers")
            } else {
                tally.count("objc.implementation-files", path: file.path, line: 0, "\(file.lines) lines")
            }
            tally.add("objc.lines", file.lines)
            tally.add("objc.interfaces", file.interfaces.count)
            for interface in file.interfaces {
                // Objective-C classes of the other systems count there too.
                let superclass = interface.superclass
                if superclass == "NSManagedObject" {
                    tally.count("coredata.managed-object-classes", path: file.path, line: interface.line, "@interface \(interface.name) : NSManagedObject")
                } else if SwiftSurvey.viewControllerBases.contains(superclass) {
                    tally.count("uikit.view-controllers", path: file.path, line: interface.line, "@interface \(interface.name) : \(superclass)")
                } else if SwiftSurvey.viewBases.contains(superclass) {
                    tally.count("uikit.views", path: file.path, line: interface.line, "@interface \(interface.name) : \(superclass)")
                }
            }
            for (name, line) in file.implementations { tally.count("objc.classes", path: file.path, line: line, "@implementation \(name)") }
            tally.add("objc.pointer-declarations", file.pointerDeclarations)
            tally.add("objc.annotated-pointers", file.annotatedPointers)
            for (name, line) in file.testClasses {
                tally.note(.limit, system: "xctest", path: file.path, line: line, "\(name) is an Objective-C XCTestCase: it stays in XCTest")
            }
        }
        for header in objectiveC.bridgingHeaders {
            for (imported, line) in project.objectiveC.first(where: { $0.path == header })?.localImports ?? [] {
                tally.count("objc.bridged-headers", path: header, line: line, "bridging header exposes \(imported)")
            }
        }
        for file in project.interfaceBuilder {
            if let error = file.error {
                tally.note(.limit, system: "uikit", path: file.path, line: 0, "could not be read: \(error)")
                continue
            }
            if file.isStoryboard {
                tally.add("uikit.storyboards")
                for item in file.items { tally.count("uikit.scenes", path: file.path, line: item.line, "scene \(item.customClass ?? "")") }
            } else {
                let what = file.items.map { $0.customClass ?? $0.kind }.joined(separator: ", ")
                tally.count("uikit.xibs", path: file.path, line: file.items.first?.line ?? 0, "xib \(what)")
            }
        }
        for model in project.models {
            for entity in model.entities { tally.count("coredata.entities", path: entity.path, line: entity.line, entity.message) }
            tally.add("coredata.attributes", model.attributes)
            tally.add("coredata.relationships", model.relationships)
            for blocker in model.blockers {
                tally.note(.blocker, system: "coredata", path: blocker.path, line: blocker.line, blocker.message + ": SwiftData has no equivalent")
            }
            for limit in model.limits { tally.note(.limit, system: "coredata", path: limit.path, line: limit.line, limit.message) }
        }
        var reported: Set<String> = []
        for dependency in project.dependencies where reported.insert(dependency.name.lowercased()).inserted {
            guard let concern = ThirdPartyCatalog.concern(for: dependency.name) else { continue }
            tally.note(
                concern.isBlocker ? .blocker : .limit, system: concern.system, path: dependency.source.path, line: dependency.source.line,
                "depends on \(dependency.name): \(concern.note)")
        }
        return tally
    }

    // MARK: Dry run

    /// What the uikit migration can generate, from its dry run: its report line of a screen a
    /// bridge can be written for is a `uikit.bridge` note; each list draft is a created file.
    static func generated(_ report: RunReport) -> Tally {
        var tally = Tally()
        for outcome in report.files {
            for diagnostic in outcome.diagnostics where diagnostic.rule == "uikit.bridge" && diagnostic.severity == .note {
                tally.count("uikit.bridgeable", path: diagnostic.path, line: diagnostic.line, diagnostic.message)
            }
            if outcome.status == .created, outcome.editCounts["uikit.draft"] != nil {
                tally.count("uikit.drafts", path: outcome.path, line: 1, "draft \(outcome.path)")
            }
        }
        return tally
    }

    /// Per migration id: edits by rule, files touched, diagnostics.
    static func migrationResults(_ report: RunReport, migrations: [any Migration]) -> [String: MigrationResult] {
        var results: [String: MigrationResult] = [:]
        for migration in migrations {
            results[migration.id] = MigrationResult(id: migration.id, rewrites: 0, files: 0, reported: 0, rules: [:])
        }
        for outcome in report.files {
            var touched: Set<String> = []
            for (rule, count) in outcome.editCounts {
                let id = migrationID(of: rule)
                guard results[id] != nil else { continue }
                results[id]!.rewrites += count
                results[id]!.rules[rule, default: 0] += count
                if outcome.isChange { touched.insert(id) }
            }
            for id in touched { results[id]!.files += 1 }
            for diagnostic in outcome.diagnostics {
                let id = migrationID(of: diagnostic.rule)
                if results[id] != nil { results[id]!.reported += 1 }
            }
        }
        return results
    }

    static func migrationID(of rule: String) -> String { String(rule.prefix { $0 != "." }) }

    // MARK: Systems

    func report(for definition: SystemDefinition, tally: Tally, project: ProjectFiles, results: [String: MigrationResult]) -> SystemReport {
        let id = definition.id
        var keys = definition.metrics.map(\.key)
        keys += tally.counts.keys.filter { Tally.system(of: $0) == id && !keys.contains($0) }.sorted()
        let surface = keys.map { key in Metric(key: key, label: definition.label(of: key), count: tally.counts[key] ?? 0, isWork: definition.isWork(key)) }
        let migrationResults = definition.migrationIDs.compactMap { results[$0] }
        let findings = tally.findings.filter { $0.system == id }
        var blockers = findings.filter { $0.kind == .blocker }.map(\.evidence)
        let limits = Self.sorted(findings.filter { $0.kind == .limit }.map(\.evidence))
        let evidence = Self.sorted(findings.filter { $0.kind == .evidence }.map(\.evidence))
        // A deployment target below the minimum blocks only a system the project uses.
        let used = surface.contains { $0.count > 0 } || migrationResults.contains { $0.rewrites > 0 || $0.reported > 0 } || !blockers.isEmpty
        let shortfalls = used ? deployment.shortfalls(against: definition.minimum) : []
        for (platform, have, need) in shortfalls {
            blockers.append(
                Evidence(
                    path: deploymentSource?.path ?? "deployment target", line: deploymentSource?.line ?? 0,
                    message: "deployment target \(platform.rawValue) \(have) is below the \(platform.rawValue) \(need) the new framework needs"))
        }
        blockers = Self.sorted(blockers)
        let workItems = surface.filter(\.isWork).reduce(0) { $0 + $1.count }
        let automatic = migrationResults.reduce(0) { $0 + $1.rewrites }
        let reported = migrationResults.reduce(0) { $0 + $1.reported }
        // No migration, or one that finds nothing to convert or report: the work items are by hand.
        let manual = automatic == 0 && reported == 0 ? workItems : reported
        let facts = RecommendationFacts(
            system: id, hasMigration: !migrationResults.isEmpty, workItems: workItems, automatic: automatic, reported: reported, manual: manual,
            blockers: blockers, limits: limits, surface: surface)
        return SystemReport(
            id: id, title: definition.title, minimum: definition.minimum.versions.isEmpty ? "" : definition.minimum.description,
            surface: surface, migrations: migrationResults, automatic: automatic, manual: manual, blocked: blockers.count,
            blockers: blockers, limits: limits, evidence: evidence,
            recommendation: facts.recommendation)
    }

    static func sorted(_ evidence: [Evidence]) -> [Evidence] {
        Array(Set(evidence)).sorted { ($0.path, $0.line, $0.message) < ($1.path, $1.line, $1.message) }
    }

    // MARK: Heat map

    /// Per folder, the hand work left per system: a migration's diagnostics where a migration
    /// covers the system, else the located work items (classes, screens, scenes, …).
    static func folders(definitions: [SystemDefinition], registered: Set<String>, tally: Tally, dryRun: RunReport) -> [FolderWork] {
        var work: [String: [String: Int]] = [:]
        let migrated = Dictionary(
            definitions.flatMap { definition in definition.migrationIDs.filter(registered.contains).map { ($0, definition.id) } },
            uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(uniqueKeysWithValues: definitions.map { ($0.id, $0) })
        for outcome in dryRun.files {
            for diagnostic in outcome.diagnostics {
                guard let system = migrated[migrationID(of: diagnostic.rule)] else { continue }
                work[folder(of: diagnostic.path), default: [:]][system, default: 0] += 1
            }
        }
        for finding in tally.findings where finding.kind == .evidence {
            guard let metric = finding.metric, let definition = byID[finding.system], !definition.migrationIDs.contains(where: registered.contains),
                definition.isWork(metric)
            else { continue }
            work[folder(of: finding.evidence.path), default: [:]][finding.system, default: 0] += 1
        }
        return work.keys.sorted().map { FolderWork(path: $0, work: work[$0]!) }
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
