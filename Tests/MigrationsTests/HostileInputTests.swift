import MigrationKit
import Migrations
import SourceSyntax
import Testing

/// Every registered migration, run together, must survive input built to exhaust a stack or to
/// confuse a parser: deep nesting inside code each migration looks at, and junk.
@Suite struct HostileInputTests {
    static let depth = 10_000

    static let cases: [String] = [
        "import XCTest\nclass T: XCTestCase {\n func testX() {\n XCTAssertEqual(" + String(repeating: "(", count: depth) + "1"
            + String(repeating: ")", count: depth) + ", 1)\n let c = " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
            + "\n }\n}\n",
        "import SwiftUI\nclass M: ObservableObject {\n @Published var x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + "\n}\nstruct V: View { @StateObject var m = M()\n var body: some View { " + String(repeating: "Group {", count: depth)
            + String(repeating: "}", count: depth) + " } }\n",
        String(repeating: "#if A\n", count: 3000) + "class X: ObservableObject { @Published var y = 0 }\n" + String(repeating: "#endif\n", count: 3000),
        "class T: XCTestCase { func testA() { XCTAssertTrue(" + String(repeating: "(", count: depth) + "\n",
        String(repeating: "class A: ObservableObject { ", count: 2000),
    ]

    @Test(arguments: 0..<cases.count)
    func allMigrationsSurvive(_ index: Int) {
        let input = SourceInput(path: "hostile.swift", bytes: Array(Self.cases[index].utf8))
        let report = MigrationRunner(migrations: MigrationRegistry.all).run([input])
        let outcome = report.files[0]
        #expect(outcome.status != .failed, "\(outcome.reason ?? "")")
        // Whatever was rewritten still prints back and parses no worse.
        let output = SourceFile(bytes: outcome.rewritten)
        #expect(output.printedBytes() == outcome.rewritten)
        #expect(output.problems.count <= SourceFile(bytes: input.bytes).problems.count)
    }
}
