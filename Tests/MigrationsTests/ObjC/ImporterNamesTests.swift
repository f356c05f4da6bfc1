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
        for member in probe.members {
            guard case .method(let method) = member.kind else { continue }
            let parameters = method.pieces.map { piece in
                ImporterNames.Parameter(
                    keyword: piece.keyword.map { file.text($0) } ?? "", type: piece.type.flatMap { ObjCType.parse($0, in: file) },
                    blockTypedefs: ["CompletionHandler"], enums: ["Priority"])
            }
            let name = try ImporterNames.method(pieces: parameters, isClassMethod: method.isClassMethod, returnsOwnType: false, className: "Probe")
            let compound = name.labels.isEmpty ? name.base : "\(name.base)(\(name.labels.map { "\($0):" }.joined()))"
            references.append(
                compound == "init"
                    ? "_ = Probe.init as () -> Probe"
                    : name.base == "init" ? "_ = Probe.\(compound)" : (method.isClassMethod ? "_ = Probe.\(compound)" : "_ = (Probe.\(compound))"))
        }
        #expect(references.count == Self.declarations.split(separator: "\n").count)
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
