import ObjCSyntax
import Testing

@testable import Migrations

/// Pairs, leaves and rounds from the `#import` graph.
@Suite struct ObjCImportGraphTests {
    static func file(_ path: String, _ text: String) -> ObjCFile { ObjCFile(path: path, bytes: Array(text.utf8)) }

    @Test func roundsPutLeavesFirstAndCyclesLast() {
        let files = [
            Self.file("M/User.h", "#import <Foundation/Foundation.h>\n@interface User : NSObject\n@end\n"),
            Self.file("M/User.m", "#import \"User.h\"\n@implementation User\n@end\n"),
            Self.file("N/APIClient.h", "#import \"User.h\"\n@interface APIClient : NSObject\n@end\n"),
            Self.file("N/APIClient.m", "#import \"APIClient.h\"\n@implementation APIClient\n@end\n"),
            Self.file("V/ListViewController.h", "#import <UIKit/UIKit.h>\n@interface ListViewController : UIViewController\n@end\n"),
            Self.file("V/ListViewController.m", "#import \"ListViewController.h\"\n#import \"APIClient.h\"\n@implementation ListViewController\n@end\n"),
            Self.file("C/A.h", "#import \"B.h\"\n"), Self.file("C/A.m", "#import \"A.h\"\n"),
            Self.file("C/B.h", "#import \"A.h\"\n"), Self.file("C/B.m", "#import \"B.h\"\n"),
            Self.file("Lonely.h", "@interface Lonely : NSObject\n@end\n"),
            Self.file("App-Bridging-Header.h", "#import \"User.h\"\n"),
        ]
        let graph = ObjCImportGraph(files: files)
        #expect(graph.pairs.map(\.name) == ["C/A", "C/B", "M/User", "N/APIClient", "V/ListViewController"])
        #expect(graph.bridgingHeaders == ["App-Bridging-Header.h"])
        #expect(graph.leaves.map(\.name) == ["M/User"])
        let rounds = graph.rounds().map { $0.map(\.name) }
        #expect(rounds == [["M/User"], ["N/APIClient"], ["V/ListViewController"], ["C/A", "C/B"]])
        #expect(graph.pairs.first { $0.name == "N/APIClient" }?.group == .network)
        #expect(graph.pairs.first { $0.name == "V/ListViewController" }?.group == .viewControllers)
        #expect(graph.pairs.first { $0.name == "M/User" }?.dependents == ["N/APIClient"])
    }
}
