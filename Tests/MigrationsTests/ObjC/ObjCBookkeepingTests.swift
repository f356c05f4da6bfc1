import MigrationKit
import Testing

@testable import Migrations

/// The Objective-C files around a translated pair: what keeps compiling through `-Swift.h` and
/// `@class`, and what blocks the pair instead (reported where it is).
@Suite struct ObjCBookkeepingTests {
    static let header = """
        #import <Foundation/Foundation.h>
        NS_ASSUME_NONNULL_BEGIN
        typedef NS_ENUM(NSInteger, Mood) { MoodHappy, MoodSad };
        typedef NS_OPTIONS(NSUInteger, Flags) { FlagsOne = 1 << 0, FlagsTwo = 1 << 1 };
        @interface Item : NSObject
        @property (nonatomic, copy) NSString *name;
        - (instancetype)initWithName:(NSString *)name;
        @end
        NS_ASSUME_NONNULL_END
        """
    static let implementation = """
        #import "Item.h"
        @implementation Item
        - (instancetype)initWithName:(NSString *)name {
            self = [super init];
            if (self) {
                _name = [name copy];
            }
            return self;
        }
        @end
        """

    /// The run over the pair and one more Objective-C file.
    static func run(_ path: String, _ text: String, settings: [String: String] = [:]) -> RunReport {
        var options = MigrationOptions()
        options.settings = ["objc.module": "App"].merging(settings) { $1 }
        let resources = [
            SourceInput(path: "Item.h", bytes: Array(header.utf8)), SourceInput(path: "Item.m", bytes: Array(implementation.utf8)),
            SourceInput(path: path, bytes: Array(text.utf8)),
        ]
        return MigrationRunner(migrations: [ObjCMigration()], options: options).run([], resources: resources)
    }

    @Test(arguments: [
        ("Sub.h", "#import \"Item.h\"\n@interface Sub : Item\n@end\n", "Sub.h:2:1", "Objective-C cannot subclass a Swift class"),
        ("Use.m", "#import \"Item.h\"\nvoid f(void) { Item *item = [[Item alloc] init]; }\n", "Use.m:2:31", "its Swift initializers take arguments"),
        ("Use.m", "#import \"Item.h\"\nvoid f(Flags flags) {}\n", "Use.m:2:8", "`Flags` is used here"),
        ("View.h", "#import \"Item.h\"\n@interface View : NSObject\n- (void)show:(Mood)mood;\n@end\n", "View.h:3:15", "the header uses `Mood`"),
        ("Pre.m", "void f(Item *item) {}\n", "Pre.m:1:8", "without an import of Item.h"),
    ])
    func blockers(_ path: String, _ text: String, _ location: String, _ message: String) throws {
        let report = Self.run(path, text)
        #expect(!report.files.contains { $0.status == .created }, "\(report.files.map { "\($0.path) \($0.status)" })")
        let blocked = try #require(report.diagnostics.first { $0.rule == "objc.blocked" })
        #expect(blocked.formatted.hasPrefix(location), "\(blocked.formatted)")
        #expect(blocked.message.contains(message), "\(blocked.message)")
    }

    /// `objc.visibility=minimal`: the class keeps `@objcMembers` only while Objective-C uses it.
    @Test func minimalVisibilityFollowsTheObjectiveCUsers() throws {
        let minimal = ["objc.visibility": "minimal"]
        let used = Self.run("Use.m", "#import \"Item.h\"\nvoid f(Item *item) {}\n", settings: minimal)
        let unused = Self.run("Other.m", "void g(void) {}\n", settings: minimal)
        let kept = try #require(used.files.first { $0.path == "Item.swift" })
        let dropped = try #require(unused.files.first { $0.path == "Item.swift" })
        #expect(String(decoding: kept.rewritten, as: UTF8.self).contains("@objcMembers\nclass Item"))
        #expect(!String(decoding: dropped.rewritten, as: UTF8.self).contains("@objc"))
    }

    @Test func callersKeepCompilingThroughTheGeneratedHeader() throws {
        let report = Self.run("Use.m", "#import \"Item.h\"\nvoid f(Mood mood) { Item *item = [[Item alloc] initWithName:@\"x\"]; }\n")
        #expect(report.files.contains { $0.path == "Item.swift" && $0.status == .created })
        let use = try #require(report.files.first { $0.path == "Use.m" })
        #expect(String(decoding: use.rewritten, as: UTF8.self).hasPrefix("#import \"App-Swift.h\"\n"))
        let header = Self.run("Cell.h", "#import <UIKit/UIKit.h>\n#import \"Item.h\"\n@interface Cell : NSObject\n@property (nonatomic) Item *item;\n@end\n")
        let cell = try #require(header.files.first { $0.path == "Cell.h" })
        #expect(String(decoding: cell.rewritten, as: UTF8.self).contains("#import <UIKit/UIKit.h>\n@class Item;\n@interface"))
    }
}
