import MigrationKit
import SourceSyntax

/// Core Data API this migration does not rewrite, and what to do instead (rules
/// `coredata.unsupported-api`, `coredata.property-type`). Any of it in a file that uses the store
/// blocks the store's conversion: after it, the model classes are no `NSManagedObject`s and such
/// code would not compile, or would mean something else.
enum CoreDataAPI {
    /// Type names, wherever they appear.
    static let typeNames: [String: String] = {
        var names: [String: String] = [:]
        let fetchedResults =
            "NSFetchedResultsController has no SwiftData form: use @Query in a SwiftUI view, or fetch with a FetchDescriptor and observe the models"
        for name in ["NSFetchedResultsController", "NSFetchedResultsControllerDelegate", "NSFetchedResultsSectionInfo"] { names[name] = fetchedResults }
        let fetch =
            "only a local request of a model class set up and fetched in one block converts (coredata.fetch-descriptor): write a FetchDescriptor<T>(predicate:sortBy:) and call modelContext.fetch / fetchCount"
        for name in ["NSFetchRequest", "NSFetchRequestResult", "NSAsynchronousFetchRequest", "NSExpressionDescription"] { names[name] = fetch }
        let batch = "batch requests have no SwiftData form: insert models in a loop, or use modelContext.delete(model:where:) for deletes"
        for name in [
            "NSBatchInsertRequest", "NSBatchUpdateRequest", "NSBatchDeleteRequest", "NSBatchDeleteResult", "NSBatchInsertResult", "NSBatchUpdateResult",
        ] {
            names[name] = batch
        }
        let objectID = "object IDs: use the model's persistentModelID (PersistentIdentifier) and modelContext.model(for:)"
        for name in ["NSManagedObjectID"] { names[name] = objectID }
        let history = "persistent history: SwiftData's history API (HistoryDescriptor, iOS 18) replaces it; rewrite by hand"
        for name in [
            "NSPersistentHistoryChangeRequest", "NSPersistentHistoryTransaction", "NSPersistentHistoryToken", "NSPersistentHistoryChange",
            "NSPersistentHistoryTrackingKey", "NSPersistentStoreRemoteChangeNotificationPostOptionKey",
        ] { names[name] = history }
        let cloudKit = "CloudKit: SwiftData syncs with ModelConfiguration(cloudKitDatabase:) and has no sharing (CKShare); keep Core Data for shared stores"
        for name in ["NSPersistentCloudKitContainer", "NSPersistentCloudKitContainerOptions", "CKShare"] { names[name] = cloudKit }
        let migration = "migration managers and mapping models: write a SchemaMigrationPlan with a .custom stage"
        for name in ["NSMigrationManager", "NSMappingModel", "NSEntityMigrationPolicy"] { names[name] = migration }
        let managedObject =
            "NSManagedObject / @NSManaged outside the declaration of a model class (which merges into the @Model class): a @Model class is no NSManagedObject; rewrite by hand"
        for name in ["NSManagedObject", "NSManaged"] { names[name] = managedObject }
        let stack =
            "a Core Data stack this migration does not recognise (only the Xcode template's NSPersistentContainer set-up converts): move it to ModelContainer by hand"
        for name in [
            "NSPersistentContainer", "NSPersistentStoreCoordinator", "NSPersistentStoreDescription", "NSManagedObjectModel", "NSEntityDescription",
            "NSPersistentStore", "NSMergeByPropertyObjectTrumpMergePolicy", "NSMergeByPropertyStoreTrumpMergePolicy", "NSMergePolicy",
        ] { names[name] = stack }
        let notifications =
            "Core Data's context notifications: a ModelContext posts none of them, so code observing them would stop hearing about changes; observe the models (they are Observable) or SwiftData's history by hand"
        for name in [
            "NSManagedObjectContextObjectsDidChange", "NSManagedObjectContextDidSave", "NSManagedObjectContextWillSave",
            "NSManagedObjectContextDidSaveObjectIDs", "NSManagedObjectContextDidMergeChangesObjectIDs", "NSInsertedObjectsKey",
            "NSUpdatedObjectsKey", "NSDeletedObjectsKey", "NSRefreshedObjectsKey", "NSInvalidatedObjectsKey", "NSInvalidatedAllObjectsKey",
        ] { names[name] = notifications }
        let sectioned = "SectionedFetchRequest has no SwiftData form: use @Query and group the array in the view"
        for name in ["SectionedFetchRequest", "SectionedFetchResults"] { names[name] = sectioned }
        let predicate =
            "NSPredicate and NSSortDescriptor convert only inside a converted @FetchRequest or local fetch request: write a #Predicate / SortDescriptor by hand"
        for name in ["NSPredicate", "NSCompoundPredicate", "NSSortDescriptor"] { names[name] = predicate }
        names["FetchRequest"] = "a @FetchRequest this migration cannot convert (see its arguments): write the @Query by hand"
        return names
    }()

