import Testing

@testable import PredicateKit

/// Deterministic random token soup: the parser and translator must answer every input with a
/// translation or a diagnostic that points inside the format string, and never trap.
@Suite struct RobustnessTests {
    /// SplitMix64, so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let vocabulary = [
        "title", "count", "price", "isComplete", "note", "rating", "tags", "tagNames", "optTags", "owner", "date", "scores",
        ".", ".name", ".weight", ".age", ".manager", ".@count", ".@max", ".@min", ".@sum", "[FIRST]", "[0]", "[SIZE]",
        "==", "!=", "<", ">=", "=<", "<>", "BETWEEN", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES",
        "[c]", "[cd]", "[d]", "AND", "OR", "NOT", "&&", "||", "!", "ANY", "ALL", "NONE", "SOME",
        "(", ")", "{", "}", ",", "'Milk'", "\"M*k\"", "'a\\\\b'", "3", "2.5", "-1", "0x1F", "YES", "NO", "nil", "SELF",
        "%@", "%d", "%K", "%1$@", "$NAME", "$t", "SUBQUERY(tags, $t, $t.weight > 1)", "TERNARY(", "FUNCTION(", "CAST(",
        "+", "-", "*", "/", "**", "TRUEPREDICATE", "FALSEPREDICATE", "?", "é", "'unterminated", ":=", "@count",
    ]

    static func soup(using generator: inout Generator) -> String {
        let length = Int.random(in: 1...10, using: &generator)
        return (0..<length).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
    }

    static let keys = [
        "title", "count", "price", "isComplete", "note", "rating", "tags.name", "ANY tags.weight",
        "ALL tags.weight", "owner.age", "owner.name", "tags.@count", "scores.@max", "optTags.name", "date",
    ]
    static let operators = ["==", "!=", "<", ">=", "CONTAINS", "BEGINSWITH", "ENDSWITH[c]", "LIKE", "IN", "BETWEEN", "MATCHES"]
    static let values = ["'Milk'", "3", "2.5", "YES", "nil", "%@", "{1, 5}", "{'a', 'b'}", "'M*k'", "%d", "count"]

    /// Comparisons joined by AND / OR / NOT, then one random edit, to get past the parser often.
    static func structured(using generator: inout Generator) -> String {
        var parts: [String] = []
        for index in 0..<Int.random(in: 1...3, using: &generator) {
            if index > 0 { parts.append(["AND", "OR", "&&"].randomElement(using: &generator)!) }
            if Int.random(in: 0..<4, using: &generator) == 0 { parts.append("NOT") }
            parts.append(keys.randomElement(using: &generator)!)
            parts.append(operators.randomElement(using: &generator)!)
            parts.append(values.randomElement(using: &generator)!)
        }
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: parts.remove(at: Int.random(in: 0..<parts.count, using: &generator))
        case 1: parts.insert(vocabulary.randomElement(using: &generator)!, at: Int.random(in: 0...parts.count, using: &generator))
        default: break
        }
        return parts.joined(separator: " ")
    }

    /// Forms the specification shows to be wrong or unsupported in `#Predicate`: sentinels for
    /// nil, ranges over run-time bounds (they trap when lo > hi), and unsupported functions.
    static let forbidden = [
        "hasSuffix", "hasPrefix", "lowercased()", "uppercased()", "...", "..<", "?? 0",
        "?? \"\"", "localizedCaseInsensitiveContains", "caseInsensitiveCompare", "count(where:", ".map", "reduce(",
    ]

    /// The Swift outside regex literals (whose `.` and `...` are pattern syntax). The count of a
    /// nil to-many relationship, `x.flatMap { x in x.count } ?? 0`, is no sentinel: a nil
    /// relationship is an empty one (Core Data's never-nil set), so it is left out of the check.
    static func code(_ body: String) -> String {
        body.replacing(#/#+\/.*?\/#+/#, with: "#/regex/#").replacing(#/\.count \} \?\? 0\)/#, with: ".count })")
    }

    @Test(arguments: [DeploymentTarget.iOS(17), .iOS(18), .linux])
    func fixturesNeverUseForbiddenForms(target: DeploymentTarget) throws {
        let translator = PredicateTranslator(schema: try EvaluationFixtureGenerator.schema(), entity: "Item", minimumOS: target)
        var checked = 0
        for fixture in try EvaluationFixtureGenerator.loadFixtures() {
            let result = translator.translate(format: fixture.format, arguments: fixture.arguments)
            guard result.isTranslated, let body = result.body else { continue }
            checked += 1
            // The closure body only: bindings outside the macro may use any Swift.
            #expect(Self.forbidden.allSatisfy { !Self.code(body).contains($0) }, "\(fixture.id) → \(body)")
        }
        #expect(checked > 100)
    }

    @Test func largestAcceptedInputsTranslate() {
        let translator = PredicateTranslator(schema: FixtureSchema.plain, entity: "Item", minimumOS: .linux)
        let chain = Array(repeating: "count > 1", count: FormatParser.maximumChainLength).joined(separator: " OR ")
        #expect(translator.translate(format: chain).body?.components(separatedBy: " || ").count == FormatParser.maximumChainLength)
        let depth = FormatParser.maximumDepth - 2
        let nested = String(repeating: "NOT (", count: depth / 2) + "count > 1" + String(repeating: ")", count: depth / 2)
        #expect(translator.translate(format: nested).isTranslated)
        let arithmetic = "count" + String(repeating: " + 1", count: depth) + " > 1"
        #expect(translator.translate(format: arithmetic).isTranslated)
    }

    @Test func randomInputsGetAnAnswer() {
        var generator = Generator(state: 20_251_129)
        var translated = 0
        var refused = 0
        for _ in 0..<3_000 {
            let format = Bool.random(using: &generator) ? Self.soup(using: &generator) : Self.structured(using: &generator)
            let argumentCount = (try? FormatParser.parse(format).argumentCount) ?? 0
            let arguments = (0..<argumentCount).map { "value\($0)" }
            let result = PredicateTranslator(schema: FixtureSchema.plain, entity: "Item", minimumOS: .linux)
                .translate(format: format, arguments: arguments)
            let width = format.unicodeScalars.count + 1
            for diagnostic in result.diagnostics {
                if let column = diagnostic.column {
                    #expect((1...width).contains(column), "\(format): \(diagnostic)")
                }
            }
            if result.isTranslated {
                translated += 1
                #expect(result.rendered()?.contains("#Predicate<Item>") == true)
                let body = result.body ?? ""
                #expect(Self.forbidden.allSatisfy { !Self.code(body).contains($0) }, "\(format) → \(body)")
            } else {
                refused += 1
                #expect(result.diagnostics.contains { $0.severity == .error }, "\(format)")
                #expect(result.rendered() == nil)
            }
        }
        // The soup reaches both outcomes, so the checks above are exercised.
        #expect(translated > 50)
        #expect(refused > 300)
    }
}
