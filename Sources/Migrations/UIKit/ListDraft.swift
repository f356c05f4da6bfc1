import SourceSyntax

/// A table or collection screen of the simple shape a draft can carry over: one section, rows from
/// one array, cells showing only the standard properties (text, detail text, image, a fixed
/// accessory), and optionally a row selection and the lifecycle methods.
struct ListDraft: Sendable {
    var screen: Screen
    var viewName: String
    var array: String
    var elementType: String
    /// Row content, with `indexPath.row`/`.item` read as `row`.
    var locals: [String]
    var text: String?
    var detail: String?
    var image: String?
    var accessory: String?
    var selects: Bool
    var title: String?
    /// The guide's mapping: viewDidLoad → `.task`, viewWillAppear → `.onAppear`, viewDidDisappear →
    /// `.onDisappear`; the statements left to move by hand, as text.
    var lifecycle: [(modifier: String, method: String, statements: [String])]
    /// Members the draft does not carry (helpers the lifecycle code calls, and the like).
    var leftInUIKit: [String]

    var isGrid: Bool { screen.kind == .collectionViewController }

    enum Outcome: Sendable {
        case draft(ListDraft)
        /// Not of the shape, and why, at a token of the screen's file.
        case outside(String, token: Int)
    }

    /// `ItemListViewController` → `ItemListView`.
    static func viewName(for screenName: String) -> String {
        for suffix in ["TableViewController", "CollectionViewController", "ViewController", "Controller", "VC"] where screenName.hasSuffix(suffix) {
            let stem = String(screenName.dropLast(suffix.count))
            if !stem.isEmpty { return stem + "View" }
        }
        return screenName + "View"
    }

    static let lifecycleMapping: [(method: String, modifier: String)] = [
        ("viewDidLoad", "task"), ("viewWillAppear", "onAppear"), ("viewDidDisappear", "onDisappear"),
    ]

    static func recognize(_ screen: Screen, lookup: TypeLookup) -> Outcome {
        let file = screen.type.file
        let decl = screen.type.decl
        let grid = screen.kind == .collectionViewController
        guard screen.kind == .tableViewController || grid else {
            return .outside("not a UITableViewController or UICollectionViewController", token: decl.keyword)
        }
        let prefix = grid ? "collectionView" : "tableView"
        let rowWord = grid ? "item" : "row"
        var members: [String: Decl] = [:]
        var leftInUIKit: [String] = []
        // Data-source and delegate methods often live in extensions (`extension ListViewController:
        // UITableViewDataSource`): those in the same file are the type's members here; a draft
        // reads one file, so one in another file that implements them is said, not missed.
        let extensions = lookup.extensions(of: screen.name)
        if let elsewhere = extensions.first(where: { ext in
            ext.file.path != file.path && ext.decl.flattenedMembers.contains { $0.kind == .funcDecl && Self.signature(of: $0, in: ext.file).hasPrefix("\(prefix)(") }
        }) {
            let at = elsewhere.file.location(ofToken: elsewhere.decl.keyword)
            return .outside(
                "its \(prefix) methods are in an extension in another file (\(elsewhere.file.path):\(at.line)), and a draft reads one file; move them beside the class",
                token: decl.keyword)
        }
        let sameFileMembers = extensions.filter { $0.file.path == file.path }.flatMap(\.decl.flattenedMembers)
        for member in decl.flattenedMembers + sameFileMembers {
            switch member.kind {
            case .funcDecl:
                let signature = Self.signature(of: member, in: file)
                if signature.hasPrefix("prepare(for:") || signature.hasPrefix("performSegue(") || signature.hasPrefix("shouldPerformSegue(") {
                    return .outside("it uses storyboard segues (\(signature)); navigation moves by hand", token: member.keyword)
                }
                if signature.hasPrefix("\(prefix)(") || signature == "numberOfSections(in:)"
                    || Self.lifecycleMapping.contains(where: { signature.hasPrefix($0.method + "(") })
                {
                    members[signature] = member
                } else {
                    leftInUIKit.append(signature)
                }
            case .variableDecl, .initDecl, .deinitDecl, .subscriptDecl:
                if member.kind != .variableDecl || !file.isTypeLevel(member) { leftInUIKit.append(Self.describe(member, in: file)) }
            default:
                leftInUIKit.append(Self.describe(member, in: file))
            }
        }
        let rows = grid ? "\(prefix)(_:numberOfItemsInSection:)" : "\(prefix)(_:numberOfRowsInSection:)"
        let cell = grid ? "\(prefix)(_:cellForItemAt:)" : "\(prefix)(_:cellForRowAt:)"
        let select = grid ? "\(prefix)(_:didSelectItemAt:)" : "\(prefix)(_:didSelectRowAt:)"
        let known: Set<String> = [rows, cell, select, "numberOfSections(in:)"]
        if let other = members.keys.sorted().first(where: { $0.hasPrefix("\(prefix)(") && !known.contains($0) }), let member = members[other] {
            return .outside("it implements \(other) too, which a draft does not carry", token: member.keyword)
        }
        if let sections = members["numberOfSections(in:)"] {
            guard let body = sections.body, Self.returnedExpression(body, in: file).map({ file.text($0) }) == "1" else {
                return .outside("it has several sections (numberOfSections(in:) is not 1)", token: sections.keyword)
            }
        }
        guard members[rows] != nil else {
            return .outside("it implements no \(rows) (static cells from a storyboard, or rows from elsewhere)", token: decl.keyword)
        }
        guard let rowsMethod = members[rows], let rowsBody = rowsMethod.body, let count = Self.returnedExpression(rowsBody, in: file),
            count.count == 3 || (count.count == 5 && file.matches(count.lowerBound, "self")),
            file.matches(count.upperBound - 1, "count"), file.kind(count.upperBound - 2) == .period
        else {
            return .outside("its row count is not `array.count` of one array", token: (members[rows] ?? decl).keyword)
        }
        let array = file.text(of: count.upperBound - 3)
        guard let writtenElement = Self.elementType(of: array, in: screen.type) else {
            return .outside("the element type of \(array) is not written as [Element]", token: rowsMethod.keyword)
        }
        // The draft is another file: the element type is named as other files name it.
        let elementType = TypeScope(screen.type).qualify(writtenElement)
        if let declared = lookup.type(named: writtenElement), TypeScope(declared).isFilePrivate || declared.file.hasModifier("private", declared.decl) {
            return .outside("its element type \(writtenElement) is private to its file", token: rowsMethod.keyword)
        }
        guard let cellMethod = members[cell], let cellBody = cellMethod.body else {
            return .outside("it has no \(cell)", token: decl.keyword)
        }
        leftInUIKit.removeAll { $0 == array }
        // A selection that changes the cell itself (a checkmark it toggles) keeps state the draft's rows do not have.
        if let selection = members[select], let body = selection.body,
            body.contains(where: { file.matches($0, "cellForRow") || file.matches($0, "cellForItem") || file.matches($0, "reloadRows") })
        {
            return .outside("its selection changes the selected cell (cellForRow(at:)), state a draft's rows do not keep", token: selection.keyword)
        }
        var draft = ListDraft(
            screen: screen, viewName: viewName(for: screen.name), array: array, elementType: elementType, locals: [], selects: members[select] != nil,
            title: nil, lifecycle: [], leftInUIKit: leftInUIKit)
        if let blocked = draft.readCells(cellBody, in: file, array: array, rowWord: rowWord, lookup: lookup) { return blocked }
        if let blocked = draft.readLifecycle(members, in: file, prefix: prefix) { return blocked }
        if lookup.type(named: draft.viewName) != nil {
            return .outside("the project already declares \(draft.viewName), the draft's name", token: decl.keyword)
        }
        return .draft(draft)
    }

