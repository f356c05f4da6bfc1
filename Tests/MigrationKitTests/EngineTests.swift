import Foundation
@testable import MigrationKit
import SourceSyntax
import Testing

func migrate(_ source: String, with migrations: [any Migration], options: MigrationOptions = MigrationOptions()) -> FileOutcome {
    MigrationRunner(migrations: migrations, options: options).run([SourceInput(path: "File.swift", bytes: Array(source.utf8))]).files[0]
}

func rewritten(_ source: String, with migrations: [any Migration]) -> String {
    String(decoding: migrate(source, with: migrations).rewritten, as: UTF8.self)
}

@Suite struct AttributeRemovalTests {
    @Test(arguments: [
        ("@Published var x = 1\n", "var x = 1\n"),
        ("    @Published\n    var x = 1\n", "    var x = 1\n"),
        ("@MainActor @Published var x = 1\n", "@MainActor var x = 1\n"),
        ("@Published @MainActor var x = 1\n", "@MainActor var x = 1\n"),
        ("@Published private(set) var x = 1\n", "private(set) var x = 1\n"),
        ("    @Published // keep me\n    var x = 1\n", "    // keep me\n    var x = 1\n"),
        ("    /// Doc comment.\n    @Published\n    var x = 1\n", "    /// Doc comment.\n    var x = 1\n"),
        ("\r\n    @Published\r\n    var x = 1\r\n", "\r\n    var x = 1\r\n"),
        ("@Published\tvar x = 1", "var x = 1"),
    ])
    func removesCleanly(_ before: String, _ after: String) {
        #expect(rewritten(before, with: [RemoveAttributeMigration()]) == after)
    }
}

@Suite struct EditApplierTests {
    let bytes = Array("abcdef".utf8)

    @Test func appliesInOrderAndRejectsOverlaps() {
        let result = EditApplier.apply(
            [
                Edit(range: 4..<5, replacement: "E", rule: "r"),
                Edit(range: 0..<2, replacement: "AB", rule: "r"),
                Edit(range: 1..<3, replacement: "X", rule: "r"),
            ], to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "ABcdEf")
        #expect(result.rejected.map(\.range) == [1..<3])
    }

    @Test func overlappingDeletionsDeleteTheirUnion() {
        let result = EditApplier.apply(
            [Edit(range: 0..<3, replacement: "", rule: "r"), Edit(range: 2..<4, replacement: "", rule: "r")], to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "ef")
        #expect(result.rejected.isEmpty)
        // A replacement that overlaps a deletion still conflicts.
        let conflict = EditApplier.apply(
            [Edit(range: 0..<3, replacement: "", rule: "r"), Edit(range: 2..<4, replacement: "X", rule: "r")], to: bytes)
        #expect(conflict.rejected.map(\.range) == [2..<4])
    }

    @Test func insertionsAtOnePointKeepTheirOrderAndDuplicatesMerge() {
        let result = EditApplier.apply(
            [
                .insert("1", at: 3, rule: "r"), .insert("2", at: 3, rule: "r"), .insert("1", at: 3, rule: "r"),
                Edit(range: 3..<4, replacement: "D", rule: "r"),
            ], to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "abc12Def")
        #expect(result.rejected.isEmpty)
    }
}

@Suite struct RunnerTests {
    @Test func renamesAddsImportAndCounts() {
        let outcome = migrate("import Foundation\n\nold(1)\nold(2)\n", with: [RenameCallMigration()])
        #expect(String(decoding: outcome.rewritten, as: UTF8.self) == "import Foundation\nimport New\n\nnew(1)\nnew(2)\n")
        #expect(outcome.status == .changed)
        #expect(outcome.editCounts == ["rename-call.rename": 2, "rename-call.import": 1])
    }

    @Test func diagnosticsUseTheCompilerFormat() {
        let outcome = migrate("let a = 1\n  forbidden()\n", with: [RenameCallMigration()])
        #expect(outcome.diagnostics.map(\.formatted) == ["File.swift:2:3: warning: [rename-call.forbidden] cannot rename forbidden() automatically"])
        #expect(outcome.status == .unchanged)
    }

    @Test func unchangedFilesStayByteIdentical() {
        let source = "\u{FEFF}let x = 1   \r\nlet y = 2"
        let outcome = migrate(source, with: [RenameCallMigration(), RemoveAttributeMigration()])
        #expect(outcome.status == .unchanged)
        #expect(outcome.rewritten == Array(source.utf8))
    }

