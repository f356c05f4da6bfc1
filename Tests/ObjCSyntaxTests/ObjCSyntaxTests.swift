import Foundation
import Testing

@testable import ObjCSyntax

@Suite struct ObjCLexerTests {
    func roundTrips(_ bytes: [UInt8]) -> Bool { ObjCFile(path: "x.m", bytes: bytes).printed() == bytes }

    @Test func printsBackAnyBytes() {
        let samples: [[UInt8]] = [
            [], Array("@interface A : NSObject\n@end".utf8), [0xFF, 0xFE, 0x00, 0x40, 0x22], Array("\"unterminated\n'x".utf8),
            Array("/* open comment".utf8), Array("#define X \\\n  1 /* a\n b */ + 2\nint y;".utf8), [0xEF, 0xBB, 0xBF, 0x23, 0x69],
            Array("@\"a\\\"b\" @[ @1, @(x) ] @{ @\"k\": @YES } 1.5e-3f 0x1p+4 a->b ... <<= }}} ((".utf8),
        ]
        for sample in samples { #expect(roundTrips(sample), "\(sample)") }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator) : Array("@#\"'/*\\\n{}()[];:-+<>^".utf8).randomElement(using: &generator)!
            }
            #expect(roundTrips(bytes), "\(bytes)")
        }
    }

    @Test func deepNestingDoesNotRecurse() {
        let deep = Array(repeating: UInt8(ascii: "("), count: 50_000) + Array(repeating: UInt8(ascii: "{"), count: 50_000)
        let file = ObjCFile(path: "deep.m", bytes: deep)
        #expect(file.printed() == deep)
        #expect(!file.problems.isEmpty)
    }

    @Test func tokenKinds() {
        let file = ObjCFile(path: "a.m", bytes: Array("#import \"A.h\"\nx = @\"s\" + 'c' + 0x10 @selector(a:) @[".utf8))
        let kinds = file.tokens.map(\.kind)
        #expect(
            kinds == [
                .directive, .identifier, .punctuation, .objcString, .punctuation, .character, .punctuation, .number, .atKeyword, .punctuation, .identifier,
                .punctuation, .punctuation, .punctuation, .punctuation, .endOfFile,
            ])
        #expect(file.imports.map(\.target) == ["A.h"])
    }

    @Test func aLoneQuoteInADirectiveIsText() {
        let file = ObjCFile(path: "a.m", bytes: Array("#pragma mark - Theme's\n#define S \"/* x\"\nint y;".utf8))
        #expect(file.problems.isEmpty)
        #expect(file.tokens.map(\.kind) == [.directive, .directive, .identifier, .identifier, .punctuation, .endOfFile])
    }

    @Test func directiveRunsThroughContinuationsAndComments() {
        let file = ObjCFile(path: "a.h", bytes: Array("#define A(x) \\\n  (x + 1) /* one\n two */\nint b;".utf8))
        #expect(file.tokens[0].kind == .directive)
        #expect(file.text(0).hasSuffix("two */"))
        #expect(file.text(1) == "int")
    }
}

@Suite struct ObjCTreeTests {
    static let header = """
        #import <Foundation/Foundation.h>
        @class Download;
        NS_ASSUME_NONNULL_BEGIN
        typedef void (^CompletionHandler)(NSData * _Nullable data, NSError * _Nullable error);
        typedef NS_ENUM(NSInteger, Priority) {
            PriorityLow,
            PriorityMedium = 5,
            PriorityHigh API_AVAILABLE(ios(13.0)),
        } NS_SWIFT_NAME(Task.Priority);
        extern NSString * const DownloadDidFinishNotification;
        @protocol DownloadDelegate <NSObject>
        @required
        - (void)downloadDidFinish:(Download *)download;
        @optional
        - (void)download:(Download *)download didUpdateProgress:(float)progress;
        @end
        @interface Box<__covariant ObjectType> : NSObject <NSCopying, NSCoding> {
            int _count;
        }
        @property (nonatomic, weak, nullable) id<DownloadDelegate> delegate;
        @property (nonatomic, copy) NSArray<NSString *> *names NS_SWIFT_NAME(allNames);
        @property (nonatomic, copy, nullable) void (^handler)(BOOL finished);
        @property (nonatomic, getter=isOn) BOOL on;
        - (instancetype)initWithName:(NSString *)name age:(NSInteger)age NS_DESIGNATED_INITIALIZER;
        + (instancetype)sharedInstance;
        - (void)log:(NSString *)format, ...;
        @end
        @interface Box (Extras)
        - (nullable ObjectType)first;
        @end
        NS_ASSUME_NONNULL_END
        """

