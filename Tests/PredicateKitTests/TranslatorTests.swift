import Testing

@testable import PredicateKit

private func translate(
    _ format: String, _ arguments: [String] = [], target: DeploymentTarget = .linux,
    schema: PredicateSchema = FixtureSchema.plain, entity: String = "Item"
) -> PredicateTranslation {
    PredicateTranslator(schema: schema, entity: entity, minimumOS: target).translate(format: format, arguments: arguments)
}

private func codes(_ translation: PredicateTranslation) -> [String] {
    translation.diagnostics.map(\.code.rawValue)
}

/// Text checks. What these forms *mean* is checked by PredicateEvaluationTests, which compiles
/// and evaluates the translations of Fixtures/predicate-kit/evaluation-cases.txt.
@Suite struct TranslatorTests {
    @Test(
        arguments: [
            ("title == 'Milk'", "item.title == \"Milk\""),
            ("3 < count", "item.count > 3"),
            ("isComplete == YES", "item.isComplete"),
            ("isComplete == 0", "!item.isComplete"),
            ("isComplete != NO", "item.isComplete"),
            ("count == 3.0", "item.count == 3"),
            ("count == 0X1F", "item.count == 0x1f"),
            ("rating > 3", "item.rating.flatMap { (rating: Int) in rating > 3 } ?? false"),
            ("note == nil", "item.note == nil"),
            ("note CONTAINS 'Caf'", "item.note.flatMap { (note: String) in note.contains(\"Caf\") } ?? false"),
            ("NOT note CONTAINS 'Caf'", "!(item.note.flatMap { (note: String) in note.contains(\"Caf\") } ?? false)"),
            ("title BEGINSWITH 'Mi'", "item.title.starts(with: \"Mi\")"),
            ("title ENDSWITH 'ead'", "item.title.contains(#/ead\\z/#)"),
            ("title CONTAINS[c] 'a.b'", "item.title.contains(#/(?i)a\\.b/#)"),
            ("title LIKE 'M*k'", "item.title.contains(#/(?s)\\AM.*k\\z/#)"),
            ("title LIKE '*ead'", "item.title.contains(#/ead\\z/#)"),
            ("title LIKE 'a/#b?'", "item.title.contains(##/(?s)\\Aa\\/#b.\\z/##)"),
            ("title MATCHES 'Milk|Bread'", "item.title.contains(#/\\A(?:Milk|Bread)\\z/#)"),
            ("title MATCHES 'a/#b'", "item.title.contains(##/\\A(?:a/#b)\\z/##)"),
            ("title == 'say \"hi\"\\\\'", "item.title == \"say \\\"hi\\\"\\\\\""),
            ("title.length == 0", "item.title.isEmpty"),
            ("title.length != 0", "!item.title.isEmpty"),
            ("count BETWEEN {1, 5}", "item.count >= 1 && item.count <= 5"),
            ("ALL tags.weight > 2", "item.tags.allSatisfy { (tag: Tag) in tag.weight > 2 }"),
            ("NONE tags.weight > 4", "!item.tags.contains { (tag: Tag) in tag.weight > 4 }"),
            ("ANY optTags.name == 'home'", "item.optTags.flatMap { optTags in optTags.contains { (tag: Tag) in tag.name == \"home\" } } ?? false"),
            ("optTags.@count > 0", "(item.optTags.flatMap { optTags in optTags.count } ?? 0) > 0"),
            ("tags.@min.weight > 2", "!item.tags.isEmpty && item.tags.allSatisfy { (tag: Tag) in tag.weight > 2 }"),
            ("scores.@max == 9", "item.scores.contains { (score: Int) in score == 9 } && item.scores.allSatisfy { (score: Int) in score <= 9 }"),
            ("SUBQUERY(tags, $t, $t.weight > 0).@count == 0", "!item.tags.contains { (t: Tag) in t.weight > 0 }"),
            ("SUBQUERY(tags, $t, $t.weight > 0).@count >= 2", "item.tags.filter { (t: Tag) in t.weight > 0 }.count >= 2"),
            ("owner.manager.name == 'Bob'", "item.owner?.manager?.name == \"Bob\""),
            ("owner.manager.age > 40", "item.owner.flatMap { (owner: Person) in owner.manager.flatMap { (manager: Manager) in manager.age > 40 } } ?? false"),
            ("ALL owner.manager.age > 40 OR count > 1", nil),
            ("count > 1 OR price < 5 AND isComplete == NO", "item.count > 1 || (item.price < 5 && !item.isComplete)"),
            ("NOT (count > 1 AND price < 5)", "!(item.count > 1 && item.price < 5)"),
            ("NOT count > 1 AND price < 5", "!(item.count > 1) && item.price < 5"),
            ("TERNARY(count > 2, price, 0) > 1", "(item.count > 2 ? item.price : 0) > 1"),
            ("ANY tags.weight > count", "item.tags.contains { (tag: Tag) in tag.weight > item.count }"),
            ("owner.age == count", "item.owner.flatMap { (owner: Person) in owner.age == item.count } ?? false"),
            ("rating != count", "!(item.rating.flatMap { (rating: Int) in rating == item.count } ?? false)"),
        ] as [(String, String?)])
    func translations(format: String, body: String?) {
        let result = translate(format)
        #expect(result.body == body, "\(format): \(result.diagnostics)")
    }