    @Test func refusesOutputThatParsesWorse() {
        let outcome = migrate("let x = 1\n", with: [BreakingMigration()])
        #expect(outcome.status == .failed)
        #expect(outcome.rewritten == Array("let x = 1\n".utf8))
        #expect(outcome.reason?.contains("unterminated string literal") == true)
    }

    /// An edit left out in one pass is asked for again in the next on the rewritten text: only
    /// one still left out when the passes end is reported, and running again would not help.
    @Test func reportsOnlyOverlapsTheLastPassLeftOut() {
        let settled = migrate("let old = 1\n", with: [OverlappingMigration(settles: true)])
        #expect(settled.status == .changed)
        #expect(settled.diagnostics.isEmpty)
        let stuck = migrate("let x = 1\n", with: [OverlappingMigration(settles: false)])
        #expect(stuck.diagnostics.map(\.rule) == ["engine.overlap"])
        #expect(stuck.diagnostics.first?.message == "edit from overlapping.edit overlaps another edit and was not applied; change this by hand")
    }

    @Test func skipsGeneratedFiles() {
        for header in ["// @generated by protoc\n", "// DO NOT EDIT.\n"] {
            let outcome = migrate(header + "old()\n", with: [RenameCallMigration()])
            #expect(outcome.status == .skipped)
        }
    }

    @Test func disableCommentsSuppressDiagnosticsWhereTheyApply() {
        let source = """
            // swift-migrate:disable-next-line rename-call.forbidden
            forbidden(); forbidden()
            forbidden()
            // swift-migrate:disable rename-call
            forbidden()
            """
        let outcome = migrate(source, with: [RenameCallMigration()])
        #expect(outcome.diagnostics.map(\.line) == [3], "next-line covers the whole next statement line; disable covers the rest")
        #expect(migrate("// swift-migrate:disable all\nold()\n", with: [RenameCallMigration()]).status == .unchanged)
    }

    /// Dropping one edit out of a migration's rewrite may leave code that does not compile, so a
    /// comment covering any edit keeps the whole file as it was for that migration, with a note.
    @Test func aCommentCoveringOneEditKeepsTheMigrationsWholeFile() {
        let source = """
            old()
            // swift-migrate:disable-next-line rename-call
            old(1,
                2)
            old()
            """
        let outcome = migrate(source, with: [RenameCallMigration()])
        #expect(outcome.status == .unchanged)
        #expect(
            outcome.diagnostics.contains {
                $0.rule == "engine.suppressed" && $0.line == 2 && $0.message.contains("rename-call left this file as it was")
                    && $0.message.contains("its change at line 3")
            })
        let below = migrate("old()\n// swift-migrate:disable-next-line rename-call\nlet x = 1\n", with: [RenameCallMigration()])
        #expect(below.status == .changed, "a comment covering no edit changes nothing")
    }

    @Test func disableNextLineCoversTheWholeNextStatementOrDeclaration() {
        let file = SourceFile(
            text: """
                func f() {
                    // swift-migrate:disable-next-line x
                    call(1,
                         2)
                    after()
                }
                // swift-migrate:disable-next-line x
                @available(*, deprecated)
                struct S {
                    var a = 1
                }
                let tail = 0
                """)
        let directives = Suppressions(file).directives
        #expect(directives.count == 2)
        #expect(file.text(ofBytes: directives[0].covered) == "call(1,\n         2)")
        #expect(file.text(ofBytes: directives[1].covered) == "@available(*, deprecated)\nstruct S {\n    var a = 1\n}")
    }

    @Test func unknownSuppressionIdsAreWarnings() {
        let outcome = migrate("// swift-migrate:disable-next-line rename-call.nope\nold()\n", with: [RenameCallMigration()])
        #expect(outcome.diagnostics.contains { $0.rule == "engine.unknown-suppression" && $0.message.contains("'rename-call.nope'") })
        #expect(outcome.status == .changed, "an unknown id disables nothing")
        var options = MigrationOptions()
        options.knownSuppressionIDs = ["rename-call", "other"]
        let known = MigrationRunner(migrations: [RenameCallMigration()], options: options)
            .run([SourceInput(path: "A.swift", bytes: Array("// swift-migrate:disable other\nold()\n".utf8))])
        #expect(!known.diagnostics.contains { $0.rule == "engine.unknown-suppression" }, "ids of migrations not selected are known")
    }

    @Test func deploymentTargetHoldsBackAMigration() {
        let options = MigrationOptions(deployment: DeploymentTargets(versions: [.iOS: Version(16)], source: "test"))
        let runner = MigrationRunner(migrations: [RenameCallMigration()], options: options)
        let report = runner.run([SourceInput(path: "a.swift", bytes: Array("old()\n".utf8))])
        #expect(report.files[0].status == .unchanged)
        #expect(report.notes.first?.contains("iOS 16 < 17") == true)

        var override = options
        override.ignoreDeploymentTarget = true
        #expect(
            MigrationRunner(migrations: [RenameCallMigration()], options: override)
                .run([SourceInput(path: "a.swift", bytes: Array("old()\n".utf8))]).files[0].status == .changed)
    }

    @Test func projectIndexSeesEveryFile() {
        let inputs = [
            SourceInput(path: "b.swift", bytes: Array("class Base: ObservableObject {}\nold()\n".utf8)),
            SourceInput(path: "a.swift", bytes: Array("final class Child: Base {}\nextension Child: Codable {}\n".utf8)),
        ]
        let files = inputs.map { SourceFile(path: $0.path, bytes: $0.bytes) }
        var facts: [Fact] = []
        for file in files { RenameCallMigration().scan(file, into: &facts) }
        let index = ProjectIndex(files: files, facts: facts)
        #expect(index.inherits("Child", from: "ObservableObject"))
        #expect(index.inherits("Child", from: "Codable"))
        #expect(!index.inherits("Base", from: "Codable"))
        #expect(index.subclasses(of: "Base").map(\.simpleName) == ["Child"])
        #expect(index.facts(RenameCallMigration.oldCall).map(\.subject) == ["b.swift"])
        #expect(index.has(RenameCallMigration.oldCall, about: "b.swift"))
        #expect(index.facts(FactKey<String>("old-call")).isEmpty, "a key of another value type finds nothing")
    }

    @Test func outputIsSortedByPath() {
        let inputs = ["c", "a", "b"].map { SourceInput(path: "\($0).swift", bytes: Array("old()\n".utf8)) }
        let report = MigrationRunner(migrations: [RenameCallMigration()]).run(inputs)
        #expect(report.files.map(\.path) == ["a.swift", "b.swift", "c.swift"])
    }
}

