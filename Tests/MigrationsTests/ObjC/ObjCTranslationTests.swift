import ObjCSyntax
import Testing

@testable import Migrations

/// One pair at a time, from text: what the translator writes for a body construct, or the blocker
/// it reports. Each refusal here is a case where a naive translation would compile to something
/// that behaves differently, or not compile.
@Suite struct ObjCTranslationTests {
    static let header = """
        #import <Foundation/Foundation.h>
        NS_ASSUME_NONNULL_BEGIN
        @interface Box : NSObject
        @property (nonatomic, copy, nullable) NSString *label;
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic) CGFloat width;
        @property (nonatomic) NSInteger count;
        @property (nonatomic) NSUInteger total;
        - (instancetype)initWithTitle:(NSString *)title;
        - (NSString *)run:(NSString *)text;
        - (void)take:(NSString *)text;
        @end
        NS_ASSUME_NONNULL_END
        """

    /// The Swift text of `body` as the body of `-run:`, or the blocker's message.
    static func translate(_ body: String, extraHeader: String = "") -> (swift: String?, blocker: String?) {
        let implementation = """
            #import "Box.h"
            @implementation Box
            - (instancetype)initWithTitle:(NSString *)title {
                self = [super init];
                if (self) {
                    _title = [title copy];
                }
                return self;
            }
            - (NSString *)run:(NSString *)text {
            \(body)
            }
            - (void)take:(NSString *)text {
            }
            @end
            """
        let header = ObjCFile(path: "Box.h", bytes: Array((Self.header + extraHeader).utf8))
        let file = ObjCFile(path: "Box.m", bytes: Array(implementation.utf8))
        do {
            let model = try PairModel(header: header, implementation: file)
            return (try PairTranslator(model: model).translate(), nil)
        } catch let blocker as PairBlocker {
            return (nil, blocker.message)
        } catch {
            return (nil, "\(error)")
        }
    }

    @Test(arguments: [
        ("CGFloat half = 1 / 2; return text;", "between integer literals"),
        ("return self.label;", "returned where Swift promises a value"),
        ("NSInteger n = self.title.length - 1; return text;", "arithmetic on an NSUInteger count"),
        ("if (self.title == text) { return text; } return text;", "compares by value"),
        ("[self take:self.label]; return text;", "an argument that may be nil"),
        ("NSInteger n = self.count * self.width; return text;", "Swift needs an explicit conversion"),
        ("self.count = 1.5; return text;", "Swift needs an explicit conversion"),
        ("NSInteger flags = self.count & 4; return text;", "the bitwise operator"),
        ("@synchronized (self) { self.count = 1; } return text;", "@synchronized"),
        ("return [text uppercaseString];", "the message `uppercaseString`"),
        ("NSString *s = (NSString *)text; return s;", "a C cast"),
        ("return @\"\\x41\";", "a string escape"),
        ("switch (self.count) { case 1: self.width = 1; case 2: break; } return text;", "falls through"),
        ("for (NSInteger i = 0; i < 3; i++) { i = 5; } return text;", "changes its counter"),
        ("for (NSInteger i = 0; i < self.count; i++) { } return text;", "bound may change"),
        ("for (CGFloat f = 0; f < 3; f++) { } return text;", "outside `for (T i = a; i < b; i++)`"),
        ("self.count = 010; return text;", "an octal literal"),
        ("self.total--; return text;", "`--` on an unsigned number"),
        ("self.total -= 1; return text;", "`-=` on an unsigned number"),
        ("NSUInteger left = self.total - 1; return text;", "a subtraction of unsigned numbers"),
    ])
    func refusals(_ body: String, _ expected: String) {
        let result = Self.translate(body)
        #expect(result.swift == nil, "translated: \(result.swift ?? "")")
        #expect(result.blocker?.contains(expected) == true, "\(result.blocker ?? "no blocker")")
    }