    @Test func castsForTheArgumentListAreTakenOff() {
        #expect(translate("title == %@", ["name as CVarArg"]).body == "item.title == name")
        #expect(translate("title == %@", ["name as NSString"]).body == "item.title == name")
        #expect(translate("title IN %@", ["names as [NSString]"]).body == "names.contains(item.title)")
        // A bound value loses the cast too: `let arg0: Date = d as NSDate` does not compile.
        #expect(translate("date < %@", ["dates.last! as NSDate"]).bindings.first?.value == "dates.last!")
        // Only a whole trailing cast: `as` inside an expression stays.
        #expect(translate("title == %@", ["(x as? String) ?? y"]).bindings.first?.value == "(x as? String) ?? y")
    }

    @Test func trueAndFalsePredicatesIgnoreTheParameter() {
        #expect(translate("TRUEPREDICATE").expression == "#Predicate<Item> { _ in true }")
        #expect(translate("FALSEPREDICATE").expression == "#Predicate<Item> { _ in false }")
    }

    // MARK: The migration guide's example (Apple targets)

    @Test func guideExampleOnIOS17() {
        let result = translate("isComplete == %@ AND title CONTAINS[cd] %@", ["NSNumber(value: false)", "searchText"], target: .iOS(17))
        #expect(result.rendered() == "#Predicate<Item> { item in !item.isComplete && item.title.localizedStandardContains(searchText) }")
        #expect(codes(result) == ["PRED-D002"])
        #expect(result.diagnostics.first?.column == 28)
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func containsCDIsRefusedOnLinux() {
        let result = translate("title CONTAINS[cd] 'creme'", target: .linux)
        #expect(result.rendered() == nil)
        #expect(codes(result) == ["PRED-D001"])
    }

    @Test func diacriticOnlyContainsIsRefusedEvenOnApple() {
        // localizedStandardContains also ignores case, so it is not CONTAINS[d].
        #expect(codes(translate("title CONTAINS[d] 'creme'", target: .iOS(18))) == ["PRED-D001"])
    }

    // MARK: Deployment targets

    @Test(arguments: [
        ("title CONTAINS[c] 'milk'", "PRED-D003"),
        ("title BEGINSWITH[c] 'mi'", "PRED-D003"),
        ("title ==[c] 'milk'", "PRED-D003"),
        ("title IN[c] {'milk'}", "PRED-D003"),
        ("title LIKE[c] 'm*'", "PRED-D003"),
        ("title ENDSWITH 'ead'", "PRED-D005"),
        ("title LIKE '*ead'", "PRED-D005"),
        ("title LIKE 'M*k'", "PRED-D008"),
        ("title MATCHES 'M.*k'", "PRED-D008"),
    ])
    func regexFormsNeedIOS18(format: String, code: String) {
        #expect(codes(translate(format, target: .iOS(17))) == [code])
        #expect(codes(translate(format, target: .macOS(14))) == [code])
        #expect(translate(format, target: .iOS(18)).isTranslated)
        #expect(translate(format, target: .macOS(15)).isTranslated)
    }

    @Test func plainStringFormsNeedNoRegex() {
        for format in ["title LIKE 'Mi*'", "title LIKE '*il*'", "title LIKE 'Milk'", "title BEGINSWITH 'M'", "title CONTAINS 'i'"] {
            #expect(translate(format, target: .iOS(17)).isTranslated, "\(format)")
        }
    }

    @Test func predicateMacroNeedsIOS17() {
        #expect(codes(translate("count > 1", target: .iOS(16))) == ["PRED-V001"])
        #expect(codes(translate("count > 1", target: .macOS(13))) == ["PRED-V001"])
    }

    // MARK: Refusals with the spec's codes

    @Test(arguments: [
        ("scores.@sum > 10", "PRED-A001", 8),
        ("tags.@avg.weight > 1", "PRED-A001", 6),
        ("FUNCTION(title, 'uppercaseString') == 'X'", "PRED-F001", 1),
        ("count ** 2 > 4", "PRED-F001", 1),
        ("date > CAST('x', 'NSString')", "PRED-F001", 8),
        ("ANYKEY == 'x'", "PRED-F001", 1),
        ("tags.@distinctUnionOfObjects.name == 'x'", "PRED-F001", 6),
        ("FETCH(a, b, NO) == 'x'", "PRED-F001", 1),
        ("title UTI-CONFORMS-TO 'public.image'", "PRED-F001", 7),
        ("title UTI-EQUALS 'public.image'", "PRED-F001", 7),
        ("$x := 3 == 3", "PRED-F001", 1),
        ("sqrt:(count) > 2", "PRED-F001", 1),
        ("count > price", "PRED-T001", 7),
        ("count == 3.5", "PRED-T001", 10),
        ("title == 3", "PRED-T001", 10),
        ("isComplete == 2", "PRED-T001", 15),
        ("count / 2 > 1", "PRED-T003", 1),
        ("title ==[cd] 'x'", "PRED-D001", 7),
        ("title <[c] 'x'", "PRED-D007", 7),
        ("title ==[l] 'x'", "PRED-D007", 7),
        ("title !=[c] 'x'", "PRED-D007", 7),
        ("nope == 1", "PRED-T004", 1),
        ("owner.nope == 1", "PRED-T004", 1),
        ("title MATCHES '(unclosed'", "PRED-D006", 15),
        ("tagNames == 'x'", "PRED-U001", 1),
        ("title CONTAINS nil", "PRED-U001", 16),
        ("SUBQUERY(tags, $t, weight > 2).@count > 0", "PRED-U001", 20),
        ("scores.@max < nil", "PRED-U001", 15),
    ])
    func refusals(format: String, code: String, column: Int) {
        let result = translate(format)
        #expect(result.rendered() == nil)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.code.rawValue == code, "\(format): \(result.diagnostics)")
        #expect(error?.column == column, "\(format): \(result.diagnostics)")
    }

    @Test func runtimeKeyPathIsRefused() {
        let result = translate("%K == %@", ["key", "\"Milk\""])
        #expect(codes(result) == ["PRED-S001"])
        #expect(result.diagnostics.first?.column == 1)
    }

    @Test(arguments: ["\"owner.name\"", "#keyPath(Item.owner.name)", "\\Item.owner.name"])
    func literalKeyPathsResolve(key: String) {
        #expect(translate("%K == 'Ann'", [key]).body == "item.owner?.name == \"Ann\"")
    }

    @Test func argumentCountMustMatch() {
        #expect(codes(translate("title == %@")) == ["PRED-S004"])
        #expect(codes(translate("title == 'x'", ["extra"])) == ["PRED-S004"])
    }

    // MARK: Warnings on translated forms

    @Test(arguments: [
        ("tags.name == 'home'", "PRED-A003"),
        ("owner.name != 'Ann'", "PRED-N001"),
        ("rating != 4", "PRED-N001"),
        ("scores.@max > 8", "PRED-A002"),
        ("tags[FIRST].name == 'home'", "PRED-A005"),
        ("title CONTAINS[c] 'x'", "PRED-D004"),
        ("title MATCHES 'x'", "PRED-D006"),
        ("title == 'a\\\\b'", "PRED-S003"),
        ("%1$@ == title", "PRED-S003"),
        ("ANY tags.name == 'x' AND title IN {'a'}", "PRED-A004"),
        ("title == $NAME", "PRED-S005"),
    ])
    func warnings(format: String, code: String) {
        let result = translate(format, format.contains("%1$@") ? ["\"x\""] : [])
        #expect(result.isTranslated, "\(format): \(result.diagnostics)")
        #expect(codes(result).contains(code), "\(format): \(result.diagnostics)")
    }

    @Test func nilComparisonOnNonOptionalAttributeBecomesFalse() {
        let result = translate("title == nil")
        #expect(result.body == "false")
        #expect(codes(result) == ["PRED-T002"])
        #expect(translate("title != nil").body == "true")
    }

    @Test func variableBetweenBoundsGetAnInfo() {
        let result = translate("date BETWEEN %@", ["[lo, hi]"])
        #expect(
            result.rendered() == """
                let arg0: [Date] = [lo, hi]
                let arg0Lower = arg0[0]
                let arg0Upper = arg0[1]
                #Predicate<Item> { item in item.date >= arg0Lower && item.date <= arg0Upper }
                """)
        #expect(result.diagnostics.map(\.severity) == [.info])
        #expect(!(result.rendered() ?? "").contains("..."))
    }