    /// `tableView(_:cellForRowAt:)`.
    static func signature(of member: Decl, in file: SourceFile) -> String {
        let name = file.name(of: member) ?? ""
        let labels = file.parameterList(of: member)?.map { $0.label + ":" } ?? []
        return "\(name)(\(labels.joined()))"
    }

    static func describe(_ member: Decl, in file: SourceFile) -> String {
        if let binding = member.bindings.first { return file.text(binding.pattern) }
        return file.name(of: member) ?? file.text(of: member.keyword)
    }

    static func isStringArrayLiteral(_ range: Range<Int>, in file: SourceFile) -> Bool {
        let tokens = range.filter { !file.matches($0, "=") }
        guard tokens.count >= 3, let first = tokens.first, let last = tokens.last, file.kind(first) == .leftSquare, file.matching(first) == last else {
            return false
        }
        let inner = tokens.dropFirst().dropLast()
        return inner.allSatisfy { file.kind($0) == .comma || (file.kind($0) == .stringLiteral && file.interpolatedCode(inLiteral: $0).isEmpty) }
            && inner.contains { file.kind($0) == .stringLiteral }
    }

    /// The expression of a body that is one `return x` or one expression `x`.
    static func returnedExpression(_ body: Range<Int>, in file: SourceFile) -> Range<Int>? {
        let statements = file.statements(in: body)
        guard statements.count == 1, let statement = statements.first else { return nil }
        return file.matches(statement.lowerBound, "return") ? (statement.lowerBound + 1)..<statement.upperBound : statement
    }

    /// `Item` for `var items: [Item] = []` or `var items = [Item]()`.
    static func elementType(of name: String, in type: DeclaredType) -> String? {
        let file = type.file
        for member in type.decl.flattenedMembers where member.kind == .variableDecl && !file.isTypeLevel(member) {
            guard let binding = member.bindings.first, binding.pattern.count == 1, file.text(binding.pattern) == name, file.isStored(binding) else { continue }
            var written = binding.type.map { file.text($0) } ?? ""
            if written.isEmpty, let value = binding.initializer.map({ file.text($0) }), value.hasSuffix("]()") {
                written = String(value.drop { $0 == "=" || $0 == " " }.dropLast(2))
            }
            // `["a", "b"]`: an array literal of plain string literals is a [String].
            if written.isEmpty, let value = binding.initializer, Self.isStringArrayLiteral(value, in: file) { written = "[String]" }
            written = written.trimmingCharacters(in: .whitespaces)
            guard written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":") else { return nil }
            let element = written.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            return element.isEmpty ? nil : element
        }
        return nil
    }
}
