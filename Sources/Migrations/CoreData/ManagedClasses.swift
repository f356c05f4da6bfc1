import Foundation
import MigrationKit
import SourceSyntax

/// Hand-written `NSManagedObject` classes, and the developer's extensions of every model class,
/// merged with the generated `@Model` class. Rule: `coredata.managed-class`.
///
/// The `@Model` class (in the generated file) holds the stored properties, so what the developer
/// wrote around them stays where it is, as extensions of it:
///
///     @objc(Item) public class Item: NSManagedObject { func label() … }   →  extension Item { func label() … }
///     @NSManaged public var title: String?                                 →  (removed: the @Model property)
///     @nonobjc public class func fetchRequest() -> NSFetchRequest<Item>    →  (removed)
///     @NSManaged public func addToTags(_ value: Tag)                       →  (removed; a call blocks)
///     extension Item: Identifiable {}                                      →  (removed: @Model is Identifiable)
///
/// What an extension cannot hold or a `@Model` class does not have blocks: an initializer, a
/// stored property, an override of `NSManagedObject`'s life cycle (`awakeFromInsert`, `willSave`,
/// …), an attribute other than `@objc`, generic parameters.
extension FileConverter {
    /// Conformances `@Model` (`PersistentModel`) already gives, and the superclass that goes.
    static let suppliedConformances: Set<String> = ["NSManagedObject", "Identifiable", "Hashable", "Equatable", "NSObject"]

    /// What phase 1 learns about the hand-written side of the store from one file.
    struct ManagedDeclarations: Sendable {
        /// Classes declared `class X: NSManagedObject` (with their file and position).
        var classes: [String] = []
        /// Class → `@NSManaged` property → its declared type.
        var properties: [String: [String: String]] = [:]
        /// `@NSManaged func` names (Xcode's generated to-many accessors).
        var accessors: Set<String> = []
        /// `T.f`: functions of a model class returning `NSFetchRequest<T>` (see `StoreFacts.requestFactories`).
        var requestFactories: Set<String> = []
    }

    static func managedDeclarations(in file: SourceFile, classNames: Set<String>) -> ManagedDeclarations {
        var found = ManagedDeclarations()
        found.requestFactories = requestFactories(in: file, classNames: classNames)
        guard file.contains("NSManaged") else { return found }
        for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .extensionDecl {
            guard let name = decl.name.map({ file.text($0) }), classNames.contains(name) else { continue }
            if decl.kind == .classDecl, file.inheritedNames(of: decl).contains("NSManagedObject") { found.classes.append(name) }
            for member in decl.flattenedMembers where file.attribute(named: "NSManaged", in: member) != nil {
                if member.kind == .funcDecl, let accessor = member.name {
                    found.accessors.insert(file.text(accessor))
                }
                for binding in member.bindings where member.kind == .variableDecl {
                    guard let type = binding.type else { continue }
                    found.properties[name, default: [:]][file.text(binding.pattern)] = file.text(type).filter { !$0.isWhitespace }
                }
            }
        }
        return found
    }

    /// `T.f` for each `func f(…) -> NSFetchRequest<T>` declared in class `T` or an extension of it.
    static func requestFactories(in file: SourceFile, classNames: Set<String>) -> Set<String> {
        guard file.contains("NSFetchRequest") else { return [] }
        var found: Set<String> = []
        for decl in file.allDeclarations where decl.kind == .classDecl || decl.kind == .extensionDecl {
            guard let name = decl.name.map({ file.text($0) }), classNames.contains(name) else { continue }
            for member in decl.members where member.kind == .funcDecl {
                guard let function = member.name, let type = member.returnType, file.text(type).filter({ !$0.isWhitespace }) == "NSFetchRequest<\(name)>"
                else { continue }
                found.insert(name + "." + file.text(function))
            }
        }
        return found
    }

    /// Wrappers that need an `ObservableObject`, which an `NSManagedObject` is and a `@Model` class is not.
    static let observableObjectWrappers = ["ObservedObject", "StateObject", "EnvironmentObject"]

