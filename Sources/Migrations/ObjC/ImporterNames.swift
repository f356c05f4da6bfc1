import ObjCSyntax

/// The Swift name the importer gives an Objective-C method (SE-0005 "omit needless words": type
/// names pruned from the end of selector pieces, the first piece split at its last preposition,
/// `init…` selectors as initializers), so a translated method keeps the name Swift callers use.
/// What this does not model is refused (`Refusal`), and the pair is not translated.
enum ImporterNames {
    struct Refusal: Error {
        var message: String
    }

    struct Parameter {
        var keyword: String
        var type: ObjCType?
        /// A block, written out or through a typedef.
        var isBlock = false

        /// A block typedef's name is not used for pruning; the importer's choice for other
        /// scalar typedefs (not the pair's own enums) is not modelled, so a match there refuses.
        var isTypedefBlock = false
        var isUnknownScalarTypedef = false

        init(keyword: String, type: ObjCType?, blockTypedefs: Set<String> = [], enums: Set<String> = []) {
            self.keyword = keyword
            self.type = type
            isTypedefBlock = blockTypedefs.contains(type?.name ?? "")
            isBlock = type?.block != nil || isTypedefBlock
            if let type, type.pointers == 0, type.block == nil, !isTypedefBlock, !enums.contains(type.name), TypeMapping.scalars[type.name] == nil,
                !["id", "instancetype", "Class", "SEL", "BOOL", "bool", "void"].contains(type.name)
            {
                isUnknownScalarTypedef = true
            }
        }
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in",
        "including", "inside", "into", "like", "near", "of", "off", "on", "onto", "out", "over", "since", "through", "throughout",
        "to", "towards", "under", "until", "upon", "using", "via", "with", "within", "without",
    ]

    /// The camel-case words of a name: `findUserWithID` → find, User, With, ID; `URLString` → URL, String.
    static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            let startsWord: Bool
            if current.isEmpty {
                startsWord = false
            } else if c.isUppercase {
                let previous = characters[i - 1]
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
                startsWord = !previous.isUppercase || nextIsLower
            } else if c.isNumber {
                startsWord = !characters[i - 1].isNumber
            } else {
                startsWord = characters[i - 1].isNumber
            }
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `URLString` → `urlString`, `Name` → `name`, `ID` → `id`.
    static func lowercasingInitialism(_ name: String) -> String {
        let characters = Array(name)
        var prefixLength = 0
        while prefixLength < characters.count, characters[prefixLength].isUppercase { prefixLength += 1 }
        if prefixLength == 0 { return name }
        if prefixLength > 1, prefixLength < characters.count, characters[prefixLength].isLowercase { prefixLength -= 1 }
        return String(characters[..<prefixLength]).lowercased() + String(characters[prefixLength...])
    }

    /// The words a parameter type contributes to pruning: `UIColor` → Color, `NSString` → String,
    /// `id` → Object, `NSUInteger` → Index.
    static func typeNameWords(_ parameter: Parameter) -> [[String]] {
        guard let type = parameter.type else { return [["Object"]] }
        if parameter.isBlock { return [["Block"]] }
        switch type.name {
        case "id": return type.protocols.isEmpty ? [["Object"]] : type.protocols.map { stripPrefix(words($0)) }
        case "NSUInteger", "NSInteger": return [["Index"], ["Integer"], ["Int"]]
        case "BOOL", "bool": return [["Bool"]]
        case "CGFloat", "float": return [["Float"]]
        case "double": return [["Double"]]
        case "Class": return [["Class"]]
        case "SEL": return [["Selector"]]
        default: return [stripPrefix(words(type.name))]
        }
    }

    /// `NSURL` → URL, `UITableView` → Table, View; a two- or three-letter upper-case prefix goes.
    static func stripPrefix(_ words: [String]) -> [String] {
        guard let first = words.first else { return words }
        if first.count > 2, first.allSatisfy(\.isUppercase), words.count == 1 {
            // NSURL, NSUUID: one all-caps word; its prefix is the first two letters.
            return [String(first.dropFirst(2))]
        }
        if first.count <= 3, first.allSatisfy(\.isUppercase), words.count > 1 { return Array(words.dropFirst()) }
        if first.count > 3, first.allSatisfy(\.isUppercase), words.count > 1 { return [String(first.dropFirst(2))] + words.dropFirst() }
        return words
    }

