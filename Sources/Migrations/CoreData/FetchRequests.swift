import MigrationKit
import SourceSyntax

/// `@FetchRequest` → `@Query`. Rules: `coredata.fetch-request`, `coredata.sort-descriptor`.
///
/// Converted: `@FetchRequest(sortDescriptors: [...], animation: …)` on a `FetchedResults<T>`
/// property, with each sort descriptor `NSSortDescriptor(keyPath: \T.x, ascending: true/false)` or
/// `NSSortDescriptor(key: "x", ascending: …)` on a date or number attribute of `T` (a string would
/// sort with `SortDescriptor`'s localized comparison instead of `compare:`, a Boolean is not
/// `Comparable`), a `predicate: NSPredicate(format: "…")` that translates with no `let` before it
/// (`Predicates.swift`), and `entity: T.entity()`. Anything else (`fetchRequest:`, other sort
/// forms) blocks.
extension FileConverter {
    mutating func convertFetchRequests() {
        for decl in file.allDeclarations where decl.kind == .variableDecl {
            guard let attribute = file.attribute(named: "FetchRequest", in: decl) else { continue }
            let binding = decl.bindings.first
            guard decl.bindings.count == 1, let type = binding?.type, file.text(type).hasPrefix("FetchedResults<"),
                let element = fetchedElement(type), store.classNames.contains(element)
            else {
                block(
                    .fetchRequest, at: attribute.atSign, "@FetchRequest on a property that is not FetchedResults<T> of a model class: write the @Query by hand")
                covered.append(attribute.tokens)
                continue
            }
            guard let query = queryArguments(attribute, element: element) else {
                covered.append(attribute.tokens)
                continue
            }
            edit(attribute.tokens, "@Query" + (query.isEmpty ? "" : "(\(query))"), .fetchRequest)
        }
    }

    func fetchedElement(_ type: Range<Int>) -> String? {
        let tokens = Array(type)
        guard tokens.count == 4, file.text(of: tokens[1]) == "<", file.text(of: tokens[3]) == ">" else { return nil }
        return file.text(of: tokens[2])
    }

    /// The `@Query` arguments, or nil after reporting what blocks. `@Query` takes them in the
    /// order filter, sort, animation, whatever order `@FetchRequest` had them in.
    mutating func queryArguments(_ attribute: Attribute, element: String) -> String? {
        guard let parens = attribute.arguments else { return "" }
        var filter: String?
        var sort: String?
        var animation: String?
        for argument in file.arguments(inside: parens) {
            let label = argument.label.map { file.text(of: $0) } ?? "_"
            switch label {
            case "sortDescriptors":
                guard let descriptors = sortDescriptors(argument.value, element: element) else { return nil }
                if !descriptors.isEmpty { sort = "sort: [\(descriptors.joined(separator: ", "))]" }
            case "predicate":
                guard let predicate = translatePredicate(argument.value, entity: element, bindingsAllowed: false) else { return nil }
                filter = "filter: " + predicate.expression
            case "entity" where file.text(argument.value).filter({ !$0.isWhitespace }) == "\(element).entity()":
                // The entity of the results' own class: what @Query reads from its type.
                continue
            case "animation":
                animation = "animation: " + file.text(argument.value)
            default:
                block(
                    .fetchRequest, at: argument.label ?? argument.value.lowerBound,
                    "@FetchRequest with '\(label):' is not converted (only entity: T.entity(), sortDescriptors:, predicate: and animation: are): write the @Query by hand"
                )
                return nil
            }
        }
        return [filter, sort, animation].compactMap { $0 }.joined(separator: ", ")
    }