    /// Member names (after a `.`) of contexts and managed objects with no rewrite here.
    static let memberNames: [String: String] = {
        var names: [String: String] = [:]
        let background = "background contexts: use a @ModelActor, or ModelContext(container) inside a Task"
        for name in ["performBackgroundTask", "newBackgroundContext"] { names[name] = background }
        let perform =
            "perform/performAndWait convert only on a view's @Environment(\\.managedObjectContext) context, as a statement of their own with a block that has no capture list, parameters or (performAndWait) return; on background contexts use a @ModelActor, or ModelContext(container) inside a Task"
        for name in ["perform", "performAndWait"] { names[name] = perform }
        let objectID = "object IDs: use the model's persistentModelID (PersistentIdentifier) and modelContext.model(for:)"
        for name in ["objectID", "uriRepresentation", "managedObjectID", "existingObject", "obtainPermanentIDs"] { names[name] = objectID }
        let kvc = "key-value coding on a model: read or write the property itself"
        for name in ["primitiveValue", "setPrimitiveValue", "willChangeValue", "didChangeValue", "willAccessValue", "didAccessValue"] { names[name] = kvc }
        names["mutableSetValue"] = "a relationship's mutable set by key: the @Model class has an array; append to it or remove from it by hand"
        names["mutableOrderedSetValue"] = names["mutableSetValue"]
        let stack = "Core Data stack API outside the recognised template stack: move the set-up to ModelContainer by hand"
        for name in [
            "viewContext", "persistentStoreCoordinator", "persistentStoreDescriptions", "loadPersistentStores", "mergePolicy",
            "automaticallyMergesChangesFromParent", "mergeChanges", "mergeChangesFromContextDidSaveNotification",
        ] { names[name] = stack }
        let request =
            "a @FetchRequest's request changed at run time: build the @Query in the view's init (`_items = Query(filter: …)`) or fetch with a FetchDescriptor, by hand"
        for name in ["fetchRequest", "nsPredicate", "nsSortDescriptors"] { names[name] = request }
        let lifeCycle = "NSManagedObject's life cycle (a @Model class has none of these): move the work into the init or to the call sites by hand"
        for name in ["insertNewObject", "awakeFromInsert", "awakeFromFetch", "willSave", "didSave", "prepareForDeletion"] { names[name] = lifeCycle }
        names["managedObjectContext"] = "an object's context: a model's is `modelContext` (a ModelContext?); rewrite by hand"
        let tracking =
            "faults and Core Data's change tracking have no SwiftData form (ModelContext has hasChanges, rollback() and save(); models are Observable): rewrite by hand"
        for name in [
            "refreshAllObjects", "reset", "isFault", "isInserted", "isUpdated", "changedValues", "committedValues", "insertedObjects",
            "updatedObjects", "deletedObjects", "registeredObjects", "processPendingChanges", "undoManager",
        ] { names[name] = tracking }
        return names
    }()

    /// Context members whose names other types use as well, none of which `ModelContext` has.
    static let contextOnlyMembers: Set<String> = ["reset", "perform", "performAndWait"]

