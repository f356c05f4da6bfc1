import SourceSyntax

/// Reading a list screen's cells and lifecycle methods into a draft (see `ListDraft`).
extension ListDraft {
    /// Fills the row content from `cellForRowAt`, or says why it is not of the shape.
    mutating func readCells(_ body: Range<Int>, in file: SourceFile, array: String, rowWord: String, lookup: TypeLookup) -> Outcome? {
        var cellName: String?
        var contentName: String?
        var allowed: Set<String> = [array]
        for statement in file.statements(in: body) {
            let compact = Self.compact(statement, in: file)
            func outside(_ why: String) -> Outcome {
                .outside(
                    "its cells do more than set the standard cell properties: \(why) (`\(Self.firstLine(of: file.text(statement)))`)",
                    token: statement.lowerBound)
            }
            if file.matches(statement.lowerBound, "let") || file.matches(statement.lowerBound, "var"), file.matches(statement.lowerBound + 2, "=") {
                let name = file.text(of: statement.lowerBound + 1)
                let value = (statement.lowerBound + 3)..<statement.upperBound
                let valueText = Self.compact(value, in: file)
                if cellName == nil, Self.isStandardCell(valueText) {
                    cellName = name
                } else if let cellName, valueText == "\(cellName).defaultContentConfiguration()" {
                    contentName = name
                } else {
                    // A row value (`let item = items[indexPath.row]`), before or after the cell.
                    guard let ported = port(value, in: file, allowed: allowed, rowWord: rowWord, lookup: lookup) else {
                        return outside(cellName == nil ? "a custom cell or an unusual way to get one" : "it reads something of the view controller")
                    }
                    locals.append("let \(name) = \(ported)")
                    allowed.insert(name)
                }
                continue
            }
            guard let cellName else { return outside("it sets something before it has a cell") }
            if compact == "return\(cellName)" { continue }
            if let contentName, compact == "\(cellName).contentConfiguration=\(contentName)" { continue }
            if compact.hasPrefix("\(cellName).accessoryType=") {
                let value = String(compact.dropFirst("\(cellName).accessoryType=".count))
                switch value {
                case ".none": accessory = nil
                case ".disclosureIndicator": accessory = "chevron.right"
                case ".checkmark": accessory = "checkmark"
                default: return outside("an accessory other than none, a disclosure indicator or a checkmark, or one that depends on the row")
                }
                continue
            }
            var targets: [(String, WritableKeyPath<ListDraft, String?>)] = [
                ("\(cellName).textLabel?.text", \.text), ("\(cellName).textLabel!.text", \.text),
                ("\(cellName).detailTextLabel?.text", \.detail), ("\(cellName).detailTextLabel!.text", \.detail),
                ("\(cellName).imageView?.image", \.image), ("\(cellName).imageView!.image", \.image),
            ]
            if let contentName {
                targets += [("\(contentName).text", \.text), ("\(contentName).secondaryText", \.detail), ("\(contentName).image", \.image)]
            }
            guard let equals = (statement).first(where: { file.matches($0, "=") && file.enclosingDelimiter(of: $0) == body.lowerBound }),
                let target = targets.first(where: { $0.0 == Self.compact(statement.lowerBound..<equals, in: file) })
            else { return outside("not one of the standard cell properties") }
            guard let ported = port((equals + 1)..<statement.upperBound, in: file, allowed: allowed, rowWord: rowWord, lookup: lookup) else {
                return outside("it reads something of the view controller")
            }
            self[keyPath: target.1] = ported
        }
        guard cellName != nil, text != nil || detail != nil || image != nil else {
            return .outside("its cells show nothing a draft can read", token: body.lowerBound)
        }
        return nil
    }

    /// The guide's lifecycle mapping, with `title = "…"` as the navigation title; nil when done.
    mutating func readLifecycle(_ members: [String: Decl], in file: SourceFile, prefix: String) -> Outcome? {
        for (method, modifier) in Self.lifecycleMapping {
            guard let member = members.first(where: { $0.key.hasPrefix(method + "(") })?.value, let body = member.body else { continue }
            var kept: [String] = []
            for statement in file.statements(in: body) {
                let compact = Self.compact(statement, in: file)
                if compact.hasPrefix("super.\(method)(") { continue }
                // Cells are not registered in SwiftUI; a class other than the standard cell is a custom cell.
                if compact.hasPrefix("\(prefix).register(") || compact.hasPrefix("self.\(prefix).register(") {
                    if compact.contains("UITableViewCell.self") || compact.contains("UICollectionViewListCell.self") { continue }
                    return .outside("it registers a custom cell class (`\(Self.firstLine(of: file.text(statement)))`)", token: statement.lowerBound)
                }
                if method == "viewDidLoad", title == nil,
                    let literal = ["title=", "self.title=", "navigationItem.title=", "self.navigationItem.title="].lazy.compactMap({
                        Self.stringLiteral(after: $0, in: compact)
                    }).first
                {
                    title = literal
                    continue
                }
                kept.append(file.text(statement))
            }
            if !kept.isEmpty { lifecycle.append((modifier, method, kept)) }
        }
        return nil
    }

