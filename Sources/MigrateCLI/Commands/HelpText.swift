/// Help for every command. Kept in one place so the README and `--help` are easy to compare.
enum HelpText {
    static let exitCodes = """
        Exit codes:
          0  success
          1  changes pending (only with --exit-code)
          2  usage error
          3  some file could not be read, parsed safely or written
          130, 143  apply stopped by Ctrl-C (SIGINT) or SIGTERM; every file is as it was or fully written
        """

    static let main = """
        swift-migrate — rewrite Swift code from one Apple framework generation to the next.

        Usage: swift-migrate <command> [options] [PATH…]
               swift-migrate --version

        Commands:
          list        the migrations and their rules, with the minimum OS each needs
          diff        dry run: print a unified diff and diagnostics, write nothing
          apply       rewrite files in place, atomically
          scan        inventory: what is left to migrate, per file
          assess      the migration guide's assessment: per system, surface, dry run, blockers, recommendation
          config      --print: the effective configuration (.swift-migrate.json and flags) and where each value comes from
          explain     a rule's summary, minimum OS and documentation (swift-migrate explain xctest.assert)
          predicate   translate one NSPredicate format string to #Predicate
          models      write SwiftData @Model classes for a Core Data model (.xcdatamodeld)
          bridge      write a SwiftUI bridge for a UIKit type (or --hosting: a UIKit helper hosting a SwiftUI view)
          syntax      parse files without migrating; report what the parser cannot make sense of
          objc-order  the Objective-C .h/.m pairs in the order to translate them (leaves first)
          xcodeproj   what an Xcode project file says: targets, the files each compiles, module names

        Run `swift-migrate <command> --help` for a command's options.

        \(exitCodes)
        """

    static let selection = """
          --only ID,…             run only these migrations (ids from `list`)
          --skip ID,…             run all migrations but these
          --min-ios N             deployment target, when the project does not say (also --min-macos,
                                  --min-tvos, --min-watchos)
          --ignore-deployment-target
                                  run migrations even below their minimum OS
          --raise-deployment-target
                                  raise a Package.swift platforms: entry among the inputs that is
                                  below what the migrations need (otherwise it is reported)
          --set KEY=VALUE         a migration setting (`list` shows them; docs/migrations/<id>.md)
          --format FORMAT         text (default), json (our report), sarif (SARIF 2.1.0 for code
                                  scanning) or github (workflow annotations, one per diagnostic)
          -o, --output FILE       write the json, sarif or github report to FILE instead of stdout
          --verbose               list every skipped file with its reason
          --force-language swift  read explicitly named files that do not end in .swift as Swift
        """

    static let check = """
          --check-build[=CMD]     build before and after (default, in the package at or above the
                                  inputs: swift build --build-tests); units whose code the compiler
                                  rejects are backed out (left as they were, with a warning)
          --check-tests[=CMD]     also test before (twice) and after (default: swift test); units of
                                  tests whose outcome changed are backed out; implies --check-build
          --check-rounds N        at most N build/test rounds (default 6); past that, every file is
                                  restored and the run exits 3
          --allow-broken-baseline judge only new errors when the untouched tree does not build
          --quiet                 no line per round
        """

    static let diff = """
        Usage: swift-migrate diff [PATH…] [options]

        Prints a unified diff of what `apply` would write (git apply accepts it) on stdout, and
        diagnostics as `path:line:col: warning: [rule] message` on stderr, then a one-line summary.
        PATH is a file or directory (recursive .swift files; .build, .git, DerivedData, Pods,
        Carthage and hidden folders are skipped); no PATH means the current directory; `-` reads
        stdin. Nothing is written.

        Options:
        \(selection)
          --color auto|always|never
                                  color the diff (auto: when stdout is a terminal)
          --exit-code             exit 1 when anything would change
          --verify                also check rewritten files with `swiftc -frontend -parse`
        \(check)
                                  (diff checks in a scratch copy of the package and prints the
                                  proven patch)

        \(exitCodes)
        """

    static let apply = """
        Usage: swift-migrate apply [PATH…] [options]

        Rewrites files in place. Each file is written atomically (temporary file + fsync + rename, mode
        and owner kept), only if its new text parses no worse than the original, and only while it is
        still exactly what was read (a file saved meanwhile is left alone and reported). Nothing is
        written while a file to change has uncommitted git work (modified, untracked or ignored), or
        when git cannot tell, unless --allow-dirty. `-` reads stdin and writes the result to stdout.

        Options:
        \(selection)
          --allow-dirty           rewrite files that have uncommitted git changes
          --allow-dirty-delete    also delete files that have uncommitted git changes
          --allow-owner-change    rewrite files whose owner cannot be kept (another user's file
                                  becomes yours); without it such a file is refused
        \(check)
          --verify                also check rewritten files with `swiftc -frontend -parse` before
                                  writing (costs one compiler process per 64 files)

        \(exitCodes)
        """

