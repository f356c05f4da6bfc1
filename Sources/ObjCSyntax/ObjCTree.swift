/// One top-level item of an Objective-C file. Ranges are token indices (`lowerBound` is the first
/// token, `upperBound` one past the last), never copies.
public struct ObjCItem: Sendable {
    public enum Kind: Sendable {
        /// A preprocessor line; `#import`/`#include` targets are in `ObjCFile.imports`.
        case directive
        case assumeNonnullBegin
        case assumeNonnullEnd
        /// `@class A, B;`
        case forwardClasses([String])
        /// `@protocol A, B;`
        case forwardProtocols([String])
        case container(ObjCContainer)
        case enumeration(ObjCEnum)
        /// `typedef RET (^Name)(PARAMS);`
        case blockTypedef(name: String, type: Range<Int>)
        /// Any other declaration or definition at file level (`typedef`, C function, `static`
        /// variable, string constant), up to its `;` or closing `}`.
        case declaration
    }
    public var kind: Kind
    public var range: Range<Int>
}

/// `@interface`, `@implementation` or `@protocol` through `@end`.
public struct ObjCContainer: Sendable {
    public enum Kind: String, Sendable { case interface, implementation, `protocol` }
    public var kind: Kind
    public var name: String
    /// `(Name)` of a category; "" for a class extension `()`; nil for a class.
    public var category: String?
    public var superclass: String?
    public var protocols: [String]
    /// Lightweight generic parameters of `@interface Box<ObjectType>`.
    public var genericParameters: [String]
    /// The `{ … }` of instance variables, braces included.
    public var ivars: Range<Int>?
    public var members: [ObjCMember]
    /// The `@end` token (the last token of the file when it is missing).
    public var end: Int
    /// Tokens from the keyword to the end of the header (before ivars or the first member).
    public var header: Range<Int>
}

public struct ObjCMember: Sendable {
    public enum Kind: Sendable {
        case property(ObjCProperty)
        case method(ObjCMethod)
        case optionalMarker  // @optional
        case requiredMarker  // @required
        case synthesize  // @synthesize / @dynamic
        case directive
        /// Anything else (a C function or variable inside @implementation): up to `;` or `}`.
        case other
    }
    public var kind: Kind
    public var range: Range<Int>
}

public struct ObjCProperty: Sendable {
    /// Attribute tokens in the parentheses, each as its text (`nonatomic`, `getter=isOn`).
    public var attributes: [String]
    /// The type's tokens (without the name), or for a block property the whole declarator.
    public var type: Range<Int>
    /// The name token.
    public var name: Int
    /// Trailing macros (`NS_SWIFT_NAME(…)`, `API_AVAILABLE(…)`, `__attribute__((…))`).
    public var trailing: Range<Int>

    public func has(_ attribute: String) -> Bool { attributes.contains(attribute) }
    public func value(of attribute: String) -> String? {
        attributes.first { $0.hasPrefix(attribute + "=") }.map { String($0.dropFirst(attribute.count + 1)) }
    }
}

public struct ObjCMethod: Sendable {
    public struct Piece: Sendable {
        /// The keyword token (nil for a bare `:` piece).
        public var keyword: Int?
        /// The parameter's type tokens inside its parentheses (empty when omitted: `id`).
        public var type: Range<Int>?
        /// The parameter name token; nil for a method without parameters.
        public var parameter: Int?
    }
    public var isClassMethod: Bool
    /// The return type's tokens inside its parentheses; nil when omitted (`id`).
    public var returnType: Range<Int>?
    public var pieces: [Piece]
    public var isVariadic: Bool
    /// Macros and attributes after the selector (`NS_DESIGNATED_INITIALIZER`, `NS_SWIFT_NAME(…)`).
    public var trailing: Range<Int>
    /// The `{ … }` of a definition, braces included.
    public var body: Range<Int>?
    /// Declared under `@optional` in a protocol.
    public var isOptional: Bool
}

/// `typedef NS_ENUM(Raw, Name) { … };` and the other enumeration macros.
public struct ObjCEnum: Sendable {
    public struct Case: Sendable {
        public var name: Int
        /// The value expression's tokens after `=`.
        public var value: Range<Int>?
        /// Macros after the name (`API_AVAILABLE(…)`, `NS_SWIFT_NAME(…)`).
        public var trailing: Range<Int>
    }
    /// `NS_ENUM`, `NS_OPTIONS`, `NS_CLOSED_ENUM`, `NS_ERROR_ENUM`, `NS_TYPED_ENUM`, `NS_STRING_ENUM`, …
    public var macro: String
    /// The raw type's tokens (`NSInteger`), or the error domain of `NS_ERROR_ENUM`.
    public var rawType: Range<Int>
    public var name: String
    public var cases: [Case]
    /// Tokens after the closing brace up to `;` (`NS_SWIFT_NAME(…)`).
    public var trailing: Range<Int>
}

extension ObjCFile {
    /// `#import "A.h"` / `#import <F/F.h>` / `@import F;` targets, with whether they are quoted.
    public var imports: [(target: String, quoted: Bool, token: Int)] {
        var found: [(String, Bool, Int)] = []
        for item in items {
            if case .directive = item.kind, let parsed = ObjCFile.importTarget(text(item.range.lowerBound)) {
                found.append((parsed.target, parsed.quoted, item.range.lowerBound))
            } else if case .declaration = item.kind, `is`(item.range.lowerBound, "@import"), item.range.count > 1 {
                found.append((text(item.range.lowerBound + 1), false, item.range.lowerBound))
            }
        }
        return found
    }

    /// The target of an `#import`/`#include` line.
    public static func importTarget(_ line: String) -> (target: String, quoted: Bool)? {
        var rest = Substring(line.dropFirst())  // '#'
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("import") || rest.hasPrefix("include") else { return nil }
        rest = rest.drop { $0.isLetter }.drop { $0 == " " || $0 == "\t" }
        guard let open = rest.first, open == "\"" || open == "<" else { return nil }
        let close: Character = open == "\"" ? "\"" : ">"
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: close) else { return nil }
        return (String(body[..<end]), open == "\"")
    }

    public var containers: [ObjCContainer] {
        items.compactMap { if case .container(let c) = $0.kind { c } else { nil } }
    }
}
