/// Names of the XCTest API the migration knows, and the Foundation names a file may have used through
/// XCTest's re-export of Foundation.
enum XCTestAPI {
    /// Calls the body renderer rewrites.
    static let rewritten: Set<String> = [
        "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotNil",
        "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertIdentical", "XCTAssertNotIdentical",
        "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual", "XCTAssertLessThan", "XCTAssertLessThanOrEqual",
        "XCTUnwrap", "XCTFail", "XCTAssertThrowsError", "XCTAssertNoThrow", "XCTExpectFailure",
        "XCTSkip", "XCTSkipIf", "XCTSkipUnless",
    ]

    /// XCTestCase members with no Swift Testing counterpart (when called unqualified or on `self`).
    static let unsupportedMembers: Set<String> = [
        "expectation", "wait", "waitForExpectations", "fulfillment", "keyValueObservingExpectation",
        "measure", "measureMetrics", "startMeasuring", "stopMeasuring", "defaultPerformanceMetrics",
        "continueAfterFailure", "executionTimeAllowance", "testRun", "record",
        "addUIInterruptionMonitor", "removeUIInterruptionMonitor", "XCUIApplication", "XCUIElement",
        "XCTContext", "XCTAttachment", "XCTWaiter", "XCTestExpectation", "XCTNSPredicateExpectation",
    ]

    /// Whether `name` is XCTest's own (rather than a project helper that happens to start with `XCT`).
    static func isXCTestName(_ name: String) -> Bool {
        rewritten.contains(name) || unsupportedMembers.contains(name) || otherNames.contains(name)
    }

    static let otherNames: Set<String> = [
        "XCTestCase", "XCTest", "XCTestSuite", "XCTestRun", "XCTestCaseRun", "XCTestObservation",
        "XCTestObservationCenter", "XCTestError", "XCTIssue", "XCTSourceCodeContext", "XCTPerformanceMetric",
        "XCTMetric", "XCTClockMetric", "XCTCPUMetric", "XCTMemoryMetric", "XCTStorageMetric", "XCTMeasureOptions",
        "XCTMain", "XCTestCaseEntry", "XCTAssertThrowsError", "XCTExpectedFailure", "XCTActivity",
        "XCTWaiterDelegate", "XCTKVOExpectation", "XCTNSNotificationExpectation", "XCTDarwinNotificationExpectation",
    ]

    /// Members a test class inherits from NSObject (through XCTestCase) or XCTest itself, which a
    /// suite would not have: `self.name`, `Self.description()`, `isKind(of:)`. Counted on `self.` and
    /// `Self.`, and when called unqualified if listed in `inheritedCalls`.
    static let inheritedMembers: Set<String> = [
        "description", "debugDescription", "hash", "isEqual", "isProxy", "responds", "perform", "value", "setValue",
        "isKind", "isMember", "conforms", "className", "classForCoder", "copy", "mutableCopy", "addObserver",
        "removeObserver", "observeValue", "willChangeValue", "didChangeValue", "name", "invocation", "testCaseCount",
        "run", "invokeTest", "add", "addAttachment", "recordFailure", "superclass", "classForKeyedArchiver",
    ]
    static let inheritedCalls: Set<String> = [
        "isProxy", "responds", "isKind", "isMember", "conforms", "addObserver", "removeObserver", "observeValue",
        "willChangeValue", "didChangeValue", "setValue", "addAttachment", "recordFailure", "invokeTest",
    ]

    /// XCTestCase properties: any unqualified use counts, not only calls.
    static let unsupportedProperties: Set<String> = ["continueAfterFailure", "executionTimeAllowance", "testRun"]

    /// Why a class with these members stays in XCTest, by rule.
    static func stayReason(for name: String) -> (rule: String, message: String)? {
        switch name {
        case "measure", "measureMetrics", "startMeasuring", "stopMeasuring", "defaultPerformanceMetrics":
            return (XCTestRule.measure.id, "performance test: Swift Testing has no measure {}; the class stays in XCTest")
        case "XCUIApplication", "XCUIElement", "addUIInterruptionMonitor", "removeUIInterruptionMonitor":
            return (XCTestRule.uiTest.id, "UI test: XCUIApplication exists only in XCTest; the class stays in XCTest")
        case "expectation", "wait", "waitForExpectations", "fulfillment", "keyValueObservingExpectation",
            "XCTWaiter", "XCTestExpectation", "XCTNSPredicateExpectation":
            return (
                XCTestRule.expectation.id,
                "XCTestExpectation has no faithful automatic rewrite here; "
                    + "await the callback (withCheckedContinuation) or use confirmation by hand; the class stays in XCTest"
            )
        default:
            return nil
        }
    }

