import ObjCSyntax

/// What one `.h` + `.m` pair declares, gathered from both files: its classes (interface, class
/// extension and implementation merged), categories, protocols, enums, block typedefs and string
/// constants. Building it refuses (throws `PairBlocker`) file-level constructs outside the subset.
struct PairModel {
    struct Property {
        var file: ObjCFile
        var declaration: ObjCProperty
        var type: ObjCType
        var nonnullByDefault: Bool
        /// Read-only to the class's users (readonly in the header, maybe readwrite inside).
        var isReadonlyOutside: Bool
        var isReadonlyInside: Bool
        var name: String
    }

    struct Method {
        /// The declaration that gives the signature (the header's when there is one).
        var signatureFile: ObjCFile
        var signature: ObjCMethod
        var nonnullByDefault: Bool
        /// The definition, in the implementation file.
        var definition: ObjCMethod?
        var selector: String
        /// The `#pragma mark` texts just before the definition, for `// MARK:` lines.
        var marks: [String] = []
        var isClassMethod: Bool { signature.isClassMethod }
    }

    /// An instance variable declared in braces: a private stored property in Swift.
    struct InstanceVariable {
        var file: ObjCFile
        /// The name token.
        var token: Int
        var name: String
        var type: ObjCType
        var isWeak: Bool
    }

    struct Class {
        var name: String
        var superclass: String
        var protocols: [String]
        var properties: [Property] = []
        var instanceVariables: [InstanceVariable] = []
        /// `- (instancetype)init NS_UNAVAILABLE;` is declared.
        var initUnavailable = false
        var methods: [Method] = []
        var interfaceToken: (file: ObjCFile, token: Int)
    }

    struct Category {
        var className: String
        var methods: [Method] = []
        var token: (file: ObjCFile, token: Int)
    }

    struct ProtocolDecl {
        var name: String
        var inherits: [String]
        var file: ObjCFile
        var container: ObjCContainer
        var nonnullByDefault: Bool
    }

    struct StringConstant {
        var name: String
        var value: String
        /// A `static` constant of the implementation file: private to the Swift file.
        var isPrivate = false
        /// The Swift type of a number constant (`CGFloat`); nil for a string.
        var numberType: String?
        /// A `#define`d string: its literal as token 0 of a file of its own (the macro's
        /// directive is one token of the pair's file).
        var macroLiteral: ObjCFile?
    }

    var header: ObjCFile
    var implementation: ObjCFile
    var classes: [Class] = []
    var categories: [Category] = []
    var protocols: [ProtocolDecl] = []
    var enums: [(file: ObjCFile, declaration: ObjCEnum, token: Int)] = []
    var blockTypedefs: [(name: String, type: ObjCType)] = []
    var constants: [StringConstant] = []

    /// Every name the pair declares at file level (for the mentions check in other files).
    var declaredNames: [String] {
        classes.map(\.name) + protocols.map(\.name) + enums.map(\.declaration.name) + blockTypedefs.map(\.name) + constants.map(\.name)
    }

