extension Assessment {
    /// One self-contained page (inline style, no script, no network, no external asset): a summary
    /// per system with a bar (automatic / manual / blocked), a per-folder heat map of the hand
    /// work left, and the evidence with file:line. The markup is well-formed XHTML, so an XML
    /// parser can check it, and prints on paper (the style has a print section).
    ///
    /// - Parameter linkPrefix: prepended to each evidence path to make a link (the way from the
    ///   page's folder to the paths' base); nil writes no links.
    public func html(linkPrefix: String? = nil) -> String {
        var page = HTMLPage()
        page.open("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"])
        page.open("head")
        page.element("meta", ["charset": "utf-8"])
        // Without it a phone lays the page out 980 pixels wide and shrinks it to fit.
        page.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        page.element("title", text: "swift-migrate assessment")
        page.element("style", raw: Self.style)
        page.close("head")
        page.open("body")
        page.element("h1", text: "Migration assessment")
        page.element(
            "p",
            text: "\(files.swift) Swift files, \(files.objectiveC) Objective-C files (+\(files.headers) headers), \(files.storyboards) storyboards, "
                + "\(files.xibs) xibs, \(files.models) Core Data models. " + deploymentSentence)
        summary(into: &page)
        heatMap(into: &page)
        if !order.isEmpty {
            page.element("h2", text: "Order")
            page.open("ol")
            for step in order where step.first?.isNumber == true {
                page.element("li", text: String(step.drop { $0.isNumber }.dropFirst(2)))
            }
            page.close("ol")
            let later = order.filter { $0.first?.isNumber != true }
            if !later.isEmpty {
                page.open("ul")
                for step in later { page.element("li", text: step) }
                page.close("ul")
            }
        }
        if let stagedCommand {
            page.element("h2", text: "Staged command")
            page.element("pre", text: stagedCommand)
        }
        for system in systems where system.recommendation.kind != .nothing {
            details(of: system, linkPrefix: linkPrefix, into: &page)
        }
        page.element("p", ["class": "foot"], text: "swift-migrate \(version) · schema \(schema)")
        page.close("body")
        page.close("html")
        return "<!DOCTYPE html>\n" + page.text
    }

    var deploymentSentence: String {
        guard let deployment else { return "No deployment target found." }
        let targets = deployment.targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "Deployment target \(targets)" + (deployment.source.map { " (\($0.location))" } ?? "") + "."
    }

    func summary(into page: inout HTMLPage) {
        page.element("h2", text: "Systems")
        page.open("table", ["class": "summary"])
        page.open("tr")
        for heading in ["system", "recommendation", "automatic / manual / blocked", "why"] { page.element("th", text: heading) }
        page.close("tr")
        let widest = max(1, systems.map { $0.automatic + $0.manual + $0.blocked }.max() ?? 1)
        for system in systems {
            page.open("tr")
            page.open("td")
            page.element("a", ["href": "#\(system.id)"], text: system.title)
            page.close("td")
            page.element("td", ["class": "kind \(system.recommendation.kind.rawValue)"], text: system.recommendation.kind.rawValue)
            page.open("td")
            page.open("div", ["class": "bar", "title": "\(system.automatic) automatic, \(system.manual) manual, \(system.blocked) blocked"])
            for (part, value) in [("automatic", system.automatic), ("manual", system.manual), ("blocked", system.blocked)] where value > 0 {
                // At least 1% so a small count stays visible beside a large one.
                let width = max(1.0, Double(value) * 100 / Double(widest))
                page.element("span", ["class": part, "style": "width: \(Self.percent(width))"], text: "")
            }
            page.close("div")
            page.element("span", ["class": "counts"], text: "\(system.automatic) / \(system.manual) / \(system.blocked)")
            page.close("td")
            page.element("td", text: system.recommendation.reason)
            page.close("tr")
        }
        page.close("table")
        page.open("p", ["class": "legend"])
        for (part, label) in [("automatic", "rewritten by swift-migrate"), ("manual", "left for a person"), ("blocked", "blocker")] {
            page.element("span", ["class": "swatch \(part)"], text: "")
            page.text(" \(label)  ")
        }
        page.close("p")
    }

    func heatMap(into page: inout HTMLPage) {
        let columns = systems.filter { system in folders.contains { ($0.work[system.id] ?? 0) > 0 } }
        guard !columns.isEmpty else { return }
        page.element("h2", text: "Hand work by folder")
        let hottest = max(1, folders.flatMap(\.work.values).max() ?? 1)
        // A column per system does not fit a phone: the table scrolls sideways, the page does not.
        page.open("div", ["class": "wide"])
        page.open("table", ["class": "heat"])
        page.open("tr")
        page.element("th", text: "folder")
        for system in columns { page.element("th", text: system.id) }
        page.element("th", text: "total")
        page.close("tr")
        for folder in folders {
            page.open("tr")
            page.element("td", ["class": "path"], text: folder.path)
            for system in columns {
                let value = folder.work[system.id] ?? 0
                let alpha = value == 0 ? 0 : 0.15 + 0.85 * Double(value) / Double(hottest)
                page.element("td", ["style": "background: rgba(214, 69, 65, \(Self.fraction(alpha)))"], text: value == 0 ? "" : "\(value)")
            }
            page.element("td", text: "\(folder.total)")
            page.close("tr")
        }
        page.close("table")
        page.close("div")
    }

    func details(of system: SystemReport, linkPrefix: String?, into page: inout HTMLPage) {
        page.open("section", ["id": system.id])
        page.element("h2", text: system.title)
        page.element("p", text: "\(system.recommendation.kind.rawValue): \(system.recommendation.reason)")
        if !system.minimum.isEmpty { page.element("p", text: "Needs \(system.minimum).") }
        page.open("ul")
        for metric in system.surface where metric.count > 0 { page.element("li", text: "\(metric.count) \(metric.label)") }
        for result in system.migrations {
            page.element("li", text: "swift-migrate \(result.id): rewrites \(result.rewrites) in \(result.files) files, reports \(result.reported)")
        }
        page.close("ul")
        let evidence = Array(system.evidence.prefix(SystemReport.evidenceShown))
        for (heading, list) in [("Blockers", system.blockers), ("Stays on the old framework", system.limits), ("Evidence", evidence)]
        where !list.isEmpty {
            let suffix = heading == "Evidence" && system.evidence.count > list.count ? " (first \(list.count) of \(system.evidence.count))" : ""
            page.element("h3", text: heading + suffix)
            page.open("ul", ["class": "evidence"])
            for item in list {
                page.open("li")
                if let linkPrefix {
                    page.element("a", ["href": linkPrefix + item.path], text: item.location)
                } else {
                    page.element("code", text: item.location)
                }
                page.text(" " + item.message)
                page.close("li")
            }
            page.close("ul")
        }
        page.close("section")
    }

    static func percent(_ value: Double) -> String { fraction(value) + "%" }

    static func fraction(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }

    /// On a screen narrower than 40em (a phone) the summary's rows stack and its bars fill the
    /// width; long paths wrap instead of widening the page; the heat map scrolls on its own.
    /// `BrowserReportTests` renders the page in Chromium at 1280 and 390 pixels to keep it so.
    static let style = """
        body { font: 14px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 2em auto; padding: 0 1em; max-width: 60em; color: #222;
          overflow-wrap: break-word; }
        h1, h2, h3 { line-height: 1.2; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ddd; }
        table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.3em 0.5em; border-bottom: 1px solid #eee; vertical-align: top; }
        .wide { overflow-x: auto; } .summary td:last-child { overflow-wrap: anywhere; }
        .bar { display: flex; width: 16em; height: 0.9em; background: #f2f2f2; } .bar span { display: block; height: 100%; }
        .automatic { background: #2e8b57; } .manual { background: #e0a030; } .blocked { background: #d64541; }
        .swatch { display: inline-block; width: 0.9em; height: 0.9em; vertical-align: middle; }
        .counts { font-size: 0.85em; color: #555; } .legend { font-size: 0.85em; }
        .kind { font-weight: bold; } .kind.full { color: #2e8b57; } .kind.incremental { color: #b07000; } .kind.not-now { color: #d64541; } .kind.nothing { color: #888; }
        .heat td { text-align: right; } .heat td.path { text-align: left; font-family: ui-monospace, Menlo, monospace; }
        .evidence { font-size: 0.9em; } code, pre, a { font-family: ui-monospace, Menlo, monospace; } pre { background: #f6f6f6; padding: 0.6em; white-space: pre-wrap; }
        .foot { color: #888; font-size: 0.8em; }
        @media (max-width: 40em) {
          body { margin-top: 1em; }
          .summary tr:first-child { display: none; } .summary tr, .summary td { display: block; border: 0; padding: 0.1em 0; }
          .summary tr { border-bottom: 1px solid #eee; padding: 0.5em 0; } .summary .bar { width: 100%; }
        }
        @media print {
          body { margin: 0; padding: 0; max-width: none; font-size: 11px; } .wide { overflow: visible; } a { color: inherit; text-decoration: none; }
          .bar, .swatch, .heat td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          section, table { page-break-inside: auto; } tr, li { page-break-inside: avoid; } h2, h3 { page-break-after: avoid; }
        }
        """
}

