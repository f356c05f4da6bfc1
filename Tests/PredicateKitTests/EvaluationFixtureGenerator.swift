import Foundation

@testable import PredicateKit

/// Builds `Tests/PredicateEvaluationTests/GeneratedPredicates.swift` from
/// `Fixtures/predicate-kit/evaluation-cases.txt`: every fixture translated (target Linux), with the
/// expected booleans copied from the fixture file. The evaluation target compiles and runs it.
enum EvaluationFixtureGenerator {
    struct Fixture {
        var id: String
        /// Per sample A, B, C: the expected result, or nil when evaluation must throw.
        var expected: [Bool?]
        var format: String
        var arguments: [String]
        /// `$NAME=value`: the value the generated function is called with.
        var templateValues: [String]
        var line: Int
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let casesPath = packageRoot.appendingPathComponent("Fixtures/predicate-kit/evaluation-cases.txt").path
    static let modelsPath = packageRoot.appendingPathComponent("Tests/PredicateEvaluationTests/Models.swift").path
    static let generatedPath = packageRoot.appendingPathComponent("Tests/PredicateEvaluationTests/GeneratedPredicates.swift").path

    enum LoadError: Error, CustomStringConvertible {
        case malformed(line: Int, String)
        var description: String {
            switch self {
            case .malformed(let line, let reason): "evaluation-cases.txt:\(line): \(reason)"
            }
        }
    }

    static func loadFixtures() throws -> [Fixture] {
        let text = try String(contentsOfFile: casesPath, encoding: .utf8)
        var fixtures: [Fixture] = []
        for (offset, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.components(separatedBy: " | ")
            guard fields.count >= 3 else { throw LoadError.malformed(line: offset + 1, "expected ID | A B C | format") }
            let expected = try fields[1].split(separator: " ").map { letter -> Bool? in
                switch letter {
                case "T": return true
                case "F": return false
                case "E": return nil
                default: throw LoadError.malformed(line: offset + 1, "expected T, F or E, found \(letter)")
                }
            }
            guard expected.count == 3 else { throw LoadError.malformed(line: offset + 1, "three expected values") }
            // `$NAME=value` fields give template variables their values; the rest are arguments.
            let extra = Array(fields.dropFirst(3))
            let templates = extra.filter { $0.hasPrefix("$") }
            fixtures.append(
                Fixture(
                    id: fields[0], expected: expected, format: fields[2],
                    arguments: extra.filter { !$0.hasPrefix("$") }, templateValues: templates, line: offset + 1))
        }
        return fixtures
    }

    static func schema() throws -> PredicateSchema {
        try SwiftSchemaReader.read(path: modelsPath)
    }

    /// The generated source, and the fixtures that did not translate.
    static func generate() throws -> (source: String, failures: [String]) {
        let translator = PredicateTranslator(schema: try schema(), entity: "Item", minimumOS: .linux)
        var functions: [String] = []
        var entries: [String] = []
        var failures: [String] = []
        for fixture in try loadFixtures() {
            let result = translator.translate(format: fixture.format, arguments: fixture.arguments)
            guard let expression = result.expression, result.isTranslated else {
                failures.append("\(fixture.id): \(result.diagnostics.map(\.description).joined(separator: "; "))")
                continue
            }
            let name = "predicate_\(fixture.id)"
            var body: [String]
            if result.templateParameters.isEmpty {
                body = result.bindings.map { "        \($0.declaration)" }
                body.append("        \(result.bindings.isEmpty ? "" : "return ")\(expression)")
            } else {
                // The rendered `func makePredicate(…)`, called with the fixture's template values.
                body = (result.rendered() ?? "").split(separator: "\n").map { "        \($0)" }
                var values: [String: String] = [:]
                for field in fixture.templateValues {
                    let parts = field.dropFirst().split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2 { values[parts[0]] = parts[1] }
                }
                let call = result.templateParameters.map { parameter in
                    let key = values.keys.first { SwiftNames.lowerCamel($0) == parameter.name } ?? parameter.name
                    return "\(parameter.name): \(values[key] ?? "<#missing#>")"
                }
                body.append("        return makePredicate(\(call.joined(separator: ", ")))")
            }
            functions.append(
                """
                    /// \(fixture.format.replacingOccurrences(of: "\n", with: " "))
                    static func \(name)() throws -> Predicate<Item> {
                \(body.joined(separator: "\n"))
                    }
                """)
            let expected = fixture.expected.map { $0.map { $0 ? "true" : "false" } ?? "nil" }.joined(separator: ", ")
            entries.append(
                "    EvaluationCase(id: \(SwiftLiteral.string(fixture.id)), format: \(SwiftLiteral.string(fixture.format)), "
                    + "expected: [\(expected)], make: GeneratedPredicates.\(name)),"
            )
        }
        let source = """
            // Generated by scripts/regenerate-predicate-fixtures.sh from Fixtures/predicate-kit/evaluation-cases.txt.
            // Do not edit: PredicateKitTests fails when this file differs from what the translator produces.
            import Foundation

            enum GeneratedPredicates {
            \(functions.joined(separator: "\n\n"))
            }

            let evaluationCases: [EvaluationCase] = [
            \(entries.joined(separator: "\n"))
            ]

            """
        return (source, failures)
    }
}