    init(header: ObjCFile, implementation: ObjCFile) throws {
        self.header = header
        self.implementation = implementation
        for file in [header, implementation] {
            if let problem = file.problems.first {
                let at = file.location(ofByte: problem.offset)
                throw PairBlocker(path: file.path, line: at.line, column: at.column, "the file does not parse cleanly (\(problem.kind.rawValue))")
            }
        }
        var extensions: [(ObjCFile, ObjCContainer)] = []
        var implementations: [(ObjCFile, ObjCContainer)] = []
        var interfaces: [(ObjCFile, ObjCContainer, Int)] = []
        var categoryInterfaces: [(ObjCFile, ObjCContainer, Int)] = []
        var externConstants: Set<String> = []
        for file in [header, implementation] {
            let regions = NonnullRegions(file)
            let includeGuard = Self.includeGuard(file)
            for (index, item) in file.items.enumerated() where !includeGuard.contains(index) {
                let first = item.range.lowerBound
                switch item.kind {
                case .directive:
                    let text = file.text(first)
                    let name = Self.directiveName(text)
                    if name == "define", let constant = Self.macroConstant(text, isPrivate: !file.isHeader) {
                        constants.append(constant)
                        continue
                    }
                    guard ["import", "include", "pragma"].contains(name) else {
                        throw PairBlocker(file, at: first, "the preprocessor directive `\(text.prefix(40))` (conditional code and macros are not translated)")
                    }
                case .assumeNonnullBegin, .assumeNonnullEnd, .forwardClasses, .forwardProtocols:
                    break
                case .container(let container):
                    switch (container.kind, container.category) {
                    case (.protocol, _):
                        protocols.append(
                            ProtocolDecl(
                                name: container.name, inherits: container.protocols, file: file, container: container, nonnullByDefault: regions.contains(first)
                            ))
                    case (.interface, nil):
                        interfaces.append((file, container, first))
                    case (.interface, ""?):
                        extensions.append((file, container))
                    case (.interface, _?):
                        categoryInterfaces.append((file, container, first))
                    case (.implementation, _):
                        implementations.append((file, container))
                    }
                case .enumeration(let declaration):
                    guard ["NS_ENUM", "NS_CLOSED_ENUM", "NS_OPTIONS"].contains(declaration.macro) else {
                        throw PairBlocker(file, at: first, "`\(declaration.macro)` (only NS_ENUM, NS_CLOSED_ENUM and NS_OPTIONS are translated)")
                    }
                    enums.append((file, declaration, first))
                case .blockTypedef(let name, let range):
                    guard var type = ObjCType.parse(range, in: file).map({ $0 }) ?? Self.blockType(range, in: file) else {
                        throw PairBlocker(file, at: first, "the block typedef `\(name)` has a type outside the subset")
                    }
                    if type.nullability == nil, regions.contains(first) { type.nullability = .nonnull }
                    blockTypedefs.append((name, type))
                case .declaration:
                    if let constant = Self.fileConstant(item.range, in: file) {
                        constants.append(constant)
                    } else if let constant = Self.stringConstant(item.range, in: file) {
                        if let value = constant.value {
                            constants.append(StringConstant(name: constant.name, value: value))
                        } else {
                            externConstants.insert(constant.name)
                        }
                    } else if file.is(first, "@import") {
                        break
                    } else {
                        throw PairBlocker(file, at: first, "the file-level C declaration `\(file.text(item.range).prefix(50))`")
                    }
                }
            }
        }
        for name in externConstants where !constants.contains(where: { $0.name == name }) {
            throw PairBlocker(path: header.path, "the constant `\(name)` is declared but not defined in \(implementation.path)")
        }
        for (file, container, token) in interfaces {
            guard implementations.contains(where: { $0.1.name == container.name && $0.1.category == nil }) else {
                throw PairBlocker(file, at: token, "`@interface \(container.name)` has no `@implementation` in this pair")
            }
        }
        for (file, implementationContainer) in implementations {
            if let category = implementationContainer.category {
                let declared = categoryInterfaces.filter { $0.1.name == implementationContainer.name && $0.1.category == category }
                do {
                    var model = Category(className: implementationContainer.name, token: (file, implementationContainer.header.lowerBound))
                    model.methods = try Self.methods(implementation: implementationContainer, file: file, declarations: declared.map { ($0.0, $0.1) })
                    for (declFile, declaration, _) in declared {
                        if let property = declaration.members.first(where: { if case .property = $0.kind { true } else { false } }) {
                            throw PairBlocker(declFile, at: property.range.lowerBound, "a property in a category (stored with associated objects)")
                        }
                    }
                    categories.append(model)
                }
                continue
            }
            guard let interface = interfaces.first(where: { $0.1.name == implementationContainer.name }) else {
                throw PairBlocker(
                    file, at: implementationContainer.header.lowerBound,
                    "`@implementation \(implementationContainer.name)` without its `@interface` in this pair")
            }
            let own = extensions.filter { $0.1.name == implementationContainer.name }
            var model = Class(
                name: implementationContainer.name, superclass: interface.1.superclass ?? "", protocols: interface.1.protocols + own.flatMap(\.1.protocols),
                interfaceToken: (interface.0, interface.2))
            for (declFile, container) in [(interface.0, interface.1)] + own + [(file, implementationContainer)] {
                if let ivars = container.ivars {
                    model.instanceVariables += try Self.instanceVariables(ivars, in: declFile)
                }
                if !container.genericParameters.isEmpty {
                    throw PairBlocker(declFile, at: container.header.lowerBound, "a lightweight generic class (`\(container.name)<…>`)")
                }
            }
            model.properties = try Self.properties(interface: interface, extensions: own)
            model.initUnavailable = ([(interface.0, interface.1)] + own).contains { declFile, container in
                container.members.contains { member in
                    guard case .method(let method) = member.kind else { return false }
                    return !method.isClassMethod && method.selector(in: declFile) == "init" && method.trailing.contains { declFile.is($0, "NS_UNAVAILABLE") }
                }
            }
            // `_name` declared by hand for the property `name` is that property's storage.
            model.instanceVariables.removeAll { ivar in model.properties.contains { "_" + $0.name == ivar.name } }
            model.methods = try Self.methods(implementation: implementationContainer, file: file, declarations: [(interface.0, interface.1)] + own)
            classes.append(model)
        }
        for (file, container, token) in categoryInterfaces
        where !implementations.contains(where: { $0.1.name == container.name && $0.1.category == container.category }) {
            throw PairBlocker(file, at: token, "the category `\(container.name) (\(container.category ?? ""))` has no `@implementation` in this pair")
        }
        if classes.isEmpty, categories.isEmpty, protocols.isEmpty, enums.isEmpty, blockTypedefs.isEmpty, constants.isEmpty {
            throw PairBlocker(path: header.path, "the pair declares nothing this migration translates")
        }
    }