    /// `[NSSortDescriptor(…), …]` → the `SortDescriptor`s, or nil after reporting what blocks.
    mutating func sortDescriptors(_ value: Range<Int>, element: String) -> [String]? {
        guard file.kind(value.lowerBound) == .leftSquare, let close = file.matching(value.lowerBound), close == value.upperBound - 1 else {
            block(.sortDescriptor, at: value.lowerBound, "sort descriptors that are not an array literal: write the sort by hand")
            return nil
        }
        // Every descriptor is looked at, so that each one that blocks is reported.
        let converted = file.arguments(inside: value).map { sortDescriptor($0.value, element: element) }
        return converted.contains(nil) ? nil : converted.compactMap { $0 }
    }

    mutating func sortDescriptor(_ value: Range<Int>, element: String) -> String? {
        let start = value.lowerBound
        let refuse = { (self: inout FileConverter, why: String) -> String? in
            self.block(.sortDescriptor, at: start, "\(why): write the SortDescriptor by hand")
            return nil
        }
        guard file.matches(start, "NSSortDescriptor"), let arguments = callArguments(after: start), arguments.count == 2 || arguments.count == 3,
            file.matching(start + 1) == value.upperBound - 1
        else { return refuse(&self, "a sort descriptor other than NSSortDescriptor(keyPath:ascending:) or (key:ascending:)") }
        let labels = arguments.map { $0.label.map { file.text(of: $0) } ?? "_" }
        var comparator: String?
        if arguments.count == 3 {
            let selector = file.text(arguments[2].value).filter { !$0.isWhitespace }
            guard labels[2] == "selector", let standard = Self.stringComparators[selector] else {
                return refuse(
                    &self,
                    "a sort selector other than #selector(NSString.localizedStandardCompare(_:)) or localizedCompare(_:) (SortDescriptor has no case-insensitive comparator)"
                )
            }
            comparator = standard
        }
        let ascending = file.text(arguments[1].value)
        // A literal gives the order; a plain name or member chain (`ascending: newestFirst`) decides it at run time.
        let isName = arguments[1].value.allSatisfy { file.kind($0) == .identifier || file.kind($0) == .period || file.matches($0, "self") }
        guard labels[1] == "ascending", ascending == "true" || ascending == "false" || isName else {
            return refuse(&self, "'ascending:' is neither a literal nor a name")
        }
        let order = ascending == "true" ? ".forward" : ascending == "false" ? ".reverse" : "\(ascending) ? .forward : .reverse"
        let property: String
        switch labels[0] {
        case "keyPath":
            let path = file.text(arguments[0].value).filter { !$0.isWhitespace }
            guard path.hasPrefix("\\\(element).") else { return refuse(&self, "a key path that does not start at \(element)") }
            property = String(path.dropFirst(element.count + 2))
        case "key":
            let key = file.text(arguments[0].value)
            guard key.count > 2, key.hasPrefix("\""), key.hasSuffix("\"") else { return refuse(&self, "a key that is not a string literal") }
            property = String(key.dropFirst().dropLast())
        default:
            return refuse(&self, "a sort descriptor other than (keyPath:ascending:) or (key:ascending:)")
        }
        if let comparator {
            guard store.stringProperties[element]?.contains(property) == true else {
                return refuse(&self, "'\(property)' is not a string attribute of \(element), which a comparator selector needs")
            }
            return "SortDescriptor(\\\(element).\(property), comparator: \(comparator), order: \(order))"
        }
        guard store.sortableProperties[element]?.contains(property) == true else {
            return refuse(
                &self,
                "'\(property)' is not a date or number attribute of \(element) (a string sorts by compare: here, which SortDescriptor has no comparator for; with a localizedStandardCompare: selector it converts; Booleans are not Comparable; key paths through relationships are not checked)"
            )
        }
        return "SortDescriptor(\\\(element).\(property), order: \(order))"
    }

    /// `NSString` comparison selectors with the `String.StandardComparator` that sorts the same way.
    static let stringComparators = [
        "#selector(NSString.localizedStandardCompare(_:))": ".localizedStandard",
        "#selector(NSString.localizedCompare(_:))": ".localized",
    ]
}
