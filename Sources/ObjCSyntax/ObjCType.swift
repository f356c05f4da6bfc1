/// An Objective-C type as written in a declaration: `NSArray<NSString *> * _Nullable`,
/// `id<Delegate>`, `void (^)(BOOL finished)`, `unsigned long`. Read from tokens on demand; nil
/// for anything outside this shape (function pointers, arrays, structs written out).
public struct ObjCType: Sendable, Equatable {
    public enum Nullability: String, Sendable { case nullable, nonnull, unspecified }

    /// The base name: `NSString`, `id`, `instancetype`, `void`, `unsigned long`, a typedef.
    public var name: String
    public var generics: [ObjCType] = []
    /// `id<P, Q>` or `NSObject<P> *`.
    public var protocols: [String] = []
    public var pointers = 0
    public var nullability: Nullability?
    public var isConst = false
    /// For a block type: its result and parameters (names may be empty).
    public var block: BlockSignature?

    public struct BlockSignature: Sendable, Equatable {
        public var result: ObjCTypeBox
        public var parameters: [(type: ObjCType, name: String)]

        public static func == (a: BlockSignature, b: BlockSignature) -> Bool {
            a.result == b.result && a.parameters.map(\.type) == b.parameters.map(\.type) && a.parameters.map(\.name) == b.parameters.map(\.name)
        }
    }

    public init(name: String) { self.name = name }

    /// Whether values of this type are object pointers (or blocks), which carry nullability.
    public var isObject: Bool { block != nil || pointers == 1 && name != "void" && name != "char" || name == "id" || name == "instancetype" || name == "Class" }

    static let nullabilityWords: [String: Nullability] = [
        "nullable": .nullable, "_Nullable": .nullable, "__nullable": .nullable, "nonnull": .nonnull, "_Nonnull": .nonnull, "__nonnull": .nonnull,
        "null_unspecified": .unspecified, "_Null_unspecified": .unspecified, "__null_unspecified": .unspecified,
    ]
    static let ignoredWords: Set<String> = [
        "__kindof", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "__block", "__covariant", "_Nullable_result", "in", "out", "inout",
        "oneway",
        "bycopy", "byref", "volatile",
    ]
    static let scalarWords: Set<String> = ["unsigned", "signed", "long", "short", "int", "char", "double", "float"]

    /// Reads the type in `range` of `file`; nil when the tokens are not one type.
    public static func parse(_ range: Range<Int>, in file: ObjCFile) -> ObjCType? {
        var reader = TypeReader(file: file, end: range.upperBound, position: range.lowerBound)
        guard let type = reader.readType(depth: 0), reader.position == range.upperBound else { return nil }
        return type
    }
}

/// A box so a block's result type can hold another type.
public final class ObjCTypeBox: Sendable, Equatable {
    public let type: ObjCType
    init(_ type: ObjCType) { self.type = type }
    public static func == (a: ObjCTypeBox, b: ObjCTypeBox) -> Bool { a.type == b.type }
}

struct TypeReader {
    let file: ObjCFile
    let end: Int
    var position: Int
    /// Types nest through generics and block parameters only; deeper than this is not a type
    /// anyone writes, and stopping keeps the reader's recursion bounded.
    static let maximumDepth = 16

    mutating func readType(depth: Int) -> ObjCType? {
        guard depth < Self.maximumDepth else { return nil }
        var type = ObjCType(name: "")
        var scalar: [String] = []
        // Qualifiers and the base name.
        while position < end {
            let text = file.text(position)
            if let nullability = ObjCType.nullabilityWords[text] {
                type.nullability = nullability
            } else if text == "const" {
                type.isConst = true
            } else if ObjCType.ignoredWords.contains(text) {
            } else if file.kind(position) == .identifier, ObjCType.scalarWords.contains(text), type.name.isEmpty {
                scalar.append(text)
            } else if file.kind(position) == .identifier, type.name.isEmpty, scalar.isEmpty || !ObjCType.scalarWords.contains(text) && scalar.isEmpty {
                type.name = text
            } else {
                break
            }
            position += 1
        }
        if !scalar.isEmpty { type.name = scalar.joined(separator: " ") }
        guard !type.name.isEmpty else { return nil }
        if file.is(position, "<") {
            position += 1
            var items: [ObjCType] = []
            var names: [String] = []
            while position < end, !file.is(position, ">") {
                if file.is(position, ",") {
                    position += 1
                    continue
                }
                // `id<P>` and `NSObject<P> *` list protocols; `NSArray<T *>` lists types.
                if type.name == "id" || (file.kind(position) == .identifier && (file.is(position + 1, ",") || file.is(position + 1, ">")) && !isTypeArgument())
                {
                    names.append(file.text(position))
                    position += 1
                    continue
                }
                guard let item = readType(depth: depth + 1) else { return nil }
                items.append(item)
            }
            guard file.is(position, ">") else { return nil }
            position += 1
            if names.isEmpty { type.generics = items } else if items.isEmpty { type.protocols = names } else { return nil }
        }
        // Pointers and trailing qualifiers.
        while position < end {
            let text = file.text(position)
            if text == "*" {
                type.pointers += 1
            } else if let nullability = ObjCType.nullabilityWords[text] {
                type.nullability = nullability
            } else if text == "const" {
                type.isConst = true
            } else if ObjCType.ignoredWords.contains(text) {
            } else {
                break
            }
            position += 1
        }
        // A block: RESULT (^ nullability? name?)(PARAMS)
        if file.is(position, "("), file.is(position + 1, "^"), file.partner[position] > position, file.partner[position] < end {
            let close = file.partner[position]
            var blockNullability: ObjCType.Nullability?
            for k in (position + 2)..<close {
                if let n = ObjCType.nullabilityWords[file.text(k)] { blockNullability = n } else if file.kind(k) != .identifier { return nil }
            }
            position = close + 1
            guard file.is(position, "("), file.partner[position] > position, file.partner[position] < end else { return nil }
            let paramsEnd = file.partner[position]
            position += 1
            var parameters: [(ObjCType, String)] = []
            if file.is(position, "void"), position + 1 == paramsEnd {
                position += 1
            }
            while position < paramsEnd {
                var inner = TypeReader(file: file, end: paramsEnd, position: position)
                guard let parameter = inner.readType(depth: depth + 1) else { return nil }
                position = inner.position
                var name = ""
                if file.kind(position) == .identifier, position < paramsEnd {
                    name = file.text(position)
                    position += 1
                }
                parameters.append((parameter, name))
                if file.is(position, ",") { position += 1 } else if position != paramsEnd { return nil }
            }
            position = paramsEnd + 1
            var block = ObjCType(name: "block")
            block.block = ObjCType.BlockSignature(result: ObjCTypeBox(type), parameters: parameters)
            block.nullability = blockNullability
            return block
        }
        return type
    }

    /// Inside `<…>` after a class name, an identifier followed by `,`/`>` is a type argument
    /// when it names a type variable or a class used without `*` (`NSArray<id>`).
    func isTypeArgument() -> Bool { file.is(position, "id") || file.is(position, "ObjectType") }
}