    // MARK: Arguments

    @Test func argumentsAreInlinedOrBound() {
        #expect(translate("title == %@", ["searchText"]).rendered() == "#Predicate<Item> { item in item.title == searchText }")
        #expect(translate("title == %@", ["\"Milk\""]).rendered() == "#Predicate<Item> { item in item.title == \"Milk\" }")
        #expect(translate("title == %@", ["model.title"]).rendered() == "let arg0: String = model.title\n#Predicate<Item> { item in item.title == arg0 }")
        #expect(translate("price > %d", ["limit"]).rendered() == "let arg0 = Double(limit)\n#Predicate<Item> { item in item.price > arg0 }")
        #expect(codes(translate("count > %f", ["limit"])) == ["PRED-T001"])
    }

    @Test func runtimePatternsBecomeCapturedRegexes() {
        let result = translate("title BEGINSWITH[c] %@", ["query"])
        #expect(
            result.rendered() == """
                let arg0Pattern = try Regex("(?i)\\\\A" + NSRegularExpression.escapedPattern(for: query))
                #Predicate<Item> { item in item.title.contains(arg0Pattern) }
                """)
        #expect(result.bindings.first?.isThrowing == true)
        #expect(codes(translate("title LIKE %@", ["pattern"])) == ["PRED-U001"])
    }

    @Test func closureParametersDoNotShadowCapturedNames() {
        let result = translate("ANY tags.name == %@", ["tag"])
        #expect(result.body == "item.tags.contains { (tag2: Tag) in tag2.name == tag }")
    }

    @Test func anArgumentNamedLikeTheParameterIsBound() {
        #expect(translate("title == %@", ["item"]).rendered() == "let arg0: String = item\n#Predicate<Item> { item in item.title == arg0 }")
    }

    @Test func templateVariablesBecomeFunctionParameters() {
        let result = translate("title == $NAME AND count > $LIMIT")
        #expect(
            result.rendered() == """
                func makePredicate(name: String, limit: Int) -> Predicate<Item> {
                    #Predicate<Item> { item in item.title == name && item.count > limit }
                }
                """)
    }

    // MARK: SwiftData models compare objects by identifier

    @Test func modelObjectsAreComparedByPersistentIdentifier() {
        let owner = translate("owner == %@", ["person"], schema: FixtureSchema.models)
        #expect(owner.rendered() == "let arg0 = person.persistentModelID\n#Predicate<Item> { item in item.owner?.persistentModelID == arg0 }")
        #expect(codes(owner) == ["PRED-S002"])
        let tags = translate("tags CONTAINS %@", ["tag"], schema: FixtureSchema.models)
        #expect(tags.body == "item.tags.contains { (tag2: Tag) in tag2.persistentModelID == arg0 }")
        let selfIn = translate("SELF IN %@", ["selection"], schema: FixtureSchema.models)
        #expect(selfIn.rendered() == "let arg0 = selection.map(\\.persistentModelID)\n#Predicate<Item> { item in arg0.contains(item.persistentModelID) }")
    }

    @Test func unknownEntityIsReported() {
        #expect(codes(translate("count > 1", entity: "Nope")) == ["PRED-T004"])
    }
}
