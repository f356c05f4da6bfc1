import MigrationKit
import Migrations
import Testing

/// The observation plan is computed once per project index and reused for every file; a new run
/// (a new index) over files with the same paths must decide afresh.
@Suite("observation plan per index")
struct ObservationPlanCacheTests {
    static let model = """
        import Combine

        final class Search: ObservableObject {
            @Published var query = ""
        }

        """
    static let consumer = """
        import SwiftUI

        struct SearchField: View {
            @StateObject var search = Search()
            var body: some View {
                Text(search.query).onReceive(search.$query) { _ in }
            }
        }

        """
    static let plainView = """
        import SwiftUI

        struct SearchField: View {
            @StateObject var search = Search()
            var body: some View {
                Text(search.query)
            }
        }

        """

    func run(view: String) -> RunReport {
        MigrationRunner(migrations: [ObservationMigration()]).run([
            SourceInput(path: "Search.swift", bytes: Array(Self.model.utf8)),
            SourceInput(path: "SearchField.swift", bytes: Array(view.utf8)),
        ])
    }

    @Test("a later run with different facts gets its own plan")
    func freshPlanPerRun() {
        let kept = run(view: Self.consumer)
        #expect(kept.files.allSatisfy { $0.status == .unchanged })
        #expect(kept.diagnostics.map(\.rule) == ["observation.combine-consumer"])

        let converted = run(view: Self.plainView)
        #expect(converted.files.map(\.status) == [.changed, .changed])
        #expect(converted.diagnostics.isEmpty)
    }
}