    mutating func convertManagedClasses() {
        for decl in file.allDeclarations {
            if decl.kind == .variableDecl, let wrapper = Self.observableObjectWrappers.first(where: { file.attribute(named: $0, in: decl) != nil }),
                let type = decl.bindings.first?.type,
                store.classNames.contains(file.text(type).trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
            {
                let attribute = file.attribute(named: wrapper, in: decl)!
                block(
                    .managedClass, at: attribute.atSign,
                    "@\(wrapper) on a model object: a @Model class is Observable, not an ObservableObject; use @Bindable (for bindings) or a plain property by hand"
                )
                covered.append(attribute.tokens)
                continue
            }
            guard let nameRange = decl.name else { continue }
            let name = file.text(nameRange)
            if decl.kind == .classDecl, store.handWrittenClasses.contains(name), file.inheritedNames(of: decl).contains("NSManagedObject") {
                convertManagedClass(decl, name: name)
            } else if decl.kind == .extensionDecl, store.classNames.contains(name) {
                convertModelExtension(decl, name: name)
            }
        }
    }

    /// `@objc(X) public class X: NSManagedObject, P { … }` → `extension X: P { … }`.
    mutating func convertManagedClass(_ decl: Decl, name: String) {
        guard let body = decl.body else { return }
        let header = decl.tokens.lowerBound..<body.lowerBound
        if let other = decl.attributes.first(where: { !file.matches($0.name.lowerBound, "objc") }) {
            block(
                .managedClass, at: other.atSign,
                "'\(file.text(other.tokens))' on the NSManagedObject class '\(name)': an extension of the @Model class cannot carry it; merge it by hand")
            covered.append(header)
            return
        }
        guard decl.genericParameters == nil, decl.whereClause == nil else {
            block(.managedClass, at: decl.keyword, "the NSManagedObject class '\(name)' is generic: merge it into the @Model class by hand")
            covered.append(header)
            return
        }
        guard convertMembers(of: decl, className: name) else {
            covered.append(header)
            return
        }
        let kept = keptConformances(of: decl)
        if kept.isEmpty && decl.members.allSatisfy(isRemovedMember) {
            replaceWithRemoval(of: decl)
            return
        }
        edit(header, "extension \(name)" + (kept.isEmpty ? "" : ": " + kept.joined(separator: ", ")), .managedClass)
    }

    /// Removes the whole declaration instead of the members `convertMembers` removed from it.
    mutating func replaceWithRemoval(of decl: Decl) {
        let bytes = file.byteRange(decl.tokens)
        result.edits.removeAll { edit in edit.range.overlaps(bytes) }
        result.edits.append(file.removal(ofDeclaration: decl, rule: CoreDataRule.managedClass.id))
        covered.append(decl.tokens)
        removedDeclarations.append(decl.tokens)
    }

    /// `extension X { @NSManaged … ; func f() … }`: the managed members go, the rest stays; an
    /// extension left with nothing goes.
    mutating func convertModelExtension(_ decl: Decl, name: String) {
        guard let body = decl.body else { return }
        let supplied = decl.inheritance.indices.filter { Self.suppliedConformances.contains(file.text(decl.inheritance[$0].tokens)) }
        let removesMembers = decl.flattenedMembers.contains { isRemovedMember($0) }
        guard removesMembers || !supplied.isEmpty else {
            checkImplicitUses(in: decl, className: name)
            return
        }
        guard convertMembers(of: decl, className: name) else {
            covered.append(decl.tokens.lowerBound..<body.lowerBound)
            return
        }
        if decl.members.allSatisfy(isRemovedMember) && supplied.count == decl.inheritance.count {
            replaceWithRemoval(of: decl)
            return
        }
        for position in supplied.reversed() {
            result.edits.append(file.removal(ofInheritedType: position, in: decl, rule: CoreDataRule.managedClass.id))
            covered.append(decl.inheritance[position].tokens)
        }
        if let colon = decl.inheritanceColon { covered.append(colon..<(colon + 1)) }
    }

    func keptConformances(of decl: Decl) -> [String] {
        decl.inheritance.map { file.text($0.tokens) }.filter { !Self.suppliedConformances.contains($0) }
    }

    /// `@NSManaged` members and Xcode's generated `fetchRequest()`: the `@Model` class replaces them.
    func isRemovedMember(_ member: Decl) -> Bool {
        if file.attribute(named: "NSManaged", in: member) != nil { return true }
        return member.kind == .funcDecl && member.name.map { file.text($0) } == "fetchRequest"
            && (file.hasModifier("class", member) || file.hasModifier("static", member)) && member.parameters.map { $0.count == 2 } == true
    }

    /// Removes the managed members and checks the kept ones; false (after reporting) when a member
    /// cannot move to an extension of the `@Model` class.
    mutating func convertMembers(of decl: Decl, className: String) -> Bool {
        var blocked = false
        if let conditional = decl.members.first(where: { $0.kind == .ifConfig && $0.clauses.flatMap(\.members).contains(where: isRemovedMember) }) {
            block(.managedClass, at: conditional.keyword, "managed properties inside '#if' in '\(className)': merge them into the @Model class by hand")
            return false
        }
        // Consecutive removed members go as one range, so no blank line is left where they were.
        var run: Range<Int>?
        for member in decl.members {
            if isRemovedMember(member) {
                run = (run?.lowerBound ?? member.tokens.lowerBound)..<member.tokens.upperBound
                covered.append(member.tokens)
            } else if let removed = run {
                result.edits.append(file.removal(ofDeclarations: removed, rule: CoreDataRule.managedClass.id))
                run = nil
            }
        }
        if let removed = run { result.edits.append(file.removal(ofDeclarations: removed, rule: CoreDataRule.managedClass.id)) }
        for member in decl.flattenedMembers {
            if isRemovedMember(member) { continue }
            let kind = member.kind
            if file.hasModifier("override", member) {
                // A property has no declaration name of its own: its pattern names it.
                let what = member.name.map { file.text($0) } ?? member.bindings.first.map { file.text($0.pattern) } ?? file.text(of: member.keyword)
                block(
                    .managedClass, at: member.keyword,
                    "'\(what)' in '\(className)' overrides a member of NSManagedObject (its life cycle or NSObject's), which a @Model class does not have: move defaults into the model or the init, and other work to the call sites, by hand"
                )
                // Its `super.…` call is part of the same item.
                covered.append(member.tokens)
                blocked = true
            } else if kind == .initDecl {
                block(
                    .managedClass, at: member.keyword,
                    "an initializer of '\(className)': the @Model class's init is generated from the model; merge this one by hand")
                blocked = true
            } else if kind == .variableDecl, !file.hasModifier("static", member), !file.hasModifier("class", member),
                member.bindings.contains(where: { $0.accessors == nil })
            {
                block(
                    .managedClass, at: member.keyword,
                    "a stored property of '\(className)' that is not in the model: an extension cannot hold it; add it to the @Model class (with @Transient if it is not persisted) by hand"
                )
                blocked = true
            }
        }
        checkImplicitUses(in: decl, className: className)
        return !blocked
    }

    /// Inside the class's own members, a property read without `self.` whose type differs between
    /// the old class and the `@Model` class blocks as a `.member` access does.
    mutating func checkImplicitUses(in decl: Decl, className: String) {
        guard !store.typeDifferences.isEmpty else { return }
        for member in decl.flattenedMembers where !isRemovedMember(member) {
            for i in member.tokens where file.kind(i) == .identifier && !isMember(i) && !isCovered(i) {
                let word = file.text(of: i)
                guard let type = store.typeDifferences[word], !isHarmless(type, at: i),
                    next(i).map({ file.kind($0) != .colon }) ?? true
                else { continue }
                if convertSetCast(start: i, name: i, className: className) { continue }
                block(
                    .propertyType, at: i,
                    "'\(word)': the NSManagedObject class declares it \(type), the @Model class does not; code written for one may not compile or may behave differently with the other: adjust it by hand"
                )
                covered.append(i..<(i + 1))
            }
        }
    }
}
