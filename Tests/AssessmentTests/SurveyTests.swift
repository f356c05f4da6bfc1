import Foundation
import SourceSyntax
import Testing

@testable import Assessment

@Suite struct SwiftSurveyTests {
    func tally(_ source: String) -> Tally { SwiftSurvey.survey(SourceFile(path: "F.swift", text: source)) }

    @Test func countsClassesByTheirSuperclassAndNotInCommentsOrStrings() {
        let counts = tally(
            """
            import UIKit
            import CoreData
            // class Old: NSManagedObject {}
            let text = "class Fake: UIViewController {}"
            final class Item: NSManagedObject {}
            final class Home: UIViewController {}
            final class Detail: BaseViewController {}
            final class Badge: UIView {}
            final class Row: UITableViewCell {}
            struct Plain {}
            """
        ).counts
        #expect(counts["coredata.managed-object-classes"] == 1)
        #expect(counts["uikit.view-controllers"] == 2)
        #expect(counts["uikit.views"] == 2)
    }

    @Test func aViewSuffixCountsOnlyInAFileImportingUIKitOrSwiftUIAndNeverAnAppKitClass() {
        #expect(tally("final class Badge: BadgeView {}").counts["uikit.views"] == nil)
        #expect(tally("import SwiftUI\nfinal class Badge: BadgeView {}").counts["uikit.views"] == 1)
        #expect(tally("import SwiftUI\nfinal class Badge: NSTableView {}").counts["uikit.views"] == nil)
        #expect(tally("final class Detail: BaseViewController {}").counts["uikit.view-controllers"] == 1)
        #expect(tally("import AppKit\nfinal class Detail: NSViewController {}").counts["uikit.view-controllers"] == nil)
    }

    @Test func countsXCTestClassesTestsAssertionsAndWhatStays() {
        let result = tally(
            """
            import XCTest
            final class ModelTests: XCTestCase {
                func testA() { XCTAssertEqual(1, 1); XCTAssertTrue(true) }
                func testB() async throws {
                    let done = expectation(description: "x")
                    wait(for: [done], timeout: 1)
                }
                func helper(_ x: Int) {}
                func testWithArgument(_ x: Int) {}
                func testSpeed() { measure { _ = 1 } }
            }
            final class AppUITests: XCTestCase {
                func testLaunch() { XCUIApplication().launch() }
            }
            """)
        #expect(result.counts["xctest.test-classes"] == 2)
        #expect(result.counts["xctest.tests"] == 4)
        #expect(result.counts["xctest.assertions"] == 2)
        #expect(result.counts["xctest.expectations"] == 2)
        #expect(result.counts["xctest.performance-tests"] == 1)
        #expect(result.counts["xctest.ui-tests"] == 1)
        let stays = result.findings.filter { $0.kind == .limit }.map(\.evidence.line).sorted()
        #expect(stays == [10, 12])
    }

    @Test func subclassesOfTestClassesInOtherFilesAreTestClassesToo() {
        var tally = self.tally("import XCTest\nclass Base: XCTestCase {}\n")
        tally.merge(SwiftSurvey.survey(SourceFile(path: "G.swift", text: "import XCTest\nfinal class Leaf: Middle { func testA() {} }\n")))
        tally.merge(SwiftSurvey.survey(SourceFile(path: "H.swift", text: "import XCTest\nclass Middle: Base { func testB() {} }\nclass Helper: NSObject {}\n")))
        tally.merge(
            SwiftSurvey.survey(SourceFile(path: "I.swift", text: "import XCTest\nextension Leaf { func testC() {} }\nextension Helper { func testD() {} }\n")))
        #expect(tally.counts["xctest.test-classes"] == 1)
        tally.resolveTestSubclasses()
        #expect(tally.counts["xctest.test-classes"] == 3)
        #expect(tally.counts["xctest.tests"] == 3)
        #expect(tally.testClassCandidates.map(\.name) == ["Helper"])
    }