    /// Members that block only when called with this first argument label (`value(forKey:)`,
    /// `count(for:)`, `object(with:)`), so that an ordinary `count` or `value` does not.
    static let labelledMembers: [String: (label: String, message: String)] = [
        "value": ("forKey", "key-value coding on a model: read the property itself"),
        "setValue": ("", "key-value coding on a model: write the property itself"),
        "count": ("for", "ctx.count(for:) of something other than a converted local fetch request: use modelContext.fetchCount(_:) by hand"),
        "fetch": (
            "", "ctx.fetch of something other than a converted local fetch request: write FetchDescriptor<T>(predicate:sortBy:) and call modelContext.fetch"
        ),
        "execute": ("", "executing a request (batch, asynchronous fetch) has no SwiftData form: rewrite by hand"),
        "object": ("with", "object IDs: use modelContext.model(for:) with a PersistentIdentifier"),
        "share": ("", "CloudKit sharing has no SwiftData form: keep Core Data for shared stores"),
    ]
}

extension FileConverter {
    /// Whether the receiver of the member at `member` is known to be no managed object: a value of
    /// a type that is no model class (`PersistenceManager()`, `let manager: PersistenceManager`),
    /// in a file that names no `NSManagedObject` (whose objects the receiver check calls `.other`
    /// too).
    func isNoManagedObject(receiverOf member: Int) -> Bool {
        guard receiverType(ofMemberAt: member) == .other else { return false }
        return !file.tokens.indices.contains { file.kind($0) == .identifier && file.text(of: $0) == "NSManagedObject" }
    }

    /// `x.title ?? ""`: code that unwrapped Xcode's optional still compiles on the `@Model`'s
    /// non-optional property (the compiler warns that the fallback is never used) and reads the
    /// same value, so it does not block.
    func isNilCoalesced(_ member: Int) -> Bool {
        guard let after = next(member) else { return false }
        return file.kind(after) == .operator && file.text(of: after) == "??"
    }

    /// `.word`: what blocks, checked in turn, so that a member that is both (an attribute named
    /// `value`, say) is judged by each.
    mutating func checkMember(at i: Int, _ word: String) {
        if convertToManyAccessor(at: i, word) { return }
        // `ctx.fetch(T.f())` / `ctx.count(for: T.f())` of a request factory: the same on ModelContext
        // once the factory returns a FetchDescriptor (`count(for:)` is `fetchCount`).
        if word == "fetch" || word == "count", let arguments = callArguments(after: i), arguments.count == 1,
            arguments[0].label.map({ file.text(of: $0) }) == (word == "fetch" ? nil : "for"), isFactoryCall(arguments[0].value, element: nil)
        {
            if word == "count" {
                // Through the space after `for:`, so that the argument follows the parenthesis.
                let bytes = file.tokens[i].start..<file.tokens[arguments[0].value.lowerBound].start
                result.edits.append(Edit(range: bytes, replacement: "fetchCount(", rule: CoreDataRule.fetchDescriptor.id))
            }
            covered.append(i..<arguments[0].value.upperBound)
            return
        }
        if let (label, message) = CoreDataAPI.labelledMembers[word], let arguments = callArguments(after: i), let first = arguments.first {
            let firstLabel = first.label.map { file.text(of: $0) } ?? "_"
            if label.isEmpty || firstLabel == label {
                block(.unsupportedAPI, at: i, "'\(word)(\(firstLabel):)': \(message)")
                return
            }
        }
        // `ctx.refresh(object, mergeChanges:)`: only with that label, as `refresh` alone names many other methods.
        if word == "refresh", let arguments = callArguments(after: i), arguments.contains(where: { $0.label.map { file.text(of: $0) } == "mergeChanges" }) {
            block(.unsupportedAPI, at: i, "'refresh(_:mergeChanges:)': faults and Core Data's change tracking have no SwiftData form: rewrite by hand")
            return
        }
        // Names other types use too (`RunLoop.current.perform { }`, `form.reset()`) block only on a
        // receiver that looks like a context. A context's call on any other receiver cannot change
        // meaning unseen: ModelContext has none of these, so it would no longer compile.
        if CoreDataAPI.contextOnlyMembers.contains(word), !isContextLike(receiverOf: i) { return }
        // `self.managedObjectContext`: the view's own `@Environment(\.managedObjectContext)`
        // property (or another this file declares as a context), not an object's context.
        if i >= 2, file.matches(i - 2, "self"), declaredContextNames.contains(word) { return }
        // `PersistenceManager().managedObjectContext`, `manager.managedObjectContext`: a stack or
        // manager type's own property, not an NSManagedObject's context.
        if word == "managedObjectContext", isNoManagedObject(receiverOf: i) { return }
        if let message = CoreDataAPI.memberNames[word] ?? CoreDataAPI.typeNames[word] {
            block(.unsupportedAPI, at: i, "'.\(word)': \(message)")
            return
        }
        if store.typeDifferences[word] != nil, let type = propertyTypeDifference(ofMemberAt: i, word), !isHarmless(type, at: i) {
            // `x.date?.formatted()` where only Xcode's side is optional: the chain through a value
            // every valid object has reads the same without the `?` (kept, it would not compile).
            // Only on a receiver known to be a model object: on one the file does not tell, the
            // property may be another type's optional.
            if type == "an optional", case .model = receiverType(ofMemberAt: i), let mark = next(i), file.kind(mark) == .operator,
                file.text(of: mark) == "?", !file.hasSpaceBefore(mark), let period = next(mark), file.kind(period) == .period
            {
                edit(mark..<(mark + 1), "", .propertyType)
                return
            }
            if type == "a non-optional scalar", convertScalarRead(at: i, word) { return }
            // `user.friends as? Set<Friend> ?? []` on a plain name known to be a model object.
            if case .model(let className) = receiverType(ofMemberAt: i), i >= 2, file.kind(i - 2) == .identifier || file.matches(i - 2, "self"),
                i < 3 || file.kind(i - 3) != .period, !isCovered(i - 2), convertSetCast(start: i - 2, name: i, className: className)
            {
                return
            }
            block(
                .propertyType, at: i,
                "'.\(word)': the NSManagedObject class declares it \(type), the @Model class does not; code written for one may not compile or may behave differently with the other: adjust it by hand"
            )
        }
    }