    /// `typedef void (^Name)(…);` read as the block type it names.
    static func blockType(_ range: Range<Int>, in file: ObjCFile) -> ObjCType? {
        // Drop the name inside `(^Name)` and read the rest as an anonymous block type.
        var tokens = Array(range)
        guard let caret = tokens.firstIndex(where: { file.is($0, "^") }), caret + 1 < tokens.count else { return nil }
        var k = caret + 1
        while k < tokens.count, !file.is(tokens[k], ")") { k += 1 }
        guard k > caret + 1 else { return nil }
        let name = tokens[k - 1]
        tokens.removeAll { $0 == name }
        // Re-lex the text without the name: the tree reads token ranges only.
        let text = tokens.map { file.text($0) }.joined(separator: " ")
        let scratch = ObjCFile(path: file.path, bytes: Array(text.utf8))
        return ObjCType.parse(0..<(scratch.tokens.count - 1), in: scratch)
    }

    /// The declarations of `{ … }` after `@interface X` or `@implementation X`: `Type *name;`,
    /// `NSInteger count;`, `__weak id<P> delegate;`, under `@private`/`@protected`/`@package`. A
    /// `@public` one (reached with `->` from outside) and declarators Swift has no stored form for
    /// (C arrays, bit fields, several names in one declaration) are refused.
    static func instanceVariables(_ braces: Range<Int>, in file: ObjCFile) throws -> [InstanceVariable] {
        var result: [InstanceVariable] = []
        var start = braces.lowerBound + 1
        let end = braces.upperBound - 1
        var i = start
        while i < end {
            let text = file.text(i)
            if ["@private", "@protected", "@package"].contains(text), i == start {
                i += 1
                start = i
                continue
            }
            if text == "@public" { throw PairBlocker(file, at: i, "a `@public` instance variable (other code may reach it with `->`)") }
            if file.kind(i) == .directive { throw PairBlocker(file, at: i, "a preprocessor directive among instance variables") }
            if file.partner[i] > i {
                i = file.partner[i] + 1
                continue
            }
            guard text == ";" else {
                i += 1
                continue
            }
            let declaration = start..<i
            let typeStart = file.is(start, "IBOutlet") ? start + 1 : start
            let nameToken = i - 1
            let isWeak = declaration.contains { file.is($0, "__weak") }
            guard nameToken > typeStart, file.kind(nameToken) == .identifier,
                !declaration.contains(where: { [",", "[", ":", "^", "(", "__unsafe_unretained", "__block", "static", "IBOutlet"].contains(file.text($0)) && $0 >= typeStart }),
                let type = ObjCType.parse(typeStart..<nameToken, in: file)
            else {
                throw PairBlocker(file, at: declaration.lowerBound, "the instance variable `\(file.text(declaration).prefix(40))` (a declaration outside the subset)")
            }
            if isWeak, !type.isObject { throw PairBlocker(file, at: declaration.lowerBound, "`__weak` on a scalar instance variable") }
            result.append(InstanceVariable(file: file, token: nameToken, name: file.text(nameToken), type: type, isWeak: isWeak))
            i += 1
            start = i
        }
        if start < end, (start..<end).contains(where: { !["@private", "@protected", "@package"].contains(file.text($0)) }) {
            throw PairBlocker(file, at: start, "an instance variable declaration without `;`")
        }
        return result
    }

