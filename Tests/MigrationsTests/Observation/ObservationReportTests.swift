import MigrationKit
import Migrations
import Testing

/// `@State` re-creates its initial value on every view initialization; `@StateObject` did it once.
/// A class whose creation starts work stays, with a warning at each site that creates it, unless
/// `observation.effectful-state-init=rewrite` asks to convert it anyway (then each site is warned).
/// A class whose creation only assigns values converts without a word: no run-level note any more.
@Suite struct ObservationReportTests {
    static let effectful =
        "import SwiftUI\n\nfinal class Model: ObservableObject {\n    @Published var count = 0\n    init() { start() }\n"
        + "    func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }\n}\n"
    static let plain = "import SwiftUI\n\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"
    static let view = "import SwiftUI\n\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n"

    func run(model: String, settings: [String: String] = [:]) -> RunReport {
        var options = MigrationOptions()
        options.settings = settings
        return MigrationRunner(migrations: [ObservationMigration()], options: options).run([
            SourceInput(path: "Model.swift", bytes: Array(model.utf8)),
            SourceInput(path: "View.swift", bytes: Array(Self.view.utf8)),
        ])
    }

    @Test func aPlainModelConvertsWithoutNotes() {
        let report = run(model: Self.plain)
        #expect(report.count(.changed) == 2)
        #expect(report.notes.allSatisfy { !$0.contains("@StateObject") })
        #expect(report.diagnostics.isEmpty)
    }

    @Test func aModelWhoseCreationStartsWorkStaysWithAWarningAtTheSite() {
        let report = run(model: Self.effectful)
        #expect(report.count(.changed) == 0)
        let site = report.diagnostics.first { $0.path == "View.swift" }
        #expect(site?.line == 4)
        #expect(site?.rule == "observation.state-object")
        #expect(site?.message.contains("creating one calls `start` (Model.swift:5:14)") == true)
    }

    @Test func rewriteConvertsAnywayAndWarnsAtTheSite() {
        let report = run(model: Self.effectful, settings: ["observation.effectful-state-init": "rewrite"])
        #expect(report.count(.changed) == 2)
        let site = report.diagnostics.first { $0.path == "View.swift" }
        #expect(site?.message.hasPrefix("converted as asked (observation.effectful-state-init=rewrite)") == true)
    }
}
