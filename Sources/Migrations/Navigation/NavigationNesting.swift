import MigrationKit
import SourceSyntax

/// Where views are shown inside a navigation container: a `NavigationView` there is nested in
/// the outer one, and a rewrite to `NavigationStack` would put a stack inside a stack, which
/// SwiftUI does not support (a second navigation bar, pushes that go nowhere). Such a container
/// is reported, not rewritten. Rule: `navigation.stack`.
///
/// A view is shown inside navigation when it is constructed in the content of a
/// `NavigationStack`/`NavigationView`/`NavigationSplitView`, in a `NavigationLink`'s destination or
/// in a `navigationDestination` closure — directly, or through the views those construct — and not
/// in a `sheet`, `fullScreenCover` or `popover`, which present a new context. Types are matched by
/// simple name, so a namesake of a pushed view counts too (reported rather than rewritten).
enum NavigationNesting {
    static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let destinations: Set<String> = ["NavigationLink", "navigationDestination"]
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A stretch of tokens whose views are shown inside navigation, or in a new presentation.
    struct Region {
        var range: Range<Int>
        var isPresentation: Bool
        /// The container or link it belongs to, for messages.
        var owner: Int
    }

    static let gate = ByteSearchSet(Array(containers.union(destinations)))

    static func regions(in file: SourceFile) -> [Region] {
        guard file.containsAny(gate) else { return [] }
        var regions: [Region] = []
        for call in file.calls(named: containers.union(destinations).union(presentations)) {
            let name = file.text(of: call.name)
            if presentations.contains(name) {
                guard file.kind(call.name - 1) == .period else { continue }
                regions.append(Region(range: call.tokens, isPresentation: true, owner: call.name))
            } else if containers.contains(name) {
                regions += call.trailingClosures.map { Region(range: $0.braces, isPresentation: false, owner: call.name) }
                regions += call.arguments.map { Region(range: $0.value, isPresentation: false, owner: call.name) }
            } else {
                regions += destinationRanges(of: call, in: file).map { Region(range: $0, isPresentation: false, owner: call.name) }
            }
        }
        return regions
    }

    /// A link's destination: its `destination:` argument, else its unlabeled trailing closure
    /// unless a `destination:` or `value:` argument makes that closure the label;
    /// `navigationDestination`'s closures.
    private static func destinationRanges(of call: Call, in file: SourceFile) -> [Range<Int>] {
        let labels = call.arguments.compactMap { $0.label.map { file.text(of: $0) } }
        if file.matches(call.name, "navigationDestination") {
            return call.trailingClosures.map(\.braces) + call.arguments.filter { $0.label.map { file.matches($0, "destination") } == true }.map(\.value)
        }
        var ranges = call.arguments.filter { $0.label.map { file.matches($0, "destination") } == true }.map(\.value)
        if !labels.contains("destination"), !labels.contains("value"), let first = call.trailingClosures.first, first.label == nil {
            ranges.append(first.braces)
        }
        ranges += call.trailingClosures.filter { $0.label.map { file.matches($0, "destination") } == true }.map(\.braces)
        return ranges
    }

    /// The innermost region holding `token`, when it is a navigation one.
    static func navigation(around token: Int, in regions: [Region]) -> Region? {
        let innermost = regions.filter { $0.range.contains(token) && $0.owner != token }.min { $0.range.count < $1.range.count }
        return innermost.flatMap { $0.isPresentation ? nil : $0 }
    }

    /// What one file shows: each type constructed inside navigation, with the place of that
    /// navigation, and each type a type declaration constructs outside presentations (with the
    /// constructing type), to follow views through the views that show them.
    struct Shows: Sendable {
        struct Entry: Sendable {
            var path: String
            var line: Int
            var type: String
            /// The navigation's place (`shownInside`), or the constructing type (`constructed`).
            var value: String
        }
        var inside: [Entry] = []
        var constructed: [Entry] = []
    }

    static func shows(in file: SourceFile) -> Shows {
        var shows = Shows()
        let regions = regions(in: file)
        let bytes = file.bytes
        for i in file.tokens.indices where file.kind(i) == .identifier && (file.kind(i + 1) == .leftParen || file.kind(i + 1) == .leftBrace) {
            // Most calls are of functions (`foo(`): tell them from types by the first byte, before
            // any text is made (a type name starting with a non-ASCII capital still passes below).
            let first = bytes[file.tokens[i].start]
            guard first >= 0x80 || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { continue }
            let name = file.text(of: i)
            guard name.first?.isUppercase == true, !containers.contains(name), !destinations.contains(name) else { continue }
            let line = file.location(ofToken: i).line
            if let region = navigation(around: i, in: regions) {
                let at = file.location(ofToken: region.owner)
                shows.inside.append(Shows.Entry(path: file.path, line: line, type: name, value: "\(file.path):\(at.line)"))
            } else if regions.contains(where: { $0.isPresentation && $0.range.contains(i) }) {
                continue
            } else if let owner = file.scope(of: i).type.flatMap({ file.simpleTypeName(of: $0) }) {
                shows.constructed.append(Shows.Entry(path: file.path, line: line, type: name, value: owner))
            }
        }
        return shows
    }

    /// Every type shown inside navigation, with where: the types constructed there, then the
    /// types those construct, and so on. Once per run, and only for a run that has a
    /// `NavigationView` to rewrite (see `NavigationMigration.prepare`): it reads every SwiftUI file.
    static func shownInside(in index: ProjectIndex) -> [String: String] {
        index.memoized(NavigationFact.shownInsideTypes) {
            let files = (index.files + index.contextFiles).filter { $0.containsAny(NavigationMigration.declarationGate) || $0.contains("SwiftUI") }
            let perFile = parallelMap(files) { shows(in: $0) }
            func ordered(_ entries: [Shows.Entry]) -> [Shows.Entry] { entries.sorted { ($0.path, $0.line, $0.type) < ($1.path, $1.line, $1.type) } }
            var shown: [String: String] = [:]
            for entry in ordered(perFile.flatMap(\.inside)) where shown[entry.type] == nil { shown[entry.type] = entry.value }
            var constructs: [String: [String]] = [:]
            for entry in ordered(perFile.flatMap(\.constructed)) { constructs[entry.value, default: []].append(entry.type) }
            // Breadth first from the sorted names: each type is told the nearest navigation that
            // shows it, the same one on every run (a dictionary's order changes from run to run).
            var pending = shown.keys.sorted()
            var next = 0
            while next < pending.count {
                let type = pending[next]
                next += 1
                for inner in constructs[type] ?? [] where shown[inner] == nil {
                    shown[inner] = shown[type]
                    pending.append(inner)
                }
            }
            return shown
        }
    }

    /// Why the `NavigationView` at `call` must not become a stack, or nil.
    static func nestingReason(of call: Call, in file: SourceFile, regions: [Region], index: ProjectIndex) -> String? {
        if let region = navigation(around: call.name, in: regions) {
            let at = file.location(ofToken: region.owner)
            return "it is inside the `\(file.text(of: region.owner))` at \(file.path):\(at.line), so a stack here would nest a second one; "
                + "remove this NavigationView and let the outer container give the bar"
        }
        guard let type = file.scope(of: call.name).type.flatMap({ file.simpleTypeName(of: $0) }), let place = shownInside(in: index)[type] else {
            return nil
        }
        return "`\(type)` is shown inside the navigation of \(place), so a stack here would nest a second one; "
            + "remove this NavigationView and let the outer container give the bar"
    }
}