    /// The words of `name` left after pruning a trailing match of the type name, or nil for no match.
    static func pruned(_ name: [String], parameter: Parameter) throws -> [String]? {
        for typeWords in typeNameWords(parameter) where !typeWords.isEmpty {
            // Words of the name matched from the end against the end of the type's name as
            // written, first letters compared without case (`roomForJID:(XMPPJID *)` drops `JID`).
            let typeName = typeWords.joined().lowercased()
            var n = name.count
            var matched = ""
            while n > 0 {
                let candidate = name[n - 1].lowercased() + matched
                guard typeName.hasSuffix(candidate) else { break }
                matched = candidate
                n -= 1
            }
            if n < name.count {
                if parameter.isUnknownScalarTypedef {
                    throw Refusal(
                        message:
                            "a selector piece ending in its parameter's type name `\(parameter.type?.name ?? "")` (how the importer shortens it is not modelled)"
                    )
                }
                return Array(name[..<n])
            }
        }
        return nil
    }

    /// The importer's name for a method: base name and argument labels (`_` for none).
    static func method(pieces: [Parameter], isClassMethod: Bool, returnsOwnType: Bool, className: String) throws -> (base: String, labels: [String]) {
        guard let first = pieces.first else { throw Refusal(message: "a method without a selector") }
        let firstWords = words(first.keyword)
        if firstWords.first == "init" {
            guard !isClassMethod else { throw Refusal(message: "a class method named `init…`") }
            var rest = Array(firstWords.dropFirst())
            if rest.first == "With" { rest.removeFirst() }
            if pieces.count == 1, first.type == nil {
                // `-initPlaintext` is `init(plaintext: ())` to Swift: not modelled.
                guard rest.isEmpty else { throw Refusal(message: "the initializer `\(first.keyword)` without arguments but with a name") }
                return ("init", [])
            }
            // `initForBundle:(NSBundle *)` → `init(for:)`: pruned when a preposition is left.
            if let shorter = try pruned(rest, parameter: first), let last = shorter.last, prepositions.contains(last.lowercased()) { rest = shorter }
            let firstLabel = rest.isEmpty ? "_" : lowercasingInitialism(rest.joined())
            return ("init", [firstLabel] + (try pieces.dropFirst().map { try labelForLaterPiece($0) }))
        }
        if isClassMethod, returnsOwnType, pieces.first?.type != nil, looksLikeFactory(first.keyword, className: className) {
            throw Refusal(message: "the class method `+\(first.keyword)…` is imported as an initializer (a class factory method)")
        }
        // A class method naming its class (`+loadDemoChat…` on `OTRChatDemo`) loses that word in
        // ways not modelled, unless it returns the class (handled below).
        if isClassMethod, !returnsOwnType, looksLikeFactory(first.keyword, className: className) {
            throw Refusal(message: "the class method `+\(first.keyword)` names its own class (how the importer shortens it is not modelled)")
        }
        guard first.type != nil || pieces.count > 1 else {
            // A class method returning its own class drops the class name from the end
            // (`+sharedDownload` on `Download` → `shared()`); one starting with it is a factory.
            if isClassMethod, returnsOwnType {
                let classWords = stripPrefix(words(className)).map { $0.lowercased() }
                let nameWords = firstWords.map { $0.lowercased() }
                if nameWords.first == classWords.last || nameWords == classWords {
                    throw Refusal(message: "the class method `+\(first.keyword)` may be imported as an initializer")
                }
                var n = nameWords.count
                var t = classWords.count
                while n > 1, t > 0, nameWords[n - 1] == classWords[t - 1] {
                    n -= 1
                    t -= 1
                }
                if n < nameWords.count { return (escaped(lowercasingInitialism(firstWords[..<n].joined())), []) }
            }
            return (first.keyword, [])
        }
        var base = firstWords
        var firstLabel = "_"
        if let shorter = try pruned(base, parameter: first), !shorter.isEmpty, !(shorter.count == 1 && prepositions.contains(shorter[0].lowercased())),
            shorter != ["set"], shorter != ["get"]
        {
            // The importer prunes the base name when what is left ends in a preposition (then
            // split below) or in one of the verbs checked against it; for other words it keeps
            // the name in a way not modelled here (`trashNote:` is not `trash(_:)`).
            let last = shorter[shorter.count - 1].lowercased()
            guard prepositions.contains(last) || prunableVerbs.contains(last) else {
                throw Refusal(message: "the selector `\(first.keyword):` ends in its parameter's type name (how the importer names it is not modelled)")
            }
            base = shorter
        }
        // Split at the last preposition; "of" only joins words (`numberOfItemsInSection:` →
        // `numberOfItems(inSection:)`). Several other prepositions, or a trailing "of", are not
        // modelled.
        let all = base.indices.dropFirst().filter { prepositions.contains(base[$0].lowercased()) }
        let splits = all.filter { base[$0].lowercased() != "of" }
        if splits.count > 1 || (all.last.map { base[$0].lowercased() == "of" } ?? false) {
            throw Refusal(message: "the selector `\(first.keyword):` has prepositions where the importer's split is not modelled")
        }
        if let split = splits.last {
            // `setWaitingForIndex:` is not split by the importer as other names are.
            if base.first == "set" {
                throw Refusal(message: "the setter-like selector `\(first.keyword):` with a preposition (how the importer names it is not modelled)")
            }
            let preposition = base[split].lowercased()
            let after = base[(split + 1)...]
            let vacuous = (preposition == "with" || preposition == "using") && first.isBlock
            firstLabel = vacuous ? (after.isEmpty ? "_" : lowercasingInitialism(after.joined())) : preposition + after.joined()
            base = Array(base[..<split])
        }
        return (lowercasingInitialism(base.joined()), [firstLabel] + (try pieces.dropFirst().map { try labelForLaterPiece($0) }))
    }