    @Test(arguments: [
        ("return [self.title isEqualToString:text] ? text : self.title;", "return self.title.utf16.elementsEqual(text.utf16) ? text : self.title"),
        ("if (!self.label) { return text; } return self.title;", "if self.label == nil {"),
        ("self.width = self.width * 2.5; return text;", "self.width = self.width * 2.5"),
        ("self.count++; return text;", "self.count += 1"),
        ("if (!self.count) { self.total++; } return text;", "if self.count == 0 {\n            self.total += 1"),
        ("NSString *name = self.label ?: text; return name;", "let name = self.label ?? text"),
        ("if (self.title.length > 0 && self.count != 0) { [self take:text]; } return text;", "if self.title.utf16.count > 0 && self.count != 0 {"),
        ("NSArray<NSString *> *all = @[text, self.title]; return all.firstObject ?: text;", "let all = [text, self.title]"),
        (
            "switch (self.count) { case 0: case 1: return text; default: { self.width = 2; break; } } return text;",
            "switch self.count {\n        case 0, 1:\n            return text\n        default:\n            self.width = 2\n        }"
        ),
        (
            "switch (self.count) { case 3: self.width = 1; break; } return text;",
            "case 3:\n            self.width = 1\n        default:\n            break\n        }"
        ),
        ("NSInteger n = 4; for (NSInteger i = 0; i < n; i++) { if (i == 2) continue; self.count += i; } return text;", "for i in 0..<n {"),
        ("for (NSInteger i = 1; i <= 3; ++i) { self.count += i; } return text;", "for i in 1...3 {"),
        ("NSArray<NSString *> *all = @[text]; return [all objectAtIndex:0];", "return all[0]"),
        ("NSString *protocol = text; return protocol;", "let `protocol` = text\n        return `protocol`"),
    ])
    func translations(_ body: String, _ expected: String) {
        let result = Self.translate(body)
        #expect(result.swift?.contains(expected) == true, "\(result.swift ?? result.blocker ?? "")")
    }

    /// The header and the definition may name a parameter differently: the body uses the
    /// definition's name.
    @Test func parameterNamesComeFromTheDefinition() {
        let header = ObjCFile(path: "P.h", bytes: Array("@interface P : NSObject\n- (NSInteger)twice:(NSInteger)value;\n@end\n".utf8))
        let file = ObjCFile(
            path: "P.m", bytes: Array("#import \"P.h\"\n@implementation P\n- (NSInteger)twice:(NSInteger)n {\n    return n * 2;\n}\n@end\n".utf8))
        let swift = try? PairTranslator(model: PairModel(header: header, implementation: file)).translate()
        #expect(swift?.contains("func twice(_ n: Int) -> Int {\n        return n * 2\n    }") == true, "\(swift ?? "")")
    }

    @Test func twoSelectorsWithOneSwiftNameBlock() {
        let header = ObjCFile(
            path: "Q.h", bytes: Array("@interface Q : NSObject\n- (void)save:(NSString *)a;\n- (void)saveString:(NSString *)b;\n@end\n".utf8))
        let file = ObjCFile(path: "Q.m", bytes: Array("@implementation Q\n- (void)save:(NSString *)a {\n}\n- (void)saveString:(NSString *)b {\n}\n@end\n".utf8))
        do {
            _ = try PairTranslator(model: PairModel(header: header, implementation: file)).translate()
            Issue.record("translated")
        } catch let blocker as PairBlocker {
            #expect(blocker.message.contains("the same Swift name as another member"), "\(blocker.message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func swiftNameWins() {
        let result = Self.translate("return text;", extraHeader: "")
        #expect(result.swift?.contains("func run(_ text: String) -> String") == true, "\(result.swift ?? result.blocker ?? "")")
        let header = ObjCFile(
            path: "A.h",
            bytes: Array("@interface A : NSObject\n- (void)fetchRecordsOfType:(NSInteger)type NS_SWIFT_NAME(fetchRecords(ofType:));\n@end\n".utf8))
        guard case .method(let method) = header.containers[0].members[0].kind else {
            Issue.record("no method")
            return
        }
        let name = try? PairTranslator.swiftName(method, file: header, className: "A", blockTypedefs: [], enums: [])
        #expect(name?.base == "fetchRecords" && name?.labels == ["ofType"])
    }
}
