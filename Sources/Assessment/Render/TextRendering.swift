extension Assessment {
    /// The terminal rendering: per system its recommendation, counts, dry run and blockers, then
    /// the order and the staged command.
    public func text() -> String {
        var out = "swift-migrate assess — \(inputs.joined(separator: " "))\n"
        out += "files: \(files.swift) Swift, \(files.objectiveC) Objective-C (+\(files.headers) headers), "
        out += "\(files.storyboards) storyboards, \(files.xibs) xibs, \(files.models) Core Data models, \(files.lockfiles) lockfiles\n"
        if let deployment {
            let targets = deployment.targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            out += "deployment target: \(targets)\(deployment.source.map { " (\($0.location))" } ?? "")\n"
        } else {
            out += "deployment target: not found (pass --min-ios etc. to check the minimums)\n"
        }
        for system in systems {
            out += "\n\(system.title): \(system.recommendation.kind.rawValue.uppercased()) — \(system.recommendation.reason)\n"
            guard system.recommendation.kind != .nothing else { continue }
            if !system.minimum.isEmpty { out += "  needs \(system.minimum)\n" }
            let counted = system.surface.filter { $0.count > 0 }
            if !counted.isEmpty { out += "  found: " + counted.map { "\($0.count) \($0.label)" }.joined(separator: ", ") + "\n" }
            if system.id == "objc", let total = system.surface.first(where: { $0.key == "objc.pointer-declarations" })?.count, total > 0 {
                let annotated = system.surface.first { $0.key == "objc.annotated-pointers" }?.count ?? 0
                out += "  nullability: \(annotated) of \(total) pointer declarations in headers (\(annotated * 100 / total)%)\n"
            }
            for result in system.migrations {
                out += "  swift-migrate \(result.id): rewrites \(result.rewrites) in \(result.files) files, reports \(result.reported) for hand work\n"
            }
            if system.migrations.isEmpty && system.manual > 0 { out += "  manual: no migration yet; \(system.manual) items by hand\n" }
            for blocker in system.blockers { out += "  blocker: \(blocker.location): \(blocker.message)\n" }
            for limit in system.limits.prefix(10) { out += "  stays: \(limit.location): \(limit.message)\n" }
            if system.limits.count > 10 { out += "  stays: … \(system.limits.count - 10) more (--format json lists all)\n" }
        }
        let flagged = dependencies.filter { !$0.concerns.isEmpty }
        if !flagged.isEmpty {
            out += "\ndependencies that matter:\n"
            for dependency in flagged { out += "  \(dependency.source.location): \(dependency.name) \(dependency.version ?? ""): \(dependency.note)\n" }
        }
        if !order.isEmpty {
            out += "\norder:\n" + order.map { "  \($0)\n" }.joined()
        }
        if let stagedCommand { out += "\nstaged: \(stagedCommand)\n" }
        return out
    }
}