    /// Lifecycle methods that become `init()`, with the effects the initializer needs.
    static let setUpMethods: Set<String> = ["setUp", "setUpWithError"]
    static let tearDownMethods: Set<String> = ["tearDown", "tearDownWithError"]

    /// Type and function names a test file gets from Foundation (re-exported by XCTest on every platform).
    static let dispatchNames: Set<String> = [
        "DispatchQueue", "DispatchTime", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTimeInterval",
        "DispatchWallTime", "DispatchSource", "DispatchQoS", "DispatchData",
    ]

    static let foundationNames: Set<String> = [
        "Data", "Date", "URL", "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "UUID",
        "JSONEncoder", "JSONDecoder", "JSONSerialization", "PropertyListEncoder", "PropertyListDecoder",
        "PropertyListSerialization", "FileManager", "ProcessInfo", "Bundle", "NSString", "NSNumber", "NSError",
        "NSArray", "NSDictionary", "NSObject", "NSRange", "NSMakeRange", "NSRegularExpression", "NSPredicate",
        "NSLock", "NSRecursiveLock", "NSCondition", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter",
        "DateComponents", "Calendar", "TimeZone", "Locale", "CharacterSet", "NotificationCenter", "Notification",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime", "Thread", "RunLoop", "Timer",
        "OperationQueue", "Operation", "IndexSet", "IndexPath", "Decimal", "NSDecimalNumber", "CGFloat",
        "CGPoint", "CGSize", "CGRect", "TimeInterval", "Measurement", "UnitLength", "NSCache", "UserDefaults",
        "Scanner", "InputStream", "OutputStream", "FileHandle", "Process", "Pipe", "HTTPURLResponse",
        "URLResponse", "URLError", "CocoaError", "POSIXError", "AttributedString", "NSAttributedString",
        "NSNotFound", "NSEC_PER_SEC", "LocalizedError", "CustomNSError", "RecoverableError", "ObjCBool",
        "NSLocalizedDescriptionKey", "NSMutableString", "NSMutableArray", "NSMutableDictionary", "NSSet", "NSURL",
        "NSData", "NSDate", "NSNull", "NSValue", "NSUUID", "NSLocale", "NSTimeZone", "NSCalendar", "NSCoder",
        "NSCoding", "NSSecureCoding", "NSCopying", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSSortDescriptor",
        "NSOrderedSet", "NSCountedSet", "NSIndexSet", "NSCharacterSet", "NSLog", "NSStringFromClass",
        "NSClassFromString", "FileAttributeKey", "URLResourceValues", "PersonNameComponents", "ByteCountFormatter",
        "DateInterval", "Progress", "ListFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter",
        "Host", "Locale", "NSObjectProtocol", "DispatchWorkItem", "DispatchSource", "DispatchData",
        "DispatchTimeInterval", "DispatchWallTime", "NSMutableAttributedString", "NSItemProvider",
    ]

    /// Free functions from Foundation (and Glibc/Darwin through it), recognised when called.
    static let foundationFunctions: Set<String> = [
        "sqrt", "pow", "floor", "ceil", "exp", "log", "sin", "cos", "tan", "fabs", "usleep", "sleep",
        "arc4random_uniform", "autoreleasepool", "NSHomeDirectory", "NSTemporaryDirectory",
    ]

    /// Members only Foundation adds to standard types (`"a b".components(separatedBy: " ")`).
    static let foundationMembers: Set<String> = [
        "components", "trimmingCharacters", "replacingOccurrences", "appendingPathComponent", "lastPathComponent",
        "deletingLastPathComponent", "pathExtension", "capitalized", "addingPercentEncoding",
        "removingPercentEncoding", "localizedDescription", "timeIntervalSince1970", "whitespacesAndNewlines",
        "whitespaces",
    ]
}
