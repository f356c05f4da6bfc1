import SourceSyntax

/// Counts one Swift file's old-framework surface from its syntax tree: declarations and their
/// inheritance, attributes, calls and identifier tokens (never comments or string contents, except
/// the `/verifyReceipt` URL, which only a string holds). A syntax tree cannot see types, so a
/// subclass of a project class that itself subclasses `UIViewController` counts only when its
/// superclass name says so (`…ViewController`); `docs/assess.md` lists what each count includes.
public enum SwiftSurvey {
    public static func survey(_ file: SourceFile) -> Tally {
        var tally = Tally()
        let path = file.path
        func line(_ token: Int) -> Int { file.location(ofToken: token).line }
        let imports = Set(file.imports.map { String($0.module.prefix { $0 != "." }) })
        // SwiftUI re-exports UIKit (on iOS) and Combine, so a file importing it uses both.
        let importsUIKit = imports.contains("UIKit") || imports.contains("SwiftUI")
        // XCTest or a module built on it that re-exports it (`XCTVapor`).
        let importsXCTest = imports.contains { $0.hasPrefix("XCT") }
        let mentionsUI = ByteSearch.firstOffset(of: uiTestMarker, in: file.bytes) != nil

        for module in imports.sorted() {
            if let sdk = ThirdPartyCatalog.storeKitSDKs[module] {
                let at = file.imports.first { $0.module.hasPrefix(module) }.map { line($0.decl.keyword) } ?? 0
                tally.note(.blocker, system: "storekit", path: path, line: at, "imports \(module): \(sdk)")
            }
        }
        let importsCombine = imports.contains("Combine") || imports.contains("SwiftUI")
        if imports.contains("Combine") { tally.add("observation.combine-files") }

        for decl in file.allDeclarations {
            switch decl.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl:
                surveyType(decl, in: file, importsUIKit: importsUIKit, importsXCTest: importsXCTest, mentionsUI: mentionsUI, into: &tally)
            case .variableDecl:
                surveyProperty(decl, in: file, into: &tally)
            case .funcDecl:
                if let parameters = decl.parameters, takesEscapingCompletion(parameters, in: file) {
                    tally.count(
                        "baseline.completion-handlers", path: path, line: line(decl.keyword), "func \(file.name(of: decl) ?? "") takes an @escaping closure")
                }
            default: break
            }
        }
        surveyTokens(file, into: &tally)
        surveyCalls(file, importsCombine: importsCombine, importsXCTest: importsXCTest, into: &tally)
        return tally
    }

    // MARK: Types

    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UISplitViewController", "UIAlertController", "UISearchController", "UIDocumentPickerViewController",
        "UIImagePickerController", "UIActivityViewController", "UIReferenceLibraryViewController", "UIInputViewController",
    ]
    static let viewBases: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl",
        "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView", "UITextField", "UITextView",
        "UIStackView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPickerView", "UIDatePicker", "UIProgressView",
        "UIActivityIndicatorView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIPageControl",
        "UIInputView", "UIWindow",
    ]

    static func surveyType(
        _ decl: Decl, in file: SourceFile, importsUIKit: Bool, importsXCTest: Bool, mentionsUI: Bool, into tally: inout Tally
    ) {
        let path = file.path
        let at = file.location(ofToken: decl.keyword).line
        let name = file.name(of: decl) ?? "?"
        let inherited = file.inheritedNames(of: decl).map(TypeName.simple)
        let superclass = decl.kind == .classDecl ? inherited.first : nil
        // Any file: a test helper module (`XCTVapor`) re-exports XCTest without the file importing it.
        if decl.kind == .extensionDecl {
            let tests = testClass(decl, name: TypeName.simple(name), superclass: "", in: file, mentionsUI: false)
            if !tests.tests.isEmpty { tally.testExtensions.append(tests) }
        }
        if let superclass {
            if superclass == "NSManagedObject" {
                tally.count("coredata.managed-object-classes", path: path, line: at, "class \(name): NSManagedObject")
            } else if viewControllerBases.contains(superclass) || (superclass.hasSuffix("ViewController") && !superclass.hasPrefix("NS")) {
                tally.count("uikit.view-controllers", path: path, line: at, "class \(name): \(superclass)")
            } else if viewBases.contains(superclass)
                || (importsUIKit && !superclass.hasPrefix("NS") && (superclass.hasSuffix("View") || superclass.hasSuffix("Cell")))
            {
                tally.count("uikit.views", path: path, line: at, "class \(name): \(superclass)")
            }
            if superclass == "XCTestCase" || (importsXCTest && superclass.hasSuffix("TestCase")) {
                tally.countTestClass(testClass(decl, name: name, superclass: superclass, in: file, mentionsUI: mentionsUI))
            } else {
                tally.testClassCandidates.append(testClass(decl, name: name, superclass: superclass, in: file, mentionsUI: mentionsUI))
            }
        }
        for conformance in inherited {
            switch conformance {
            case "ObservableObject":
                tally.count("observation.observable-objects", path: path, line: at, "\(name): ObservableObject")
            case "UIViewRepresentable", "UIViewControllerRepresentable":
                tally.count("uikit.representables", path: path, line: at, "\(name): \(conformance)")
            case "SKPaymentTransactionObserver", "SKProductsRequestDelegate", "SKRequestDelegate", "SKStoreProductViewControllerDelegate":
                tally.count("storekit.observers", path: path, line: at, "\(name): \(conformance)")
            default: break
            }
        }
    }

    static let uiTestMarker = Array("XCUIApplication".utf8)

    /// The class's `test…()` methods and whether it drives the app's UI; every class with a
    /// superclass gets one (it may turn out to be a test class), so the token walk for
    /// `XCUIApplication` only runs in files whose bytes hold the name.
    static func testClass(_ decl: Decl, name: String, superclass: String, in file: SourceFile, mentionsUI: Bool) -> Tally.TestClass {
        let body = decl.body ?? decl.tokens
        let drivesUI = mentionsUI && body.contains { file.kind($0) == .identifier && file.matches($0, "XCUIApplication") }
        var tests: [Int] = []
        for member in decl.flattenedMembers where member.kind == .funcDecl {
            guard let memberName = file.name(of: member), memberName.hasPrefix("test"), let parameters = member.parameters,
                parameters.count == 2, !file.hasModifier("static", member), !file.hasModifier("class", member)
            else { continue }
            tests.append(file.location(ofToken: member.keyword).line)
        }
        return Tally.TestClass(
            name: name, superclass: superclass, path: file.path, line: file.location(ofToken: decl.keyword).line, tests: tests, drivesUI: drivesUI)
    }

    // MARK: Properties

    static func surveyProperty(_ decl: Decl, in file: SourceFile, into tally: inout Tally) {
        let path = file.path
        for attribute in decl.attributes {
            let name = file.name(of: attribute)
            let at = file.location(ofToken: attribute.atSign).line
            switch name {
            case "Published":
                tally.count("observation.published", path: path, line: at, "@Published")
            case "StateObject", "ObservedObject", "EnvironmentObject":
                tally.count("observation.wrappers", path: path, line: at, "@\(name)")
            case "FetchRequest", "SectionedFetchRequest":
                tally.count("coredata.fetch-requests", path: path, line: at, "@\(name)")
            default: break
            }
        }
    }

    static func takesEscapingCompletion(_ parameters: Range<Int>, in file: SourceFile) -> Bool {
        for i in parameters where file.kind(i) == .atSign && file.matches(i + 1, "escaping") { return true }
        return false
    }

    // MARK: Tokens

    /// Identifier references counted wherever they appear (types in signatures, calls, casts).
    static let referenceMetrics: [String: String] = [
        "NSFetchRequest": "coredata.fetch-requests", "NSPersistentContainer": "coredata.stacks",
        "NSPersistentCloudKitContainer": "coredata.stacks", "NSManagedObjectContext": "coredata.contexts",
        "UIHostingController": "uikit.hosting",
        "SKPaymentQueue": "storekit.references", "SKProductsRequest": "storekit.references", "SKProduct": "storekit.references",
        "SKPayment": "storekit.references", "SKMutablePayment": "storekit.references", "SKPaymentTransaction": "storekit.references",
        "SKReceiptRefreshRequest": "storekit.references", "SKProductsResponse": "storekit.references",
        "SKProductDiscount": "storekit.references", "SKProductSubscriptionPeriod": "storekit.references",
        "SKStoreReviewController": "storekit.references", "SKDownload": "storekit.references",
        "appStoreReceiptURL": "storekit.receipts",
        "NavigationView": "baseline.navigation-views",
        "DispatchQueue": "baseline.gcd", "DispatchGroup": "baseline.gcd", "DispatchSemaphore": "baseline.gcd",
        "DispatchWorkItem": "baseline.gcd", "OperationQueue": "baseline.operation-queues",
    ]

    /// UIKit features the guide says have no SwiftUI equivalent (keep them in UIKit, hybrid).
    static let uikitKeepers: [String: String] = [
        "UICollectionViewCompositionalLayout": "complex compositional layout",
        "UIPercentDrivenInteractiveTransition": "interactive custom transition",
        "UIViewControllerInteractiveTransitioning": "interactive custom transition",
        "MTKView": "Metal rendering", "CAMetalLayer": "Metal rendering", "GLKView": "OpenGL rendering",
    ]

    static func surveyTokens(_ file: SourceFile, into tally: inout Tally) {
        let path = file.path
        var keepersSeen: Set<String> = []
        for i in 0..<file.tokens.count {
            switch file.kind(i) {
            case .identifier:
                let text = file.text(of: i)
                if let metric = referenceMetrics[text] {
                    tally.count(metric, path: path, line: file.location(ofToken: i).line, text)
                } else if let keeper = uikitKeepers[text], keepersSeen.insert(text).inserted {
                    tally.note(.limit, system: "uikit", path: path, line: file.location(ofToken: i).line, "\(text): \(keeper) stays in UIKit")
                }
                if text == "NSPersistentCloudKitContainer" {
                    tally.note(
                        .limit, system: "coredata", path: path, line: file.location(ofToken: i).line,
                        "NSPersistentCloudKitContainer: verify SwiftData's CloudKit support covers this store first")
                }
            case .stringLiteral:
                // Apple's endpoint only: an app that posts its receipt to its own server's
                // `…/verifyReceipt` path does not use Apple's deprecated one.
                let literal = file.text(of: i).lowercased()
                if literal.contains("/verifyreceipt"), literal.contains("buy.itunes.apple.com") || literal.contains("sandbox.itunes.apple.com") {
                    tally.note(
                        .limit, system: "storekit", path: path, line: file.location(ofToken: i).line,
                        "/verifyReceipt: server-side receipt validation (deprecated; move to the App Store Server API on its own schedule)")
                }
            default: break
            }
        }
    }

    // MARK: Calls

    /// Combine operators and types, each with the argument label its Combine form takes first
    /// (nil: any or none), so `array.flatMap` or a free `store(_:)` is not taken for Combine.
    static let combineOperators: [String: String?] = [
        "sink": nil, "assign": "to", "debounce": "for", "throttle": "for", "removeDuplicates": nil, "combineLatest": nil,
        "receive": "on", "eraseToAnyPublisher": nil, "store": "in", "switchToLatest": nil, "autoconnect": nil, "publisher": "for",
        "CombineLatest": nil, "PassthroughSubject": nil, "CurrentValueSubject": nil, "Just": nil, "Future": nil, "AnyPublisher": nil,
    ]

    static let xctestAssertions: Set<String> = ["XCTFail", "XCTUnwrap", "XCTSkip", "XCTSkipIf", "XCTSkipUnless", "XCTExpectFailure"]
    static let xctestExpectations: Set<String> = [
        "expectation", "keyValueObservingExpectation", "fulfillment", "XCTestExpectation", "XCTNSPredicateExpectation",
        "XCTNSNotificationExpectation", "XCTKVOExpectation", "XCTDarwinNotificationExpectation", "XCTWaiter",
    ]

    /// Names common outside Combine: counted only in files that import Combine or SwiftUI. The
    /// others are Combine's own with their labels, and count anywhere (a module can re-export
    /// Combine, so a file using it need not import it).
    static let combineNeedsImport: Set<String> = ["Just", "Future", "combineLatest", "autoconnect", "publisher"]

    static func surveyCalls(_ file: SourceFile, importsCombine: Bool, importsXCTest: Bool, into tally: inout Tally) {
        let path = file.path
        for call in file.calls(in: 0..<file.tokens.count) {
            let name = file.text(of: call.name)
            let at = file.location(ofToken: call.name).line
            if name == "NSPredicate", call.arguments.first.flatMap({ $0.label }).map({ file.matches($0, "format") }) == true {
                tally.count("coredata.predicates", path: path, line: at, "NSPredicate(format:)")
            } else if name == "NavigationLink",
                call.arguments.contains(where: { argument in argument.label.map { file.matches($0, "isActive") || file.matches($0, "tag") } == true })
            {
                tally.count("baseline.bound-links", path: path, line: at, "NavigationLink bound to isActive/tag")
            } else if importsXCTest, name.hasPrefix("XCTAssert") || xctestAssertions.contains(name) {
                tally.add("xctest.assertions")
            } else if importsXCTest,
                xctestExpectations.contains(name) || (name == "wait" && call.arguments.first?.label.map { file.matches($0, "for") } == true)
            {
                tally.add("xctest.expectations")
            } else if importsXCTest, name == "measure" {
                tally.add("xctest.performance-tests")
                tally.note(.limit, system: "xctest", path: path, line: at, "measure { }: performance tests stay in XCTest")
            } else if let label = combineOperators[name], importsCombine || !combineNeedsImport.contains(name),
                isCombineCall(call, label: label, in: file)
            {
                tally.count(SystemCatalog.combineOperatorPrefix + name, path: path, line: at, "Combine \(name)")
                if file.kind(call.callee.lowerBound) == .dollarIdentifier, ["debounce", "throttle", "removeDuplicates", "combineLatest"].contains(name) {
                    tally.note(
                        .limit, system: "observation", path: path, line: at,
                        "\(file.text(of: call.callee.lowerBound)).\(name): a Combine pipeline on a @Published projection (no $ projection with @Observable)")
                }
            }
        }
    }

    /// A member call (`x.sink`) with the Combine label, or a Combine type's initializer.
    static func isCombineCall(_ call: Call, label: String?, in file: SourceFile) -> Bool {
        let first = file.text(of: call.name).first ?? "a"
        if first.isUppercase { return true }
        if let label, call.arguments.first?.label.map({ file.matches($0, label) }) != true { return false }
        if label == nil, file.matches(call.name, "assign") { return false }
        return call.name > call.callee.lowerBound || (call.name > 0 && file.kind(call.name - 1) == .period)
    }
}
