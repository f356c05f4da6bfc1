import MigrationKit
import SourceSyntax

/// Where the app launches: the `App`'s initializer or `application(_:didFinishLaunchingWithOptions:)`
/// (the one that registers the StoreKit 1 observer when there are several), else the `@main`
/// entry point. `Transaction.updates` must be iterated from launch, once, for the app's lifetime:
/// the listener starts there.
struct LaunchSite: Sendable, Equatable {
    var path: String
    var line: Int
    /// `application(_:didFinishLaunchingWithOptions:)`, `init()` of `MyApp`, `MyApp` (the entry point).
    var place: String
    /// The launch code's text without whitespace (the function's or initializer's body, and an
    /// `App`'s property initializers), to tell which other code it runs: `Store.shared.start()`.
    var code = ""

    var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
    var description: String { "\(place) (\(fileName):\(line))" }

    /// Whether `index` of `file` is inside the launch code itself.
    static func isLaunchCode(at index: Int, in file: SourceFile) -> Bool {
        for decl in file.declarationPath(to: index).reversed() {
            if decl.kind == .funcDecl, isDidFinishLaunching(decl, file) { return true }
            if decl.kind == .initDecl, let type = file.declarationPath(to: decl.keyword).dropLast().last, isApp(type, file) { return true }
        }
        return false
    }

    static func find(_ index: ProjectIndex) -> LaunchSite? {
        var found: [(site: LaunchSite, registers: Bool, rank: Int)] = []
        for fact in index.facts(StoreKitFact.source) {
            let file = fact.value
            // Only files that can hold launch code are parsed for declarations.
            guard file.contains("didFinishLaunchingWithOptions") || file.contains("@main") else { continue }
            if file.imports.contains(where: { ["XCTest", "Testing"].contains($0.module) }) { continue }
            let registers = file.contains("SKPaymentQueue")
            for decl in file.allDeclarations {
                let line = file.location(ofToken: decl.keyword).line
                if decl.kind == .funcDecl, isDidFinishLaunching(decl, file) {
                    let code = decl.body.map { file.text($0).filter { !$0.isWhitespace } } ?? ""
                    found.append((LaunchSite(path: file.path, line: line, place: "application(_:didFinishLaunchingWithOptions:)", code: code), registers, 0))
                } else if decl.isTypeDeclaration, decl.kind != .extensionDecl, isApp(decl, file), let name = file.simpleTypeName(of: decl) {
                    // The `App` is made once, at launch: its initializer and its stored properties' values run then.
                    let properties = decl.flattenedMembers
                        .filter { $0.kind == .variableDecl && $0.body == nil && !$0.bindings.contains { file.text($0.pattern) == "body" } }
                        .map { file.text($0.tokens) }
                    if let initializer = decl.flattenedMembers.first(where: { $0.kind == .initDecl }) {
                        let code = ((initializer.body.map { file.text($0) } ?? "") + properties.joined()).filter { !$0.isWhitespace }
                        let site = LaunchSite(path: file.path, line: file.location(ofToken: initializer.keyword).line, place: "init() of `\(name)`", code: code)
                        found.append((site, registers, 0))
                    } else {
                        let code = properties.joined().filter { !$0.isWhitespace }
                        let site = LaunchSite(path: file.path, line: line, place: "an init() of `\(name)` (the app's entry point)", code: code)
                        found.append((site, registers, 1))
                    }
                }
            }
        }
        return found.min { a, b in
            (a.registers ? 0 : 1, a.rank, a.site.path, a.site.line) < (b.registers ? 0 : 1, b.rank, b.site.path, b.site.line)
        }?.site
    }

    private static func isDidFinishLaunching(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard file.name(of: decl) == "application", let parameters = file.parameterList(of: decl), parameters.count == 2 else { return false }
        return parameters[1].label == "didFinishLaunchingWithOptions"
    }

    /// `@main struct MyApp: App`.
    private static func isApp(_ decl: Decl, _ file: SourceFile) -> Bool {
        decl.kind == .structDecl && file.inheritedNames(of: decl).contains("App") && decl.attributes.contains { file.name(of: $0) == "main" }
    }
}

