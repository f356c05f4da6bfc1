import ObjCSyntax

/// A pair's declarations as one Swift file, with the names and types the importer gave them so
/// Swift callers keep compiling, and the Objective-C selectors kept (`@objcMembers`,
/// `@objc(selector)`) so Objective-C callers do too. Rules: `objc.translate`, `objc.blocked`.
struct PairTranslator {
    let model: PairModel
    var scope = Scope()
    let indent = "    "
    /// `objc.visibility=minimal`: the identifiers the project's other Objective-C files use; a
    /// class, enum or category method none of them names loses `@objc`. Nil (`all`, the default):
    /// everything keeps its Objective-C surface.
    var objcMentions: Set<String>?

    /// Whether Objective-C code outside the pair may reach `name`.
    func exported(_ name: String) -> Bool { objcMentions?.contains(name) ?? true }

    init(model: PairModel) throws {
        self.model = model
        var mapping = TypeMapping()
        mapping.ownTypes = Set(model.declaredNames)
        for typedef in model.blockTypedefs { mapping.blockTypedefs[typedef.name] = typedef.type }
        scope.mapping = mapping
        scope.blockTypedefs = mapping.blockTypedefs
        scope.constants = Dictionary(model.constants.map { ($0.name, $0.numberType.map { ValueKind.number($0) } ?? .string) }, uniquingKeysWith: { a, _ in a })
        for (file, declaration, token) in model.enums {
            scope.enumNames.insert(declaration.name)
            let names = try Self.caseNames(declaration, in: file, token: token)
            for (objcName, swiftName) in names { scope.enumCases[objcName] = ("\(declaration.name).\(swiftName)", declaration.name) }
        }
        for declaration in model.protocols {
            var methods: [String: Scope.MethodInfo] = [:]
            var optional = false
            for member in declaration.container.members {
                switch member.kind {
                case .optionalMarker: optional = true
                case .requiredMarker: optional = false
                case .method(let method):
                    var info = try Self.methodInfo(
                        method, file: declaration.file, className: declaration.name, nonnullByDefault: declaration.nonnullByDefault, mapping: mapping)
                    info.isOptionalRequirement = optional
                    methods[(method.isClassMethod ? "+" : "-") + method.selector(in: declaration.file)] = info
                default: break
                }
            }
            scope.protocols[declaration.name] = methods
        }
        for classModel in model.classes {
            // The class-level blockers first: they are what a reader needs to hear about.
            let (file, token) = classModel.interfaceToken
            guard classModel.superclass == "NSObject" || FrameworkSuperclass.known[classModel.superclass] != nil else {
                throw PairBlocker(
                    file, at: token,
                    "a subclass of `\(classModel.superclass.isEmpty ? "no root class" : classModel.superclass)` (which methods override it is not known here)")
            }
            if let framework = FrameworkSuperclass.known[classModel.superclass],
                !Bookkeeping.frameworkImports(of: [model.header, model.implementation]).contains(framework.module)
            {
                throw PairBlocker(file, at: token, "a subclass of `\(classModel.superclass)` in a pair that does not import \(framework.module)")
            }
            for name in classModel.protocols where !model.protocols.contains(where: { $0.name == name }) && name != "NSObject" {
                throw PairBlocker(file, at: token, "the conformance to `\(name)`, a protocol declared outside this pair")
            }
        }
        for model in model.classes {
            var info = Scope.ClassInfo()
            for property in model.properties {
                info.properties[property.name] = Scope.PropertyInfo(
                    type: property.type, optional: Self.isOptional(property.type, property.nonnullByDefault) || property.declaration.has("weak"))
            }
            // Two selectors the importer names alike would be one Swift declaration twice.
            var swiftNames: Set<String> = Set(model.properties.map(\.name))
            for ivar in model.instanceVariables {
                guard swiftNames.insert(ivar.name).inserted else {
                    throw PairBlocker(ivar.file, at: ivar.token, "the instance variable `\(ivar.name)` has the same Swift name as another member")
                }
                // Objective-C starts every instance variable at nil or zero.
                info.instanceVariables[ivar.name] = Scope.PropertyInfo(type: ivar.type, optional: ivar.type.isObject)
            }
            let framework = FrameworkSuperclass.known[model.superclass]
            for method in model.methods where Self.computedProperty(method, of: model, implementation: self.model.implementation) == nil {
                if !method.isClassMethod, let member = framework?.methods[method.selector] {
                    // An override: the superclass's Swift name, not one the importer would give.
                    let types = method.signature.pieces.compactMap { $0.type.flatMap { ObjCType.parse($0, in: method.signatureFile) } }
                    info.methods["-" + method.selector] = Scope.MethodInfo(
                        base: member.base, labels: member.labels, result: ObjCType(name: "void"), resultOptional: false, isClassMethod: false,
                        parameters: types.map { ($0, false) })
                    continue
                }
                let methodInfo = try Self.methodInfo(
                    method.signature, file: method.signatureFile, className: model.name, nonnullByDefault: method.nonnullByDefault, mapping: mapping)
                let compound = (method.isClassMethod ? "+" : "") + methodInfo.base + methodInfo.labels.map { $0 + ":" }.joined()
                guard swiftNames.insert(compound).inserted else {
                    throw PairBlocker(
                        method.signatureFile, at: method.signature.pieces.first?.keyword ?? 0,
                        "`\(method.selector)` has the same Swift name as another member (`\(methodInfo.base)`)")
                }
                if methodInfo.base == "init" {
                    info.initializers[method.selector] = methodInfo
                } else {
                    info.methods[(method.isClassMethod ? "+" : "-") + method.selector] = methodInfo
                }
            }
            scope.classes[model.name] = info
        }
        for category in model.categories {
            var info = scope.classes[category.className] ?? Scope.ClassInfo()
            for method in category.methods {
                let methodInfo = try Self.methodInfo(
                    method.signature, file: method.signatureFile, className: category.className, nonnullByDefault: method.nonnullByDefault, mapping: mapping)
                info.methods[(method.isClassMethod ? "+" : "-") + method.selector] = methodInfo
            }
            scope.classes[category.className] = info
        }
    }