    /// `x.done` where the model's attribute is optional but Xcode declared it a scalar (`Bool`,
    /// `Double`), which reads a nil as `false`/`0`: the `@Model` property is optional, so a read
    /// becomes `(x.done ?? false)`, the same value; `x.done.toggle()` becomes
    /// `x.done = !(x.done ?? false)`. Only on a plain name (or `$0`) known to be a model object;
    /// any other use that writes through the property (`+=`, `&x.done`, a method call on it)
    /// still blocks.
    mutating func convertScalarRead(at member: Int, _ word: String) -> Bool {
        guard member >= 2, case .model(let className) = receiverType(ofMemberAt: member), let zero = store.scalarZeros[className]?[word] else {
            return false
        }
        let receiver = member - 2
        guard !isCovered(receiver), file.kind(receiver) == .identifier || file.kind(receiver) == .dollarIdentifier, receiver == 0 || file.kind(receiver - 1) != .period,
            receiver == 0 || !(file.kind(receiver - 1) == .operator && file.text(of: receiver - 1) == "&" && !file.hasSpaceBefore(receiver))
        else { return false }
        let access = file.text(receiver..<(member + 1))
        guard let after = next(member) else {
            edit(receiver..<(member + 1), "(\(access) ?? \(zero))", .propertyType)
            return true
        }
        if file.kind(after) == .period {
            // `x.done.toggle()`, a statement of its own.
            guard zero == "false", let name = next(after), file.matches(name, "toggle"), let open = next(name), file.kind(open) == .leftParen,
                let close = next(open), file.kind(close) == .rightParen, next(close).map({ file.kind($0) != .period }) ?? true
            else { return false }
            edit(receiver..<(close + 1), "\(access) = !(\(access) ?? false)", .propertyType)
            return true
        }
        if file.kind(after) == .operator {
            let op = file.text(of: after)
            // `x.count += 1`: a write through the property.
            if op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op) { return false }
            if ["?", "!"].contains(op), !file.hasSpaceBefore(after) { return false }
        }
        edit(receiver..<(member + 1), "(\(access) ?? \(zero))", .propertyType)
        return true
    }

    /// How the property `word` at `member` differs between the old class and the `@Model` class,
    /// by its receiver: on an object of a model class, that class's property; on something the
    /// file shows is no model object (`webView.title`, `Date.now.distance(to:)`, `case .title`),
    /// nothing; on a receiver the file does not tell, any model class's property of that name.
    func propertyTypeDifference(ofMemberAt member: Int, _ word: String) -> String? {
        switch receiverType(ofMemberAt: member) {
        case .model(let className): store.classTypeDifferences[className]?[word]
        case .unknown: store.typeDifferences[word]
        case .models, .other: nil
        }
    }

    /// Whether the receiver of the member at `member` looks like a managed object context: a name
    /// with "context" in it (`viewContext`, `backgroundContext`, `moc` too), or a property or
    /// parameter this file declares as `NSManagedObjectContext` or `@Environment(\.managedObjectContext)`.
    /// A call result or subscript (`stack.context()`, `contexts[0]`) counts as one too.
    func isContextLike(receiverOf member: Int) -> Bool {
        guard member >= 2 else { return false }
        let receiver = member - 2
        guard !isCovered(receiver), file.kind(receiver) == .identifier else { return file.kind(receiver).isClosingDelimiter }
        let name = file.text(of: receiver)
        return name.lowercased().contains("context") || name == "moc" || declaredContextNames.contains(name)
    }

    /// Names this file declares with the type `NSManagedObjectContext` (optional or not), and its
    /// `@Environment(\.managedObjectContext)` properties.
    static func contextNames(in file: SourceFile) -> Set<String> {
        guard file.contains("NSManagedObjectContext") || file.contains("managedObjectContext") else { return [] }
        var names: Set<String> = []
        for i in file.tokens.indices where file.matches(i, "NSManagedObjectContext") && i >= 2 && file.kind(i - 1) == .colon {
            if file.kind(i - 2) == .identifier { names.insert(file.text(of: i - 2)) }
        }
        return names.union(environmentContextNames(in: file))
    }

    /// Code inside `"\(…)"` is no token of the file: a Core Data member or a property whose type
    /// differs is looked for there too (`"\(habit.value)"` would print "Optional(2)" on an
    /// optional), and blocks at the literal; nothing inside a literal is rewritten.
    mutating func checkInterpolations(of literal: Int) {
        guard file.text(of: literal).contains("\\") else { return }
        for (code, offset) in file.interpolations(inLiteral: literal) {
            if convertInterpolatedScalar(code, offset: offset, literal: literal) { continue }
            for j in code.tokens.indices where code.kind(j) == .identifier && j > 0 && code.kind(j - 1) == .period {
                let word = code.text(of: j)
                let following = j + 1 < code.tokens.count ? code.text(of: j + 1) : ""
                let problem: String?
                if let message = CoreDataAPI.memberNames[word] ?? CoreDataAPI.typeNames[word] {
                    problem = message
                } else if store.typeDifferences[word] != nil, let type = interpolatedDifference(code, member: j, word, literal: literal),
                    !(type == "an optional" && following == "??")
                {
                    problem = "the NSManagedObject class declares it \(type), the @Model class does not, and the text it prints would change"
                } else {
                    problem = nil
                }
                guard let problem else { continue }
                block(
                    store.typeDifferences[word] != nil ? .propertyType : .unsupportedAPI, at: literal,
                    "'.\(word)' inside a string interpolation: \(problem); adjust it by hand")
            }
        }
    }

    /// `"\(user.age)"` where the model's attribute is optional but Xcode declared it a scalar
    /// (`Int16`, `Bool`), which read a nil as `0`/`false`: the interpolation becomes
    /// `\(user.age ?? 0)`, which prints the same text (without the `??` it would print
    /// "Optional(25)"). Only an interpolation that is nothing but a plain name known to be a model
    /// object and the attribute (see `convertScalarRead`).
    mutating func convertInterpolatedScalar(_ code: SourceFile, offset: Int, literal: Int) -> Bool {
        let tokens = code.tokens.indices.filter { code.kind($0) != .endOfFile }
        guard tokens.count == 3, code.kind(tokens[0]) == .identifier, code.kind(tokens[1]) == .period, code.kind(tokens[2]) == .identifier else {
            return false
        }
        let word = code.text(of: tokens[2])
        guard interpolatedDifference(code, member: tokens[2], word, literal: literal) == "a non-optional scalar",
            case .model(let className) = declaredType(of: code.text(of: tokens[0]), at: literal, depth: 0),
            let zero = store.scalarZeros[className]?[word]
        else { return false }
        let start = offset + code.tokens[tokens[0]].start
        let end = offset + code.tokens[tokens[2]].end
        result.edits.append(Edit(range: start..<end, replacement: "\(code.text(tokens[0]..<(tokens[2] + 1))) ?? \(zero)", rule: CoreDataRule.propertyType.id))
        return true
    }

    /// `propertyTypeDifference` inside an interpolation: the receiver is judged when it is a plain
    /// name the file declares (`"\(item.title)"`) or `self`; otherwise it is not known.
    func interpolatedDifference(_ code: SourceFile, member: Int, _ word: String, literal: Int) -> String? {
        var type = ReceiverType.unknown
        if member >= 2, code.kind(member - 2) == .identifier || code.matches(member - 2, "self"), member < 3 || code.kind(member - 3) != .period {
            let name = code.text(of: member - 2)
            type =
                name == "self"
                ? enclosingTypeName(of: literal).map { store.classNames.contains($0) ? ReceiverType.model($0) : .other } ?? .unknown
                : declaredType(of: name, at: literal, depth: 0)
        }
        switch type {
        case .model(let className): return store.classTypeDifferences[className]?[word]
        case .unknown: return store.typeDifferences[word]
        case .models, .other: return nil
        }
    }

    /// Uses of a property whose type differs that mean the same on both sides:
    /// - `x.title ?? fallback` where only the old side is optional: still compiles (the compiler
    ///   warns the fallback is never used) and reads the same value;
    /// - `x.title = value` where only the old side is optional: a non-optional value is stored the
    ///   same; an optional one fails to compile, never means something else;
    /// - `x.count = value` where the old side was a non-optional scalar and the new one is
    ///   optional: any value of the old type is one of the new.
    func isHarmless(_ difference: String, at member: Int) -> Bool {
        switch difference {
        case "an optional": isNilCoalesced(member) || isAssigned(member) || isCompactMapped(member)
        case "a non-optional scalar": isAssigned(member)
        default: false
        }
    }

    /// `xs.compactMap { $0.title }`: the whole closure, whose nils were dropped; a non-optional
    /// value gives the same array.
    func isCompactMapped(_ member: Int) -> Bool {
        guard member >= 3, let close = next(member), file.kind(close) == .rightBrace, let brace = file.matching(close),
            brace == member - 3, file.kind(member - 2) == .dollarIdentifier, brace >= 1, file.matches(brace - 1, "compactMap")
        else { return false }
        return true
    }

    func isAssigned(_ member: Int) -> Bool {
        guard let after = next(member) else { return false }
        return file.kind(after) == .operator && file.text(of: after) == "="
    }

    /// Every token not already rewritten: the plain renames, `T(context:)`, and blockers.
    mutating func walkTokens() {
        var i = 0
        while i < file.tokens.count {
            defer { i += 1 }
            if file.kind(i) == .stringLiteral, !isCovered(i) {
                checkInterpolations(of: i)
                continue
            }
            guard !isCovered(i), file.kind(i) == .identifier else { continue }
            let word = file.text(of: i)
            if convertPlainName(at: i, word) { continue }
            if isMember(i) {
                checkMember(at: i, word)
                continue
            }
            if let message = CoreDataAPI.typeNames[word] {
                block(.unsupportedAPI, at: i, "'\(word)': \(message)")
            }
        }
    }
}
