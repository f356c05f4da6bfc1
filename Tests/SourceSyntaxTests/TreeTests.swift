import Testing

@testable import SourceSyntax

@Suite struct TreeTests {
    let source = """
        import SwiftUI
        @testable import App

        @MainActor
        final class Model: ObservableObject, Identifiable where ID == Int {
            @Published private(set) var items: [String] = [] {
                didSet { print(items) }
            }
            var a = 0, b: Int = 1
            lazy var sorted = items.sorted { $0 < $1 }
            var body: some View { Text("x") }
            func load<T>(_ value: T) async throws -> [T] { [value] }
            init?(x: Int) { }
            deinit {}
            subscript(i: Int) -> String { items[i] }
            #if DEBUG
            static let debug = true
            #else
            static let debug = false
            #endif
            enum Kind { case a, b(Int) }
        }
        extension Model.Kind: Equatable {}
        protocol P: AnyObject { var x: Int { get set }; func f() }
        print("top-level")
        """

    /// `open` is a contextual keyword: a modifier before a declaration, a name after `var`.
    @Test func openNamesAVariableAndModifiesAClass() throws {
        let file = SourceFile(text: "open class Store {\n    var open: () -> Void = {}\n    open var title = \"\"\n}\n")
        let store = try #require(file.declarations.first)
        #expect(file.name(of: store) == "Store")
        #expect(store.modifiers.map { file.text($0) } == ["open"])
        let members = store.members
        #expect(members.map { file.name(of: $0) } == ["open", "title"])
        #expect(members[1].modifiers.map { file.text($0) } == ["open"])
    }

    /// `private (set) var x`: the compiler reads the space-separated `(set)` as part of the
    /// modifier (found on a real app, where the property lost its name and its `var`).
    @Test func modifierWithSpaceBeforeItsParenthesis() throws {
        let file = SourceFile(text: "final class Model {\n    @Published private (set) var count = 0\n    public internal (set) var name: String = \"\"\n}\n")
        let model = try #require(file.declarations.first)
        #expect(model.members.map(\.kind) == [.variableDecl, .variableDecl])
        #expect(model.members[0].modifiers.map { file.text($0) } == ["private (set)"])
        #expect(file.name(of: model.members[0]) == "count")
        #expect(model.members[0].bindings.first?.initializer.map { file.text($0) } == "0")
        #expect(model.members[1].modifiers.map { file.text($0) } == ["public", "internal (set)"])
        #expect(file.name(of: model.members[1]) == "name")
        #expect(file.problems.isEmpty)
    }

    @Test func declarations() throws {
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.problems.isEmpty)
        #expect(file.declarations.map(\.kind) == [.importDecl, .importDecl, .classDecl, .extensionDecl, .protocolDecl, .statement])
        #expect(file.imports.map(\.module) == ["SwiftUI", "App"])