/// Builds markup that is both HTML and well-formed XML: every element closed, every text and
/// attribute escaped, attributes in a stable order.
struct HTMLPage {
    private(set) var text = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: [String: String] = [:]) {
        text += String(repeating: "  ", count: depth) + "<\(name)\(Self.attributes(attributes))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += String(repeating: "  ", count: depth) + "</\(name)>\n"
    }

    /// An element holding escaped text (empty elements are still written open and closed: HTML
    /// has no self-closing `<span/>`).
    mutating func element(_ name: String, _ attributes: [String: String] = [:], text content: String) {
        text += String(repeating: "  ", count: depth) + "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>\n"
    }

    /// A void element (`meta`), written XML-style so both parsers accept it.
    mutating func element(_ name: String, _ attributes: [String: String]) {
        text += String(repeating: "  ", count: depth) + "<\(name)\(Self.attributes(attributes)) />\n"
    }

    /// An element whose content is trusted markup-free text that must not be escaped (the style).
    mutating func element(_ name: String, raw content: String) {
        text += String(repeating: "  ", count: depth) + "<\(name)>\n\(content)\n" + String(repeating: "  ", count: depth) + "</\(name)>\n"
    }

    mutating func text(_ content: String) { text += String(repeating: "  ", count: depth) + Self.escape(content) + "\n" }

    static func attributes(_ attributes: [String: String]) -> String {
        attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