@Suite struct DeploymentTargetTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Kit", platforms: [.iOS(.v15), .macOS(.v10_15), .watchOS("10.2")], targets: [])

        """

    @Test func aPackageBelowTheMinimumIsReportedWhereItSaysSo() {
        let report = MigrationRunner(migrations: [RenameCallMigration()])
            .run([SourceInput(path: "Kit/Package.swift", bytes: Array(Self.manifest.utf8))])
        #expect(report.files[0].status == .unchanged)
        let diagnostic = report.diagnostics.first { $0.rule == "engine.deployment-target" }
        #expect(diagnostic?.line == 3)
        #expect(diagnostic?.column == 53)
        #expect(diagnostic?.message.contains("declares iOS 15, below the iOS 17 that rename-call's rewrite needs") == true)
        #expect(report.diagnostics.count == 1, "macOS and watchOS are not needed by the migration")
    }

    @Test func raiseDeploymentTargetRaisesThatEntryOnly() {
        var options = MigrationOptions()
        options.raiseDeploymentTarget = true
        let report = MigrationRunner(migrations: [RenameCallMigration()], options: options)
            .run([SourceInput(path: "Package.swift", bytes: Array(Self.manifest.utf8))])
        let text = String(decoding: report.files[0].rewritten, as: UTF8.self)
        #expect(text == Self.manifest.replacingOccurrences(of: ".iOS(.v15)", with: ".iOS(.v17)"))
        #expect(report.diagnostics.isEmpty)
    }

    @Test func readsXcodeGenProjects() {
        let yaml = """
            name: App
            options:
              deploymentTarget:
                iOS: "17.6"
                macOS: 14.0 # comment
            targets:
              Widget:
                type: app-extension
                platform: iOS
                deploymentTarget: "17.2"
              Watch:
                settings:
                  WATCHOS_DEPLOYMENT_TARGET: 10.1
            """
        let versions = DeploymentTargetReader.fromXcodeGen(yaml)
        #expect(versions[.iOS] == Version(17, 2), "the lowest iOS of the options and the targets")
        #expect(versions[.macOS] == Version(14, 0))
        #expect(versions[.watchOS] == Version(10, 1))
    }

    @Test func readsTuistProjects() {
        let manifest = """
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: .iOS("17.0")),
                .target(name: "Mac", destinations: .macOS, product: .app, bundleId: "b", deploymentTargets: .multiplatform(iOS: "17.4", macOS: "14.2")),
                .target(name: "Old", platform: .iOS, product: .app, bundleId: "c", deploymentTarget: .iOS(targetVersion: "16.0", devices: .iphone)),
            ])
            """
        let versions = DeploymentTargetReader.fromTuist(manifest)
        #expect(versions[.iOS] == Version(16, 0))
        #expect(versions[.macOS] == Version(14, 2))
    }

    @Test func readsPackageManifests() {
        let versions = DeploymentTargetReader.fromPackageManifest("platforms: [.iOS(.v17), .macOS(.v10_15), .watchOS(\"10.2\")]")
        #expect(versions == [.iOS: Version(17), .macOS: Version(10, 15), .watchOS: Version(10, 2)])
    }

    @Test func readsXcodeProjectsTakingTheLowest() {
        let versions = DeploymentTargetReader.fromXcodeProject(
            "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\nIPHONEOS_DEPLOYMENT_TARGET = 16.4;\nMACOSX_DEPLOYMENT_TARGET = 14.0;")
        #expect(versions == [.iOS: Version(16, 4), .macOS: Version(14, 0)])
    }

    /// An iOS/visionOS app target that also carries `MACOSX_DEPLOYMENT_TARGET = 13.0` (no build
    /// uses it): the macOS setting counts only in configurations that build for macOS, whether
    /// they say so in `SUPPORTED_PLATFORMS`, in `SDKROOT`, or inherit it from the project.
    @Test func readsXcodeProjectSettingsOnlyForSupportedPlatforms() {
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; buildConfigurationList = PL; targets = (T1, T2, T3);};
                    PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR);};
                    PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.2;}; name = Debug;};
                    PR = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0;}; name = Release;};
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App;};
                    L1 = {isa = XCConfigurationList; buildConfigurations = (A1,);};
                    A1 = {isa = XCBuildConfiguration; buildSettings = {
                        IPHONEOS_DEPLOYMENT_TARGET = 18.5; MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = auto;
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";}; name = Release;};
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Widget;};
                    L2 = {isa = XCConfigurationList; buildConfigurations = (A2,);};
                    A2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos;}; name = Release;};
                    T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = Mac;};
                    L3 = {isa = XCConfigurationList; buildConfigurations = (A3,);};
                    A3 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Debug;};
                };
                rootObject = P1;
            }
            """
        let versions = DeploymentTargetReader.fromXcodeProject(pbxproj)
        // App: iOS 18.5 (its macOS 13.0 is for no platform it supports); Widget: iOS 17.0 (SDKROOT
        // iphoneos); Mac: inherits SDKROOT macosx and macOS 14.2 from the project's Debug, so its
        // own iOS 16.0 counts for nothing. The project's Release iOS 15.0 reaches no target whose
        // configuration is named Release without overriding it.
        #expect(versions == [.iOS: Version(17, 0), .macOS: Version(14, 2)])
    }

    @Test func readsXcodeProjectSettingsWithoutPlatformsForEveryPlatform() {
        let pbxproj = """
            {
                objects = {
                    P1 = {isa = PBXProject; buildConfigurationList = PL;};
                    PL = {isa = XCConfigurationList; buildConfigurations = (PD,);};
                    PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; MACOSX_DEPLOYMENT_TARGET = 13.0;}; name = Debug;};
                };
                rootObject = P1;
            }
            """
        #expect(DeploymentTargetReader.fromXcodeProject(pbxproj) == [.macOS: Version(13, 0)])
    }
}