    /// The items of `#ifndef X_h` / `#define X_h` … `#endif` around a whole header (Swift needs
    /// no guard); empty when the file has none.
    static func includeGuard(_ file: ObjCFile) -> Set<Int> {
        let items = file.items
        guard file.isHeader, items.count >= 3, case .directive = items[0].kind, case .directive = items[1].kind,
            case .directive = items[items.count - 1].kind
        else { return [] }
        let opening = directiveWords(file.text(items[0].range.lowerBound))
        let definition = directiveWords(file.text(items[1].range.lowerBound))
        let closing = directiveWords(file.text(items[items.count - 1].range.lowerBound))
        guard opening.count == 2, opening[0] == "ifndef", definition == ["define", opening[1]], closing == ["endif"] else { return [] }
        return [0, 1, items.count - 1]
    }

    /// A directive's words without `#`, comments and line continuations: `#define K 3 // x` → `define`, `K`, `3`.
    static func directiveWords(_ text: String) -> [String] {
        let scratch = ObjCFile(path: "", bytes: Array(text.dropFirst().utf8))
        return (0..<(scratch.tokens.count - 1)).map { scratch.text($0) }
    }

    /// `#define kName @"…"` → a string constant; `#define kLimit 10` → `Int32` and
    /// `#define kRatio 0.5` → `Double`, the types the importer gives such macros (Swift callers
    /// see them so). Anything else — a function-like macro, an expression, a suffixed or octal
    /// number — is not a constant here.
    static func macroConstant(_ text: String, isPrivate: Bool) -> StringConstant? {
        let words = directiveWords(text)
        guard words.count == 3 || (words.count == 4 && words[2] == "-"), words[0] == "define", let first = words[1].first,
            first.isLetter || first == "_", words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        // `#define NAME(x)`: the parenthesis follows the name with no space.
        if let nameEnd = text.range(of: words[1])?.upperBound, text[nameEnd...].hasPrefix("(") { return nil }
        let value = words.dropFirst(2).joined()
        if words.count == 3, value.hasPrefix("@\"") {
            let scratch = ObjCFile(path: "", bytes: Array(value.utf8))
            guard scratch.tokens.count == 2, scratch.kind(0) == .objcString else { return nil }
            return StringConstant(name: words[1], value: value, isPrivate: isPrivate, macroLiteral: scratch)
        }
        let digits = value.drop { $0 == "-" }
        guard let lead = digits.first, lead.isNumber, !(digits.count > 1 && lead == "0" && !digits.hasPrefix("0.") && !digits.lowercased().hasPrefix("0x")) else {
            return nil
        }
        if digits.lowercased().hasPrefix("0x") {
            guard let number = Int32(digits.dropFirst(2), radix: 16) else { return nil }
            return StringConstant(name: words[1], value: value.hasPrefix("-") ? "-\(number)" : "\(number)", isPrivate: isPrivate, numberType: "Int32")
        }
        if digits.allSatisfy(\.isNumber) {
            guard Int32(value) != nil else { return nil }
            return StringConstant(name: words[1], value: value, isPrivate: isPrivate, numberType: "Int32")
        }
        guard digits.allSatisfy({ $0.isNumber || $0 == "." }), digits.filter({ $0 == "." }).count == 1, digits.last != "." else { return nil }
        return StringConstant(name: words[1], value: value, isPrivate: isPrivate, numberType: "Double")
    }