/// An `SKPaymentQueue.default().add(observer)`, and whether it runs at launch: StoreKit 2's
/// `Transaction.updates` listener replaces it, and must start at launch once for the app's
/// lifetime, not where a screen or a view model (created per visit) registers today.
struct ObserverRegistration {
    /// Inside `application(_:didFinishLaunchingWithOptions:)` or the `App`'s initializer.
    var atLaunch: Bool
    /// `viewDidLoad()` of `PaywallViewController`: where it is, when not at launch.
    var place: String?
    var launch: LaunchSite?

    init(call: Call, file: SourceFile, launch: LaunchSite?) {
        atLaunch = LaunchSite.isLaunchCode(at: call.name, in: file)
        self.launch = launch
        let path = file.declarationPath(to: call.name)
        let function = path.last { $0.kind == .funcDecl || $0.kind == .initDecl }
        let type = path.last { $0.isTypeDeclaration }.flatMap { file.simpleTypeName(of: $0) }
        if !atLaunch, let launch, let function, let type, path.last(where: { $0.isTypeDeclaration })?.kind != .structDecl {
            atLaunch = Self.launchRuns(function, of: type, file: file, launchCode: launch.code)
        }
        let name = function.map { $0.kind == .initDecl ? "init" : (file.name(of: $0) ?? "") + (file.parameterList(of: $0)?.isEmpty == false ? "(…)" : "()") }
        place = [name.map { "`\($0)`" }, type.map { "`\($0)`" }].compactMap { $0 }.joined(separator: " of ")
        if place?.isEmpty == true { place = nil }
    }

    /// Whether the launch code runs `function` of `type`, once: an initializer through `Type(…)`
    /// or the shared instance (`Type.shared`, made on first use), a method called on the type's
    /// shared instance or statically (`Store.shared.start()`, `Store.start()`).
    static func launchRuns(_ function: Decl, of type: String, file: SourceFile, launchCode: String) -> Bool {
        func occurrences(of needle: String) -> [String.Index] {
            var found: [String.Index] = []
            var from = launchCode.startIndex
            while let range = launchCode.range(of: needle, range: from..<launchCode.endIndex) {
                let before = range.lowerBound == launchCode.startIndex ? nil : launchCode[launchCode.index(before: range.lowerBound)]
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { found.append(range.upperBound) }
                from = range.upperBound
            }
            return found
        }
        let shared = ["shared", "sharedInstance", "default", "instance", "main", "current"]
        if function.kind == .initDecl {
            guard file.parameterList(of: function)?.isEmpty != false else { return !occurrences(of: type + "(").isEmpty }
            return !occurrences(of: type + "(").isEmpty || shared.contains { !occurrences(of: "\(type).\($0)").isEmpty }
        }
        guard let name = file.name(of: function) else { return false }
        let receivers = [type] + shared.map { "\(type).\($0)" }
        return receivers.contains { !occurrences(of: "\($0).\(name)(").isEmpty }
    }

    /// Where the listener starts instead, for a registration that is not at launch.
    var elsewhere: String {
        let at = launch.map { "at launch, in \($0.description)" } ?? "at launch (the app's entry point)"
        let here = place.map { " (here: \($0), which can run more than once, or late)" } ?? ""
        return "`Transaction.updates` must be iterated once, from launch, for the app's lifetime: start the listener \(at), not where this registration is\(here); move the registration there too"
    }

    var inPlaceAdvice: String {
        guard atLaunch else {
            return "transaction observer: in StoreKit 2, a task that iterates `Transaction.updates`, finishes every verified transaction and logs unverified ones replaces paymentQueue(_:updatedTransactions:) once purchases use StoreKit 2 (both APIs share one queue, so keep this until then); "
                + elsewhere
        }
        return "transaction observer: in StoreKit 2, start a task here that iterates `Transaction.updates` for the app's lifetime, finishes every verified transaction and logs unverified ones; it replaces paymentQueue(_:updatedTransactions:) once purchases use StoreKit 2 (both APIs share one queue, so keep this until then)"
    }
}
