import SourceSyntax

/// Literal arithmetic compared in `XCTAssertEqual(x, 1 << 10 + 3 * 4 - 12)`.
///
/// XCTest's one generic parameter gave the literals the other operand's type; `#expect(x == …)`
/// solves each side alone, and with many operators the compiler gives up ("unable to type-check this
/// expression in reasonable time"). Where the code says the other operand's type plainly, the literal
/// side is written `((…) as Type)`, the contextual type a `let expected: Type = …` would give it;
/// otherwise the class stays (see `Assertions`).
enum LiteralArithmetic {
    struct Types: Sendable {
        /// Project functions by name whose one declared return type is a concrete type.
        var returnTypes: [String: String] = [:]
        /// Types that take no generic arguments: the standard number types and the project's own.
        var concreteTypes: Set<String> = LiteralArithmetic.standardNumbers
        /// In `scan`, before the project is known: every plainly named type or function counts, and
        /// what it needs is recorded (`Pin.need`) for the project to decide (`resolves`).
        var permissive = false

        /// Whether what a pin needs is known: a concrete type, or a function `name()` with one.
        func resolves(_ need: String) -> Bool {
            need.hasSuffix("()") ? returnTypes[String(need.dropLast(2))] != nil : concreteTypes.contains(need)
        }
    }

    /// The type literal arithmetic gets, and what that takes of the project: the type's name, or
    /// `name()` for a function's declared result.
    struct Pin {
        var type: String
        var need: String
    }

    static let standardNumbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float80",
        "CGFloat", "Decimal",
    ]

    /// The type of `operand` when it is plainly one concrete type: `Type(…)`, a local declared
    /// `let x: Type` or `let x = Type(…)` before `token` in the same function, or a call of a project
    /// function declared `-> Type`.
    static func pin(for operand: Range<Int>, in file: SourceFile, types: Types) -> Pin? {
        var range = operand
        while let first = range.first, file.matches(first, "try") || file.matches(first, "await") { range = (first + 1)..<range.upperBound }
        guard let first = range.first, let last = range.last, file.kind(first) == .identifier else { return nil }
        let name = file.text(of: first)
        func typed(_ type: String) -> Pin? { types.permissive || types.concreteTypes.contains(type) ? Pin(type: type, need: type) : nil }
        if range.count == 1 { return localType(of: name, before: first, in: file).flatMap(typed) }
        // `Name(…)` and nothing else.
        guard file.kind(first + 1) == .leftParen, file.kind(last) == .rightParen, file.matching(last) == first + 1 else { return nil }
        if types.concreteTypes.contains(name) { return Pin(type: name, need: name) }
        if let returned = types.returnTypes[name] { return Pin(type: returned, need: name + "()") }
        guard types.permissive else { return nil }
        return name.first?.isUppercase == true ? Pin(type: name, need: name) : Pin(type: name, need: name + "()")
    }

    /// `let name: Type` (a lone type name, nothing after it but `=` or the line's end) or
    /// `let name = Type(…)`, declared earlier in the same function body.
    private static func localType(of name: String, before token: Int, in file: SourceFile) -> String? {
        guard let function = file.scope(of: token).member, let body = function.body else { return nil }
        var i = token - 1
        while i > body.lowerBound {
            if file.kind(i) == .identifier, file.text(of: i) == name, file.matches(i - 1, "let") || file.matches(i - 1, "var") {
                if file.kind(i + 1) == .colon, file.kind(i + 2) == .identifier, file.matches(i + 3, "=") || file.kind(i + 3) == .identifier
                    || file.kind(i + 3) == .keyword || file.kind(i + 3) == .rightBrace
                {
                    return file.text(of: i + 2)
                }
                if file.matches(i + 1, "="), file.kind(i + 2) == .identifier, file.kind(i + 3) == .leftParen,
                    let close = file.matching(i + 3), file.kind(close + 1) != .period, file.kind(close + 1) != .operator
                {
                    return file.text(of: i + 2)
                }
                return nil
            }
            i -= 1
        }
        return nil
    }
}
