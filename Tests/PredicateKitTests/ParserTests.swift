import Testing

@testable import PredicateKit

/// The parse tree, printed fully parenthesized.
private func tree(_ format: String) throws -> String {
    try FormatParser.parse(format).predicate.description
}

/// The syntax error a format produces.
private func syntaxError(_ format: String) -> FormatSyntaxError? {
    do {
        _ = try FormatParser.parse(format)
        return nil
    } catch {
        return error
    }
}

@Suite struct ParserTests {
    // MARK: Literals

    @Test(arguments: [
        ("title == 'Milk'", "(== title 'Milk')"),
        ("title == \"Milk\"", "(== title 'Milk')"),
        ("title == \"it's\"", "(== title 'it's')"),
        ("title == 'say \"hi\"'", "(== title 'say \"hi\"')"),
        ("title == '%@'", "(== title '%@')"),
        ("title == '100%%'", "(== title '100%')"),
        ("title == 'a\\'b'", "(== title 'a'b')"),
        ("count == 27", "(== count 27)"),
        ("price == 2.71828", "(== price 2.71828)"),
        ("price == 9.2e-5", "(== price 9.2e-5)"),
        ("count == 0x1F", "(== count 0x1f)"),
        ("count == 0X1f", "(== count 0x1f)"),
        ("count == 0o17", "(== count 0o17)"),
        ("count == 0b101", "(== count 0b101)"),
        ("count == -1", "(== count -1)"),
        ("flag == YES", "(== flag YES)"),
        ("flag == yes", "(== flag YES)"),
        ("flag == TRUE", "(== flag YES)"),
        ("flag == NO", "(== flag NO)"),
        ("flag == false", "(== flag NO)"),
        ("note == nil", "(== note nil)"),
        ("note == NULL", "(== note nil)"),
        ("SELF == 'x'", "(== SELF 'x')"),
        ("TRUEPREDICATE", "TRUEPREDICATE"),
        ("falsepredicate", "FALSEPREDICATE"),
        ("#size == 3", "(== size 3)"),
        ("\\u0074itle == 'x'", "(== title 'x')"),
    ])
    func literals(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    @Test func backslashInStringIsRemembered() throws {
        let parsed = try FormatParser.parse("title == 'a\\nb'")
        guard case .comparison(let comparison) = parsed.predicate,
            case .string(let value, let hadBackslash) = comparison.rhs.kind
        else {
            Issue.record("expected a string comparison")
            return
        }
        #expect(value == "a\nb")
        #expect(hadBackslash)
    }

    // MARK: Substitutions

    @Test(arguments: [
        ("title == %@", "(== title %0object)", 1),
        ("%K == %@", "(== %0keyPath %1object)", 2),
        (
            "count == %d AND n == %i AND l == %ld AND q == %lld AND u == %u",
            "(AND (AND (AND (AND (== count %0integer) (== n %1integer)) (== l %2integer)) (== q %3integer)) (== u %4integer))", 5
        ),
        (
            "price == %f OR price == %lf OR price == %e OR price == %g",
            "(OR (OR (OR (== price %0floating) (== price %1floating)) (== price %2floating)) (== price %3floating))", 4
        ),
        ("%2$@ == %1$K", "(== %1object %0keyPath)", 2),
        ("title == $NAME", "(== title $NAME)", 0),
    ])
    func substitutions(format: String, expected: String, count: Int) throws {
        let parsed = try FormatParser.parse(format)
        #expect(parsed.predicate.description == expected)
        #expect(parsed.argumentCount == count)
    }

    @Test func positionalArgumentsAreFlagged() throws {
        #expect(try FormatParser.parse("%1$@ == title").usesPositionalArguments)
        #expect(try !FormatParser.parse("%@ == title").usesPositionalArguments)
    }

    // MARK: Operators

    @Test(arguments: [
        ("a = 1", "(== a 1)"), ("a == 1", "(== a 1)"), ("a != 1", "(!= a 1)"), ("a <> 1", "(!= a 1)"),
        ("a < 1", "(< a 1)"), ("a > 1", "(> a 1)"), ("a <= 1", "(<= a 1)"), ("a =< 1", "(<= a 1)"),
        ("a >= 1", "(>= a 1)"), ("a => 1", "(>= a 1)"),
        ("a BETWEEN {1, 5}", "(BETWEEN a {1, 5})"), ("a between %@", "(BETWEEN a %0object)"),
        ("a IN {'x', 'y'}", "(IN a {'x', 'y'})"), ("'x' in a", "(IN 'x' a)"), ("a IN {}", "(IN a {})"),
        ("a CONTAINS 'x'", "(CONTAINS a 'x')"), ("a contains[c] 'x'", "(CONTAINS[c] a 'x')"),
        ("a BEGINSWITH[cd] 'x'", "(BEGINSWITH[cd] a 'x')"), ("a ENDSWITH[d] 'x'", "(ENDSWITH[d] a 'x')"),
        ("a LIKE 'x*'", "(LIKE a 'x*')"), ("a MATCHES[c] 'x.*'", "(MATCHES[c] a 'x.*')"),
        ("a ==[c] 'x'", "(==[c] a 'x')"), ("a <[l] 'x'", "(<[l] a 'x')"), ("a CONTAINS[cdl] 'x'", "(CONTAINS[cdl] a 'x')"),
        ("a UTI-CONFORMS-TO 'public.image'", "(UTI-CONFORMS-TO a 'public.image')"),
        ("a uti-equals 'public.image'", "(UTI-EQUALS a 'public.image')"),
    ])
    func comparisonOperators(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    @Test(arguments: [
        ("ANY tags.name == 'x'", "(ANY == tags.name 'x')"),
        ("SOME tags.name == 'x'", "(ANY == tags.name 'x')"),
        ("all tags.weight > 2", "(ALL > tags.weight 2)"),
        ("NONE tags.weight > 4", "(NONE > tags.weight 4)"),
    ])
    func quantifiers(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    // MARK: Precedence

    @Test(arguments: [
        ("a == 1 OR b == 2 AND c == 3", "(OR (== a 1) (AND (== b 2) (== c 3)))"),
        ("a == 1 AND b == 2 OR c == 3", "(OR (AND (== a 1) (== b 2)) (== c 3))"),
        ("NOT a == 1 AND b == 2", "(AND (NOT (== a 1)) (== b 2))"),
        ("! a == 1 || b == 2 && c == 3", "(OR (NOT (== a 1)) (AND (== b 2) (== c 3)))"),
        ("a == 1 AND b == 2 AND c == 3", "(AND (AND (== a 1) (== b 2)) (== c 3))"),
        ("(a == 1 OR b == 2) AND c == 3", "(AND (OR (== a 1) (== b 2)) (== c 3))"),
        ("NOT (a == 1 OR b == 2)", "(NOT (OR (== a 1) (== b 2)))"),
        ("NOT NOT a == 1", "(NOT (NOT (== a 1)))"),
        ("((a == 1))", "(== a 1)"),
        ("a == 1 and b == 2 or not c == 2", "(OR (AND (== a 1) (== b 2)) (NOT (== c 2)))"),
    ])
    func predicatePrecedence(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    @Test func aBareKeyIsNotAPredicate() {
        #expect(syntaxError("a AND b == 1")?.column == 3)
    }

    @Test(arguments: [
        ("a + b * c > 1", "(> (+ a (* b c)) 1)"),
        ("(a + b) * c > 1", "(> (* (+ a b) c) 1)"),
        ("a - b - c > 1", "(> (- (- a b) c) 1)"),
        ("a / b * c > 1", "(> (* (/ a b) c) 1)"),
        ("a ** b ** c > 1", "(> (** a (** b c)) 1)"),
        ("-a * b > 1", "(> (* (- a) b) 1)"),
        ("a * -2 > 1", "(> (* a -2) 1)"),
        ("(count + 1) * 2 > 7 + 2 * 5", "(> (* (+ count 1) 2) (+ 7 (* 2 5)))"),
    ])
    func arithmeticPrecedence(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    // MARK: Key paths, aggregates, functions

    @Test(arguments: [
        ("owner.manager.name == 'Bob'", "(== owner.manager.name 'Bob')"),
        ("tags.@count > 1", "(> tags.@count 1)"),
        ("tags.@max.weight > 4", "(> tags.@max.weight 4)"),
        ("@sum.items.price > 4", "(> items.@sum.price 4)"),
        ("tags[FIRST].name == 'x'", "(== tags[FIRST].name 'x')"),
        ("tags[last].name == 'x'", "(== tags[LAST].name 'x')"),
        ("tags[SIZE] == 0", "(== tags[SIZE] 0)"),
        ("tags[0].name == 'x'", "(== tags[0].name 'x')"),
        (
            "SUBQUERY(tags, $t, $t.weight > 2 AND $t.name BEGINSWITH 'W').@count > 0",
            "(> SUBQUERY(tags, $t, (AND (> $t.weight 2) (BEGINSWITH $t.name 'W'))).@count 0)"
        ),
        ("FUNCTION(title, 'uppercaseString') == 'X'", "(== FUNCTION(title, 'uppercaseString') 'X')"),
        ("modulus:by:(count, 2) == 0", "(== modulus:by:(count, 2) 0)"),
        ("now() > date", "(> now() date)"),
        ("TERNARY(count > 2, price, 0) > 1", "(> TERNARY((> count 2), price, 0) 1)"),
        ("date > CAST(721692800, 'NSDate')", "(> date CAST(721692800, 'NSDate'))"),
        ("$x := 3 == 3", "(== ($x := 3) 3)"),
        ("ANYKEY == 'x'", "(== ANYKEY 'x')"),
        ("FETCH(a, b, NO) == 'x'", "(== FETCH 'x')"),
    ])
    func keyPathsAndFunctions(format: String, expected: String) throws {
        #expect(try tree(format) == expected)
    }

    @Test func columnsPointAtTheOperands() throws {
        guard case .comparison(let comparison) = try FormatParser.parse("  count >= 3").predicate else {
            Issue.record("expected a comparison")
            return
        }
        #expect(comparison.column == 3)
        #expect(comparison.operatorColumn == 9)
        #expect(comparison.rhs.column == 12)
    }

    // MARK: Errors

    @Test(arguments: [
        ("", 1, "expected an expression"),
        ("title == 'Milk", 10, "unterminated string literal"),
        ("title ? 'x'", 7, "unexpected character '?'"),
        ("title 'Milk'", 7, "expected a comparison operator"),
        ("(title == 'x'", 14, "expected ')'"),
        ("title == 'x')", 13, "after the end of the predicate"),
        ("title ==[x] 'x'", 10, "unknown comparison option 'x'"),
        ("count == 12abc", 10, "invalid number"),
        ("count == 0xZZ", 10, "invalid number"),
        ("title == 100%%", 13, "only meaningful inside a string literal"),
        ("title == %y", 10, "unsupported format specifier"),
        ("title == 'x' AND", 17, "expected an expression"),
        ("SUBQUERY(tags, t, t > 1).@count > 0", 16, "expected a '$variable'"),
        ("tags. == 1", 7, "expected a key after '.'"),
        ("title == $", 10, "expected a variable name"),
        ("CAST(1) == 1", 1, "CAST takes"),
        ("title == 'x' éé", 14, "after the end of the predicate"),
    ])
    func syntaxErrorsHaveColumns(format: String, column: Int, message: String) {
        let error = syntaxError(format)
        #expect(error?.column == column, "\(format): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(format): \(String(describing: error))")
        #expect(error?.code == .syntax)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // "é" is two UTF-8 bytes but one column.
        #expect(syntaxError("note == 'é' ?")?.column == 13)
    }

    @Test func nestingIsCapped() {
        let deep = String(repeating: "(", count: 5_000) + "a == 1" + String(repeating: ")", count: 5_000)
        #expect(syntaxError(deep)?.code == .nestingTooDeep)
        let nots = String(repeating: "NOT ", count: 5_000) + "a == 1"
        #expect(syntaxError(nots)?.code == .nestingTooDeep)
        let minus = "a == " + String(repeating: "-", count: 5_000) + "1"
        #expect(syntaxError(minus)?.code == .nestingTooDeep)
        let members = "a" + String(repeating: ".b", count: 5_000) + " == 1"
        #expect(syntaxError(members)?.code == .nestingTooDeep)
        let sums = "a == 1" + String(repeating: " + 1", count: 5_000)
        #expect(syntaxError(sums)?.code == .nestingTooDeep)
    }

    @Test func nestingBelowTheCapParses() throws {
        let nested = String(repeating: "(", count: 30) + "a == 1" + String(repeating: ")", count: 30)
        #expect(try tree(nested) == "(== a 1)")
    }

    @Test func longChainsAreCappedNotRecursed() throws {
        let chain = Array(repeating: "a == 1", count: FormatParser.maximumChainLength).joined(separator: " OR ")
        #expect(syntaxError(chain) == nil)
        let tooLong = Array(repeating: "a == 1", count: FormatParser.maximumChainLength + 1).joined(separator: " AND ")
        #expect(syntaxError(tooLong)?.code == .nestingTooDeep)
    }

    @Test func hostileBytesDoNotCrash() {
        for input in ["\u{0}", "'", "\"", "%", "$", "@", "#", "\\", "\\u12", "[", "{", "((((", "a ==[", "ANY", "SUBQUERY(", "0x", "1e", "🙂 == 1"] {
            #expect(syntaxError(input) != nil, "\(input) should be rejected")
        }
    }
}
