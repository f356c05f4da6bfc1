import XcodeProject

/// The Xcode projects among a run's resources follow the files the run creates and deletes, for
/// every migration alike: a new file joins the group of the file it was derived from and the
/// Sources phase of exactly the targets that compile that one; a deleted file leaves the project;
/// `X.m` replaced by `X.swift` in its folder keeps its reference and target membership. The
/// project file becomes one more changed file of the run, written (and backed out) with the
/// files it follows. What cannot be done is said where it must be done by hand.
public enum XcodeProjectSync {
    public static let rule = "engine.xcodeproj"

    public static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj") && !path.contains("Pods.xcodeproj/")
    }

    /// The project files among a run's resources, each read once (in parallel) for every use the
    /// run makes of it: a large project takes tens of milliseconds to read.
    public struct Projects: Sendable {
        let read: [(input: SourceInput, project: Result<XcodeProject, PropertyListError>)]

        public init(_ resources: [SourceInput]) {
            let inputs = resources.filter { isProjectFile($0.path) }.sorted { $0.path < $1.path }
            let parsed = parallelMap(inputs) { input in Result { () throws(PropertyListError) in try XcodeProject(path: input.path, bytes: input.bytes) } }
            read = Array(zip(inputs, parsed))
        }

        var readable: [XcodeProject] { read.compactMap { try? $0.project.get() } }
        var isEmpty: Bool { read.isEmpty }
    }

    /// The run's outcomes with an outcome added per project file the created and deleted files change.
    /// - Parameter alreadyCreated: new files an earlier run wrote already (a run stopped halfway):
    ///   the project lists them like the files this run creates.
    public static func syncing(_ outcomes: [FileOutcome], projects: [SourceInput], alreadyCreated: [FileOutcome] = []) -> [FileOutcome] {
        syncing(outcomes, projects: Projects(projects), alreadyCreated: alreadyCreated)
    }

    public static func syncing(_ outcomes: [FileOutcome], projects: Projects, alreadyCreated: [FileOutcome] = []) -> [FileOutcome] {
        let created = outcomes.filter { $0.status == .created } + alreadyCreated
        let deleted = outcomes.filter { $0.status == .deleted }
        guard !projects.isEmpty, !created.isEmpty || !deleted.isEmpty else { return outcomes }
        var result = outcomes
        var listedSomewhere: Set<String> = []
        var readable: [XcodeProject] = []
        for (input, parsed) in projects.read where !outcomes.contains(where: { $0.path == input.path && $0.isChange }) {
            do {
                let project = try parsed.get()
                readable.append(project)
                let sync = ProjectChange(project: project, created: created, deleted: deleted)
                listedSomewhere.formUnion(sync.listed)
                if sync.editor.hasChanges {
                    result.append(
                        FileOutcome(
                            path: input.path, status: .changed, original: input.bytes, rewritten: sync.editor.result(), diagnostics: sync.diagnostics,
                            editCounts: [rule: sync.changeCount]))
                } else if !sync.diagnostics.isEmpty {
                    result.append(FileOutcome(path: input.path, status: .unchanged, original: input.bytes, rewritten: input.bytes, diagnostics: sync.diagnostics))
                }
            } catch {
                let folder = ProjectPath.parent(ProjectPath.parent(input.path))
                let concerned = (created + deleted).map(\.path).filter { ProjectPath.relative($0, to: folder) != nil }
                guard !concerned.isEmpty else { continue }
                result.append(
                    FileOutcome(
                        path: input.path, status: .unchanged, original: input.bytes, rewritten: input.bytes,
                        diagnostics: [
                            Diagnostic(
                                path: input.path, line: error.line, column: error.column, rule: rule,
                                message:
                                    "this project file could not be read (\(error.message)), so it is left as it was: in Xcode, "
                                    + describe(created: created.filter { concerned.contains($0.path) }, deleted: deleted.filter { concerned.contains($0.path) }))
                        ]))
            }
        }
        // A new file inside a project's folder that no project lists the origin of: say so once.
        for file in created where !listedSomewhere.contains(file.path) {
            guard
                let project = readable.first(where: { ProjectPath.relative(file.path, to: $0.projectFolder) != nil && !$0.isInsideSynchronizedFolder(file.path) }),
                let index = result.firstIndex(where: { $0.path == file.path })
            else { continue }
            let origin = file.derivedFrom.map { " (\($0) is in no group of it)" } ?? ""
            result[index].diagnostics.append(
                Diagnostic(
                    path: file.path, line: 1, column: 1, rule: rule,
                    message: "\(project.path) does not list this new file\(origin): add it to its targets in Xcode by hand"))
        }
        return result
    }

    /// The Swift inputs that lie in an Xcode project's folder and that no target of any of the
    /// run's projects compiles (a stale copy, a file removed from the target): the migrations
    /// leave them out, so that they neither count as a second declaration of a type nor get
    /// rewritten for a build they are not part of. A file of a SwiftPM package inside the folder
    /// (below a `Package.swift` among the inputs) is the package's, and stays.
    public static func uncompiledFiles(_ paths: [String], projects: [SourceInput]) -> [String: String] {
        uncompiledFiles(paths, projects: Projects(projects))
    }

    public static func uncompiledFiles(_ paths: [String], projects: Projects) -> [String: String] {
        let read = projects.readable
        guard !read.isEmpty else { return [:] }
        let memberships = read.map(Membership.init)
        let packageRoots = paths.filter { ProjectPath.lastComponent($0) == "Package.swift" }.map { ProjectPath.parent($0) }
        var uncompiled: [String: String] = [:]
        for path in paths where path.hasSuffix(".swift") && ProjectPath.lastComponent(path) != "Package.swift" {
            let containing = memberships.filter { ProjectPath.relative(path, to: $0.project.projectFolder) != nil }
            guard let first = containing.first, !memberships.contains(where: { $0.compiles(path) }) else { continue }
            // The package may sit in the project's own folder (`Package.swift` beside `X.xcodeproj`,
            // as SwiftGraph and Files have it): SwiftPM compiles its targets' files whatever the
            // project lists, `XCTestManifests.swift` included.
            let inPackage = packageRoots.contains { root in
                ProjectPath.relative(path, to: root) != nil
                    && (ProjectPath.relative(root, to: first.project.projectFolder) != nil
                        || ProjectPath.normalized(root) == ProjectPath.normalized(first.project.projectFolder))
                    || (root.isEmpty && first.project.projectFolder.isEmpty)
            }
            if inPackage { continue }
            uncompiled[path] = uncompiledReasonPrefix + "\(first.project.path) compiles it (a stale copy?): left out of every migration; add it to a target to migrate it"
        }
        return uncompiled
    }

    static let uncompiledReasonPrefix = "no target of "

    /// Whether a skipped file's reason is that no target compiles it (said each run, not summed up).
    public static func isUncompiledReason(_ reason: String?) -> Bool { reason?.hasPrefix(uncompiledReasonPrefix) == true }

    /// What one project compiles, indexed once.
    struct Membership {
        let project: XcodeProject
        let compiled: Set<String>
        let folders: [SynchronizedFolder]

        init(_ project: XcodeProject) {
            self.project = project
            var compiled: Set<String> = []
            var folders: [SynchronizedFolder] = []
            for target in project.targets {
                for path in project.sources(of: target) { compiled.insert(XcodeProject.runPath(forProjectPath: path, folder: project.projectFolder)) }
                folders += project.synchronizedFolders(of: target)
            }
            self.compiled = compiled
            self.folders = folders
        }

        func compiles(_ path: String) -> Bool {
            let normalized = ProjectPath.normalized(path)
            if compiled.contains(normalized) { return true }
            return folders.contains { folder in
                guard let relative = ProjectPath.relative(normalized, to: folder.runPath) else { return false }
                return !folder.membershipExceptions.contains(relative)
            }
        }
    }

    static func describe(created: [FileOutcome], deleted: [FileOutcome]) -> String {
        var steps: [String] = []
        for file in created {
            steps.append("add \(file.path)" + (file.derivedFrom.map { " to the targets that compile \($0)" } ?? " to its target"))
        }
        if !deleted.isEmpty { steps.append("remove the references to " + deleted.map(\.path).joined(separator: ", ")) }
        return steps.joined(separator: "; ")
    }
}