@Suite struct DeploymentTargetSearchTests {
    @Test func findsAnXcodeProjectInASubfolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("targets-\(UUID().uuidString)")
        let project = root.appendingPathComponent("App/App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("IPHONEOS_DEPLOYMENT_TARGET = 17.2;\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        defer { try? FileManager.default.removeItem(at: root) }
        let targets = DeploymentTargetReader.targets(near: root.path)
        #expect(targets.versions == [.iOS: Version(17, 2)])
        #expect(targets.source?.hasSuffix("App/App.xcodeproj/project.pbxproj") == true)
    }
}

@Suite struct DeletionTests {
    @Test func deletionWinsOverEditsAndCounts() {
        let report = MigrationRunner(migrations: [DeleteObsoleteMigration()]).run([
            SourceInput(path: "Obsolete.swift", bytes: Array("let a = 1\n".utf8)),
            SourceInput(path: "Kept.swift", bytes: Array("let b = 2\n".utf8)),
        ])
        #expect(report.files.map(\.status) == [.unchanged, .deleted])
        #expect(report.files[1].rewritten.isEmpty)
        #expect(report.editCounts == ["delete-obsolete.file": 1])
    }

    @Test func aDisableCommentKeepsTheFile() {
        let report = MigrationRunner(migrations: [DeleteObsoleteMigration()]).run([
            SourceInput(path: "Obsolete.swift", bytes: Array("// swift-migrate:disable delete-obsolete\nlet a = 1\n".utf8))
        ])
        #expect(report.files[0].status == .unchanged)
    }
}