    @Test func countsObservationAndCombineOperatorsWithTheirLabels() {
        let result = tally(
            """
            import Combine
            import SwiftUI
            final class Model: ObservableObject {
                @Published var name = ""
                var bag = Set<AnyCancellable>()
                init() {
                    $name.debounce(for: 0.3, scheduler: RunLoop.main).sink { _ in }.store(in: &bag)
                    let flat = [[1]].flatMap { $0 }
                    store(flat)
                }
            }
            struct V: View { @StateObject var model = Model(); var body: some View { Text("") } }
            """)
        #expect(result.counts["observation.observable-objects"] == 1)
        #expect(result.counts["observation.published"] == 1)
        #expect(result.counts["observation.wrappers"] == 1)
        #expect(result.counts["observation.combine.debounce"] == 1)
        #expect(result.counts["observation.combine.sink"] == 1)
        #expect(result.counts["observation.combine.store"] == 1)
        #expect(result.counts["observation.combine.flatMap"] == nil)
        #expect(result.findings.contains { $0.kind == .limit && $0.evidence.message.hasPrefix("$name.debounce") })
    }

    @Test func storeKitSDKImportIsABlockerAndVerifyReceiptStays() {
        let result = tally(
            """
            import RevenueCat
            import StoreKit
            final class Store: NSObject, SKPaymentTransactionObserver {
                let url = URL(string: "https://buy.itunes.apple.com/verifyReceipt")!
                func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
            }
            """)
        #expect(result.findings.filter { $0.kind == .blocker }.map(\.evidence.line) == [1])
        #expect(result.findings.contains { $0.kind == .limit && $0.evidence.line == 4 })
        #expect(result.counts["storekit.observers"] == 1)
        #expect(result.counts["storekit.references"] == 3)
    }

    @Test func anAppsOwnReceiptServerIsNotAppleVerifyReceipt() {
        let result = tally(
            """
            import StoreKit
            final class Receipts {
                let url = URL(string: "https://api.example.com/v1/verifyReceipt")!
            }
            """)
        #expect(!result.findings.contains { $0.evidence.message.contains("verifyReceipt") })
    }

    @Test func baselineCountsNavigationGCDAndCompletionHandlers() {
        let counts = tally(
            """
            import SwiftUI
            struct V: View {
                @State var on = false
                var body: some View {
                    NavigationView { NavigationLink(destination: Text(""), isActive: $on) { Text("") } }
                }
                func load(completion: @escaping () -> Void) { DispatchQueue.main.async { completion() } }
                func plain(_ f: () -> Void) {}
            }
            """
        ).counts
        #expect(counts["baseline.navigation-views"] == 1)
        #expect(counts["baseline.bound-links"] == 1)
        #expect(counts["baseline.gcd"] == 1)
        #expect(counts["baseline.completion-handlers"] == 1)
    }
}

@Suite struct ObjectiveCSurveyTests {
    @Test func countsClassesImportsAndNullabilityIgnoringComments() {
        let header = ObjectiveCFile(
            path: "A/Client.h",
            text: """
                #import <Foundation/Foundation.h>
                #import "Formatter.h"
                /* @interface Hidden : NSObject */
                @interface Client : NSObject
                @property (nonatomic, nullable) NSString *name;
                @property (nonatomic) NSString *token;
                @property (nonatomic) NSInteger count;
                - (NSString *)describe:(NSNumber * _Nonnull)value;
                @end
                NS_ASSUME_NONNULL_BEGIN
                @interface Client (Extras)
                - (NSData *)data;
                @end
                NS_ASSUME_NONNULL_END

                """)
        #expect(header.lines == 14)
        #expect(header.interfaces.map(\.name) == ["Client"])
        #expect(header.localImports.map(\.header) == ["Formatter.h"])
        // name (annotated), token (not), describe: two pointers on a line with _Nonnull, data (in the region).
        #expect(header.pointerDeclarations == 5)
        #expect(header.annotatedPointers == 4)

        let implementation = ObjectiveCFile(
            path: "A/Client.m",
            text: "#import \"Client.h\"\n// @implementation Old\n@implementation Client\n@end\n@implementation Client (Extras)\n@end\n")
        #expect(implementation.implementations.map(\.name) == ["Client"])
        #expect(implementation.implementations.map(\.line) == [3])
    }

