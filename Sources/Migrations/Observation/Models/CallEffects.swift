import SourceSyntax

/// What a call made while an object is created does to the world, for `InitialValueEffects`:
/// - `.effect`: it starts work or changes something outside the object (a task, a timer, an
///   observer, a queue, the network, the file system, haptics, StoreKit, a Combine subscription);
/// - `.pure`: it only computes a value from what it reads (collection operations, string and
///   formatting calls, `Bundle` and `UserDefaults` lookups, `AsyncStream.makeStream`);
/// - `.unknown`: anything else, which the migration treats as an effect (it cannot prove
///   otherwise) but names only when no known effect is there to name.
enum CallEffects {
    enum Kind: Comparable {
        case pure, unknown, effect
    }

    /// Calls that start work or change the world, by the last name of the callee.
    static let effectfulNames: Set<String> = [
        "Task", "detached", "scheduledTimer", "autoconnect", "addObserver", "sink", "assign", "store",
        "async", "asyncAfter", "sync", "dataTask", "downloadTask", "uploadTask", "resume", "post",
        "createDirectory", "createFile", "removeItem", "copyItem", "moveItem", "write",
        "prepare", "impactOccurred", "notificationOccurred", "selectionChanged", "start", "startEngine",
        "requestAuthorization", "requestReview", "products", "purchase", "finish", "set", "removeObject",
        "synchronize", "play", "load", "fetch", "observe", "schedule", "setActive",
    ]

    /// Initializers that read or start something (`Data(contentsOf:)`), by type and first label.
    static let effectfulConstructions: Set<String> = [
        "Data(contentsOf", "String(contentsOf", "String(contentsOfFile", "AVAudioPlayer(contentsOf", "CHHapticEngine(",
        "UIImpactFeedbackGenerator(", "UINotificationFeedbackGenerator(", "UISelectionFeedbackGenerator(", "Timer(",
    ]

    /// Calls that only compute a value, by the last name of the callee.
    static let pureNames: Set<String> = [
        "makeStream", "contains", "sorted", "map", "filter", "compactMap", "flatMap", "reduce", "first", "last",
        "min", "max", "joined", "split", "lowercased", "uppercased", "trimmingCharacters", "replacingOccurrences",
        "hasPrefix", "hasSuffix", "components", "prefix", "suffix", "dropFirst", "dropLast", "enumerated",
        "reversed", "zip", "stride", "abs", "random", "firstIndex", "lastIndex", "allSatisfy", "count",
        "url", "path", "object", "string", "bool", "integer", "double", "float", "array", "dictionary", "data",
        "stringArray", "formatted", "date", "number", "component", "dateComponents", "startOfDay",
        "appendingPathComponent", "appending", "localizedString", "NSLocalizedString", "uuidString",
        "isEmpty", "index", "distance", "addingTimeInterval", "timeIntervalSince", "fill", "repeating",
    ]

    /// How a call (not a project type's initializer) affects the world.
    static func kind(of call: Call, in file: SourceFile) -> Kind {
        let name = file.text(of: call.name)
        if effectfulNames.contains(name) { return .effect }
        if pureNames.contains(name) { return .pure }
        return .unknown
    }

    /// Whether an initializer call reads or starts something (`Data(contentsOf: url)`).
    static func isEffectfulConstruction(_ call: Call, in file: SourceFile) -> Bool {
        let type = TypeName.simple(file.text(call.callee))
        let label = call.arguments.first?.label.map { file.text(of: $0) } ?? ""
        return effectfulConstructions.contains("\(type)(\(label)") || effectfulConstructions.contains("\(type)(")
    }
}