    static func labelForLaterPiece(_ piece: Parameter) throws -> String {
        let name = words(piece.keyword)
        guard !name.isEmpty else { return "_" }
        // A later piece is pruned only down to a preposition (`atIndex:` → `at:`,
        // `didSelectRowAtIndex:` → `didSelectRowAt:`), not to a trailing "with" after other words
        // (`didFailWithError:` stays); other matches are not modelled (`lineColor:` stays).
        if let shorter = try pruned(name, parameter: piece), !shorter.isEmpty {
            let last = shorter[shorter.count - 1].lowercased()
            if prepositions.contains(last), shorter.count == 1 || last != "with" { return lowercasingInitialism(shorter.joined()) }
            if last == "with" { return lowercasingInitialism(piece.keyword) }
            throw Refusal(message: "the selector piece `\(piece.keyword):` ends in its parameter's type name (how the importer names it is not modelled)")
        }
        return lowercasingInitialism(piece.keyword)
    }

    /// Verbs the importer leaves when it prunes a type name after them (checked against it:
    /// `saveUser:` → `save(_:)`, `addObject:` → `add(_:)`, `openUrl:` → `open(_:)`).
    static let prunableVerbs: Set<String> = ["add", "append", "insert", "open", "remove", "save", "update"]

    /// `+userWithName:` in class `ABCUser`: the selector starts with the class name's last words.
    static func looksLikeFactory(_ keyword: String, className: String) -> Bool {
        let classWords = stripPrefix(words(className)).map { $0.lowercased() }
        let selectorWords = words(keyword).map { $0.lowercased() }
        guard let last = classWords.last else { return false }
        return selectorWords.contains(last)
    }

    /// The Swift spelling of a name that is a keyword.
    static func escaped(_ name: String) -> String {
        [
            "init", "func", "var", "let", "class", "struct", "enum", "protocol", "import", "return", "default", "case", "switch", "if", "else", "for",
            "in", "while", "repeat", "do", "self", "Self", "super", "throw", "throws", "try", "catch", "true", "false", "nil", "is", "as",
            "operator", "where", "static", "extension", "subscript", "typealias", "associatedtype", "inout", "internal", "private", "public",
            "fileprivate", "open", "guard", "defer", "break", "continue", "fallthrough", "Any", "deinit",
        ].contains(name) ? "`\(name)`" : name
    }
}
