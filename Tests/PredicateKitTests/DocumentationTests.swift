import Foundation
import Testing

@testable import PredicateKit

/// `docs/migrations/predicate.md` shows real output: every construct-table row is translated again.
@Suite struct DocumentationTests {
    struct Row: CustomTestStringConvertible {
        var format: String
        var swift: String
        var minimum: String
        var testDescription: String { format }
    }

    static let documentPath = EvaluationFixtureGenerator.packageRoot.appendingPathComponent("docs/migrations/predicate.md").path

    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: documentPath, encoding: .utf8)
        guard let start = text.range(of: "## Construct table") else { return [] }
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| `") else { return nil }
            let cells = splitCells(String(line))
            guard cells.count >= 3 else { return nil }
            return Row(format: code(cells[0]), swift: code(cells[1]), minimum: cells[2])
        }
    }

    /// Cells of a Markdown table row; `\|` is a literal bar.
    static func splitCells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else if character == "|" {
                current.removeLast()
                current.append(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }

    static func code(_ cell: String) -> String {
        cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
    }

    static func translate(_ format: String, _ target: DeploymentTarget) -> PredicateTranslation {
        let count = (try? FormatParser.parse(format).argumentCount) ?? 0
        let arguments = (0..<count).map { $0 == 0 ? "value" : "value\($0 + 1)" }
        return PredicateTranslator(schema: FixtureSchema.models, entity: "Item", minimumOS: target)
            .translate(format: format, arguments: arguments)
    }

    @Test func tableHasEveryKindOfRow() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 80)
        #expect(Set(rows.map(\.minimum)) == ["iOS 17", "iOS 18", "Apple only", "refused"])
    }

    @Test(arguments: try rows())
    func rowMatchesTheTranslator(row: Row) {
        switch row.minimum {
        case "iOS 17":
            #expect(Self.translate(row.format, .iOS(17)).body == row.swift)
            #expect(Self.translate(row.format, .linux).body == row.swift)
        case "iOS 18":
            #expect(Self.translate(row.format, .iOS(18)).body == row.swift)
            #expect(Self.translate(row.format, .linux).body == row.swift)
            #expect(!Self.translate(row.format, .iOS(17)).isTranslated)
        case "Apple only":
            #expect(Self.translate(row.format, .iOS(17)).body == row.swift)
            #expect(!Self.translate(row.format, .linux).isTranslated)
        case "refused":
            let result = Self.translate(row.format, .iOS(18))
            #expect(result.body == nil)
            #expect(result.diagnostics.first { $0.severity == .error }?.code.rawValue == row.swift)
        default:
            Issue.record("unknown minimum '\(row.minimum)'")
        }
    }
}
