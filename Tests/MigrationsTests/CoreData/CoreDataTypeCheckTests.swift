import Foundation
import Testing

/// Every converted coredata fixture is a program: its expected output (the files of `after/`,
/// new files included, over those of `before/`) compiles against the SwiftData, SwiftUI and Core
/// Data stand-ins. Cases whose store stays in Core Data have no `after/` and are not compiled (the
/// Core Data stand-in declares only what converted code still names); in a coexistence case the old
/// files stay Core Data code, so only the files the run creates (the SwiftData side) are. The
/// mutations show the stand-ins catch the mistakes the call-site rewrites must not make.
@Suite("coredata fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct CoreDataTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("coredata")

    /// The cases whose store converts (or coexists): the ones with an `after/`.
    static let converted = TypeCheckFixture.all(in: fixtures).filter { $0.output != $0.input }

    /// What the compiler sees of a case, the macros that need plugins in their stand-in forms.
    static func compiled(_ fixture: TypeCheckFixture) -> [URL] {
        let settings = (try? String(contentsOf: fixtures.appendingPathComponent(fixture.name + ".settings.txt"), encoding: .utf8)) ?? ""
        guard settings.contains("coredata.mode=coexist") else { return fixture.output }
        let before = Set(fixture.input.map { $0.path.components(separatedBy: "/before/").last! })
        return fixture.output.filter { $0.path.contains("/after/") && !before.contains($0.path.components(separatedBy: "/after/").last!) }
    }

    @Test("expected output compiles", arguments: converted)
    func outputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let sources = try Self.compiled(fixture).map { ($0.lastPathComponent, StandInSource.prepared(try String(contentsOf: $0, encoding: .utf8))) }
        let outcome = try await TypeChecker.typecheck(sources: sources)
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("there are converted fixtures to check")
    func fixturesExist() {
        #expect(Self.converted.contains { $0.name == "example" })
        #expect(Self.converted.allSatisfy { $0.output.contains { $0.lastPathComponent.hasSuffix("Models.swift") } }, "a converted case without its model file")
    }

    /// The coexistence file's one-time copy runs: a small Core Data store (the stand-in's context)
    /// copied into a SwiftData context and read back (`Fixtures/coredata-run/CopyRun.swift`).
    @Test("the one-time data copy copies values and relationships")
    func dataCopyRuns() async throws {
        let run = try await TypeChecker.run(sources: try Self.copyProgram())
        #expect(run.status == 0 && run.output.contains("copy ok"), "\(run.output)")
    }

    /// The driver can fail: a copy that reads a relationship under another key (so copies none) is caught.
    @Test("a copy that drops a relationship fails the run")
    func dataCopyMutationFails() async throws {
        let line = "copy.tags = copiedObjects(of: object, \"tags\", in: copies, as: Tag.self)"
        let sources = try Self.copyProgram()
        #expect(sources[0].text.contains(line))
        let wrongKey = line.replacingOccurrences(of: "\"tags\"", with: "\"tag\"")
        let mutated = [(sources[0].name, sources[0].text.replacingOccurrences(of: line, with: wrongKey))] + sources.dropFirst()
        let run = try await TypeChecker.run(sources: mutated)
        #expect(run.status != 0 && run.output.contains("tags of the first item"), "\(run.output)")
    }

    static func copyProgram() throws -> [(name: String, text: String)] {
        let models = fixtures.appendingPathComponent("coexist-copy-data/after/CoreDataApp/CoreDataAppModels.swift")
        let driver = Repository.fixtures.appendingPathComponent("coredata-run/CopyRun.swift")
        return [
            (models.lastPathComponent, StandInSource.prepared(try String(contentsOf: models, encoding: .utf8))),
            (driver.lastPathComponent, try String(contentsOf: driver, encoding: .utf8)),
        ]
    }

    @Test("a wrong output fails to compile", arguments: CoreDataMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(Self.converted.first { $0.name == mutation.target })
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: Self.compiled(fixture), prepared: StandInSource.prepared))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-ins would not catch it")
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum CoreDataMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "results left as FetchedResults", target: "example",
            find: "private var items: [Item]", replace: "private var items: FetchedResults<Item>"),
        Mutation(
            name: "sort descriptor left as NSSortDescriptor", target: "example",
            find: "SortDescriptor(\\Item.timestamp, order: .forward)", replace: "NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)"),
        Mutation(
            name: "environment key left as managedObjectContext", target: "example",
            find: "@Environment(\\.modelContext)", replace: "@Environment(\\.managedObjectContext)"),
        Mutation(
            name: "insert with Core Data's initializer", target: "example",
            find: "let newItem = Item()\n            viewContext.insert(newItem)", replace: "let newItem = Item(context: viewContext)"),
        Mutation(
            name: "main context read off the main actor", target: "example",
            find: "    @MainActor\n    static let preview", replace: "    static let preview"),
        Mutation(
            name: "model container given the context", target: "example",
            find: ".modelContainer(persistenceController.container)", replace: ".modelContainer(persistenceController.container.mainContext)"),
        Mutation(
            name: "save without try", target: "example",
            find:
                "try viewContext.save()\n        } catch {\n            // Replace this implementation with code to handle the error appropriately.\n            // fatalError() causes the application to generate a crash log and terminate. You should not use this function in a shipping application, although it may be useful during development.\n            let nsError = error as NSError\n            fatalError(\"Unresolved error \\(nsError), \\(nsError.userInfo)\")\n        }\n        return result",
            replace:
                "viewContext.save()\n        } catch {\n            let nsError = error as NSError\n            fatalError(\"Unresolved error \\(nsError), \\(nsError.userInfo)\")\n        }\n        return result"
        ),
        Mutation(
            name: "count(for:) kept on a model context", target: "fetch-descriptors",
            find: "context.fetchCount(request)", replace: "context.count(for: request)"),
        Mutation(
            name: "sortDescriptors kept on a fetch descriptor", target: "fetch-descriptors",
            find: "request.sortBy = [SortDescriptor(\\Todo.due", replace: "request.sortDescriptors = [SortDescriptor(\\Todo.due"),
        Mutation(
            name: "optional date compared as if it were not", target: "fetch-descriptors",
            find: "(todo.due.flatMap { due in due < date } ?? false)", replace: "todo.due < date"),
        Mutation(
            name: "query filter over a property the model lacks", target: "fetch-descriptors",
            find: "@Query(filter: #Predicate<Todo> { todo in !todo.done }", replace: "@Query(filter: #Predicate<Todo> { todo in !todo.isDone }"),
        Mutation(
            name: "query built in a view's init over a property left FetchedResults", target: "dynamic-query",
            find: "@Query var items: [Item]", replace: "@Query var items: FetchedResults<Item>"),
        Mutation(
            name: "query built in a view's init with a label Query has not", target: "dynamic-query",
            find: "}, sort: [SortDescriptor(\\Item.timestamp, order: .reverse)])", replace: "}, sortBy: [SortDescriptor(\\Item.timestamp, order: .reverse)])"),
        Mutation(
            name: "container created with the property left a Core Data container", target: "data-controller",
            find: "let container: ModelContainer", replace: "let container = NSPersistentContainer(name: \"Notes\")"),
        Mutation(
            name: "a handler that only logs left the container unset", target: "logging-load-handler",
            find: "    container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none))\n",
            replace: ""),
        Mutation(
            name: "optional scalar read as Xcode's non-optional scalar", target: "optional-scalars",
            find: "sum + (item.price ?? 0)", replace: "sum + item.price"),
        Mutation(
            name: "optional Boolean tested as Xcode's non-optional Bool", target: "optional-scalars",
            find: "if (item.done ?? false) {", replace: "if item.done {"),
        Mutation(
            name: "generated to-many accessor left on a model", target: "real-app-shapes",
            find: "category.entries.removeAll { $0 === entry }", replace: "category.removeFromEntries(entry)"),
        Mutation(
            name: "required attribute left out of the init", target: "real-app-shapes",
            find: "Category(name: \"New category\")", replace: "Category()"),
        Mutation(
            name: "integer default written as Core Data's 0.0", target: "real-app-shapes",
            find: "var position: Int64 = 0", replace: "var position: Int64 = 0.0"),
        Mutation(
            name: "static preview reading mainContext without @MainActor", target: "real-app-shapes",
            find: "@MainActor\n    static var preview", replace: "static var preview"),
        Mutation(
            name: "sort local left as an NSSortDescriptor", target: "real-app-shapes",
            find: "let byTitle = SortDescriptor(\\Entry.title, comparator: .lexical, order: .forward)",
            replace: "let byTitle = NSSortDescriptor(key: \"title\", ascending: true)"),
        Mutation(
            name: "optional chaining kept on a required attribute", target: "real-app-shapes",
            find: "entry.title.uppercased()", replace: "entry.title?.uppercased()"),
        Mutation(
            name: "predicate left as an NSPredicate", target: "real-app-shapes",
            find: "filter: #Predicate<Entry> { entry in entry.title.localizedStandardContains(\"rent\") }",
            replace: "filter: NSPredicate(format: \"title CONTAINS[cd] 'rent'\")"),
    ]
}