    static func isOptional(_ type: ObjCType, _ nonnullByDefault: Bool) -> Bool {
        guard type.isObject else { return false }
        switch type.nullability {
        case .nonnull: return false
        case .nullable, .unspecified: return true
        case nil: return !nonnullByDefault
        }
    }

    static func methodInfo(_ method: ObjCMethod, file: ObjCFile, className: String, nonnullByDefault: Bool, mapping: TypeMapping) throws -> Scope.MethodInfo {
        let name = try swiftName(method, file: file, className: className, blockTypedefs: Set(mapping.blockTypedefs.keys), enums: mapping.ownTypes)
        let result = method.returnType.flatMap { ObjCType.parse($0, in: file) } ?? ObjCType(name: "id")
        var info = Scope.MethodInfo(
            base: name.base, labels: name.labels, result: result, resultOptional: isOptional(result, nonnullByDefault) && result.name != "instancetype",
            isClassMethod: method.isClassMethod)
        for piece in method.pieces {
            guard let range = piece.type, let type = ObjCType.parse(range, in: file) else { continue }
            info.parameters.append((type, isOptional(type, nonnullByDefault)))
        }
        return info
    }

    /// The importer's name, or the one `NS_SWIFT_NAME(…)` gives.
    static func swiftName(
        _ method: ObjCMethod, file: ObjCFile, className: String, blockTypedefs: Set<String>, enums: Set<String>
    ) throws -> (base: String, labels: [String]) {
        let trailing = method.trailing
        var i = trailing.lowerBound
        var explicit: (String, [String])?
        while i < trailing.upperBound {
            let text = file.text(i)
            if text == "NS_SWIFT_NAME", file.is(i + 1, "("), file.partner[i + 1] > i {
                let inner = file.text((i + 2)..<file.partner[i + 1]).filter { $0 != " " }
                guard let open = inner.firstIndex(of: "("), inner.hasSuffix(")") else {
                    throw PairBlocker(file, at: i, "`NS_SWIFT_NAME(\(inner))` (only `name(label:…)` forms are translated)")
                }
                let labels = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)].split(separator: ":").map(String.init)
                explicit = (String(inner[..<open]), labels)
                i = file.partner[i + 1] + 1
                continue
            }
            if text == "NS_DESIGNATED_INITIALIZER" || text == "NS_REQUIRES_SUPER" {
                i += 1
                continue
            }
            if let deprecation = Deprecation(file, at: i) {
                i = deprecation.end
                continue
            }
            throw PairBlocker(file, at: i, "`\(text)` after a method declaration")
        }
        if let explicit { return explicit }
        let parameters = method.pieces.map { piece in
            ImporterNames.Parameter(
                keyword: piece.keyword.map { file.text($0) } ?? "", type: piece.type.flatMap { ObjCType.parse($0, in: file) }, blockTypedefs: blockTypedefs,
                enums: enums)
        }
        let result = method.returnType.flatMap { ObjCType.parse($0, in: file) }
        let returnsOwnType = result?.name == "instancetype" || result?.name == className
        do {
            return try ImporterNames.method(pieces: parameters, isClassMethod: method.isClassMethod, returnsOwnType: returnsOwnType, className: className)
        } catch let refusal as ImporterNames.Refusal {
            throw PairBlocker(file, at: method.pieces.first?.keyword ?? trailing.lowerBound, refusal.message)
        }
    }

    // MARK: The file

    func translate() throws -> String {
        var sections: [String] = []
        for typedef in model.blockTypedefs {
            sections.append("typealias \(typedef.name) = \(try swiftType(typedef.type, nonnullByDefault: true, position: .element, file: model.header, at: 0))")
        }
        for constant in model.constants {
            let access = constant.isPrivate ? "private " : ""
            if let type = constant.numberType {
                sections.append("\(access)let \(constant.name): \(type) = \(constant.value)")
                continue
            }
            let literalFile = constant.macroLiteral ?? model.implementation
            let literal = try BodyTranslator(file: literalFile, scope: scope, selfClass: "", isClassMethod: true, parameters: []).stringLiteral(
                constant.macroLiteral == nil ? try constantToken(constant.name) : 0)
            sections.append("\(access)let \(constant.name) = \(literal)")
        }
        for (file, declaration, token) in model.enums { sections.append(try enumeration(declaration, file: file, token: token)) }
        for declaration in model.protocols { sections.append(try protocolDeclaration(declaration)) }
        for model in model.classes { sections.append(try classDeclaration(model)) }
        for category in model.categories { sections.append(try categoryDeclaration(category)) }
        return "import Foundation\n\n" + sections.joined(separator: "\n\n") + "\n"
    }

    func constantToken(_ name: String) throws -> Int {
        let file = model.implementation
        for item in file.items {
            guard case .declaration = item.kind, item.range.contains(where: { file.is($0, name) }) else { continue }
            if let literal = item.range.first(where: { file.kind($0) == .objcString }) { return literal }
        }
        throw PairBlocker(path: file.path, "the value of `\(name)` was not found")
    }

    func swiftType(
        _ type: ObjCType, nonnullByDefault: Bool, position: TypeMapping.Position, file: ObjCFile, at token: Int, selfType: String? = nil
    ) throws -> String {
        do {
            return try scope.mapping.swift(type, nonnullByDefault: nonnullByDefault, position: position, selfType: selfType)
        } catch let error as TypeMapping.Unsupported {
            throw PairBlocker(file, at: token, error.message)
        }
    }

    // MARK: Classes

    func checkAttributes(_ property: ObjCProperty, file: ObjCFile, at token: Int) throws {
        let allowed: Set<String> = [
            "nonatomic", "strong", "retain", "copy", "weak", "readonly", "readwrite", "nullable", "nonnull", "null_unspecified", "assign",
        ]
        for attribute in property.attributes where !allowed.contains(attribute) {
            throw PairBlocker(file, at: token, "the property attribute `\(attribute)`")
        }
        if !property.has("nonatomic") {
            throw PairBlocker(file, at: token, "an atomic property (`\(file.text(property.name))` has no `nonatomic`; Swift properties are not atomic)")
        }
        if !property.trailing.isEmpty, Deprecation(file, at: property.trailing.lowerBound)?.end != property.trailing.upperBound {
            throw PairBlocker(file, at: property.trailing.lowerBound, "`\(file.text(property.trailing))` after a property")
        }
    }

    func classDeclaration(_ model: PairModel.Class) throws -> String {
        let (file, token) = model.interfaceToken
        let framework = FrameworkSuperclass.known[model.superclass]
        guard model.superclass == "NSObject" || framework != nil else {
            throw PairBlocker(
                file, at: token,
                "a subclass of `\(model.superclass.isEmpty ? "no root class" : model.superclass)` (which methods override it is not known here)")
        }
        for name in model.protocols where !self.model.protocols.contains(where: { $0.name == name }) && name != "NSObject" {
            throw PairBlocker(file, at: token, "the conformance to `\(name)`, a protocol declared outside this pair")
        }
        var members: [String] = []
        var needsValue: [String] = []
        var singletons: [String] = []
        let info = scope.classes[model.name]!
        var computed: [String: String] = [:]  // property name → its getter, as a computed property
        for method in model.methods {
            guard let property = Self.computedProperty(method, of: model, implementation: self.model.implementation) else { continue }
            computed[property.name] = try computedPropertyDeclaration(property, getter: method, className: model.name)
        }
        for property in model.properties {
            let declaration = property.declaration
            if framework != nil, FrameworkSuperclass.inheritedProperties.contains(property.name) {
                throw PairBlocker(
                    property.file, at: declaration.name, "the property `\(property.name)`, which `\(model.superclass)` has already (Swift would need `override`)")
            }
            if let text = computed[property.name] {
                try checkAttributes(declaration, file: property.file, at: declaration.name)
                members.append(text)
                continue
            }
            try checkAttributes(declaration, file: property.file, at: declaration.name)
            let type = property.type
            let swift = try swiftType(type, nonnullByDefault: property.nonnullByDefault, position: .property, file: property.file, at: declaration.name)
            // Values in Swift, or (NSNumber) immutable with no mutable subclass: `copy` returns the same value.
            if declaration.has("copy"), type.block == nil, !["NSString", "NSArray", "NSDictionary", "NSSet", "NSData", "NSURL", "NSDate", "NSNumber"].contains(type.name) {
                throw PairBlocker(property.file, at: declaration.name, "a `copy` property of a type that is not a value type in Swift")
            }
            if declaration.has("assign"), type.isObject {
                throw PairBlocker(property.file, at: declaration.name, "an `assign` object property (unowned(unsafe))")
            }
            var line = ""
            if declaration.has("weak") {
                guard type.isObject else { throw PairBlocker(property.file, at: declaration.name, "`weak` on a scalar") }
                let optionalType =
                    swift.hasSuffix("!") || swift.hasSuffix("?") ? String(swift.dropLast()) + "?" : (swift.contains(" ") ? "(\(swift))?" : swift + "?")
                line = "weak var \(ImporterNames.escaped(property.name)): \(optionalType)"
            } else {
                line = "var \(ImporterNames.escaped(property.name)): \(swift)"
                if let initial = defaultValue(type, swift: swift) {
                    if !initial.isEmpty { line += " = \(initial)" }
                } else {
                    needsValue.append(property.name)
                }
            }
            // Read-only to the class's users (and maybe writable inside): a private setter.
            if property.isReadonlyOutside || property.isReadonlyInside { line = "private(set) " + line }
            if let deprecation = Deprecation(in: declaration.trailing, of: property.file) { members.append(indent + deprecation.attribute) }
            members.append(indent + line)
        }
        for ivar in model.instanceVariables { members.append(indent + (try instanceVariableDeclaration(ivar))) }
        var methods: [String] = []
        var designated: [(selector: String, assigned: Set<String>)] = []
        for method in model.methods {
            guard let definition = method.definition, let body = definition.body else { continue }
            let selector = method.selector
            let methodFile = self.model.implementation
            if !method.isClassMethod, computed[selector] != nil { continue }
            for mark in method.marks where !mark.isEmpty { methods.append("\(indent)// MARK: \(mark)") }
            if let framework {
                if !method.isClassMethod, let member = framework.methods[selector] {
                    methods.append(try overrideDeclaration(method, member: member, className: model.name))
                    continue
                }
                // A method the pair never declares is most likely an override of a member the
                // table does not list (`canBecomeFocused`, a property in Swift), and so are the
                // common UIKit selectors even when declared: Swift would need `override` and
                // UIKit's name for them.
                let undeclared = method.signatureFile.path == methodFile.path && method.signature.pieces.first?.keyword == definition.pieces.first?.keyword
                let handled = info.initializers[selector] != nil || (!method.isClassMethod && ["dealloc", "description"].contains(selector))
                if !handled, undeclared || FrameworkSuperclass.otherOverridables.contains(selector) {
                    throw PairBlocker(
                        methodFile, at: body.lowerBound,
                        "`\(selector)` in a subclass of `\(model.superclass)`, which may override a member of it the translation does not know (declare it in the header if it is the class's own)")
                }
                if selector == "init" || selector == "initWithCoder:" {
                    throw PairBlocker(
                        methodFile, at: body.lowerBound,
                        "`\(selector)` in a subclass of `\(model.superclass)` (Swift calls a designated initializer of it there, or `init?(coder:)`: translate it by hand)")
                }
            }
            if !method.isClassMethod, ["dealloc", "description"].contains(selector) {
                methods.append(try specialMethod(selector, method: method, className: model.name))
                continue
            }
            if !method.isClassMethod, Self.nsObjectSelectors.contains(selector), info.initializers[selector] == nil {
                throw PairBlocker(methodFile, at: body.lowerBound, "`\(selector)` overrides an NSObject method")
            }
            if info.properties.keys.contains(where: { selector == $0 || selector == "set" + $0.prefix(1).uppercased() + $0.dropFirst() + ":" }) {
                throw PairBlocker(methodFile, at: body.lowerBound, "the custom accessor `\(selector)`")
            }
            if let singleton = try singletonAccessor(method, className: model.name) {
                singletons.append(singleton.stored)
                methods.append(singleton.accessor)
                continue
            }
            if let initializer = info.initializers[selector] {
                let translated = try initializerDeclaration(
                    method, info: initializer, className: model.name, superInitializer: framework?.initializers[selector].map { (selector, $0) })
                if let assigned = translated.assigned { designated.append((selector, assigned)) }
                methods.append(translated.text)
                continue
            }
            methods.append(try methodDeclaration(method, className: model.name, category: false))
        }
        // A designated initializer of its own makes Swift require `init?(coder:)`: the
        // Objective-C class inherited UIKit's, which sets nothing of the subclass's.
        if framework != nil, !designated.isEmpty {
            if let name = needsValue.first {
                throw PairBlocker(file, at: token, "the property `\(name)` has no value on the `init?(coder:)` path Swift requires of a `\(model.superclass)` subclass")
            }
            if designated.contains(where: { framework?.initializers[$0.selector] == nil }) {
                throw PairBlocker(file, at: token, "an initializer of a `\(model.superclass)` subclass that calls none of its designated initializers")
            }
            methods.append("\(indent)required init?(coder: NSCoder) {\n\(indent)\(indent)super.init(coder: coder)\n\(indent)}")
        }
        // Swift inherits `init()` from NSObject unless the class has initializers of its own.
        if model.initUnavailable, !designated.contains(where: { $0.selector != "init" }) {
            throw PairBlocker(file, at: token, "`init` is unavailable in Objective-C, and the class has no other initializer (Swift would inherit `init()`)")
        }
        // Every stored property without a default is set by every designated initializer
        // before `super.init()`, as Swift requires.
        for name in needsValue {
            if designated.isEmpty {
                throw PairBlocker(file, at: token, "the property `\(name)` has no value before an initializer sets it, and Swift needs one")
            }
            for initializer in designated where !initializer.assigned.contains(name) {
                throw PairBlocker(file, at: token, "`\(initializer.selector)` does not set the property `\(name)` before `[super init]`")
            }
        }
        let inheritance = ([model.superclass] + model.protocols.filter { $0 != "NSObject" }).joined(separator: ", ")
        var body: [String] = singletons.map { indent + $0 }
        if !body.isEmpty, !members.isEmpty { body.append("") }
        body += members
        for method in methods {
            if !body.isEmpty { body.append("") }
            body.append(method)
        }
        // `@objc(Name)` keeps the Objective-C runtime name the class had: storyboards and xibs
        // (`customClass` without a module), `NSClassFromString` and keyed archives find it by it;
        // a Swift class is otherwise registered under its module-qualified name.
        return (exported(model.name) ? "@objc(\(model.name))\n@objcMembers\n" : "") + "class \(model.name): \(inheritance) {\n" + body.joined(separator: "\n") + "\n}"
    }

    /// The property `method` is the hand-written getter of, when that property is read-only
    /// everywhere and nothing stores it: no `_name` in the implementation (Objective-C
    /// synthesizes no storage for a read-only property whose getter is written by hand).
    static func computedProperty(_ method: PairModel.Method, of model: PairModel.Class, implementation: ObjCFile) -> PairModel.Property? {
        guard !method.isClassMethod, method.signature.pieces.count == 1, method.signature.pieces[0].type == nil,
            let property = model.properties.first(where: { $0.name == method.selector }), property.isReadonlyOutside, property.isReadonlyInside,
            !property.declaration.attributes.contains(where: { $0.hasPrefix("getter") || $0 == "weak" })
        else { return nil }
        let storage = "_" + property.name
        guard !implementation.tokens.indices.contains(where: { implementation.kind($0) == .identifier && implementation.text($0) == storage }) else { return nil }
        return property
    }

    /// `@property (readonly) NSString *title;` + `- (NSString *)title { … }` → `var title: String { … }`.
    func computedPropertyDeclaration(_ property: PairModel.Property, getter: PairModel.Method, className: String) throws -> String {
        let file = model.implementation
        let declaration = property.declaration
        let swift = try swiftType(property.type, nonnullByDefault: property.nonnullByDefault, position: .property, file: property.file, at: declaration.name)
        let body = getter.definition!.body!
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: false, parameters: [])
        translator.methodBody = body
        translator.result = (property.type, Self.isOptional(property.type, property.nonnullByDefault))
        let lines = try translator.block((body.lowerBound + 1)..<(body.upperBound - 1), indent: indent + indent, depth: 0)
        let deprecation = Deprecation(in: declaration.trailing, of: property.file).map { "\(indent)\($0.attribute)\n" } ?? ""
        return deprecation + "\(indent)var \(ImporterNames.escaped(property.name)): \(swift) {\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}"
    }

    /// `NSString *_cache;` → `private var _cache: String?`: an object starts nil (Objective-C
    /// zero-fills instance variables), a number zero; a type with no zero value is refused.
    func instanceVariableDeclaration(_ ivar: PairModel.InstanceVariable) throws -> String {
        var type = ivar.type
        if type.isObject { type.nullability = .nullable }
        let swift = try swiftType(type, nonnullByDefault: false, position: .property, file: ivar.file, at: ivar.token)
        let name = ImporterNames.escaped(ivar.name)
        if ivar.isWeak {
            guard type.name != "id" || !type.protocols.isEmpty else {
                throw PairBlocker(ivar.file, at: ivar.token, "a `__weak id` instance variable (Swift has no weak `Any`)")
            }
            return "private weak var \(name): \(swift)"
        }
        guard let initial = defaultValue(type, swift: swift) else {
            throw PairBlocker(ivar.file, at: ivar.token, "the instance variable `\(ivar.name)` of a type with no zero value in Swift")
        }
        return "private var \(name): \(swift)" + (initial.isEmpty ? "" : " = \(initial)")
    }

    static let nsObjectSelectors: Set<String> = [
        "init", "hash", "isEqual:", "copy", "mutableCopy", "class", "self", "debugDescription", "superclass", "isKindOfClass:", "respondsToSelector:",
        "performSelector:", "copyWithZone:", "awakeFromNib", "load", "initialize", "finalize", "valueForKey:", "setValue:forKey:",
    ]

    /// An initial value for a property no initializer needs to set: nil for optionals (empty
    /// string: Swift's own default), zero for numbers; nil when an initializer must set it.
    func defaultValue(_ type: ObjCType, swift: String) -> String? {
        if swift.hasSuffix("?") || swift.hasSuffix("!") { return "" }
        if type.block != nil { return nil }
        switch swift {
        case "Bool": return "false"
        case "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Int16", "UInt16", "Int8", "UInt8", "Double", "Float", "CGFloat", "TimeInterval": return "0"
        case "CGRect", "CGPoint", "CGSize": return ".zero"
        default: return nil
        }
    }

    /// The Swift parameter list; `names` are the definition's parameter names (the body uses
    /// those, and a header may name them otherwise), the types come from `method`.
    func parameters(
        _ method: ObjCMethod, file: ObjCFile, labels: [String], nonnullByDefault: Bool, at token: Int, className: String, names: [String]? = nil
    ) throws -> (text: String, types: [(String, ObjCType)]) {
        var parts: [String] = []
        var types: [(String, ObjCType)] = []
        for (index, (piece, label)) in zip(method.pieces, labels).enumerated() {
            guard let parameter = piece.parameter else { continue }
            guard let typeRange = piece.type, let type = ObjCType.parse(typeRange, in: file) else {
                throw PairBlocker(file, at: piece.keyword ?? token, "a parameter without a type, or of a type outside the subset")
            }
            var swift = try swiftType(type, nonnullByDefault: nonnullByDefault, position: .parameter, file: file, at: typeRange.lowerBound, selfType: className)
            if type.block != nil || scope.blockTypedefs[type.name] != nil, swift.hasPrefix("(") && !swift.hasSuffix("?") && !swift.hasSuffix("!") {
                swift = "@escaping " + swift
            }
            let name = names.map { index < $0.count ? $0[index] : file.text(parameter) } ?? file.text(parameter)
            parts.append((label == name ? ImporterNames.escaped(name) : "\(label) \(ImporterNames.escaped(name))") + ": " + swift)
            var resolved = type
            if resolved.nullability == nil, resolved.isObject { resolved.nullability = nonnullByDefault ? .nonnull : .unspecified }
            types.append((name, resolved))
        }
        return (parts.joined(separator: ", "), types)
    }

    /// The parameter names a definition uses, in order.
    static func parameterNames(_ definition: ObjCMethod, in file: ObjCFile) -> [String] {
        definition.pieces.compactMap { $0.parameter.map { file.text($0) } }
    }

    func methodSignature(
        _ method: ObjCMethod, file: ObjCFile, className: String, nonnullByDefault: Bool, at token: Int, names: [String]? = nil
    ) throws -> String {
        let name = try Self.swiftName(method, file: file, className: className, blockTypedefs: Set(scope.blockTypedefs.keys), enums: scope.enumNames)
        let list = try parameters(method, file: file, labels: name.labels, nonnullByDefault: nonnullByDefault, at: token, className: className, names: names)
        let result = method.returnType.flatMap { ObjCType.parse($0, in: file) } ?? ObjCType(name: "id")
        if result.name == "instancetype" { throw PairBlocker(file, at: token, "a method returning `instancetype`") }
        let swiftResult = try swiftType(result, nonnullByDefault: nonnullByDefault, position: .result, file: file, at: token)
        let keyword = method.isClassMethod ? "static func" : "func"
        return "\(keyword) \(ImporterNames.escaped(name.base))(\(list.text))" + (swiftResult == "Void" ? "" : " -> \(swiftResult)")
    }

    func methodDeclaration(_ method: PairModel.Method, className: String, category: Bool) throws -> String {
        let file = model.implementation
        let definition = method.definition!
        let signatureFile = method.signatureFile
        let token = definition.body!.lowerBound
        let names = Self.parameterNames(definition, in: file)
        var signature = try methodSignature(
            method.signature, file: signatureFile, className: className, nonnullByDefault: method.nonnullByDefault, at: token, names: names)
        if method.isClassMethod { signature = signature.replacingPrefix("static func", with: "class func") }
        let name = try Self.swiftName(
            method.signature, file: signatureFile, className: className, blockTypedefs: Set(scope.blockTypedefs.keys), enums: scope.enumNames)
        let list = try parameters(
            method.signature, file: signatureFile, labels: name.labels, nonnullByDefault: method.nonnullByDefault, at: token, className: className,
            names: names)
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: method.isClassMethod, parameters: list.types)
        translator.methodBody = definition.body
        if let result = method.signature.returnType.flatMap({ ObjCType.parse($0, in: signatureFile) }), !(result.name == "void" && result.pointers == 0) {
            translator.result = (result, Self.isOptional(result, method.nonnullByDefault))
        }
        let body = try translator.block((definition.body!.lowerBound + 1)..<(definition.body!.upperBound - 1), indent: indent + indent, depth: 0)
        // A category method keeps `@objc` when Objective-C may call it (its first selector word
        // appears in another Objective-C file); a class method when its class is exported.
        let keyword = String(method.selector.prefix { $0 != ":" })
        let isExported = category ? exported(keyword) : exported(className)
        let renamed = name.base.filter { $0 != "`" } != method.selector
        var attribute = isExported && (method.selector.contains(":") || category || renamed) ? "\(indent)@objc(\(method.selector))\n" : ""
        if let deprecation = Deprecation(in: method.signature.trailing, of: signatureFile) { attribute = "\(indent)\(deprecation.attribute)\n" + attribute }
        return attribute + "\(indent)\(signature) {\n" + body.map { $0 + "\n" }.joined() + "\(indent)}"
    }

    /// `- (void)layoutSubviews { … }` in a `UIView` subclass → `override func layoutSubviews() { … }`,
    /// the Objective-C parameter types checked against the superclass's.
    func overrideDeclaration(_ method: PairModel.Method, member: FrameworkSuperclass.Member, className: String) throws -> String {
        let file = model.implementation
        let definition = method.definition!
        let body = definition.body!
        if let result = definition.returnType.flatMap({ ObjCType.parse($0, in: file) }), !(result.name == "void" && result.pointers == 0) {
            throw PairBlocker(file, at: body.lowerBound, "`\(method.selector)` returns a value; the superclass's returns none")
        }
        let names = Self.parameterNames(definition, in: file)
        var types: [(String, ObjCType)] = []
        for (piece, expected) in zip(definition.pieces.filter { $0.parameter != nil }, member.parameterTypes) {
            guard let range = piece.type, let type = ObjCType.parse(range, in: file),
                try swiftType(type, nonnullByDefault: true, position: .parameter, file: file, at: range.lowerBound) == expected
            else { throw PairBlocker(file, at: piece.keyword ?? body.lowerBound, "a parameter of `\(method.selector)` whose type is not the superclass's") }
            types.append((file.text(piece.parameter!), type))
        }
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: false, parameters: types)
        translator.methodBody = body
        translator.overridden = (method.selector, member)
        let lines = try translator.block((body.lowerBound + 1)..<(body.upperBound - 1), indent: indent + indent, depth: 0)
        return "\(indent)\(FrameworkSuperclass.declarationHead(member, names: names)) {\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}"
    }

    func specialMethod(_ selector: String, method: PairModel.Method, className: String) throws -> String {
        let file = model.implementation
        let body = method.definition!.body!
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: false, parameters: [])
        translator.methodBody = body
        if selector == "description" { translator.result = (ObjCType(name: "NSString", pointers: 1), false) }
        let lines = try translator.block((body.lowerBound + 1)..<(body.upperBound - 1), indent: indent + indent, depth: 0)
        if selector == "dealloc" {
            if (body.lowerBound..<body.upperBound).contains(where: { file.is($0, "super") }) {
                throw PairBlocker(file, at: body.lowerBound, "`[super dealloc]` (manual retain/release)")
            }
            return "\(indent)deinit {\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}"
        }
        return "\(indent)override var description: String {\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}"
    }

    /// `+sharedX` whose body is the `dispatch_once` idiom: `static let shared` and the accessor
    /// Objective-C and Swift callers already use.
    func singletonAccessor(_ method: PairModel.Method, className: String) throws -> (stored: String, accessor: String)? {
        guard method.isClassMethod, let body = method.definition?.body, method.signature.pieces.count == 1, method.signature.pieces[0].type == nil else {
            return nil
        }
        let file = model.implementation
        let text = ((body.lowerBound + 1)..<(body.upperBound - 1)).map { file.text($0) }.joined(separator: " ")
        let words = text.split(separator: " ").map(String.init)
        // static T *name [= nil] ; static dispatch_once_t token ; dispatch_once ( & token , ^ { name = [ [ self alloc ] init ] ; } ) ; return name ;
        guard words.first == "static", words.contains("dispatch_once"), words.count > 6 else { return nil }
        let statements = text.splitting(on: " ; ")
        guard statements.count >= 4 else { return nil }
        var storage: String?
        var onceToken: String?
        for statement in statements.prefix(2) {
            let parts = statement.split(separator: " ").map(String.init)
            if parts.count >= 3, parts[0] == "static", parts[1] == "dispatch_once_t" { onceToken = parts[2] }
            if parts.count >= 4, parts[0] == "static", parts[1] == className || parts[1] == "id", parts[2] == "*" {
                storage = parts[3]
                guard parts.count == 4 || parts[4...] == ["=", "nil"] else { return nil }
            }
        }
        guard let storage, let onceToken else { return nil }
        let rest = statements.dropFirst(2).joined(separator: " ; ")
        let opening = "dispatch_once ( & \(onceToken) , ^ { \(storage) = "
        guard rest.hasPrefix(opening), rest.hasSuffix(" ; } ) ; return \(storage) ;") else { return nil }
        // The value made once: `[[self alloc] init…]`, `[[Class alloc] init…]`, `[self new]`.
        guard let assignment = (body.lowerBound..<body.upperBound).first(where: { file.is($0, storage) && file.is($0 + 1, "=") && file.is($0 - 1, "{") }),
            file.is(assignment + 2, "[")
        else { return nil }
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: true, parameters: [])
        let made = try translator.messageSend(assignment + 2)
        guard made.kind == .object(className), made.text.hasPrefix(className + "(") else { return nil }
        let selector = method.selector
        // The accessor keeps the importer's name (`+sharedDownload` on `Download` is `shared()`
        // to Swift callers) and its selector; the stored instance takes `shared` unless the
        // accessor has that name (a property and a method cannot share it).
        let name = try Self.swiftName(
            method.signature, file: method.signatureFile, className: className, blockTypedefs: Set(scope.blockTypedefs.keys), enums: scope.enumNames)
        let stored = name.base == "shared" ? "sharedInstance" : "shared"
        let attribute = name.base == selector ? "" : "\(indent)@objc(\(selector))\n"
        return (
            "\(stored == "shared" ? "" : "private ")static let \(stored) = \(made.text)",
            attribute + "\(indent)class func \(name.base)() -> \(className) {\n\(indent)\(indent)return \(stored)\n\(indent)}"
        )
    }

    /// An initializer: designated (`self = [super init]; if (self) { … } return self;`) with the
    /// property assignments that use no `self` moved before `super.init()`, or convenience
    /// (`return [self initWith…];`).
    /// `superInitializer`: the framework superclass's designated initializer of the same selector,
    /// which `self = [super initWithFrame:frame]` calls (nil: `[super init]` of NSObject).
    func initializerDeclaration(
        _ method: PairModel.Method, info: Scope.MethodInfo, className: String, superInitializer: (selector: String, member: FrameworkSuperclass.Member)? = nil
    ) throws -> (text: String, assigned: Set<String>?) {
        let file = model.implementation
        let definition = method.definition!
        let body = definition.body!
        let name = try Self.swiftName(
            method.signature, file: method.signatureFile, className: className, blockTypedefs: Set(scope.blockTypedefs.keys), enums: scope.enumNames)
        let list = try parameters(
            method.signature, file: method.signatureFile, labels: name.labels, nonnullByDefault: method.nonnullByDefault, at: body.lowerBound,
            className: className, names: Self.parameterNames(definition, in: file))
        var translator = BodyTranslator(file: file, scope: scope, selfClass: className, isClassMethod: false, parameters: list.types)
        translator.methodBody = body
        let statements = try statementRanges(body, translator: translator)
        let words = statements.map { range in range.map { file.text($0) }.joined(separator: " ") }
        let inner = indent + indent
        var attribute = exported(className) && method.selector.contains(":") ? "\(indent)@objc(\(method.selector))\n" : ""
        if let deprecation = Deprecation(in: method.signature.trailing, of: method.signatureFile) { attribute = "\(indent)\(deprecation.attribute)\n" + attribute }
        let isOverride = method.selector == "init" || superInitializer != nil
        let head =
            superInitializer.map { "\(indent)" + FrameworkSuperclass.declarationHead($0.member, names: Self.parameterNames(definition, in: file)) }
            ?? "\(indent)\(isOverride ? "override " : "")init(\(list.text))"
        // `[ super init ]`, or `[ super initWithFrame : frame ]` passing the parameters through.
        var superSend = "[ super init ]"
        var superCall = "super.init()"
        if let superInitializer {
            let names = Self.parameterNames(definition, in: file)
            let pieces = superInitializer.selector.split(separator: ":").map(String.init)
            superSend = "[ super " + zip(pieces, names).map { "\($0) : \($1)" }.joined(separator: " ") + " ]"
            superCall = FrameworkSuperclass.superCall(superInitializer.member, arguments: names)
        }
        // Convenience: return [self initWith…];
        if words.count == 1, words[0].hasPrefix("return [ self init"), let open = statements[0].first(where: { file.is($0, "[") }) {
            let parts = try translator.sendParts(open)
            guard parts.receiver.count == 1, file.is(parts.receiver.lowerBound, "self"), file.partner[open] + 2 == statements[0].upperBound else {
                throw PairBlocker(file, at: open, "a convenience initializer outside the subset")
            }
            let selector = parts.pieces.map { file.text($0.keyword) + ($0.argument == nil ? "" : ":") }.joined()
            guard let target = scope.classes[className]?.initializers[selector] else {
                throw PairBlocker(file, at: open, "`\(selector)` is not an initializer of this class")
            }
            // The arguments checked as for any call (nil, types), then called as `self.init(…)`.
            let call = try translator.send(to: Expr(text: "self", kind: .object(className)), target, pieces: parts.pieces, at: open)
            let convenienceHead = "\(indent)\(isOverride ? "override " : "")convenience init(\(list.text))"
            return (attribute + convenienceHead + " {\n\(inner)\(call.text)\n\(indent)}", nil)
        }
        // Designated: the super call, the guarded block, `return self`.
        var blockRange: Range<Int>?
        var valid = false
        if words.count == 3, words[0] == "self = \(superSend) ;", words[1].hasPrefix("if ( self ) {"), words[2] == "return self ;" {
            blockRange = statements[1]
            valid = true
        } else if words.count == 2, words[0].hasPrefix("if ( self = \(superSend) ) {") || words[0].hasPrefix("if ( ( self = \(superSend) ) ) {"),
            words[1] == "return self ;"
        {
            blockRange = statements[0]
            valid = true
        } else if words == ["self = \(superSend) ;", "return self ;"] || words == ["return \(superSend) ;"] {
            valid = true
        }
        guard valid else {
            throw PairBlocker(file, at: body.lowerBound, "an initializer body outside the `self = [super init]; if (self) { … } return self;` form")
        }
        var before: [String] = []
        var after: [String] = []
        var assigned: Set<String> = []
        if let blockRange {
            let open = blockRange.first { file.is($0, "{") }!
            guard file.partner[open] == blockRange.upperBound - 1 else { throw PairBlocker(file, at: open, "an `if (self)` with an `else`") }
            let content = (open + 1)..<(blockRange.upperBound - 1)
            let inside = try statementRanges(open..<(content.upperBound + 1), translator: translator)
            var phaseOne = true
            var rest: Int = content.upperBound
            for statement in inside {
                if phaseOne, let property = propertyAssignment(statement, className: className) {
                    before.append(inner + (try translator.expressionStatement(statement.lowerBound..<(statement.upperBound - 1))))
                    assigned.insert(property)
                    continue
                }
                phaseOne = false
                rest = statement.lowerBound
                break
            }
            if rest < content.upperBound { after = try translator.block(rest..<content.upperBound, indent: inner, depth: 0) }
        }
        let lines = before + ["\(inner)\(superCall)"] + after
        return (attribute + head + " {\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}", assigned)
    }

    /// `_name = value;` or `self.name = value;` whose value reads neither `self` nor an ivar.
    func propertyAssignment(_ range: Range<Int>, className: String) -> String? {
        let file = model.implementation
        let s = range.lowerBound
        var name: String?
        var valueStart = s
        if file.kind(s) == .identifier, file.text(s).hasPrefix("_"), file.is(s + 1, "=") {
            name = String(file.text(s).dropFirst())
            valueStart = s + 2
        } else if file.is(s, "self"), file.is(s + 1, "."), file.is(s + 3, "=") {
            name = file.text(s + 2)
            valueStart = s + 4
        }
        guard let name, let info = scope.classes[className], info.properties[name] != nil else { return nil }
        for i in valueStart..<range.upperBound
        where file.is(i, "self") || file.is(i, "super")
            || (file.kind(i) == .identifier && (file.text(i).hasPrefix("_") || info.instanceVariables[file.text(i)] != nil))
        {
            return nil
        }
        return name
    }

    func statementRanges(_ body: Range<Int>, translator: BodyTranslator) throws -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = body.lowerBound + 1
        let end = body.upperBound - 1
        while i < end {
            let next = try translator.statementEnd(from: i, limit: end)
            result.append(i..<next)
            i = next
        }
        return result
    }

    // MARK: Categories

    func categoryDeclaration(_ category: PairModel.Category) throws -> String {
        var methods: [String] = []
        for method in category.methods {
            if Self.nsObjectSelectors.contains(method.selector) || ["dealloc", "description"].contains(method.selector) {
                throw PairBlocker(
                    model.implementation, at: method.definition!.body!.lowerBound, "a category method `\(method.selector)` that replaces an existing one")
            }
            for mark in method.marks where !mark.isEmpty { methods.append("\(indent)// MARK: \(mark)") }
            methods.append(try methodDeclaration(method, className: category.className, category: true))
        }
        return "extension \(category.className) {\n" + methods.joined(separator: "\n\n") + "\n}"
    }
}

extension String {
    /// The parts between occurrences of `separator` (no Foundation in this module).
    func splitting(on separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    /// Without spaces, tabs and carriage returns at either end.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
