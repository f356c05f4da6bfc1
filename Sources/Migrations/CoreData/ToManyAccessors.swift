import SourceSyntax

/// Xcode's generated to-many accessors → the `@Model` class's array. Rule: `coredata.managed-class`.
///
/// For an unordered to-many relationship `tags`, Xcode generates `addToTags(_: Tag)`,
/// `removeFromTags(_: Tag)` and their `NSSet` forms (whether Codegen writes them or they are in a
/// `+CoreDataProperties` file). On a receiver known to be a model object (`ReceiverTypes.swift`),
/// with an argument known to be one object of the destination class and named plainly (it is read
/// twice), as a statement of its own:
/// - `note.addToTags(tag)` → `if !note.tags.contains(where: { $0 === tag }) { note.tags.append(tag) }`
///   (a set never holds an object twice; an array would);
/// - `note.removeFromTags(tag)` → `note.tags.removeAll { $0 === tag }`.
/// Anything else blocks with the reason: the `NSSet` forms, an argument or receiver of a type the
/// file does not tell, the ordered accessors (an ordered relationship loses its order in SwiftData:
/// `coredata.ordered-to-many`), and `mutableSetValue(forKey:)` (`CoreDataAPI`).
struct ToManyAccessor {
    enum Operation { case add, remove, ordered }
    var relationship: String
    var operation: Operation

    /// The accessor `name` would be for a to-many relationship of a class with `relationships`.
    static func named(_ name: String, among relationships: [String: RelationshipFact]) -> ToManyAccessor? {
        for (relationship, fact) in relationships where fact.isToMany {
            let capitalized = relationship.prefix(1).uppercased() + relationship.dropFirst()
            switch name {
            case "addTo" + capitalized: return ToManyAccessor(relationship: relationship, operation: .add)
            case "removeFrom" + capitalized: return ToManyAccessor(relationship: relationship, operation: .remove)
            case "insertInto" + capitalized, "replace" + capitalized, "insert" + capitalized, "remove" + capitalized + "AtIndexes",
                "replace" + capitalized + "AtIndexes":
                return ToManyAccessor(relationship: relationship, operation: .ordered)
            default: continue
            }
        }
        return nil
    }
}

extension FileConverter {
    /// Every generated accessor name of the store's to-many relationships, for any class.
    func isToManyAccessorName(_ word: String) -> Bool {
        (word.hasPrefix("addTo") || word.hasPrefix("removeFrom") || word.hasPrefix("insert") || word.hasPrefix("replace"))
            && store.relationships.values.contains { ToManyAccessor.named(word, among: $0) != nil }
    }

    /// `x.addToTags(tag)` / `x.removeFromTags(tag)` at member `i`; true when handled (rewritten or blocked).
    mutating func convertToManyAccessor(at i: Int, _ word: String) -> Bool {
        guard store.managedAccessors.contains(word) || isToManyAccessorName(word), next(i).map({ file.kind($0) == .leftParen }) == true else {
            return false
        }
        let refuse = { (self: inout FileConverter, why: String) -> Bool in
            self.block(
                .managedClass, at: i,
                "'\(word)(_:)' is an accessor Core Data generated for a to-many relationship (\(why)); the @Model class has an array: append to it or remove from it by hand"
            )
            return true
        }
        guard case .model(let className) = receiverType(ofMemberAt: i) else { return refuse(&self, "its receiver's class is not known here") }
        guard let relationships = store.relationships[className], let accessor = ToManyAccessor.named(word, among: relationships),
            let destination = relationships[accessor.relationship]?.destination
        else { return refuse(&self, "not one of \(className)'s") }
        guard accessor.operation != .ordered else { return refuse(&self, "of an ordered relationship, whose order SwiftData does not keep") }
        guard let arguments = callArguments(after: i), arguments.count == 1, arguments[0].label == nil, arguments[0].value.count == 1,
            file.kind(arguments[0].value.lowerBound) == .identifier || file.matches(arguments[0].value.lowerBound, "self")
        else { return refuse(&self, "its argument is not one plainly named object") }
        let argument = arguments[0].value.lowerBound
        guard expressionType(endingAt: argument, depth: 0) == .model(destination) else {
            return refuse(&self, "its argument is not known here to be one \(destination); the NSSet form has no conversion")
        }
        // The receiver: a plain chain of names (`note`, `self.note`) that reads the same twice.
        var start = i - 2
        while start >= 2, file.kind(start - 1) == .period, file.kind(start - 2) == .identifier || file.matches(start - 2, "self") { start -= 2 }
        guard file.kind(start) == .identifier || file.matches(start, "self"), start == 0 || file.kind(start - 1) != .period,
            (start..<(i - 1)).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period || file.matches($0, "self") })
        else { return refuse(&self, "its receiver is not a plain name") }
        let close = file.matching(i + 1)!
        let statement = file.statementOrDeclaration(startingAt: start)
        guard file.startsLine(start), statement.upperBound == close + 1 else { return refuse(&self, "it is not a statement of its own") }
        let receiver = file.text(start..<(i - 1))
        let object = file.text(of: argument)
        let property = "\(receiver).\(accessor.relationship)"
        let replacement =
            accessor.operation == .add
            ? "if !\(property).contains(where: { $0 === \(object) }) { \(property).append(\(object)) }"
            : "\(property).removeAll { $0 === \(object) }"
        edit(start..<(close + 1), replacement, .managedClass)
        return true
    }
}

extension FileConverter {
    /// `friends as? Set<Friend> ?? []` over an unordered to-many relationship (the tutorials'
    /// `friendsArray` helper) → `Set(friends)`: the `NSSet?` was a set of the destination's objects
    /// or nil, read as empty; the `@Model` property is an array of the same objects, and a
    /// `PersistentModel` is `Hashable`. `name` is the relationship's token (`friends`, or the member
    /// in `user.friends`, whose receiver is the `start` of the expression), known to belong to
    /// `className`. Anything else (`as? [Friend]`, `?? Set()`, a chain after it) is not this shape.
    mutating func convertSetCast(start: Int, name: Int, className: String) -> Bool {
        let word = file.text(of: name)
        guard let fact = store.relationships[className]?[word], fact.isToMany, !fact.isOrdered else {
            return false
        }
        let expected = "as?Set<\(fact.destination)>??[]"
        var text = ""
        var k = name + 1
        while text.count < expected.count, k < file.tokens.count, file.kind(k) != .endOfFile {
            text += file.text(of: k)
            k += 1
        }
        // Nothing may continue the expression after `[]` (`?? [].sorted()`, `?? [] + more`).
        guard text == expected, file.kind(k) != .period, file.kind(k) != .leftSquare, file.kind(k) != .leftParen,
            !(file.kind(k) == .operator && !file.startsLine(k))
        else { return false }
        edit(start..<k, "Set(\(file.text(start..<(name + 1))))", .propertyType)
        return true
    }
}
