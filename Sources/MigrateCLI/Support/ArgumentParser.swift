import Foundation

/// A small, strict parser for `--flag`, `--option value`, `--option=value` and positional paths.
/// Unknown options are usage errors, so a typo never silently changes what runs.
struct ParsedArguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    func value(_ name: String) -> String? { values[name]?.last }
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

struct ArgumentSpec {
    var flags: Set<String>
    var options: Set<String>
    /// Flags that may also carry a value written `--name=value` (`--check-build='make'`); the value
    /// is never taken from the next argument, which may be a path.
    var flagsWithOptionalValue: Set<String> = []

    /// Words with spaces and no path separator: a command, not a file or folder.
    static func looksLikeCommand(_ argument: String) -> Bool {
        argument.contains(" ") && !argument.contains("/") && !argument.hasSuffix(".swift") && !argument.hasPrefix("-")
    }

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositional = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flagsWithOptionalValue.contains(name) {
                parsed.flags.insert(name)
                if let inlineValue { parsed.values[name, default: []].append(inlineValue) }
                // `--check-tests "swift test --filter X"` would read the command as an input path.
                if inlineValue == nil, i < arguments.count, Self.looksLikeCommand(arguments[i]) {
                    throw UsageError("\(name) takes its command after '=': \(name)='\(arguments[i])' (without it, '\(arguments[i])' is read as an input path)")
                }
            } else if flags.contains(name), inlineValue == nil {
                parsed.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count else { throw UsageError("\(name) needs a value") }
                    value = arguments[i]
                    i += 1
                }
                parsed.values[name, default: []].append(value)
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
        return parsed
    }
}

/// Walks a small command's arguments one at a time (`models`, `bridge`): each argument, with the
/// name part of `--name=value`, and an option's value, inline or the next argument.
struct OptionCursor {
    private let arguments: [String]
    private var index = -1
    private var inline: String?

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The next argument (`--name` of `--name=value`), or nil after the last.
    mutating func next() -> String? {
        index += 1
        inline = nil
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            inline = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        return argument
    }

    /// The value of `option`, the argument `next()` returned: its inline part, else the next argument.
    mutating func value(for option: String) throws -> String {
        if let inline { return inline }
        index += 1
        guard index < arguments.count else { throw UsageError("\(option) needs a value") }
        return arguments[index]
    }
}

/// The options every command that prints or writes new files shares: `-o DIR`, `--overwrite`, `--help`.
struct GeneratedFileOptions {
    var outputDirectory: String?
    var overwrite = false
    var showHelp = false

    /// Takes `argument` when it is one of these options; false when it is not.
    mutating func take(_ argument: String, from cursor: inout OptionCursor) throws -> Bool {
        switch argument {
        case "-h", "--help": showHelp = true
        case "-o", "--output": outputDirectory = try cursor.value(for: argument)
        case "--overwrite": overwrite = true
        default: return false
        }
        return true
    }
}