    /// `extern NSString * const Name;` (value nil) or `NSString * const Name = @"…";`.
    static func stringConstant(_ range: Range<Int>, in file: ObjCFile) -> (name: String, value: String?)? {
        var tokens = range.map { file.text($0) }
        if tokens.last == ";" { tokens.removeLast() }
        if ["extern", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "OBJC_EXTERN"].contains(tokens.first ?? "") {
            tokens.removeFirst()
            guard tokens.count == 4, tokens[0] == "NSString", tokens[1] == "*", tokens[2] == "const" else { return nil }
            return (tokens[3], nil)
        }
        guard tokens.count == 6, tokens[0] == "NSString", tokens[1] == "*", tokens[2] == "const", tokens[4] == "=", tokens[5].hasPrefix("@\"") else {
            return nil
        }
        return (tokens[3], tokens[5])
    }

    /// `static NSString *const Name = @"…";`, `static const CGFloat Name = 15;`, `CGFloat const Name = 3;`
    /// in the implementation file (a string or number literal, nothing else).
    static func fileConstant(_ range: Range<Int>, in file: ObjCFile) -> StringConstant? {
        guard !file.isHeader else { return nil }
        var tokens = range.map { file.text($0) }
        guard tokens.last == ";" else { return nil }
        tokens.removeLast()
        guard let equals = tokens.firstIndex(of: "=") else { return nil }
        let valueTokens = Array(tokens[(equals + 1)...])
        if equals < tokens.count - 3 || (equals == tokens.count - 3 && tokens[equals + 1] != "-") {
            return floatingConstant(Array(tokens[..<equals]), valueTokens, isStatic: tokens.first == "static")
        }
        let value = valueTokens.joined()
        var declarator = Array(tokens[..<equals])
        let isStatic = declarator.first == "static"
        if isStatic { declarator.removeFirst() }
        guard declarator.contains("const"), let name = declarator.last else { return nil }
        declarator.removeAll { $0 == "const" }
        declarator.removeLast()
        if declarator == ["NSString", "*"], value.hasPrefix("@\"") {
            return StringConstant(name: name, value: value, isPrivate: isStatic)
        }
        guard declarator.count == 1, let swift = TypeMapping.scalars[declarator[0]], swift != "Bool", swift != "Selector", swift != "CGRect",
            swift != "CGPoint",
            swift != "CGSize", swift != "NSRange", swift != "ComparisonResult",
            value.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || "fFlLuU".contains($0) })
        else { return nil }
        var number = value
        while let last = number.last, "fFlLuU".contains(last) { number.removeLast() }
        if number.hasSuffix(".") { number += "0" }
        guard !number.isEmpty, !(number.count > 1 && number.hasPrefix("0") && !number.contains(".")) else { return nil }
        return StringConstant(name: name, value: number, isPrivate: isStatic, numberType: swift)
    }

    /// `static const CGFloat kRatio = 9.0 / 16.0;`: floating-point literals (each with a `.`,
    /// so C divides them as Swift does, not as integers) joined by `+ - * /` and parentheses,
    /// for a floating-point type.
    static func floatingConstant(_ declarator: [String], _ value: [String], isStatic: Bool) -> StringConstant? {
        var words = declarator
        if words.first == "static" { words.removeFirst() }
        guard words.contains("const"), let name = words.last else { return nil }
        words.removeAll { $0 == "const" }
        words.removeLast()
        // Not `float`: C computes the constant in double and rounds once, Swift would compute in Float.
        guard words.count == 1, let swift = TypeMapping.scalars[words[0]], ["CGFloat", "Double", "TimeInterval"].contains(swift) else { return nil }
        var text = ""
        for word in value {
            if ["+", "-", "*", "/"].contains(word) {
                // A unary sign (first, or after an operator) is not translated here.
                guard let last = text.last, last.isNumber || last == ")" else { return nil }
                text += " \(word) "
                continue
            }
            if word == "(" || word == ")" {
                text += word
                continue
            }
            var number = word
            if number.hasSuffix("f") || number.hasSuffix("F") { number.removeLast() }
            guard number.contains("."), number.first?.isNumber == true, number.last?.isNumber == true,
                number.allSatisfy({ $0.isNumber || $0 == "." })
            else { return nil }
            text += number
        }
        guard let last = text.last, last.isNumber || last == ")", text.filter({ $0 == "(" }).count == text.filter({ $0 == ")" }).count else { return nil }
        return StringConstant(name: name, value: text, isPrivate: isStatic, numberType: swift)
    }

    static func properties(interface: (ObjCFile, ObjCContainer, Int), extensions: [(ObjCFile, ObjCContainer)]) throws -> [Property] {
        var result: [Property] = []
        for (file, container) in [(interface.0, interface.1)] + extensions {
            let regions = NonnullRegions(file)
            let isExtension = container.category != nil
            for member in container.members {
                guard case .property(let property) = member.kind else { continue }
                let name = file.text(property.name)
                guard var type = ObjCType.parse(property.type, in: file) ?? blockPropertyType(property, in: file) else {
                    throw PairBlocker(file, at: member.range.lowerBound, "the property `\(name)` has a type outside the subset")
                }
                // The attribute spelling of nullability applies to the type.
                if property.has("nullable") || property.has("null_resettable") { type.nullability = .nullable }
                if property.has("nonnull") { type.nullability = .nonnull }
                if property.has("null_unspecified") { type.nullability = .unspecified }
                let readonly = property.has("readonly")
                if let index = result.firstIndex(where: { $0.name == name }) {
                    // Redeclared readwrite in the class extension.
                    result[index].isReadonlyInside = readonly
                    continue
                }
                result.append(
                    Property(
                        file: file, declaration: property, type: type, nonnullByDefault: regions.contains(member.range.lowerBound),
                        isReadonlyOutside: readonly && !isExtension, isReadonlyInside: readonly, name: name))
                if isExtension { result[result.count - 1].isReadonlyOutside = false }
            }
        }
        return result
    }

    /// `void (^name)(BOOL)`: the declarator without its name, as a block type.
    static func blockPropertyType(_ property: ObjCProperty, in file: ObjCFile) -> ObjCType? {
        let range = property.type
        let text = range.filter { $0 != property.name }.map { file.text($0) }.joined(separator: " ")
        let scratch = ObjCFile(path: file.path, bytes: Array(text.utf8))
        return ObjCType.parse(0..<(scratch.tokens.count - 1), in: scratch)
    }

    static func methods(implementation: ObjCContainer, file: ObjCFile, declarations: [(ObjCFile, ObjCContainer)]) throws -> [Method] {
        var result: [Method] = []
        var marks: [String] = []
        for (declFile, container) in declarations { try checkDirectives(container, in: declFile) }
        try checkDirectives(implementation, in: file)
        for member in implementation.members {
            switch member.kind {
            case .directive:
                if let mark = Self.pragmaMark(file.text(member.range.lowerBound)) { marks.append(mark) }
            case .method(let definition):
                let selector = definition.selector(in: file)
                var signature = (file, definition, NonnullRegions(file).contains(member.range.lowerBound))
                for (declFile, container) in declarations {
                    for declared in container.members {
                        guard case .method(let method) = declared.kind, method.isClassMethod == definition.isClassMethod,
                            method.selector(in: declFile) == selector
                        else { continue }
                        signature = (declFile, method, NonnullRegions(declFile).contains(declared.range.lowerBound))
                    }
                }
                if definition.isVariadic { throw PairBlocker(file, at: member.range.lowerBound, "a variadic method (`\(selector)`)") }
                result.append(
                    Method(
                        signatureFile: signature.0, signature: signature.1, nonnullByDefault: signature.2, definition: definition, selector: selector, marks: marks))
                marks = []
            case .synthesize:
                let text = file.text(member.range)
                let parts = text.dropFirst("@synthesize".count).dropLast().split(separator: "=").map { String($0.filter { $0 != " " && $0 != "\t" }) }
                guard text.hasPrefix("@synthesize"), parts.count == 2, "_" + parts[0] == parts[1] else {
                    throw PairBlocker(file, at: member.range.lowerBound, "`\(text.prefix(40))` (only the default `@synthesize x = _x;` is translated)")
                }
            case .optionalMarker, .requiredMarker:
                break
            case .property, .other:
                throw PairBlocker(file, at: member.range.lowerBound, "`\(file.text(member.range).prefix(40))` inside `@implementation`")
            }
        }
        // Declared but not defined: an abstract method or one implemented elsewhere.
        for (declFile, container) in declarations {
            for declared in container.members {
                guard case .method(let method) = declared.kind else { continue }
                let selector = method.selector(in: declFile)
                // `- init NS_UNAVAILABLE;` / `+ new NS_UNAVAILABLE;` declare what is not there.
                if selector == (method.isClassMethod ? "new" : "init"), method.trailing.contains(where: { declFile.is($0, "NS_UNAVAILABLE") }) { continue }
                if !result.contains(where: { $0.selector == selector && $0.isClassMethod == method.isClassMethod }) {
                    throw PairBlocker(declFile, at: declared.range.lowerBound, "`\(selector)` is declared but not implemented in this pair")
                }
            }
        }
        return result
    }
}