/// One project's share of a run's created and deleted files.
struct ProjectChange {
    var editor: ProjectEditor
    var diagnostics: [Diagnostic] = []
    /// The created files this project took in (or already listed).
    var listed: Set<String> = []
    var changeCount = 0

    init(project: XcodeProject, created: [FileOutcome], deleted: [FileOutcome]) {
        editor = ProjectEditor(project)
        let deletedPaths = Set(deleted.map(\.path))
        var replaced: Set<String> = []
        var gainingSwift: [Target] = []
        for file in created {
            guard let origin = file.derivedFrom, let sibling = Self.listedPath(origin, in: project) else { continue }
            let targets = project.targets(compiling: sibling)
            let swiftBefore = targets.filter { target in project.sources(of: target).contains { $0.hasSuffix(".swift") } }.map(\.id)
            let isSwift = file.path.hasSuffix(".swift")
            let newName = ProjectPath.lastComponent(file.path)
            if deletedPaths.contains(sibling), ProjectPath.parent(sibling) == ProjectPath.parent(file.path), !replaced.contains(sibling),
                project.references(at: file.path).isEmpty, editor.renameFile(sibling, to: file.path)
            {
                replaced.insert(sibling)
                listed.insert(file.path)
                changeCount += 1
                note(
                    file.path, in: project,
                    "\(ProjectPath.lastComponent(sibling)) is now \(newName), in the same group and targets (\(Self.names(targets)))")
            } else {
                switch editor.addFile(file.path, besides: sibling) {
                case .added(let names):
                    listed.insert(file.path)
                    changeCount += 1
                    let group = project.parentGroup(of: project.references(at: sibling).first?.id ?? "").map { Self.groupName($0, in: project) } ?? "the main group"
                    if names.isEmpty {
                        note(
                            file.path, in: project,
                            "added \(newName) to \(group); no target compiles \(ProjectPath.lastComponent(sibling)), so it joins none: add it to its target in Xcode",
                            severity: .warning)
                    } else {
                        note(file.path, in: project, "added \(newName) to \(group) and to \(Self.names(targets))")
                    }
                case .alreadyListed, .synchronized:
                    listed.insert(file.path)
                case .siblingNotListed:
                    continue
                }
            }
            if isSwift { gainingSwift += targets.filter { !swiftBefore.contains($0.id) && !gainingSwift.map(\.id).contains($0.id) } }
        }
        for file in deleted where !replaced.contains(file.path) {
            if editor.removeFile(file.path) { changeCount += 1 }
        }
        for target in gainingSwift {
            settle(firstSwiftFileOf: target, in: project)
            let stillObjectiveC = project.sources(of: target).contains { source in
                (source.hasSuffix(".m") || source.hasSuffix(".mm")) && !deletedPaths.contains(XcodeProject.runPath(forProjectPath: source, folder: project.projectFolder))
            }
            if stillObjectiveC { settle(bridgingFor: target, in: project) }
        }
    }

