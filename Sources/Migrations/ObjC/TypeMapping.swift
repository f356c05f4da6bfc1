import ObjCSyntax

/// Objective-C types → the Swift types the importer gives them, so translated declarations keep
/// the signatures Swift callers compiled against. Rules: `objc.blocked` (a type outside the table).
struct TypeMapping {
    /// Why a type has no Swift spelling here.
    struct Unsupported: Error {
        var message: String
    }

    enum Position { case property, parameter, result, local, element }

    /// Type names declared by the pair itself (classes, protocols, enums, typedefs).
    var ownTypes: Set<String> = []
    /// Block typedefs the pair declares: name → the block type.
    var blockTypedefs: [String: ObjCType] = [:]

    static let scalars: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "UInt", "BOOL": "Bool", "bool": "Bool", "CGFloat": "CGFloat", "double": "Double", "float": "Float",
        "int": "Int32", "unsigned int": "UInt32", "unsigned": "UInt32", "long": "Int", "unsigned long": "UInt", "long long": "Int64",
        "unsigned long long": "UInt64", "short": "Int16", "unsigned short": "UInt16", "NSTimeInterval": "TimeInterval", "int8_t": "Int8",
        "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64", "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32",
        "uint64_t": "UInt64", "CGRect": "CGRect", "CGPoint": "CGPoint", "CGSize": "CGSize", "NSRange": "NSRange", "SEL": "Selector",
        "NSComparisonResult": "ComparisonResult",
    ]
    /// Foundation classes the importer bridges to Swift value types.
    static let bridged: [String: String] = [
        "NSString": "String", "NSData": "Data", "NSDate": "Date", "NSURL": "URL", "NSError": "Error", "NSUUID": "UUID", "NSLocale": "Locale",
        "NSTimeZone": "TimeZone", "NSCharacterSet": "CharacterSet", "NSIndexSet": "IndexSet", "NSIndexPath": "IndexPath",
        "NSDateComponents": "DateComponents", "NSCalendar": "Calendar", "NSURLRequest": "URLRequest", "NSNotificationName": "Notification.Name",
    ]

    /// Foundation classes Swift 3 renamed (the `NS` prefix dropped): the importer uses the new name.
    static let renamedClasses: [String: String] = [
        "NSTimer": "Timer", "NSNotificationCenter": "NotificationCenter", "NSFileManager": "FileManager", "NSBundle": "Bundle",
        "NSUserDefaults": "UserDefaults", "NSOperationQueue": "OperationQueue", "NSOperation": "Operation", "NSProcessInfo": "ProcessInfo",
        "NSURLSession": "URLSession", "NSURLSessionTask": "URLSessionTask", "NSURLSessionDataTask": "URLSessionDataTask",
        "NSURLSessionConfiguration": "URLSessionConfiguration", "NSJSONSerialization": "JSONSerialization", "NSDateFormatter": "DateFormatter",
        "NSNumberFormatter": "NumberFormatter", "NSThread": "Thread", "NSRunLoop": "RunLoop", "NSScanner": "Scanner", "NSFileHandle": "FileHandle",
        "NSHTTPURLResponse": "HTTPURLResponse", "NSURLResponse": "URLResponse", "NSProgress": "Progress", "NSStream": "Stream",
        "NSInputStream": "InputStream", "NSOutputStream": "OutputStream", "NSTask": "Process", "NSPipe": "Pipe", "NSUndoManager": "UndoManager",
        "NSXMLParser": "XMLParser", "NSByteCountFormatter": "ByteCountFormatter", "NSDateComponentsFormatter": "DateComponentsFormatter",
        "NSISO8601DateFormatter": "ISO8601DateFormatter", "NSNotification": "Notification", "NSURLComponents": "URLComponents",
        "NSURLQueryItem": "URLQueryItem", "NSPersonNameComponents": "PersonNameComponents", "NSUbiquitousKeyValueStore": "NSUbiquitousKeyValueStore",
    ]
    /// Foundation classes that keep their `NS` name in Swift (the ones this table knows).
    static let keptClasses: Set<String> = [
        "NSObject", "NSNumber", "NSValue", "NSNull", "NSPredicate", "NSSortDescriptor", "NSAttributedString", "NSMutableAttributedString",
        "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableString", "NSMutableData", "NSDecimalNumber", "NSLock", "NSRecursiveLock",
        "NSCondition", "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSExpression", "NSManagedObject", "NSManagedObjectContext",
        "NSFetchRequest", "NSFetchedResultsController", "NSPersistentContainer", "NSMutableURLRequest", "NSRegularExpression",
        "NSTextCheckingResult", "NSLayoutConstraint", "NSTextAttachment", "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow",
        "NSTextStorage", "NSLayoutManager", "NSTextContainer", "NSFileWrapper", "NSEnumerator", "NSOrderedSet", "NSMutableOrderedSet",
        "NSCountedSet", "NSString", "NSArray", "NSDictionary", "NSSet", "NSData", "NSDate", "NSURL", "NSError",
    ]

    /// The Swift name of an Objective-C class; an `NS` class this table does not know is refused
    /// (Swift 3 renamed many, and a wrong name does not compile).
    static func swiftClassName(_ name: String) throws -> String {
        if let renamed = renamedClasses[name] { return renamed }
        if name.hasPrefix("NS"), name.count > 2, name.dropFirst(2).first?.isUppercase == true, !keptClasses.contains(name) {
            throw Unsupported(message: "the Foundation class `\(name)`, whose Swift name is not in this tool's table")
        }
        return name
    }

    /// The Swift spelling; `nonnullByDefault` is whether the declaration lies in an
    /// `NS_ASSUME_NONNULL` region.
    func swift(_ type: ObjCType, nonnullByDefault: Bool, position: Position, selfType: String? = nil) throws -> String {
        if type.name == "void", type.pointers == 0, type.block == nil { return "Void" }
        if let block = type.block ?? blockTypedefs[type.name]?.block {
            let parameters = try block.parameters.map { try swift($0.type, nonnullByDefault: nonnullByDefault, position: .parameter, selfType: selfType) }
            let result = try swift(block.result.type, nonnullByDefault: nonnullByDefault, position: .result, selfType: selfType)
            let closure = "(\(parameters.joined(separator: ", "))) -> \(result)"
            let nullability = type.block != nil ? type.nullability : (type.nullability ?? blockTypedefs[type.name]?.nullability)
            return optional("(\(closure))", nullability, nonnullByDefault: nonnullByDefault, position: position, bare: closure)
        }
        if type.pointers == 0 {
            if let scalar = Self.scalars[type.name] { return scalar }
            if type.name == "id" || type.name == "instancetype" || type.name == "Class" {
                let base: String
                if type.name == "instancetype" {
                    guard let selfType else { throw Unsupported(message: "`instancetype` outside a class") }
                    base = selfType
                } else if type.name == "Class" {
                    base = "AnyClass"
                } else if type.protocols.isEmpty {
                    base = "Any"
                } else {
                    base = "any " + type.protocols.joined(separator: " & ")
                }
                return optional(base, type.nullability, nonnullByDefault: nonnullByDefault, position: position)
            }
            if ownTypes.contains(type.name) || type.name.first?.isUppercase == true && !type.name.contains(" ") {
                // An enum or typedef by name: the importer keeps the name.
                return type.name
            }
            throw Unsupported(message: "the C type `\(type.name)`")
        }
        guard type.pointers == 1 else { throw Unsupported(message: "a pointer to a pointer (`\(type.name) **`)") }
        guard type.name.first?.isUppercase == true else { throw Unsupported(message: "a C pointer (`\(type.name) *`)") }
        var base: String
        switch type.name {
        case "NSArray":
            base = try "[" + element(type.generics.first, nonnullByDefault: nonnullByDefault) + "]"
        case "NSSet":
            base = try "Set<" + (type.generics.first.map { try element($0, nonnullByDefault: nonnullByDefault) } ?? "AnyHashable") + ">"
        case "NSDictionary":
            if type.generics.count == 2 {
                base =
                    try "[" + element(type.generics[0], nonnullByDefault: nonnullByDefault, key: true) + ": "
                    + element(type.generics[1], nonnullByDefault: nonnullByDefault) + "]"
            } else {
                base = "[AnyHashable: Any]"
            }
        case "NSNumber", "NSObject", "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableString", "NSMutableData":
            base = type.name
        default:
            if let bridged = Self.bridged[type.name] {
                base = bridged
            } else {
                guard type.generics.isEmpty else { throw Unsupported(message: "the generic class `\(type.name)<…>`") }
                base = try Self.swiftClassName(type.name)
            }
        }
        if !type.protocols.isEmpty { base = ([base] + type.protocols).joined(separator: " & ") }
        return optional(base, type.nullability, nonnullByDefault: nonnullByDefault, position: position)
    }

    func element(_ type: ObjCType?, nonnullByDefault: Bool, key: Bool = false) throws -> String {
        guard let type else { return key ? "AnyHashable" : "Any" }
        if type.name == "id", type.protocols.isEmpty { return key ? "AnyHashable" : "Any" }
        if key, type.name == "id" { return "AnyHashable" }
        return try swift(type, nonnullByDefault: true, position: .element)
    }

    func optional(_ base: String, _ nullability: ObjCType.Nullability?, nonnullByDefault: Bool, position: Position, bare: String? = nil) -> String {
        if position == .element { return bare ?? base }
        let wrapped = base.contains(" ") && !base.hasPrefix("(") ? "(\(base))" : base
        switch nullability {
        case .nullable: return wrapped + "?"
        case .nonnull: return bare ?? base
        case .unspecified: return wrapped + "!"
        case nil: return nonnullByDefault ? (bare ?? base) : wrapped + "!"
        }
    }
}
