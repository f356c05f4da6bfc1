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
        let fetch = "only a local request of a model class set up and fetched in one block converts (coredata.fetch-descriptor): write a FetchDescriptor<T>(predicate:sortBy:) and call modelContext.fetch / fetchCount"
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
            "NSManagedObjectContextDidSave", "NSManagedObjectContextObjectsDidChange", "NSManagedObjectContextWillSave",
        ] { names[name] = stack }
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
        for name in ["performBackgroundTask", "newBackgroundContext", "perform", "performAndWait"] { names[name] = background }
        let objectID = "object IDs: use the model's persistentModelID (PersistentIdentifier) and modelContext.model(for:)"
        for name in ["objectID", "uriRepresentation", "managedObjectID", "existingObject", "obtainPermanentIDs"] { names[name] = objectID }
        let kvc = "key-value coding on a model: read or write the property itself"
        for name in ["primitiveValue", "setPrimitiveValue", "willChangeValue", "didChangeValue", "willAccessValue", "didAccessValue"] { names[name] = kvc }
        let context =
            "this NSManagedObjectContext / NSManagedObject API has no rewrite here (SwiftData: hasChanges, rollback() exist on ModelContext; faults and change tracking do not): rewrite by hand"
        for name in [
            "hasChanges", "rollback", "refresh", "refreshAllObjects", "reset", "isFault", "isInserted", "isUpdated", "isDeleted", "changedValues",
            "committedValues", "insertedObjects", "updatedObjects", "deletedObjects", "registeredObjects", "processPendingChanges", "mergePolicy",
            "automaticallyMergesChangesFromParent", "mergeChanges", "undoManager", "persistentStoreCoordinator", "persistentStoreDescriptions",
            "loadPersistentStores", "insertNewObject", "awakeFromInsert", "awakeFromFetch", "willSave", "didSave", "prepareForDeletion",
            "managedObjectContext", "fetchRequest", "nsPredicate", "nsSortDescriptors", "viewContext", "mergeChangesFromContextDidSaveNotification",
        ] { names[name] = context }
        return names
    }()

    /// Members that block only when called with this first argument label (`value(forKey:)`,
    /// `count(for:)`, `object(with:)`), so that an ordinary `count` or `value` does not.
    static let labelledMembers: [String: (label: String, message: String)] = [
        "value": ("forKey", "key-value coding on a model: read the property itself"),
        "setValue": ("", "key-value coding on a model: write the property itself"),
        "count": ("for", "ctx.count(for:) of something other than a converted local fetch request: use modelContext.fetchCount(_:) by hand"),
        "fetch": ("", "ctx.fetch of something other than a converted local fetch request: write FetchDescriptor<T>(predicate:sortBy:) and call modelContext.fetch"),
        "execute": ("", "executing a request (batch, asynchronous fetch) has no SwiftData form: rewrite by hand"),
        "object": ("with", "object IDs: use modelContext.model(for:) with a PersistentIdentifier"),
        "share": ("", "CloudKit sharing has no SwiftData form: keep Core Data for shared stores"),
    ]
}

extension FileConverter {
    /// `x.title ?? ""`: code that unwrapped Xcode's optional still compiles on the `@Model`'s
    /// non-optional property (the compiler warns that the fallback is never used) and reads the
    /// same value, so it does not block.
    func isNilCoalesced(_ member: Int) -> Bool {
        guard let after = next(member) else { return false }
        return file.kind(after) == .operator && file.text(of: after) == "??"
    }

    /// Every token not already rewritten: the plain renames, `T(context:)`, and blockers.
    mutating func walkTokens() {
        var i = 0
        while i < file.tokens.count {
            defer { i += 1 }
            guard !isCovered(i), file.kind(i) == .identifier else { continue }
            let word = file.text(of: i)
            if convertPlainName(at: i, word) { continue }
            if isMember(i) {
                if store.managedAccessors.contains(word), next(i).map({ file.kind($0) == .leftParen }) == true {
                    block(
                        .managedClass, at: i,
                        "'\(word)(_:)' is an accessor Core Data generated for a to-many relationship; the @Model class has an array: append to it or remove from it by hand"
                    )
                } else if let (label, message) = CoreDataAPI.labelledMembers[word] {
                    if let arguments = callArguments(after: i), let first = arguments.first {
                        let firstLabel = first.label.map { file.text(of: $0) } ?? "_"
                        if label.isEmpty || firstLabel == label {
                            block(.unsupportedAPI, at: i, "'\(word)(\(firstLabel):)': \(message)")
                        }
                    }
                } else if let message = CoreDataAPI.memberNames[word] {
                    block(.unsupportedAPI, at: i, "'.\(word)': \(message)")
                } else if let type = store.typeDifferences[word], !(type == "an optional" && isNilCoalesced(i)) {
                    block(
                        .propertyType, at: i,
                        "'.\(word)': Xcode's generated class declares it \(type), the @Model class does not; code written for one may not compile or may behave differently with the other: adjust it by hand"
                    )
                }
                continue
            }
            if let message = CoreDataAPI.typeNames[word] {
                block(.unsupportedAPI, at: i, "'\(word)': \(message)")
            }
        }
    }
}
