import MigrationKit
import SourceSyntax

/// `@FetchRequest` → `@Query`. Rules: `coredata.fetch-request`, `coredata.sort-descriptor`.
///
/// Converted: `@FetchRequest(sortDescriptors: [...], animation: …)` on a `FetchedResults<T>`
/// property, with each sort descriptor `NSSortDescriptor(keyPath: \T.x, ascending: true/false)` or
/// `NSSortDescriptor(key: "x", ascending: …)` on a date or number attribute of `T`, or on a string
/// attribute (no selector is `compare:`, which is `comparator: .lexical`: without it `SortDescriptor`
/// would compare strings the localized way; a Boolean is not `Comparable`), a `predicate: NSPredicate(format: "…")` that translates with no `let` before it
/// (`Predicates.swift`), and `entity: T.entity()`. Anything else (`fetchRequest:`, other sort
/// forms) blocks.
///
/// The dynamic form (the guide's "Dynamic Queries"): a `@FetchRequest var items:
/// FetchedResults<T>` without arguments, set in an `init` of its type by a statement of its own,
/// `_items = FetchRequest<T>(sortDescriptors:predicate:animation:)`, becomes
/// `_items = Query(filter:sort:animation:)` with the same conversions; a predicate that needs
/// `let`s gets them on the lines before. Changing the request later (`items.nsPredicate = …`)
/// blocks (`CoreDataAPI.swift`).
extension FileConverter {
    mutating func convertFetchRequests() {
        convertDynamicFetchRequests()
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

    /// `_items = FetchRequest<T>(…)` statements in the initializers of a type whose `@FetchRequest`
    /// property `items` has no arguments.
    mutating func convertDynamicFetchRequests() {
        guard file.contains("_"), file.contains("FetchRequest") else { return }
        for type in file.allDeclarations where type.isTypeDeclaration {
            var dynamic: [String: String] = [:]  // `_items` → element class
            for member in type.members where member.kind == .variableDecl {
                guard let attribute = file.attribute(named: "FetchRequest", in: member), attribute.arguments == nil, member.bindings.count == 1,
                    let type = member.bindings[0].type, let element = fetchedElement(type), store.classNames.contains(element)
                else { continue }
                dynamic["_" + file.text(member.bindings[0].pattern)] = element
            }
            guard !dynamic.isEmpty else { continue }
            for initializer in type.members where initializer.kind == .initDecl {
                guard let body = initializer.body else { continue }
                for statement in file.statements(in: body) {
                    let first = statement.lowerBound
                    guard let element = dynamic[file.text(of: first)], file.matches(first + 1, "="), file.matches(first + 2, "FetchRequest") else { continue }
                    convertDynamicFetchRequest(statement, element: element)
                }
            }
        }
    }

    /// `_items = FetchRequest<T>(…)` (or without `<T>`) → `_items = Query(…)`, or a blocker.
    mutating func convertDynamicFetchRequest(_ statement: Range<Int>, element: String) {
        var open = statement.lowerBound + 3
        if file.text(of: open) == "<" {
            guard file.matches(open + 1, element), file.text(of: open + 2) == ">" else {
                block(.fetchRequest, at: open, "a FetchRequest of another type than the property's \(element): write the Query by hand")
                return
            }
            open += 3
        }
        guard file.kind(open) == .leftParen, let close = file.matching(open), close == statement.upperBound - 1 else {
            block(.fetchRequest, at: statement.lowerBound + 2, "a FetchRequest that is not the whole statement: write the Query by hand")
            return
        }
        let arguments = file.arguments(inside: open..<(close + 1))
        guard let query = queryArguments(arguments, element: element, bindingsAllowed: true) else {
            covered.append(statement)
            return
        }
        let start = file.tokens[statement.lowerBound].start
        let indent = file.indentation(ofLineContaining: start)
        let lets = query.bindings.map { $0 + file.lineBreak + indent }.joined()
        if !lets.isEmpty { result.edits.append(.insert(lets, at: start, rule: CoreDataRule.predicate.id)) }
        edit((statement.lowerBound + 2)..<statement.upperBound, "Query(\(query.arguments))", .fetchRequest)
    }

    /// The `@Query` arguments, or nil after reporting what blocks. `@Query` takes them in the
    /// order filter, sort, animation, whatever order `@FetchRequest` had them in.
    mutating func queryArguments(_ attribute: Attribute, element: String) -> String? {
        guard let parens = attribute.arguments else { return "" }
        return queryArguments(file.arguments(inside: parens), element: element, bindingsAllowed: false)?.arguments
    }

    /// `Query`'s arguments for `FetchRequest`'s, and the `let`s its filter needs first.
    mutating func queryArguments(_ arguments: [Argument], element: String, bindingsAllowed: Bool) -> (arguments: String, bindings: [String])? {
        var filter: String?
        var sort: String?
        var animation: String?
        var descriptor: String?
        var bindings: [String] = []
        for argument in arguments {
            let label = argument.label.map { file.text(of: $0) } ?? "_"
            switch label {
            case "fetchRequest" where isFactoryCall(argument.value, element: element):
                // A request factory of the store becomes a FetchDescriptor factory: `@Query(T.f())`.
                descriptor = file.text(argument.value)
            case "sortDescriptors":
                guard let descriptors = sortDescriptors(argument.value, element: element) else { return nil }
                if !descriptors.isEmpty { sort = "sort: [\(descriptors.joined(separator: ", "))]" }
            case "predicate":
                guard let predicate = translatePredicate(argument.value, entity: element, bindingsAllowed: bindingsAllowed) else { return nil }
                filter = "filter: " + predicate.expression
                bindings += predicate.bindings
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
        if let descriptor {
            guard filter == nil, sort == nil else {
                block(.fetchRequest, at: arguments[0].value.lowerBound, "@FetchRequest with a fetch request and other arguments: write the @Query by hand")
                return nil
            }
            return ([descriptor, animation].compactMap { $0 }.joined(separator: ", "), bindings)
        }
        return ([filter, sort, animation].compactMap { $0 }.joined(separator: ", "), bindings)
    }

    /// `T.f(…)`, a call of a request factory of model class `T` (`StoreFacts.requestFactories`);
    /// `element` is the class the results must be, when known.
    func isFactoryCall(_ value: Range<Int>, element: String?) -> Bool {
        let start = value.lowerBound
        guard value.count >= 5, file.kind(start) == .identifier, file.kind(start + 1) == .period, file.kind(start + 2) == .identifier,
            file.kind(start + 3) == .leftParen, file.matching(start + 3) == value.upperBound - 1
        else { return false }
        let owner = file.text(of: start)
        guard element == nil || element == owner else { return false }
        return store.requestFactories.contains(owner + "." + file.text(of: start + 2))
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
        // A `SortDescriptor` already (SwiftUI's `@FetchRequest` takes them too): `@Query` takes the same.
        if file.matches(start, "SortDescriptor"), let arguments = callArguments(after: start), file.matching(start + 1) == value.upperBound - 1,
            let first = arguments.first, first.label == nil, file.kind(first.value.lowerBound) == .backslash,
            arguments.dropFirst().allSatisfy({ ["order", "comparator"].contains($0.label.map { file.text(of: $0) } ?? "") })
        {
            return file.text(value)
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
                    "a sort selector other than #selector(NSString.compare(_:)), localizedStandardCompare(_:) or localizedCompare(_:) (SortDescriptor's String.StandardComparator has no case-insensitive comparison)"
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
        let isString = store.stringProperties[element]?.contains(property) == true
        // `NSSortDescriptor` without a selector compares strings with `compare:`: not localized.
        if comparator == nil, isString { comparator = ".lexical" }
        if let comparator {
            guard isString else {
                return refuse(&self, "'\(property)' is not a string attribute of \(element), which a comparator selector needs")
            }
            return "SortDescriptor(\\\(element).\(property), comparator: \(comparator), order: \(order))"
        }
        guard store.sortableProperties[element]?.contains(property) == true else {
            return refuse(
                &self,
                "'\(property)' is not a date, number or string attribute of \(element) (Booleans are not Comparable; key paths through relationships are not checked)"
            )
        }
        return "SortDescriptor(\\\(element).\(property), order: \(order))"
    }

    /// `NSString` comparison selectors with the `String.StandardComparator` that sorts the same way.
    static let stringComparators = [
        "#selector(NSString.compare(_:))": ".lexical",
        "#selector(NSString.localizedStandardCompare(_:))": ".localizedStandard",
        "#selector(NSString.localizedCompare(_:))": ".localized",
    ]
}
