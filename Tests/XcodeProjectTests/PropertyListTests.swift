import Foundation
import Testing

@testable import XcodeProject

@Suite struct PropertyListTests {
    @Test func anyBytesPrintBackThroughTheTokens() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 17, 300, 4096] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let tokens = PropertyListLexer.lex(bytes).tokens
                var printed: [UInt8] = []
                for token in tokens { printed += bytes[token.triviaStart..<token.end] }
                #expect(printed == bytes)
            }
        }
    }

    @Test func invalidUTF8AndCommentsSurvive() throws {
        let bytes: [UInt8] = Array("// !$*UTF8*$!\n{ a = \"".utf8) + [0xFF, 0xC3] + Array("\"; /* \u{e9} */ b = (x, y, ); c = <0fbd 7791>; }\n".utf8)
        let document = try PropertyListDocument(bytes: bytes)
        #expect(document.printed == bytes)
        #expect(document.root.entries.count == 3)
        #expect(document.strings(document.root.value("b", in: document)) == ["x", "y"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let bytes = Array(String(repeating: "(", count: 100_000).utf8)
        #expect(throws: PropertyListError.self) { try PropertyListDocument(bytes: bytes) }
    }

    @Test(arguments: [
        ("{ a = b; ", "expected a key or '}', found the end of the file"),
        ("{ a = \"b; }", "an unterminated string, data block or comment"),
        ("{ a b; }", "expected '=', found 'b'"),
        ("{ a = b; } x", "text after the end of the top-level value"),
    ])
    func errorsSayWhatAndWhere(_ text: String, _ message: String) {
        #expect(throws: PropertyListError.self) { try PropertyListDocument(bytes: Array(text.utf8)) }
        do {
            _ = try PropertyListDocument(bytes: Array(text.utf8))
        } catch {
            #expect(error.message == message)
            #expect(error.line == 1)
        }
    }

    @Test(arguments: [
        ("plain", "plain"), ("with space", "\"with space\""), ("UIView+Extras.swift", "\"UIView+Extras.swift\""), ("", "\"\""),
        ("<group>", "\"<group>\""), ("a\"b\\c", "\"a\\\"b\\\\c\""), ("$(TARGET_NAME)", "\"$(TARGET_NAME)\""), ("App/Model.swift", "App/Model.swift"), ("App-Bridging-Header.h", "\"App-Bridging-Header.h\""), ("a//b", "\"a//b\""),
    ])
    func stringsAreQuotedAsXcodeQuotesThem(_ text: String, _ written: String) throws {
        #expect(QuotedString.encode(text) == written)
        let document = try PropertyListDocument(bytes: Array("{ k = \(written); }".utf8))
        #expect(document.string(document.root.value("k", in: document)) == text)
    }

    @Test func escapesDecode() throws {
        let document = try PropertyListDocument(bytes: Array(#"{ k = "a\nb\t\"q\" \U00e9 \101"; }"#.utf8))
        #expect(document.string(document.root.value("k", in: document)) == "a\nb\t\"q\" é A")
    }
}

@Suite struct ProjectQueryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xcodeproj-edits")

    func project(_ name: String) throws -> XcodeProject {
        let path = "\(name).xcodeproj/project.pbxproj"
        return try XcodeProject(path: path, bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(path))))
    }

    @Test func membershipFollowsGroupsAndSourceTrees() throws {
        let mixed = try project("Mixed")
        #expect(mixed.targets.map(\.name) == ["App", "Kit", "AppTests", "Widget"])
        #expect(mixed.targets(compiling: "App/Shared/Shared.m").map(\.name) == ["App", "Widget"])
        #expect(mixed.targets(compiling: "Kit/Model.m").map(\.name) == ["Kit"])
        #expect(mixed.targets(compiling: "Kit/Model.h").isEmpty)
        #expect(mixed.targets(compiling: "App/Store.xcdatamodeld").map(\.name) == ["App"])
        #expect(mixed.parentGroup(of: mixed.references(at: "App/Shared/Shared.m")[0].id)?.displayName == "Shared")
        #expect(mixed.path(of: mixed.target(named: "App")!.object.string("productReference")!) == "$(BUILT_PRODUCTS_DIR)/App.app")
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let synced = try project("Synced")
        let target = try #require(synced.target(named: "Synced"))
        #expect(synced.targets(compiling: "Synced/Views/ContentView.swift").map(\.name) == ["Synced"])
        #expect(synced.targets(compiling: "Synced/Preview/Fixtures.swift").isEmpty)
        #expect(synced.targets(compiling: "Legacy/Old.swift").map(\.name) == ["Synced"])
        #expect(synced.isInsideSynchronizedFolder("Synced/Preview/Fixtures.swift"))
        #expect(synced.synchronizedFolders(of: target).first?.membershipExceptions == ["Info.plist", "Preview/Fixtures.swift"])
    }

    @Test func moduleNamesAndSettings() throws {
        let mixed = try project("Mixed")
        func settings(_ target: String) -> BuildSettings { BuildSettings(target: mixed.target(named: target)!, configuration: "Debug", in: mixed) }
        #expect(settings("App").moduleName == .value("App"))
        #expect(settings("Kit").moduleName == .value("Kit"))
        #expect(settings("App").value("SWIFT_OBJC_BRIDGING_HEADER") == .value("App/App-Bridging-Header.h"))
        #expect(settings("App").value("IPHONEOS_DEPLOYMENT_TARGET") == .value("15.0"))
        #expect(settings("Kit").value("SWIFT_VERSION") == .unset)
    }

    @Test func xcconfigFilesResolveOrSayTheyWereNotRead() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tC1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {OTHER = "$(inherited) -x"; }; name = Debug; };
            \t\tF1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (); };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = "My App"; };
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G1; targets = (T1, ); };
            \t};
            \trootObject = P1;
            }

            """
        let project = try XcodeProject(path: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        let target = try #require(project.target(named: "My App"))
        let unread = BuildSettings(target: target, configuration: "Debug", in: project)
        guard case .unresolved(let why) = unread.value("PRODUCT_MODULE_NAME") else {
            Issue.record("an unread xcconfig must leave the setting unresolved")
            return
        }
        #expect(why.contains("Config/App.xcconfig"))
        let files = ["Config/App.xcconfig": "#include \"Base.xcconfig\"\nPRODUCT_NAME = $(TARGET_NAME) // the target\n", "Config/Base.xcconfig": "OTHER = -y\nSWIFT_VERSION = 5.9\n"]
        let read = BuildSettings(target: target, configuration: "Debug", in: project) { files[$0] }
        #expect(read.moduleName == .value("My_App"))
        #expect(read.value("OTHER") == .value("-y -x"))
        #expect(read.value("SWIFT_VERSION") == .value("5.9"))
    }

    @Test func filesThatAreNotProjectsAreRefused() {
        #expect(throws: PropertyListError.self) { try XcodeProject(path: "x", bytes: Array("{ a = b; }".utf8)) }
        #expect(throws: PropertyListError.self) { try XcodeProject(path: "x", bytes: Array("{ objects = {}; rootObject = X; }".utf8)) }
    }
}

@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("a/b", "a/b"), ("./a", "a"), ("a//b", "a/b"), ("a/", "a"), ("a/./b", "a/b"), ("a/../b", "b"), ("../a", "../a"), ("/a/../b", "/b"),
        ("", ""), ("/", "/"), ("a/...", "a/..."), ("..", ".."), (".", ""), ("a/b/..", "a"),
    ])
    func normalizes(_ path: String, _ expected: String) {
        #expect(ProjectPath.normalized(path) == expected)
        // The fast path is sound: what it lets through is normalized already (`..` takes the slow path).
        if ProjectPath.isNormalized(path) { #expect(path == expected, "\(path)") }
        if path != expected { #expect(!ProjectPath.isNormalized(path), "\(path)") }
    }

    @Test func relativePaths() {
        #expect(ProjectPath.relative("App/Sources/A.swift", to: "App") == "Sources/A.swift")
        #expect(ProjectPath.relative("AppKit/A.swift", to: "App") == nil)
        #expect(ProjectPath.relative("App", to: "App") == nil)
        #expect(ProjectPath.relative("A.swift", to: "") == "A.swift")
        #expect(ProjectPath.relative("../A.swift", to: "") == nil)
        #expect(ProjectPath.relative("/x/App/A.swift", to: "/x/App") == "A.swift")
    }
}
