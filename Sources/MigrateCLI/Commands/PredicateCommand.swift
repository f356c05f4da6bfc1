import PredicateKit

/// What `swift-migrate predicate` prints and returns.
public struct PredicateCommandOutput: Equatable, Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32
}

/// `swift-migrate predicate`: translates one NSPredicate format string to `#Predicate`.
public enum PredicateCommand {
    public static let help = """
        USAGE: swift-migrate predicate --schema PATH --entity NAME [--arg EXPR]... [--min-ios N | --min-macos N | --linux] 'FORMAT'

        Translates an NSPredicate format string into a #Predicate expression for the entity NAME.
        Prints any `let` bindings the translation needs, then the #Predicate expression.

        OPTIONS:
          --schema PATH     A .swift file or folder declaring the entity types (@Model, @NSManaged,
                            plain Swift types), or an .xcdatamodeld / .xcdatamodel.
          --entity NAME     The entity the predicate filters.
          --arg EXPR        The Swift expression of each substitution (%@, %d, %K …), in order.
                            Repeat for every argument: --arg searchText --arg 'NSNumber(value: false)'
          --min-ios N       Oldest iOS the code runs on (default 17). Regex forms need 18.
          --min-macos N     Oldest macOS the code runs on. Regex forms need 15.
          --linux           Translate for swift-foundation on Linux (Regex yes, localized forms no).
          -h, --help        Show this help.

        Diagnostics go to stderr. Exit status: 0 translated, 1 not translatable faithfully, 2 usage error.
        """

    public static func run(_ arguments: [String]) -> PredicateCommandOutput {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            return PredicateCommandOutput(stdout: "", stderr: "error: \(error.message)\n\n\(help)\n", exitCode: 2)
        }
        if options.showHelp { return PredicateCommandOutput(stdout: help + "\n", stderr: "", exitCode: 0) }

        let schema: PredicateSchema
        do {
            schema = try PredicateSchema.load(path: options.schemaPath)
        } catch {
            return PredicateCommandOutput(stdout: "", stderr: "error: \(error)\n", exitCode: 2)
        }
        guard schema.entity(named: options.entity) != nil else {
            let known = schema.entities.keys.sorted().joined(separator: ", ")
            return PredicateCommandOutput(
                stdout: "", stderr: "error: no entity '\(options.entity)' in \(options.schemaPath) (found: \(known.isEmpty ? "none" : known))\n", exitCode: 2)
        }
        let translator = PredicateTranslator(schema: schema, entity: options.entity, minimumOS: options.target)
        let result = translator.translate(format: options.format, arguments: options.arguments)
        let stderr = result.diagnostics.map { render($0, format: options.format) }.joined()
        if result.diagnostics.contains(where: { $0.code == .argumentCount }) {
            return PredicateCommandOutput(stdout: "", stderr: stderr, exitCode: 2)
        }
        guard let rendered = result.rendered() else {
            return PredicateCommandOutput(stdout: "", stderr: stderr + "note: the predicate was not translated; keep the NSPredicate.\n", exitCode: 1)
        }
        return PredicateCommandOutput(stdout: rendered + "\n", stderr: stderr, exitCode: 0)
    }

    /// `error: PRED-D001 (column 7): …` with the format string and a caret under the column.
    static func render(_ diagnostic: PredicateDiagnostic, format: String) -> String {
        var text = diagnostic.description + "\n"
        if let column = diagnostic.column, !format.contains("\n") {
            text += "  \(format)\n  \(String(repeating: " ", count: max(0, column - 1)))^\n"
        }
        return text
    }

    struct UsageFailure: Error {
        var message: String
    }

    struct Options {
        var schemaPath = ""
        var entity = ""
        var arguments: [String] = []
        var target = DeploymentTarget.default
        var format = ""
        var showHelp = false

        static func parse(_ arguments: [String]) throws(UsageFailure) -> Options {
            var options = Options()
            var format: String?
            var targetOption: String?
            var index = 0
            var optionsEnded = false
            func value(for option: String) throws(UsageFailure) -> String {
                index += 1
                guard index < arguments.count else { throw UsageFailure(message: "\(option) needs a value") }
                return arguments[index]
            }
            func setTarget(_ option: String, _ target: DeploymentTarget) throws(UsageFailure) {
                if let previous = targetOption, previous != option {
                    throw UsageFailure(message: "\(previous) and \(option) cannot be combined")
                }
                targetOption = option
                options.target = target
            }
            func version(_ text: String, _ option: String) throws(UsageFailure) -> Int {
                let major = text.split(separator: ".").first.flatMap { Int($0) }
                guard let major, major > 0 else { throw UsageFailure(message: "\(option) needs a version number, found '\(text)'") }
                return major
            }
            while index < arguments.count {
                var argument = arguments[index]
                var inlineValue: String?
                if !optionsEnded, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    inlineValue = String(argument[argument.index(after: equals)...])
                    argument = String(argument[..<equals])
                }
                func next(_ option: String) throws(UsageFailure) -> String {
                    if let inlineValue { return inlineValue }
                    return try value(for: option)
                }
                switch argument {
                case _ where optionsEnded:
                    guard format == nil else { throw UsageFailure(message: "only one format string is accepted") }
                    format = argument
                case "--":
                    optionsEnded = true
                case "-h", "--help":
                    options.showHelp = true
                case "--schema":
                    options.schemaPath = try next(argument)
                case "--entity":
                    options.entity = try next(argument)
                case "--arg":
                    options.arguments.append(try next(argument))
                case "--min-ios":
                    try setTarget(argument, .iOS(try version(try next(argument), argument)))
                case "--min-macos":
                    try setTarget(argument, .macOS(try version(try next(argument), argument)))
                case "--linux":
                    try setTarget(argument, .linux)
                default:
                    if argument.hasPrefix("--") { throw UsageFailure(message: "unknown option '\(argument)'") }
                    guard format == nil else { throw UsageFailure(message: "only one format string is accepted (quote it)") }
                    format = argument
                }
                index += 1
            }
            if options.showHelp { return options }
            guard !options.schemaPath.isEmpty else { throw UsageFailure(message: "missing --schema PATH") }
            guard !options.entity.isEmpty else { throw UsageFailure(message: "missing --entity NAME") }
            guard let format, !format.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageFailure(message: "missing the format string")
            }
            options.format = format
            return options
        }
    }
}
