extension Assessment {
    /// The pull-request rendering: a summary table, then per system its counts, blockers and the
    /// dry run, then the order and the staged command. Evidence is left to the JSON and HTML.
    public func markdown() -> String {
        var out = "## Migration assessment\n\n"
        out += "Assessed \(files.swift) Swift files, \(files.objectiveC) Objective-C files (+\(files.headers) headers), "
        out += "\(files.storyboards) storyboards, \(files.xibs) xibs and \(files.models) Core Data models"
        if let deployment {
            let targets = deployment.targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            out += "; deployment target \(targets)\(deployment.source.map { " (`\($0.location)`)" } ?? "")"
        }
        out += ".\n\n| system | recommendation | automatic | manual | blocked |\n|---|---|---:|---:|---:|\n"
        for system in systems {
            out += "| \(Self.cell(system.title)) | **\(system.recommendation.kind.rawValue)** | \(system.automatic) | \(system.manual) | \(system.blocked) |\n"
        }
        for system in systems where system.recommendation.kind != .nothing {
            out += "\n### \(system.title)\n\n**\(system.recommendation.kind.rawValue)**: \(system.recommendation.reason)\n\n"
            let counted = system.surface.filter { $0.count > 0 }
            for metric in counted { out += "- \(metric.count) \(metric.label)\n" }
            for result in system.migrations {
                out += "- `swift-migrate \(result.id)`: rewrites \(result.rewrites) in \(result.files) files, reports \(result.reported)\n"
            }
            if !system.blockers.isEmpty {
                out += "\nBlockers:\n\n" + system.blockers.map { "- `\($0.location)`: \(Self.cell($0.message))\n" }.joined()
            }
            if !system.limits.isEmpty {
                out += "\nStays on the old framework:\n\n"
                out += system.limits.prefix(10).map { "- `\($0.location)`: \(Self.cell($0.message))\n" }.joined()
                if system.limits.count > 10 { out += "- … \(system.limits.count - 10) more\n" }
            }
        }
        if !order.isEmpty {
            // Numbered steps, then the systems to leave for now as a bullet list of their own.
            let steps = order.filter { $0.first?.isNumber == true }
            let later = order.filter { $0.first?.isNumber != true }
            out += "\n### Order\n\n" + steps.map { "\($0)\n" }.joined()
            if !later.isEmpty { out += (steps.isEmpty ? "" : "\n") + later.map { "- \($0)\n" }.joined() }
        }
        if let stagedCommand { out += "\n```sh\n\(stagedCommand)\n```\n" }
        return out
    }

    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