extension PairModel {
    /// Members inside `#if`/`#ifdef` would be translated unconditionally: only `#pragma` lines
    /// may sit among a container's members.
    static func checkDirectives(_ container: ObjCContainer, in file: ObjCFile) throws {
        for member in container.members {
            guard case .directive = member.kind else { continue }
            let text = file.text(member.range.lowerBound)
            guard directiveName(text) == "pragma" else {
                throw PairBlocker(file, at: member.range.lowerBound, "the preprocessor directive `\(text.prefix(40))` among the members (conditional code is not translated)")
            }
        }
    }

    /// `#  define` → `define`.
    static func directiveName(_ text: String) -> String {
        String(text.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter })
    }

    /// `#pragma mark - Loading` → `- Loading` (what follows `// MARK: ` in Swift, which Xcode reads alike).
    static func pragmaMark(_ text: String) -> String? {
        let words = text.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard words.hasPrefix("pragma") else { return nil }
        var rest = words.dropFirst("pragma".count).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("mark") else { return nil }
        rest = rest.dropFirst("mark".count)
        return String(rest).trimmingSpaces()
    }
}

/// The token ranges between `NS_ASSUME_NONNULL_BEGIN` and `NS_ASSUME_NONNULL_END`.
struct NonnullRegions {
    var ranges: [Range<Int>] = []

    init(_ file: ObjCFile) {
        var begin: Int?
        for item in file.items {
            switch item.kind {
            case .assumeNonnullBegin: begin = item.range.lowerBound
            case .assumeNonnullEnd:
                if let start = begin { ranges.append(start..<item.range.lowerBound) }
                begin = nil
            default: break
            }
        }
        if let begin { ranges.append(begin..<file.tokens.count) }
    }

    func contains(_ token: Int) -> Bool { ranges.contains { $0.contains(token) } }
}