    @Test func readsTheDeclarations() throws {
        let file = ObjCFile(path: "Box.h", bytes: Array(Self.header.utf8))
        #expect(file.problems.isEmpty)
        #expect(file.printed() == Array(Self.header.utf8))
        let containers = file.containers
        #expect(containers.map(\.name) == ["DownloadDelegate", "Box", "Box"])
        let box = containers[1]
        #expect(box.superclass == "NSObject")
        #expect(box.protocols == ["NSCopying", "NSCoding"])
        #expect(box.genericParameters == ["ObjectType"])
        #expect(box.ivars != nil)
        #expect(containers[2].category == "Extras")
        let properties = box.members.compactMap { if case .property(let p) = $0.kind { p } else { nil } }
        #expect(properties.map { file.text($0.name) } == ["delegate", "names", "handler", "on"])
        #expect(properties[0].attributes == ["nonatomic", "weak", "nullable"])
        #expect(file.text(properties[1].type) == "NSArray<NSString *> *")
        #expect(file.text(properties[1].trailing) == "NS_SWIFT_NAME(allNames)")
        #expect(properties[3].value(of: "getter") == "isOn")
        let methods = box.members.compactMap { if case .method(let m) = $0.kind { m } else { nil } }
        #expect(methods.map { $0.selector(in: file) } == ["initWithName:age:", "sharedInstance", "log:"])
        #expect(file.text(methods[0].trailing) == "NS_DESIGNATED_INITIALIZER")
        #expect(methods[1].isClassMethod)
        #expect(methods[2].isVariadic)
        let delegate = containers[0]
        let optional = delegate.members.compactMap { if case .method(let m) = $0.kind { m } else { nil } }.map(\.isOptional)
        #expect(optional == [false, true])
        let enums = file.items.compactMap { if case .enumeration(let e) = $0.kind { e } else { nil } }
        #expect(enums.map(\.name) == ["Priority"])
        #expect(enums[0].cases.map { file.text($0.name) } == ["PriorityLow", "PriorityMedium", "PriorityHigh"])
        #expect(file.text(enums[0].trailing) == "NS_SWIFT_NAME(Task.Priority)")
        let blocks = file.items.compactMap { if case .blockTypedef(let name, _) = $0.kind { name } else { nil } }
        #expect(blocks == ["CompletionHandler"])
        let markers = file.items.filter { if case .assumeNonnullBegin = $0.kind { true } else { false } }
        #expect(markers.count == 1)
    }

    @Test func readsMethodBodies() {
        let source = "@implementation A\n- (int)f { if (x) { return 1; } return [self g:@{ @\"k\": @[] }]; }\nstatic int c;\n@end\n"
        let file = ObjCFile(path: "A.m", bytes: Array(source.utf8))
        let members = file.containers[0].members
        guard case .method(let method) = members[0].kind, let body = method.body else {
            Issue.record("no method")
            return
        }
        #expect(file.text(body).hasPrefix("{ if"))
        #expect(file.text(body).hasSuffix("]; }"))
        if case .other = members[1].kind {} else { Issue.record("static variable not kept as other") }
    }

    /// Every `.h` and `.m` under `OBJC_CORPUS` (directories separated by `:`) prints back byte for byte.
    @Test func realCodeRoundTrips() throws {
        guard let roots = ProcessInfo.processInfo.environment["OBJC_CORPUS"] else { return }
        var files = 0
        var bytes = 0
        var withProblems = 0
        for root in roots.split(separator: ":").map(String.init) {
            let walker = FileManager.default.enumerator(atPath: root)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".h") || relative.hasSuffix(".m") else { continue }
                guard let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
                let file = ObjCFile(path: relative, bytes: [UInt8](data))
                #expect(file.printed() == file.bytes, "\(root)/\(relative)")
                files += 1
                bytes += data.count
                if let problem = file.problems.first {
                    withProblems += 1
                    let at = file.location(ofByte: problem.offset)
                    print("objc round trip: \(root)/\(relative):\(at.line):\(at.column): \(problem.kind.rawValue)")
                }
            }
        }
        print("objc round trip: \(files) files, \(bytes) bytes, \(withProblems) with problems")
    }
}
