import MigrationKit
import Migrations
import Testing

/// The run report tells the user once that `@State` re-evaluates its initial value on every view
/// init, whenever a `@StateObject` was rewritten — and says nothing when none was.
@Suite struct ObservationReportTests {
    static let model = "import SwiftUI\n\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"

    func notes(view: String) -> [String] {
        MigrationRunner(migrations: [ObservationMigration()]).run([
            SourceInput(path: "Model.swift", bytes: Array(Self.model.utf8)),
            SourceInput(path: "View.swift", bytes: Array(view.utf8)),
        ]).notes
    }

    @Test func stateObjectRewriteIsNoted() {
        let notes = notes(
            view: "import SwiftUI\n\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n")
        #expect(notes.contains { $0.hasPrefix("observation: 1 @StateObject rewritten to @State") })
    }

    @Test func noStateObjectNoNote() {
        let notes = notes(view: "import SwiftUI\n\nstruct V: View {\n    var model: Model\n    var body: some View { Text(\"\\(model.count)\") }\n}\n")
        #expect(!notes.contains { $0.contains("@StateObject") })
    }
}
