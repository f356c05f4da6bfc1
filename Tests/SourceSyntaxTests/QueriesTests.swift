import SourceSyntax
import Testing

/// The shared structural queries migrations build on.
@Suite struct QueriesTests {
    let file = SourceFile(
        text: """
            struct Outer {
                static var shared = Outer()
                var stored = 0 { didSet { print(stored) } }
                var computed: Int { stored * 2 }
                @Published var name = ""
                func work() {
                    if true { let x = 1 }
                }
            }
            extension Outer.Inner {}
            """)

    func member(_ name: String) -> Decl {
        file.allDeclarations.first { file.name(of: $0) == name || $0.bindings.first.map { file.text($0.pattern) } == name }!
    }

    @Test func storedAndTypeLevel() {
        #expect(file.isTypeLevel(member("shared")))
        #expect(!file.isTypeLevel(member("stored")))
        #expect(file.isStored(member("stored").bindings[0]), "observers keep a property stored")
        #expect(!file.isStored(member("computed").bindings[0]))
        #expect(file.hasAttribute("Published", member("name")))
    }

    @Test func scopesAndBlocks() throws {
        let x = try #require(file.tokens.indices.first { file.matches($0, "x") })
        let scope = file.scope(of: x)
        #expect(scope.type.flatMap { file.name(of: $0) } == "Outer")
        #expect(scope.member.flatMap { file.name(of: $0) } == "work")
        let block = try #require(file.innermostBlock(containing: x))
        #expect(file.text(block) == "{ let x = 1 }")
        let extensionDecl = try #require(file.allDeclarations.first { $0.kind == .extensionDecl })
        #expect(file.simpleTypeName(of: extensionDecl) == "Inner")
    }

    @Test(arguments: [("Foo", "Foo"), ("Module.Foo", "Foo"), ("Foo<Int>", "Foo"), ("Foo?", "Foo"), ("Swift.Array<Foo.Bar>!", "Array")])
    func simpleTypeNames(_ written: String, _ simple: String) {
        #expect(TypeName.simple(written) == simple)
    }
}