@Suite struct CallRewritingTests {
    @Test func replacingKeepsTrailingClosures() throws {
        let file = SourceFile(text: "XCTAssertEqual(a, b) { note() }\n")
        let call = try #require(file.calls(named: ["XCTAssertEqual"]).first)
        let edit = file.replacing(call, callee: "#expect", arguments: "a == b", rule: "r")
        #expect(String(decoding: EditApplier.apply([edit], to: file.bytes).bytes, as: UTF8.self) == "#expect(a == b) { note() }\n")
    }

    @Test func removingAStatementTakesItsLine() throws {
        let file = SourceFile(text: "func f() {\n    objectWillChange.send()\n    work()\n}\n")
        let body = try #require(file.declarations.first?.body)
        let statement = try #require(file.statements(in: body).first)
        let edit = file.removal(ofStatement: statement, rule: "r")
        #expect(String(decoding: EditApplier.apply([edit], to: file.bytes).bytes, as: UTF8.self) == "func f() {\n    work()\n}\n")
    }
}

@Suite struct BackedOutUnitTests {
    let source = "struct A { func f() { old() } }\nstruct B { func g() { old() } }\n"

    @Test func aMigrationThatIgnoresABackOutLeavesTheFileAsItWas() {
        var options = MigrationOptions()
        options.backedOut = [BackedOutUnit(migration: "careless", name: "B", reason: "test B/g failed after conversion, passed before")]
        let outcome = migrate(source, with: [CarelessUnitMigration()], options: options)
        #expect(outcome.status == .unchanged)
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "File.swift:2:23: warning: [engine.backed-out] careless left B unconverted: test B/g failed after conversion, passed before "
                    + "(the file is left as it was)"
            ])
    }

    @Test func unitsNotBackedOutStillConvert() {
        var options = MigrationOptions()
        options.backedOut = [BackedOutUnit(migration: "careless", name: "C", reason: "elsewhere")]
        #expect(
            String(decoding: migrate(source, with: [CarelessUnitMigration()], options: options).rewritten, as: UTF8.self)
                == source.replacingOccurrences(of: "old()", with: "new()"))
    }
}

@Suite struct MemoTests {
    /// A memoized optional is computed once, even when what it computes is nil or not nil.
    @Test(arguments: [nil, "value"] as [String?])
    func optionalValuesAreComputedOnce(_ result: String?) {
        let index = ProjectIndex()
        let key = MemoKey<String?>("test.optional")
        var calls = 0
        let first = index.memoized(key) {
            calls += 1
            return result
        }
        let second = index.memoized(key) {
            calls += 1
            return "other"
        }
        #expect(first == result && second == result)
        #expect(calls == 1)
    }
}