    @Test func leavesComeBeforeTheClassesThatImportThem() {
        let files = [
            ObjectiveCFile(path: "App-bridging-header.h", text: "#import \"Trunk.h\"\n"),
            ObjectiveCFile(path: "Trunk.h", text: "#import \"Branch.h\"\n"),
            ObjectiveCFile(path: "Branch.m", text: "#import \"Branch.h\"\n"),
            ObjectiveCFile(path: "Leaf.m", text: "#import \"Leaf.h\"\n"),
            ObjectiveCFile(path: "CycleA.m", text: ""),
            ObjectiveCFile(path: "CycleB.m", text: ""),
            ObjectiveCFile(path: "Trunk.m", text: "#import \"Trunk.h\"\n#import \"Leaf.h\"\n"),
            ObjectiveCFile(path: "Branch.h", text: "#import \"Leaf.h\"\n"),
            ObjectiveCFile(path: "Leaf.h", text: "#import <UIKit/UIKit.h>\n"),
            ObjectiveCFile(path: "CycleA.h", text: "#import \"CycleB.h\"\n"),
            ObjectiveCFile(path: "CycleB.h", text: "#import \"CycleA.h\"\n"),
            ObjectiveCFile(path: "Constants.h", text: ""),
        ]
        let project = ObjectiveCProject(files: files)
        #expect(project.bridgingHeaders == ["App-bridging-header.h"])
        #expect(project.leavesFirst == ["Leaf", "Branch", "Trunk", "CycleA", "CycleB"])
    }
}

@Suite struct ProjectFileReaderTests {
    @Test func storyboardScenesAndXibTopLevelObjects() {
        let storyboard = InterfaceBuilderFile(
            path: "Main.storyboard",
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="a">
                            <objects>
                                <viewController id="v" customClass="HomeViewController" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                        <scene sceneID="b">
                            <objects>
                                <navigationController id="n" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """.utf8))
        #expect(storyboard.items.map(\.customClass) == ["HomeViewController", "navigationController"])
        #expect(storyboard.items.map(\.line) == [4, 9])

        let xib = InterfaceBuilderFile(
            path: "Cell.xib",
            data: Data(
                """
                <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <tableViewCell id="c" customClass="Cell"><view id="inner"/></tableViewCell><view id="v"/></objects></document>
                """.utf8))
        #expect(xib.items.map(\.kind) == ["tableViewCell", "view"])
        #expect(InterfaceBuilderFile(path: "Bad.xib", data: Data("<document><objects>".utf8)).error != nil)
    }

    @Test func lockfilesNameTheirLibrariesWithLinesAndConcerns() {
        let resolved = LockfileReader.dependencies(
            in: """
                {
                  "pins" : [
                    {
                      "identity" : "purchases-ios",
                      "kind" : "remoteSourceControl",
                      "state" : {
                        "version" : "4.43.0"
                      }
                    }
                  ],
                  "version" : 2
                }
                """, path: "Package.resolved")
        #expect(resolved.map(\.name) == ["purchases-ios"])
        #expect(resolved.first?.version == "4.43.0")
        #expect(resolved.first?.source.line == 4)
        #expect(resolved.first?.concerns == ["storekit"])

        let pods = LockfileReader.dependencies(
            in:
                "PODS:\n  - MagicalRecord (2.4.0):\n    - MagicalRecord/Core (= 2.4.0)\n  - MagicalRecord/Core (2.4.0)\n  - Nimble (13.0.0)\n\nDEPENDENCIES:\n  - Other\n",
            path: "Podfile.lock")
        #expect(pods.map(\.name) == ["MagicalRecord", "Nimble"])
        #expect(pods.map(\.source.line) == [2, 5])
        #expect(pods.map(\.concerns) == [["coredata"], ["xctest"]])

        let carthage = LockfileReader.dependencies(in: "github \"ReactiveX/RxSwift\" \"6.5.0\"\n", path: "Cartfile.resolved")
        #expect(carthage.map(\.name) == ["RxSwift"])
        #expect(carthage.first?.concerns == [])
    }
}