    /// Swift beside Objective-C that stays in the target: an app sees it through a bridging
    /// header, a framework through its umbrella header, which needs the target to be a module.
    mutating func settle(bridgingFor target: Target, in project: XcodeProject) {
        let configurations = BuildSettings.configurationNames(of: target, in: project)
        if target.isFramework {
            let missing = configurations.filter { BuildSettings(target: target, configuration: $0, in: project).value("DEFINES_MODULE") != .value("YES") }
            guard !missing.isEmpty else { return }
            diagnostics.append(
                Diagnostic(
                    path: project.path, line: 1, column: 1, rule: XcodeProjectSync.rule,
                    message:
                        "framework target \(target.name) now mixes Swift and Objective-C: set DEFINES_MODULE = YES (\(missing.joined(separator: ", "))) so that "
                        + "its Swift sees the umbrella header and its Objective-C can import <\(target.name)/\(target.name)-Swift.h>"))
            return
        }
        let unset = configurations.filter { BuildSettings(target: target, configuration: $0, in: project).value("SWIFT_OBJC_BRIDGING_HEADER") == .unset }
        guard !unset.isEmpty else { return }
        let headers = project.objectOrder.compactMap { project.objects[$0] }.filter { $0.isa == "PBXFileReference" && $0.displayName.hasSuffix("-Bridging-Header.h") }
        // Only the target's own header (Xcode names it `<Target>-Bridging-Header.h`): another
        // target's may import headers this one does not build.
        let own = headers.filter { $0.displayName == "\(target.name)-Bridging-Header.h" }
        if own.count == 1, let path = project.path(of: own[0].id), !path.hasPrefix("/"), !path.hasPrefix("$(") {
            for configuration in BuildSettings.configurations(of: target.object, in: project) where unset.contains(configuration.string("name") ?? "") {
                editor.setBuildSetting("SWIFT_OBJC_BRIDGING_HEADER", to: path, in: configuration)
            }
            changeCount += 1
            note(project.path, in: project, "target \(target.name) mixes Swift and Objective-C now: set SWIFT_OBJC_BRIDGING_HEADER = \(path), its own bridging header")
        } else {
            diagnostics.append(
                Diagnostic(
                    path: project.path, line: 1, column: 1, rule: XcodeProjectSync.rule,
                    message:
                        "target \(target.name) mixes Swift and Objective-C now and sets no SWIFT_OBJC_BRIDGING_HEADER (\(unset.joined(separator: ", "))): "
                        + "if its Swift uses Objective-C classes, set it to the bridging header's path"
                        + (headers.isEmpty ? "" : " (the project lists \(headers.map(\.displayName).joined(separator: ", ")))")))
        }
    }