/// The post-edit check: a rewrite that declares a name twice in one scope is backed out as a unit.
@Suite struct DeclarationClashTests {
    @Test func aUnitWhoseEditDeclaresANameTwiceIsBackedOut() {
        let source = """
            struct Fresh {
                var other = 1
            }
            struct Taken {
                var added = 1
            }

            """
        let outcome = migrate(source, with: [AddsPropertyMigration()])
        let text = String(decoding: outcome.rewritten, as: UTF8.self)
        #expect(text.contains("struct Fresh {\n    var added = 0\n    var other = 1"))
        #expect(text.contains("struct Taken {\n    var added = 1\n}"), "\(text)")
        #expect(
            outcome.diagnostics.contains {
                $0.rule == BackedOutUnit.rule && $0.line == 4 && $0.message.contains("Taken") && $0.message.contains("would declare `added` twice in one scope")
            }, "\(outcome.diagnostics)")
    }

    @Test func namesakesInExclusiveClausesAreTwoDeclarations() {
        let source = """
            #if os(iOS)
            struct Twin {
            }
            #else
            struct Twin {
            }
            #endif

            """
        // One insertion per namesake puts two lines into each twin: both clash, and the unit
        // (both twins, one name) stays as it was.
        let outcome = migrate(source, with: [AddsPropertyMigration()])
        #expect(outcome.status == .unchanged, "\(String(decoding: outcome.rewritten, as: UTF8.self))")
        #expect(outcome.diagnostics.contains { $0.rule == BackedOutUnit.rule && $0.message.contains("Twin") })
        // Twins in exclusive clauses that each get one declaration do not clash.
        let single = "#if os(iOS)\nstruct A {\n}\n#else\nstruct B {\n}\n#endif\nstruct C {\n}\n"
        let clean = migrate(single, with: [AddsPropertyMigration()])
        #expect(clean.status == .changed && clean.diagnostics.isEmpty, "\(clean.diagnostics)")
    }

    @Test func clashesAreFoundPerScope() {
        let old = SourceFile(path: "A.swift", bytes: Array("struct A { var x = 1 }\nstruct B { var x = 1 }\n".utf8))
        #expect(DeclarationClashes.introduced(in: old, comparedTo: old).isEmpty)
        let twice = SourceFile(path: "A.swift", bytes: Array("struct A { var x = 1\nvar x = 2 }\nextension A { var y: Int { 1 } }\nextension A { var y: Int { 2 } }\n".utf8))
        #expect(DeclarationClashes.introduced(in: twice, comparedTo: old).map(\.name).sorted() == ["x", "y"])
        let clauses = SourceFile(path: "A.swift", bytes: Array("struct A {\n#if DEBUG\nvar x = 1\n#else\nvar x = 2\n#endif\n}\n".utf8))
        #expect(DeclarationClashes.introduced(in: clauses, comparedTo: old).isEmpty)
    }
}

/// Imports a rewrite adds go at top level, never inside an `#if` clause.
@Suite struct ImportPlacementTests {
    @Test(arguments: [
        // After the last top-level import, not inside the clause that follows it.
        ("import Foundation\n#if !os(macOS)\nimport UIKit\n#endif\nlet x = 1\n", "import Foundation\nimport Observation\n#if !os(macOS)\nimport UIKit\n#endif\nlet x = 1\n"),
        // Imported only under `#if`: the other configuration needs it too.
        ("#if canImport(Observation)\nimport Observation\n#endif\nlet x = 1\n", "import Observation\n\n#if canImport(Observation)\nimport Observation\n#endif\nlet x = 1\n"),
        ("import Observation\nlet x = 1\n", "import Observation\nlet x = 1\n"),
    ])
    func importsGoToTopLevel(_ before: String, _ after: String) {
        let file = SourceFile(path: "A.swift", bytes: Array(before.utf8))
        let edits = file.addingImport("Observation", rule: "test.import").map { [$0] } ?? []
        #expect(String(decoding: EditApplier.apply(edits, to: file.bytes).bytes, as: UTF8.self) == after)
    }
}

@Suite struct LocalClashTests {
    @Test func aLocalDeclaredTwiceInOneBodyIsAClash() {
        let old = SourceFile(path: "A.swift", bytes: Array("struct V {\n    var body: Int {\n        let x = 1\n        return x\n    }\n}\n".utf8))
        let twice = SourceFile(
            path: "A.swift", bytes: Array("struct V {\n    var body: Int {\n        @Bindable var x = x\n        @Bindable var x = x\n        let y = 1\n        return y\n    }\n}\n".utf8))
        #expect(DeclarationClashes.introduced(in: twice, comparedTo: old).map(\.name) == ["x"])
        // Under a body-level `#if`, locals of exclusive clauses are not judged.
        let clauses = SourceFile(path: "A.swift", bytes: Array("func f() {\n    #if os(iOS)\n    let x = 1\n    #else\n    let x = 2\n    #endif\n}\n".utf8))
        #expect(DeclarationClashes.introduced(in: clauses, comparedTo: old).isEmpty)
    }
}
