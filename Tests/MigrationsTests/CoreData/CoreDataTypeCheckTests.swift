import Foundation
import Testing

/// Every converted coredata fixture is a program: its expected output (the files of `after/`,
/// new files included, over those of `before/`) compiles against the SwiftData, SwiftUI and Core
/// Data stand-ins. Cases whose store stays in Core Data have no `after/` and are not compiled (the
/// Core Data stand-in declares only what converted code still names). The mutations show the
/// stand-ins catch the mistakes the call-site rewrites must not make.
@Suite("coredata fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct CoreDataTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("coredata")

    @Test("expected output compiles", arguments: ConvertedStoreFixture.all(in: fixtures))
    func outputTypeChecks(_ fixture: ConvertedStoreFixture) async throws {
        let outcome = try await TypeChecker.typecheck(sources: try fixture.preparedOutput())
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("there are converted fixtures to check")
    func fixturesExist() {
        let cases = ConvertedStoreFixture.all(in: Self.fixtures)
        #expect(cases.contains { $0.name == "example" })
        #expect(cases.allSatisfy { $0.output.contains { $0.lastPathComponent.hasSuffix("Models.swift") } }, "a converted case without its model file")
    }

    @Test("a wrong output fails to compile", arguments: CoreDataMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(ConvertedStoreFixture.all(in: Self.fixtures).first { $0.name == mutation.target })
        var found = false
        let sources = try fixture.preparedOutput().map { source -> (name: String, text: String) in
            guard source.text.contains(mutation.find) else { return source }
            found = true
            return (source.name, source.text.replacingOccurrences(of: mutation.find, with: mutation.replace))
        }
        try #require(found, "\(mutation.target) no longer contains the text to mutate")
        let outcome = try await TypeChecker.typecheck(sources: sources)
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-ins would not catch it")
    }
}

/// A coredata fixture folder whose store converts: `before/` and `after/`, where `after/` holds
/// the changed and the created files (in a coexistence case, only the created ones are compiled).
struct ConvertedStoreFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var output: [URL]

    var testDescription: String { name }

    static func all(in root: URL) -> [ConvertedStoreFixture] {
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return entries.compactMap { entry in
            let before = root.appendingPathComponent(entry).appendingPathComponent("before")
            let after = root.appendingPathComponent(entry).appendingPathComponent("after")
            guard manager.fileExists(atPath: after.path) else { return nil }
            var files: [String: URL] = [:]
            // In coexistence the old files stay Core Data code, which has no stand-in: only the
            // files the run creates (the SwiftData side) are compiled.
            let settings = (try? String(contentsOf: root.appendingPathComponent(entry + ".settings.txt"), encoding: .utf8)) ?? ""
            let originals = swiftFiles(under: before)
            let created = swiftFiles(under: after).filter { path, _ in !originals.contains { $0.0 == path } }
            for (folder, file) in settings.contains("coredata.mode=coexist") ? created : originals + swiftFiles(under: after) { files[folder] = file }
            return ConvertedStoreFixture(name: entry, output: files.keys.sorted().map { files[$0]! })
        }
    }

    /// Relative path → file, for the `.swift` files under `directory`.
    private static func swiftFiles(under directory: URL) -> [(String, URL)] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [(String, URL)] = []
        while let file = enumerator?.nextObject() as? URL {
            if file.pathExtension == "swift" { files.append((String(file.path.dropFirst(directory.path.count)), file)) }
        }
        return files
    }

    func preparedOutput() throws -> [(name: String, text: String)] {
        try output.map { ($0.lastPathComponent, StandInSource.prepared(try String(contentsOf: $0, encoding: .utf8))) }
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
    ]
}
