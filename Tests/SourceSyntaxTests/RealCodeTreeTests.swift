import Testing

@testable import SourceSyntax

/// Tree cases found by comparing our declarations with swift-syntax's on public Swift packages.
@Suite struct RealCodeTreeTests {
    @Test func optionalGenericTypeEndsItsLine() {
        // `>?` is one operator token; glued to `>` and followed by a line break it is postfix.
        let file = SourceFile(text: "class A {\n    private var task: Task<(), Never>?\n    private var b: Int?\n    func f() {}\n}\n")
        let members = file.declarations[0].members
        #expect(members.map(\.kind) == [.variableDecl, .variableDecl, .funcDecl])
        #expect(members[0].bindings.first.flatMap { $0.type }.map { file.text($0) } == "Task<(), Never>?")
    }
}

/// More tree cases from the comparison with swift-syntax, one construct each.
@Suite struct RealCodeDeclarationTests {
    func only(_ source: String) -> (SourceFile, Decl) {
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.problems.isEmpty)
        return (file, file.declarations[0])
    }

    @Test func multilineGenericsAndWhereClause() {
        let (file, f) = only(
            """
            func merge<
              A: AsyncSequence
            >(_ a: A) -> Timeline<
              Entry
            >
            where
              A: Sendable,
              A.Element: Sendable
            {
              a
            }
            """)
        #expect(f.returnType.map { file.text($0) } == "Timeline<\n  Entry\n>")
        #expect(f.whereClause.map { file.text($0) } == "where\n  A: Sendable,\n  A.Element: Sendable")
        #expect(f.body != nil)
    }

    @Test func typealiasAndAssociatedtypeEndWithTheirType() {
        let (file, p) = only(
            """
            protocol P {
                associatedtype Extended

                /// doc
                static var x: Int { get }
                typealias Continuation = UnsafeContinuation<
                  Result<(A, B)?, Error>, Never
                >

                associatedtype Out = Never
                @inlinable func f()
            }
            """)
        #expect(p.members.map(\.kind) == [.associatedtypeDecl, .variableDecl, .typealiasDecl, .associatedtypeDecl, .funcDecl])
        #expect(file.text(p.members[2].tokens).hasSuffix("Never\n    >"))
        #expect(p.members[4].attributes.count == 1)
    }

    @Test func operatorFunctionWithGenericParameters() {
        // The lexer reads `~=<` as one operator; after `func`, the compiler gives the `<` back.
        let (file, f) = only("func ~=<T>(rhs: KeyPath<T, Bool>, lhs: T) -> Bool { lhs[keyPath: rhs] }")
        #expect(file.name(of: f) == "~=")
        #expect(f.genericParameters.map { file.text($0) } == "<T>")
        #expect(f.body != nil)
        #expect(texts("a ~=< b").contains("~=<"), "only after func")
    }

    @Test func failableGenericInitializer() {
        // A `?` glued to `init` stands alone, so `?<` is not one operator.
        let (file, s) = only("struct S { init?<T: Collection>(_ b: T) where T.Element == UInt8 { nil } }")
        let i = s.members[0]
        #expect(i.genericParameters.map { file.text($0) } == "<T: Collection>")
        #expect(i.whereClause.map { file.text($0) } == "where T.Element == UInt8")
        #expect(texts("a!=b") == ["a", "!", "=", "b"], "as the compiler reads it")
        #expect(texts("a != b") == ["a", "!=", "b"])
    }

    @Test(arguments: [
        ("extension [HTTPHeader] { func f() {} }", "[HTTPHeader]"),
        ("extension [String: Int]: P { func f() {} }", "[String: Int]"),
        ("extension Optional<Int> where Wrapped: P { func f() {} }", "Optional<Int>"),
        ("extension AutoreleaseOnDeiniter? { func f() {} }", "AutoreleaseOnDeiniter?"),
    ])
    func extensionOfSugaredType(_ source: String, name: String) {
        let (file, e) = only(source)
        #expect(file.name(of: e) == name)
        #expect(e.members.map(\.kind) == [.funcDecl])
    }

    @Test func typedThrowsWithSpace() {
        let (file, f) = only("func julianDay() throws (CalendarError) -> Int { 0 }")
        #expect(f.effects.map { file.text($0) } == ["throws (CalendarError)"])
        #expect(f.returnType.map { file.text($0) } == "Int")
    }

    @Test func enumCaseNamedLikeAKeyword() {
        let (_, e) = only("enum K {\n  case await\n  case reasync\n  case a(Int) = 1, b\n}")
        #expect(e.members.map(\.kind) == [.enumCaseDecl, .enumCaseDecl, .enumCaseDecl])
    }

    @Test func dollarInsideIdentifier() {
        #expect(texts("var _$id: ID") == ["var", "_$id", ":", "ID"])
        let (_, p) = only("protocol P {\n  var _$id: ID { get }\n  mutating func _$willModify()\n}")
        #expect(p.members.map(\.kind) == [.variableDecl, .funcDecl])
    }

    @Test func genericArgumentsHoldingTuplesAndClosureTypes() {
        let (file, c) = only(
            """
            class C {
                let a = Delegate<(Int64, Int64), Void>(), b = 1
                let c = PassthroughSubject<(String) -> Void, Never>()
                var t = Task<Void, Never> {}
            }
            """)
        #expect(c.members.map { $0.bindings.count } == [2, 1, 1])
        #expect(c.members[1].bindings[0].initializer.map { file.text($0) } == "PassthroughSubject<(String) -> Void, Never>()")
        #expect(c.members[2].bindings[0].initializer.map { file.text($0) } == "Task<Void, Never> {}")
    }

    @Test func attributesInsideIfConfigBelongToTheDeclaration() {
        let (file, s) = only(
            """
            struct S {
              #if compiler(>=6.3)
              @inline(always)
              #else
              @inline(__always)
              #endif
              @inlinable
              func f() {}
            }
            """)
        #expect(s.members.map(\.kind) == [.funcDecl])
        #expect(s.members[0].attributes.map { file.text($0.tokens) } == ["@inline(always)", "@inline(__always)", "@inlinable"])
        #expect(file.text(s.members[0].tokens).hasPrefix("#if compiler"))
    }

    @Test func genericAttributeWithMember() {
        let (file, v) = only("@FocusState<Field?>.Binding var focus: Field?")
        #expect(v.attributes.map { file.text($0.name) } == ["FocusState<Field?>.Binding"])
        #expect(v.bindings.count == 1)
    }

    @Test func operatorDeclarationEndsItsLine() {
        let (_, op) = only("prefix operator /\n\nextension A {\n  static func ~= (a: A, b: B) -> Bool { true }\n}")
        #expect(op.kind == .operatorDecl)
        let file = SourceFile(text: "prefix operator /\n\nextension A {}\ninfix operator <*> : AdditionPrecedence\n")
        #expect(file.declarations.map(\.kind) == [.operatorDecl, .extensionDecl, .operatorDecl])
    }
}