    /// `"Items"` when `compact` is `prefix` followed by one plain string literal.
    static func stringLiteral(after prefix: String, in compact: String) -> String? {
        guard compact.hasPrefix(prefix) else { return nil }
        let value = compact.dropFirst(prefix.count)
        guard value.count >= 2, value.first == "\"", value.last == "\"", !value.dropFirst().dropLast().contains("\""), !value.contains("\\") else { return nil }
        return String(value)
    }

    /// A dequeued or created standard cell (`UITableViewCell`, or a `UICollectionViewListCell`).
    static func isStandardCell(_ value: String) -> Bool {
        var rest = value
        // `dequeueReusableCell(withIdentifier:) ?? UITableViewCell(style: .subtitle, reuseIdentifier: …)`
        if let fallback = rest.range(of: "??UITableViewCell(style:.") { rest = String(rest[..<fallback.lowerBound]) }
        if rest.hasPrefix("UITableViewCell(style:.") { return !rest.contains("as!") && !rest.contains("as?") }
        if rest.hasPrefix("collectionView.dequeueReusableCell(withReuseIdentifier:") {
            // Only a list cell has the standard content configuration.
            guard rest.hasSuffix("as!UICollectionViewListCell") else { return false }
            rest = String(rest.dropLast("as!UICollectionViewListCell".count))
        } else if !rest.hasPrefix("tableView.dequeueReusableCell(withIdentifier:") {
            return false
        }
        return !rest.contains("as!") && !rest.contains("as?")
    }

    /// The expression's text with `indexPath.row` read as `row`, or nil when it reads anything but
    /// the array, the locals, literals, members and type names (anything of the view controller).
    func port(_ range: Range<Int>, in file: SourceFile, allowed: Set<String>, rowWord: String, lookup: TypeLookup) -> String? {
        guard !range.isEmpty else { return nil }
        let nested = Set(screen.type.decl.flattenedMembers.filter(\.isTypeDeclaration).compactMap { file.simpleTypeName(of: $0) })
        var pieces: [String] = []
        var cursor = file.tokens[range.lowerBound].start
        var i = range.lowerBound
        while i < range.upperBound {
            switch file.kind(i) {
            case .identifier where file.kind(i - 1) == .period || file.isArgumentLabel(i):
                break
            case .identifier where file.matches(i, "indexPath"):
                guard file.kind(i + 1) == .period, file.matches(i + 2, rowWord), i + 2 < range.upperBound else { return nil }
                pieces.append(file.text(ofBytes: cursor..<file.tokens[i].start))
                pieces.append("row")
                cursor = file.tokens[i + 2].end
                i += 3
                continue
            case .identifier:
                let name = file.text(of: i)
                let isTypeName = name.first?.isUppercase == true && !nested.contains(name)
                guard allowed.contains(name) || isTypeName else { return nil }
            case .keyword:
                guard ["nil", "true", "false", "as", "is"].contains(file.text(of: i)) else { return nil }
            case .stringLiteral:
                var rowReads = 0
                for code in file.interpolatedCode(inLiteral: i) {
                    for token in code.tokens.indices where code.kind(token) == .identifier || code.kind(token) == .keyword {
                        let name = code.text(of: token)
                        if token > 0 && code.kind(token - 1) == .period || code.isArgumentLabel(token) { continue }
                        if name == "indexPath", code.kind(token + 1) == .period, code.matches(token + 2, rowWord) {
                            rowReads += 1
                            continue
                        }
                        guard allowed.contains(name) || (name.first?.isUppercase == true && !nested.contains(name)) else { return nil }
                    }
                }
                // `"Row \(indexPath.row + 1)"`: the interpolations read the row; the literal's own text never names it.
                let literal = file.text(of: i)
                if rowReads > 0 {
                    guard literal.components(separatedBy: "indexPath.\(rowWord)").count - 1 == rowReads else { return nil }
                    pieces.append(file.text(ofBytes: cursor..<file.tokens[i].start))
                    pieces.append(literal.replacingOccurrences(of: "indexPath.\(rowWord)", with: "row"))
                    cursor = file.tokens[i].end
                }
            case .dollarIdentifier, .poundKeyword, .unknown:
                return nil
            default:
                break
            }
            i += 1
        }
        pieces.append(file.text(ofBytes: cursor..<file.tokens[range.upperBound - 1].end))
        return pieces.joined()
    }

    /// The tokens' texts without trivia: what a statement says, whatever its spacing.
    static func compact(_ range: Range<Int>, in file: SourceFile) -> String {
        range.map { file.kind($0) == .endOfFile ? "" : file.text(of: $0) }.joined()
    }

    static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
