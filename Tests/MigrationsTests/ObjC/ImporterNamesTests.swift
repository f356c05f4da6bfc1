import Foundation
import ObjCSyntax
import Testing

@testable import Migrations

/// Checks `ImporterNames` against the real importer: the toolchain's Clang importer runs on Linux
/// with `-enable-objc-interop` (no Objective-C runtime is needed to type-check), so each method's
/// computed Swift name is referenced from Swift and must resolve.
@Suite(.tags(.slow)) struct ImporterNamesTests {
    static let declarations = """
        - (nullable User *)findUserWithID:(NSString *)userID;
        - (void)saveUser:(User *)user completion:(void (^ _Nullable)(NSError * _Nullable))completion;
        - (void)fetchDataWithCompletion:(void (^)(void))completion;
        - (void)loadItemsForKey:(NSString *)key;
        - (NSString *)displayString;
        - (void)downloadDidFinish:(Download *)download;
        - (void)download:(Download *)download didFailWithError:(NSError *)error;
        - (void)download:(Download *)download didUpdateProgress:(float)progress;
        - (nullable id)objectAtIndex:(NSUInteger)index;
        - (void)insertObject:(id)object atIndex:(NSUInteger)index;
        - (void)removeItemAtURL:(NSURL *)url;
        - (void)appendString:(NSString *)string;
        - (void)setObject:(id)object forKey:(NSString *)key;
        - (void)performWork:(NSInteger)count withObject:(id)object;
        - (BOOL)isValid;
        - (void)reset;
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndex:(NSInteger)row;
        - (void)updateWithName:(NSString *)name;
        - (void)startUsingBlock:(void (^)(void))block;
        - (void)moveToPoint:(double)x y:(double)y;
        - (NSString *)stringByAppendingPathComponent:(NSString *)component;
        - (void)sendMessage:(NSString *)message toUser:(User *)user;
        - (void)addObserver:(id)observer forName:(NSString *)name;
        - (void)logEvent:(NSString *)event parameters:(nullable NSDictionary *)parameters;
        - (instancetype)initWithName:(NSString *)name age:(NSInteger)age;
        - (instancetype)initWithURL:(NSURL *)url;
        - (instancetype)init;
        + (instancetype)sharedManager;
        + (NSString *)versionString;
        - (void)didReceiveData:(NSData *)data fromURL:(NSURL *)url;
        - (void)handleTap:(id)sender;
        - (void)configureCellAtIndex:(NSUInteger)index animated:(BOOL)animated;
        - (void)task:(NSData *)task didCompleteWithError:(nullable NSError *)error;
        - (void)setValue:(nullable id)value forKey:(NSString *)key;
        - (void)addObject:(id)object;
        - (void)requestWithCompletionHandler:(void (^)(BOOL granted))handler;
        - (void)showMessage:(NSString *)text animated:(BOOL)animated;
        - (void)getValue:(NSString *)string;
        - (void)selectItemsByIdentifier:(NSString *)identifier;
        - (void)scrollToTop;
        - (void)setNeedsUpdate:(BOOL)flag;
        - (void)setUserName:(NSString *)name;
        - (void)turnOnLight:(NSInteger)level;
        - (void)convertDate:(NSData *)date toFormat:(NSString *)format;
        - (NSInteger)numberOfItemsInSection:(NSInteger)section;
        - (void)copyFileAtURL:(NSURL *)from toURL:(NSURL *)to;
        - (void)registerHandler:(void (^)(void))handler forEvent:(NSString *)event;
        - (void)fetchRecordsWithCompletion:(CompletionHandler)completion;
        - (void)runWithCompletionHandler:(CompletionHandler)handler;
        - (void)loadWithHandler:(CompletionHandler)handler;
        - (void)saveWithPriority:(Priority)priority;
        - (void)setPriority:(Priority)priority animated:(BOOL)animated;
        + (Probe *)defaultProbe;
        + (instancetype)sharedProbe;
        + (nullable Probe *)probeNamed:(NSString *)name;
        - (NSString *)nameString;
        - (User *)currentUser;
        + (instancetype)probe;
        + (Probe *)mainDefaultProbe;
        """

    @Test func computedNamesResolveInTheImporter() async throws {
        let header = """
            #define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
            #pragma clang assume_nonnull begin
            __attribute__((objc_root_class)) @interface NSObject
            - (instancetype)init;
            @end
            @interface NSString : NSObject @end
            @interface NSData : NSObject @end
            @interface NSURL : NSObject @end
            @interface NSError : NSObject @end
            @interface NSDictionary : NSObject @end
            @interface User : NSObject @end
            @interface Download : NSObject @end
            @interface UITableView : NSObject @end
            typedef long NSInteger;
            typedef unsigned long NSUInteger;
            typedef signed char BOOL;
            typedef void (^CompletionHandler)(BOOL ok);
            typedef NS_ENUM(long, Priority) { PriorityLow, PriorityHigh };
            typedef NS_ENUM(long, ABCRecordType) { ABCRecordTypePerson, ABCRecordTypeOrganization };
            typedef NS_ENUM(long, TransferMode) { TransferModeURLLoading, TransferModeURLSaving, TransferModeHTTPUpload };
            typedef NS_ENUM(long, Single) { SingleOnly };
            @interface Probe : NSObject
            \(Self.declarations)
            @end
            #pragma clang assume_nonnull end
            """
        let file = ObjCFile(path: "Probe.h", bytes: Array(header.utf8))
        let probe = try #require(file.containers.first { $0.name == "Probe" })
        var references: [String] = []
        var refused: [String] = []
        for member in probe.members {
            guard case .method(let method) = member.kind else { continue }
            let parameters = method.pieces.map { piece in
                ImporterNames.Parameter(
                    keyword: piece.keyword.map { file.text($0) } ?? "", type: piece.type.flatMap { ObjCType.parse($0, in: file) },
                    blockTypedefs: ["CompletionHandler"], enums: ["Priority"])
            }
            let result = method.returnType.flatMap { ObjCType.parse($0, in: file) }
            let ownType = result?.name == "instancetype" || result?.name == "Probe"
            guard let name = try? ImporterNames.method(pieces: parameters, isClassMethod: method.isClassMethod, returnsOwnType: ownType, className: "Probe")
            else {
                refused.append(method.selector(in: file))
                continue
            }
            let compound = name.labels.isEmpty ? name.base : "\(name.base)(\(name.labels.map { "\($0):" }.joined()))"
            references.append(
                compound == "init"
                    ? "_ = Probe.init as () -> Probe"
                    : name.base == "init" ? "_ = Probe.\(compound)" : (method.isClassMethod ? "_ = Probe.\(compound)" : "_ = (Probe.\(compound))"))
        }
        // Refused: the class methods the importer makes initializers, and a name pruned down to
        // a word this model does not know the importer keeps.
        #expect(refused == ["didReceiveData:fromURL:", "probeNamed:", "probe"])
        #expect(references.count + refused.count == Self.declarations.split(separator: "\n").count)
        for item in file.items {
            guard case .enumeration(let declaration) = item.kind else { continue }
            for (_, name) in try PairTranslator.caseNames(declaration, in: file, token: item.range.lowerBound) {
                references.append("_ = \(declaration.name).\(name)")
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("importer-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try header.write(to: directory.appendingPathComponent("Probe.h"), atomically: true, encoding: .utf8)
        try "module Probe { header \"Probe.h\" export * }\n".write(to: directory.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        let swift = "import Probe\nfunc probe() {\n" + references.map { "    \($0)\n" }.joined() + "}\n"
        try swift.write(to: directory.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        let outcome = try ObjCImporterCheck.typecheck(directory: directory, files: ["probe.swift"])
        #expect(outcome.succeeded, "\(swift)\n\(outcome.output)")
    }
}

extension ImporterNamesTests {
    /// A stand-in for the Foundation declarations the fixtures' headers use, in Objective-C.
    static let prelude = """
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
        #define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum,enum_extensibility(open))) _name : _type _name; enum _name : _type
        #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef signed char BOOL;
        typedef double CGFloat;
        @protocol NSObject
        @end
        __attribute__((objc_root_class)) @interface NSObject <NSObject>
        - (instancetype)init;
        @end
        @interface NSString : NSObject @end
        @interface NSData : NSObject @end
        @interface NSError : NSObject @end
        @interface NSArray<ObjectType> : NSObject @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject @end

        """

    /// Every method the fixtures' pairs declare, referenced from Swift by the name the translation
    /// gives it, through the importer reading the original header: the names Swift callers used.
    @Test(arguments: ["example", "nullability", "mixed"])
    func fixtureNamesResolveInTheImporter(_ name: String) throws {
        let fixture = try #require(FixtureCase.cases(for: "objc").first { $0.name == name })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("importer-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var headers: [String] = []
        var references: [String] = []
        for resource in fixture.resourceInputs where resource.path.hasSuffix(".h") && !resource.path.contains("Bridging") {
            let text = String(decoding: resource.bytes, as: UTF8.self)
            guard !text.contains("UIKit") else { continue }
            let fileName = String(resource.path.split(separator: "/").last!)
            // Framework imports read the stand-in; quoted imports stay (the headers sit together).
            let header = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("#import <") ? "#import \"Prelude.h\"" : String($0) }.joined(separator: "\n")
            try header.write(to: directory.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
            headers.append(fileName)
            guard let implementation = fixture.resourceInputs.first(where: { $0.path == resource.path.dropLast(2) + ".m" }) else { continue }
            let model = try PairModel(
                header: ObjCFile(path: resource.path, bytes: resource.bytes), implementation: ObjCFile(path: implementation.path, bytes: implementation.bytes))
            let scope = try PairTranslator(model: model).scope
            for (className, info) in scope.classes {
                for (key, method) in info.methods {
                    let compound = method.labels.isEmpty ? "\(method.base)" : "\(method.base)(\(method.labels.map { "\($0):" }.joined()))"
                    references.append(key.hasPrefix("+") ? "_ = \(className).\(compound) as () -> \(className)" : "_ = (\(className).\(compound))")
                    if key.hasPrefix("+"), !method.labels.isEmpty { references[references.count - 1] = "_ = \(className).\(compound)" }
                }
                for (_, initializer) in info.initializers {
                    references.append("_ = \(className).init(\(initializer.labels.map { "\($0):" }.joined()))")
                }
            }
        }
        try Self.prelude.write(to: directory.appendingPathComponent("Prelude.h"), atomically: true, encoding: .utf8)
        let module = headers.map { "module \($0.dropLast(2).replacingOccurrences(of: "+", with: "_")) { header \"\($0)\" export * }" }.joined(separator: "\n")
        try (module + "\n").write(to: directory.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        let imports = headers.map { "import \($0.dropLast(2).replacingOccurrences(of: "+", with: "_"))" }.joined(separator: "\n")
        let swift = imports + "\nfunc probe() {\n" + references.sorted().map { "    \($0)\n" }.joined() + "}\n"
        try swift.write(to: directory.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        #expect(!references.isEmpty)
        let outcome = try ObjCImporterCheck.typecheck(directory: directory, files: ["probe.swift"])
        #expect(outcome.succeeded, "\(swift)\n\(outcome.output)")
        // The check can fail: the selectors' own spelling is not what Swift callers see.
        let spelled = imports + "\nfunc probe() {\n" + scopeSelectors(fixture).map { "    _ = \($0)\n" }.joined() + "}\n"
        try spelled.write(to: directory.appendingPathComponent("spelled.swift"), atomically: true, encoding: .utf8)
        #expect(try !ObjCImporterCheck.typecheck(directory: directory, files: ["spelled.swift"]).succeeded)
    }

    /// `Class.selectorWithColonsAsLabels` for every method with arguments or a pruned name: names
    /// the importer does not give.
    func scopeSelectors(_ fixture: FixtureCase) -> [String] {
        var result: [String] = []
        for resource in fixture.resourceInputs where resource.path.hasSuffix(".m") {
            let file = ObjCFile(path: resource.path, bytes: resource.bytes)
            for container in file.containers where container.kind == .implementation && container.category == nil {
                for member in container.members {
                    guard case .method(let method) = member.kind, !method.selector(in: file).hasPrefix("init") else { continue }
                    let selector = method.selector(in: file)
                    let pieces = selector.split(separator: ":").map(String.init)
                    result.append(
                        selector.contains(":") ? "\(container.name).\(pieces[0])(\(pieces.map { _ in "_:" }.joined()))" : "\(container.name).\(selector)X")
                }
            }
        }
        return result
    }
}

/// Runs `swiftc -frontend -typecheck -enable-objc-interop` in a directory holding a module map.
enum ObjCImporterCheck {
    struct Outcome {
        var succeeded: Bool
        var output: String
    }

    static func typecheck(directory: URL, files: [String]) throws -> Outcome {
        let run = try TypeChecker.execute(
            try TypeChecker.compiler(),
            [
                "-frontend", "-typecheck", "-enable-objc-interop", "-I", directory.path, "-Xcc", "-fblocks", "-module-cache-path",
                directory.appendingPathComponent("cache").path,
            ] + files.map { directory.appendingPathComponent($0).path })
        return Outcome(succeeded: run.status == 0, output: run.output)
    }
}

/// `ImporterNames` against the importer on real selectors: every method declared in the headers
/// under `OBJC_CORPUS` (directories separated by `:`), re-declared with stand-in types (classes
/// as empty `NSObject` subclasses, blocks as `void (^)(void)`), named by `ImporterNames` and
/// referenced from Swift. Prints how many names resolve; the failures are listed.
@Suite(.tags(.slow)) struct ImporterNamesRealCodeTests {
    @Test func realSelectors() throws {
        guard let roots = ProcessInfo.processInfo.environment["OBJC_CORPUS"] else { return }
        for root in roots.split(separator: ":").map(String.init) {
            var classes: Set<String> = []
            var declarations: [String: [String]] = [:]  // container → method lines
            var references: [String] = []
            var refused = 0
            let walker = FileManager.default.enumerator(atPath: root)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".h"), let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
                let file = ObjCFile(path: relative, bytes: [UInt8](data))
                for container in file.containers where container.kind == .interface && container.category == nil {
                    let owner = container.name
                    guard declarations[owner] == nil else { continue }
                    var lines: [String] = []
                    for member in container.members {
                        guard case .method(let method) = member.kind, !method.isVariadic, method.trailing.isEmpty else { continue }
                        var parts: [String] = []
                        var parameters: [ImporterNames.Parameter] = []
                        var usable = true
                        for (index, piece) in method.pieces.enumerated() {
                            guard let keyword = piece.keyword else {
                                usable = false
                                break
                            }
                            guard let range = piece.type else {
                                parts.append(file.text(keyword))
                                parameters.append(ImporterNames.Parameter(keyword: file.text(keyword), type: nil))
                                continue
                            }
                            guard let type = ObjCType.parse(range, in: file), let spelled = Self.standIn(type, classes: &classes) else {
                                usable = false
                                break
                            }
                            parts.append("\(file.text(keyword)):(\(spelled.text))a\(index)")
                            parameters.append(ImporterNames.Parameter(keyword: file.text(keyword), type: spelled.type))
                        }
                        let result = method.returnType.flatMap { ObjCType.parse($0, in: file) } ?? ObjCType(name: "id")
                        guard usable,
                            let resultText = result.name == "instancetype" ? (text: "instancetype", type: result) : Self.standIn(result, classes: &classes)
                        else { continue }
                        let ownType = result.name == "instancetype" || result.name == container.name
                        lines.append("\(method.isClassMethod ? "+" : "-") (\(resultText.text))\(parts.joined(separator: " "));")
                        guard
                            let name = try? ImporterNames.method(
                                pieces: parameters, isClassMethod: method.isClassMethod, returnsOwnType: ownType, className: owner)
                        else {
                            refused += 1
                            continue
                        }
                        let compound = name.labels.isEmpty ? name.base : "\(name.base)(\(name.labels.map { "\($0):" }.joined()))"
                        if name.base == "init" {
                            references.append(name.labels.isEmpty ? "_ = \(owner).init as () -> \(owner)" : "_ = \(owner).\(compound)")
                        } else {
                            references.append("_ = (\(owner).\(compound))")
                        }
                    }
                    declarations[owner] = lines
                }
            }
            var header = ImporterNamesTests.prelude
            header += classes.subtracting(declarations.keys).subtracting(["NSObject", "NSString", "NSData", "NSError", "NSArray", "NSDictionary"]).sorted()
                .map { "@interface \($0) : NSObject @end\n" }.joined()
            header += declarations.keys.sorted().map { "@class \($0);\n" }.joined()
            header += "#pragma clang assume_nonnull begin\n"
            for (owner, lines) in declarations.sorted(by: { $0.key < $1.key }) {
                header += "@interface \(owner) : NSObject\n" + lines.map { $0 + "\n" }.joined() + "@end\n"
            }
            header += "#pragma clang assume_nonnull end\n"
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("importer-real-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try header.write(to: directory.appendingPathComponent("Real.h"), atomically: true, encoding: .utf8)
            try "module Real { header \"Real.h\" export * }\n".write(
                to: directory.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
            let swift = "import Real\nfunc probe() {\n" + references.map { "    \($0)\n" }.joined() + "}\n"
            try swift.write(to: directory.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
            let outcome = try ObjCImporterCheck.typecheck(directory: directory, files: ["probe.swift"])
            let failing = Set(
                outcome.output.split(separator: "\n").compactMap { line -> String? in
                    guard line.contains("probe.swift:"), line.contains(": error:") else { return nil }
                    return line.split(separator: ":").dropFirst().first.map(String.init)
                })
            let messages = outcome.output.split(separator: "\n").filter { $0.contains(": error:") }
            print("importer names: \(root): \(references.count) methods named, \(references.count - failing.count) resolve, \(refused) refused")
            let sourceLines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            for message in messages.prefix(40) {
                let line = message.split(separator: ":").dropFirst().first.flatMap { Int($0) }.map { sourceLines[$0 - 1] } ?? ""
                print("importer names:   \(message.split(separator: "error:").last ?? "") \(line)")
            }
        }
    }

    /// The type with its classes as stand-ins: an object pointer to a class, `id`, a known scalar,
    /// or a block (as `void (^)(void)`); nil for anything else.
    static func standIn(_ type: ObjCType, classes: inout Set<String>) -> (text: String, type: ObjCType)? {
        if type.block != nil { return ("void (^)(void)", type) }
        if type.name == "void", type.pointers == 0 { return ("void", type) }
        if type.name == "id", type.protocols.isEmpty { return ("id", type) }
        if type.pointers == 0, ["NSInteger", "NSUInteger", "BOOL", "CGFloat", "double", "float", "int"].contains(type.name) { return (type.name, type) }
        if type.pointers == 1, type.generics.isEmpty, type.protocols.isEmpty, type.name.first?.isUppercase == true {
            classes.insert(type.name)
            return ("\(type.name) *", type)
        }
        return nil
    }
}