        let model = file.declarations[2]
        #expect(file.name(of: model) == "Model")
        #expect(model.attributes.map { file.name(of: $0) } == ["MainActor"])
        #expect(model.modifiers.map { file.text($0) } == ["final"])
        #expect(file.inheritedNames(of: model) == ["ObservableObject", "Identifiable"])
        #expect(model.whereClause.map { file.text($0) } == "where ID == Int")
        #expect(
            model.members.map(\.kind) == [
                .variableDecl, .variableDecl, .variableDecl, .variableDecl, .funcDecl,
                .initDecl, .deinitDecl, .subscriptDecl, .ifConfig, .enumDecl,
            ])
        #expect(model.flattenedMembers.count == 11)

        let items = model.members[0]
        #expect(items.modifiers.map { file.text($0) } == ["private(set)"])
        #expect(file.name(of: items) == "items")
        let binding = try #require(items.bindings.first)
        #expect(binding.type.map { file.text($0) } == "[String]")
        #expect(binding.initializer.map { file.text($0) } == "[]")
        #expect(binding.accessors.map { file.text($0) }?.hasPrefix("{\n        didSet") == true)

        let pair = model.members[1]
        #expect(pair.bindings.map { file.text($0.pattern) } == ["a", "b"])
        #expect(pair.bindings.map { $0.initializer.map { file.text($0) } } == ["0", "1"])
        #expect(model.members[2].bindings.first?.initializer.map { file.text($0) } == "items.sorted { $0 < $1 }")
        #expect(model.members[3].bindings.first?.accessors.map { file.text($0) } == "{ Text(\"x\") }")

        let load = model.members[4]
        #expect(file.name(of: load) == "load")
        #expect(load.genericParameters.map { file.text($0) } == "<T>")
        #expect(load.parameters.map { file.text($0) } == "(_ value: T)")
        #expect(load.effects.map { file.text($0) } == ["async", "throws"])
        #expect(load.returnType.map { file.text($0) } == "[T]")
        #expect(load.body.map { file.text($0) } == "{ [value] }")

        let ifConfig = model.members[8]
        #expect(ifConfig.clauses.count == 2)
        #expect(ifConfig.clauses[0].condition.map { file.text($0) } == "DEBUG")

        #expect(file.name(of: file.declarations[3]) == "Model.Kind")
        #expect(file.declarations[4].members.map(\.kind) == [.variableDecl, .funcDecl])
    }

    @Test func calls() throws {
        let file = SourceFile(
            text: """
                XCTAssertEqual(try model.value(at: 1), 2, "message")
                self.objectWillChange.send()
                view.sheet(isPresented: $shown) { Text("a") } onDismiss: { reset() }
                Text("x")
                    .environmentObject(model)
                """)
        let calls = file.calls(named: ["XCTAssertEqual", "send", "sheet", "environmentObject"])
        #expect(calls.count == 4)
        let assert = calls[0]
        #expect(file.text(assert.callee) == "XCTAssertEqual")
        #expect(assert.arguments.map { file.text($0.value) } == ["try model.value(at: 1)", "2", "\"message\""])
        #expect(file.text(calls[1].callee) == "self.objectWillChange.send")
        let sheet = calls[2]
        #expect(sheet.arguments.first?.label.map { file.text(of: $0) } == "isPresented")
        #expect(sheet.trailingClosures.count == 2)
        #expect(sheet.trailingClosures[1].label.map { file.text(of: $0) } == "onDismiss")
        #expect(file.text(calls[3].callee) == "Text(\"x\")\n    .environmentObject")
    }

    @Test func implicitMemberCall() {
        let file = SourceFile(text: "foo(.bar(1), x: .baz)")
        let calls = file.calls(named: ["bar"])
        #expect(calls.map { file.text($0.callee) } == [".bar"])
    }

    @Test(arguments: [
        ("a", Precedence.primary), ("f(x).y[0]!", .primary), ("!a", .prefix), ("a && b", .conjunction),
        ("a || b && c", .disjunction), ("a == b", .comparison), ("a ? b : c", .ternary), ("a as? B", .casting),
        ("a + b * c", .addition), ("x ?? y", .nilCoalescing), ("a...b", .rangeFormation), ("a <*> b", .unknownInfix),
        ("a?.b", .primary), ("(a || b)", .primary),
    ])
    func expressionPrecedence(_ expression: String, _ expected: Precedence) {
        let file = SourceFile(text: expression)
        #expect(file.shape(of: 0..<(file.tokens.count - 1)).precedence == expected)
    }

    @Test func effectsAndParentheses() {
        let file = SourceFile(text: "try await a && b")
        let shape = file.shape(of: 0..<(file.tokens.count - 1))
        #expect(shape.effects.map { file.text($0) } == ["try", "await"])
        #expect(shape.precedence == .conjunction)
        #expect(shape.needsParentheses(asOperandOf: .prefix))
        let simple = SourceFile(text: "a + 1")
        #expect(simple.operandText(0..<3, asOperandOf: .comparison) == "a + 1")
        #expect(simple.operandText(0..<3, asOperandOf: .prefix) == "(a + 1)")
    }

    @Test func statementsOfABody() {
        let file = SourceFile(
            text: """
                func f() {
                    let x = items
                        .filter { $0 > 1 }
                        .count
                    if x > 0 {
                        print(x)
                    } else {
                        print(0)
                    }
                    a = b +
                        c; d()
                }
                """)
        let body = file.declarations[0].body!
        #expect(
            file.statements(in: body).map { file.text($0) } == [
                "let x = items\n        .filter { $0 > 1 }\n        .count",
                "if x > 0 {\n        print(x)\n    } else {\n        print(0)\n    }",
                "a = b +\n        c", "d()",
            ])
    }

    @Test func closureSignature() throws {
        let file = SourceFile(text: "foo { [weak self] (a: Int, b) in a }")
        let signature = try #require(file.closureSignature(at: 1))
        #expect(signature.parameterNames.map { file.text(of: $0) } == ["a", "b"])
        #expect(signature.captureList.map { file.text($0) } == "[weak self]")
    }

    @Test func aBodyThatStartsWithAForLoopHasNoSignature() {
        let loop = SourceFile(text: "foo {\n    for item in items { print(item) }\n}")
        #expect(loop.closureSignature(at: 1) == nil, "the `in` of for-in is not a signature's")
        let named = SourceFile(text: "foo { item in print(item) }")
        #expect(named.closureSignature(at: 1)?.parameterNames.map { named.text(of: $0) } == ["item"])
    }
}

@Suite struct DeclarationPathTests {
    @Test func findsTheEnclosingDeclarations() {
        let file = SourceFile(
            text: """
                struct A {
                    #if DEBUG
                    class B {
                        func f() { let x = 1 }
                    }
                    #endif
                    var y = 2
                }
                let z = 3
                """)
        func path(_ word: String) -> [String] {
            let index = file.tokens.indices.first { file.text(of: $0) == word }!
            return file.declarationPath(to: index).map { file.name(of: $0) ?? "?" }
        }
        #expect(path("x") == ["A", "B", "f"])
        #expect(path("y") == ["A", "y"])
        #expect(path("z") == ["z"])
        #expect(path("struct") == ["A"])
    }
}
