// swift-tools-version: 6.0
// swift-migrate: a codemod that moves Swift code from one Apple framework generation to the next.
// No package dependencies: the tool must build from a bare toolchain.
import PackageDescription

let package = Package(
    name: "swift-migrate",
    products: [
        .executable(name: "swift-migrate", targets: ["swift-migrate"]),
        .library(name: "SourceSyntax", targets: ["SourceSyntax"]),
        .library(name: "ObjCSyntax", targets: ["ObjCSyntax"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "MigrationKit", targets: ["MigrationKit"]),
        .library(name: "Migrations", targets: ["Migrations"]),
        .library(name: "PatchPrinter", targets: ["PatchPrinter"]),
        .library(name: "PredicateKit", targets: ["PredicateKit"]),
        .library(name: "Assessment", targets: ["Assessment"]),
        // `swift package migrate …` in a package that depends on this one.
        .plugin(name: "MigratePlugin", targets: ["MigratePlugin"]),
    ],
    targets: [
        // Layer 1: lexer, tokens with trivia, lightweight tree, printer.
        .target(name: "SourceSyntax"),
        // Layer 1: the same for Objective-C headers and implementation files (lexer, tree).
        .target(name: "ObjCSyntax"),
        // Layer 1: `project.pbxproj` read losslessly (OpenStep property list), queried (targets,
        // membership, groups, build settings) and edited by byte ranges in Xcode's style.
        .target(name: "XcodeProject"),
        // Layer 2: migration protocol, project index, edits, runner, diagnostics.
        .target(name: "MigrationKit", dependencies: ["SourceSyntax", "XcodeProject"]),
        // Core Data models and NSPredicate format strings → #Predicate (used by `swift-migrate
        // predicate` and by the coredata model generation in Migrations).
        .target(name: "PredicateKit", dependencies: ["SourceSyntax"]),
        // Layer 3: the migrations, one folder each.
        .target(name: "Migrations", dependencies: ["SourceSyntax", "ObjCSyntax", "XcodeProject", "MigrationKit", "PredicateKit"]),
        // Layer 4: unified diff and JSON output.
        .target(name: "PatchPrinter", dependencies: ["MigrationKit"]),
        // Layer 4: the assessment (`swift-migrate assess`): surface area from the syntax tree and the
        // project's other files, the migrations' dry run per system, the guide's recommendation, and
        // its text, Markdown, JSON and HTML renderings.
        .target(name: "Assessment", dependencies: ["SourceSyntax", "MigrationKit", "PredicateKit"]),
        // Layer 5: command-line interface (a library so it can be tested), and the executable.
        .target(name: "MigrateCLI", dependencies: ["SourceSyntax", "ObjCSyntax", "XcodeProject", "MigrationKit", "Migrations", "PatchPrinter", "PredicateKit", "Assessment"]),
        .executableTarget(name: "swift-migrate", dependencies: ["MigrateCLI"]),
        .plugin(
            name: "MigratePlugin",
            capability: .command(
                intent: .custom(verb: "migrate", description: "Run swift-migrate (assess, diff, apply, scan, …) over this package")),
            dependencies: ["swift-migrate"]),

        .testTarget(name: "SourceSyntaxTests", dependencies: ["SourceSyntax"]),
        .testTarget(name: "ObjCSyntaxTests", dependencies: ["ObjCSyntax"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
        .testTarget(name: "MigrationKitTests", dependencies: ["MigrationKit", "SourceSyntax", "XcodeProject"]),
        .testTarget(name: "PredicateKitTests", dependencies: ["PredicateKit", "SourceSyntax"]),
        // Compiles and evaluates the translated fixture predicates (generated from Fixtures/predicate-kit/).
        .testTarget(name: "PredicateEvaluationTests"),
        .testTarget(name: "MigrationsTests", dependencies: ["Migrations", "MigrationKit", "SourceSyntax", "ObjCSyntax", "PatchPrinter", "MigrateCLI"]),
        .testTarget(name: "PatchPrinterTests", dependencies: ["PatchPrinter", "MigrationKit"]),
        .testTarget(name: "MigrateCLITests", dependencies: ["MigrateCLI"]),
        .testTarget(name: "AssessmentTests", dependencies: ["Assessment", "MigrationKit", "SourceSyntax"]),
    ]
)