    /// A target's first Swift file needs SWIFT_VERSION; set where the project file says
    /// nothing, reported where an xcconfig the run did not read may say it.
    mutating func settle(firstSwiftFileOf target: Target, in project: XcodeProject) {
        var unset = false
        for configuration in BuildSettings.configurationNames(of: target, in: project) {
            switch BuildSettings(target: target, configuration: configuration, in: project).value("SWIFT_VERSION") {
            case .value: continue
            case .unset: unset = true
            case .unresolved(let why):
                diagnostics.append(
                    Diagnostic(
                        path: project.path, line: 1, column: 1, rule: XcodeProjectSync.rule,
                        message: "target \(target.name) compiles Swift for the first time: check that SWIFT_VERSION is set for \(configuration) (\(why))"))
            }
        }
        guard unset else { return }
        editor.setBuildSetting("SWIFT_VERSION", to: "5.0", in: target)
        changeCount += 1
        diagnostics.append(
            Diagnostic(
                path: project.path, line: 1, column: 1, severity: .note, rule: XcodeProjectSync.rule,
                message: "target \(target.name) compiles Swift for the first time: set SWIFT_VERSION = 5.0 in its configurations"))
    }

    mutating func note(_ path: String, in project: XcodeProject, _ message: String, severity: Diagnostic.Severity = .note) {
        diagnostics.append(Diagnostic(path: project.path, line: 1, column: 1, severity: severity, rule: XcodeProjectSync.rule, message: message))
    }

    /// The path itself when the project lists it, else its nearest listed ancestor (a model's
    /// `contents` is inside the `.xcdatamodeld` the project lists); a version of a versioned
    /// model or a localization stands for its version or variant group, which targets build.
    static func listedPath(_ path: String, in project: XcodeProject) -> String? {
        var current = ProjectPath.normalized(path)
        while !current.isEmpty, current != "/" {
            if let reference = project.references(at: current).first {
                if let group = project.parentGroup(of: reference.id), group.isa == "XCVersionGroup" || group.isa == "PBXVariantGroup" {
                    return project.runPath(of: group.id)
                }
                return current
            }
            current = ProjectPath.parent(current)
        }
        return nil
    }

    static func groupName(_ group: ProjectObject, in project: XcodeProject) -> String {
        if group.id == project.rootObject.string("mainGroup") || (group.string("name") == nil && group.string("path") == nil) { return "the main group" }
        return "group " + group.displayName
    }

    static func names(_ targets: [Target]) -> String {
        targets.isEmpty ? "no target" : (targets.count == 1 ? "target " : "targets ") + targets.map(\.name).joined(separator: ", ")
    }
}