    static let config = """
        Usage: swift-migrate config --print [PATH…] [--only ID,…] [--skip ID,…] [--set KEY=VALUE]… [--min-ios N …]

        Prints the configuration a run over PATH would use, each value with its source: the command
        line, .swift-migrate.json (the nearest at or above the inputs), the project's files (the
        deployment target), or the default.

        .swift-migrate.json (every key optional; an unknown key or a bad value is a usage error):
          {
            "exclude": ["Generated/**", "**/*.pb.swift"],       globs relative to the file's folder
            "deploymentTarget": {"iOS": "17.0"},                 instead of reading the project's
            "migrations": {"coredata": false},                   on/off; --only/--skip replace it
            "settings": {"observation.effectful-state-init": "rewrite"}   as --set; --set wins
          }

        \(exitCodes)
        """

    static let explain = """
        Usage: swift-migrate explain RULE-ID

        Prints the rule's summary and its migration's minimum OS (what `list` shows), then the rule's
        part of its documentation page, docs/migrations/<migration>.md, with its before/after example
        where the page has one. The page is looked for above the working directory and above the
        executable (a build inside the repository finds it).

        \(exitCodes)
        """

    static let assess = """
        Usage: swift-migrate assess [PATH…] [--format text|markdown|json|html|sarif|github] [-o FILE] [options]

        For each system of the migration guide (XCTest, ObservableObject/Combine, StoreKit 1, Core
        Data, the modern baseline, UIKit, Objective-C): the surface area counted from the syntax tree
        and the project's storyboards, xibs, Core Data models, Objective-C files and lockfiles; what
        each registered migration would rewrite and report (its dry run, whatever the deployment
        target); the blockers with file:line; the recommendation (full, incremental, not now) and the
        order, with the staged command that carries out the automatic steps. Nothing is written but -o.

        Options:
          --format FORMAT     text (default), markdown (for a pull request or $GITHUB_STEP_SUMMARY),
                              json (schema in docs/assess.md), html (one self-contained page),
                              sarif or github (the dry run's findings for code scanning or
                              pull-request annotations, as `diff --format sarif|github` prints them)
          -o, --output FILE   write the report to FILE instead of stdout
          --per-file          the dry run per file instead (what `scan` prints; text or json)
          --only ID,… / --skip ID,…   the migrations whose dry run is included
          --min-ios N …       deployment targets, instead of reading them from the project

        \(exitCodes)
        """

    static let scan = """
        Usage: swift-migrate scan [PATH…] [options]

        Lists, per file, what each migration would still change (edits by rule) and what it would
        leave for a human (diagnostics), then totals. Nothing is written.

        Options:
        \(selection)

        \(exitCodes)
        """

    static let syntax = """
        Usage: swift-migrate syntax [PATH…]

        Parses files without migrating and prints what the parser could not make sense of
        (unterminated literals, unbalanced delimiters, unknown characters), one warning per problem,
        and an error for any file that would not print back byte for byte (there should be none).
        A migration never writes a file whose rewritten text has more such problems than the original.
        """

    static let objcOrder = """
        Usage: swift-migrate objc-order [PATH…]

        Lists the Objective-C pairs (X.h + X.m in one folder) under the paths from the #import graph:
        rounds of pairs whose imports are all Swift already or system frameworks, leaves first, each
        round grouped as the migration guide recommends (models, helpers, network, view models, views
        and view controllers). `apply --only objc` translates the first round; run it again for the next.
        Also checks that every .h and .m prints back byte for byte from its Objective-C syntax tree.
        """

    static let xcodeproj = """
        Usage: swift-migrate xcodeproj [--json] [PATH…]

        Reads Xcode project files (a project.pbxproj, a .xcodeproj folder, or every project under a
        directory) as the migrations do and prints, per target, its product type, module name, how
        many files it compiles and its folder-synchronized groups. --json prints one line per project
        with every target's compiled files (paths relative to the folder holding the .xcodeproj).
        A file that cannot be read is an error with its line and column; every file is also checked
        to print back byte for byte.
        """

    static let list = """
        Usage: swift-migrate list [--format text|json]

        Lists every migration with its id, summary and minimum OS, and every rule with its id.
        """
}
