/// Builds the lightweight tree in one forward walk over the tokens. Containers do not nest in
/// Objective-C, and every brace, bracket and parenthesis group is skipped through the
/// precomputed partners, so nothing here recurses.
struct ObjCTreeParser {
    let file: ObjCFile
    var problems: [ObjCProblem] = []
    var i = 0

    init(file: ObjCFile) { self.file = file }

    var count: Int { file.tokens.count - 1 }  // the end-of-file token is not an item

    mutating func parseItems() -> [ObjCItem] {
        var items: [ObjCItem] = []
        while i < count {
            let start = i
            let kind: ObjCItem.Kind
            switch file.kind(i) {
            case .directive:
                i += 1
                kind = .directive
            case .atKeyword where file.is(i, "@interface") || file.is(i, "@implementation"):
                kind = .container(parseContainer())
            case .atKeyword where file.is(i, "@protocol") && !isForwardProtocol():
                kind = .container(parseContainer())
            case .atKeyword where file.is(i, "@class") || file.is(i, "@protocol"):
                let forward = file.is(i, "@class")
                i += 1
                var names: [String] = []
                while i < count, !file.is(i, ";") {
                    if file.kind(i) == .identifier { names.append(file.text(i)) }
                    if file.is(i, "<"), let close = closingAngle(from: i) { i = close }
                    i += 1
                }
                if i < count { i += 1 }
                kind = forward ? .forwardClasses(names) : .forwardProtocols(names)
            case .identifier where file.is(i, "NS_ASSUME_NONNULL_BEGIN"):
                i += 1
                kind = .assumeNonnullBegin
            case .identifier where file.is(i, "NS_ASSUME_NONNULL_END"):
                i += 1
                kind = .assumeNonnullEnd
            case .identifier where file.is(i, "typedef"):
                kind = parseTypedef()
            default:
                skipDeclaration()
                kind = .declaration
            }
            if i == start { i += 1 }  // never stall
            items.append(ObjCItem(kind: kind, range: start..<i))
        }
        return items
    }

    func isForwardProtocol() -> Bool {
        var j = i + 1
        while j < count, file.kind(j) == .identifier || file.is(j, ",") { j += 1 }
        return file.is(j, ";")
    }

    /// The `>` closing the `<` at `open`, counting nested angles, within a short window.
    func closingAngle(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < count, j < open + 200 {
            if file.is(j, "<") { depth += 1 }
            if file.is(j, ">") { depth -= 1 }
            if file.is(j, ">>") { depth -= 2 }
            if depth <= 0 { return j }
            if file.is(j, ";") || file.is(j, "{") || file.kind(j) == .atKeyword { return nil }
            j += 1
        }
        return nil
    }

    /// To the `;` ending a declaration, or through the braces of a definition; stops before an
    /// `@`-keyword or directive that would begin something else.
    mutating func skipDeclaration() {
        let start = i
        while i < count {
            if i > start, file.kind(i) == .directive || (file.kind(i) == .atKeyword && isContainerKeyword(i)) { return }
            if file.is(i, ";") {
                i += 1
                return
            }
            if file.is(i, "{") || file.is(i, "(") || file.is(i, "[") {
                let wasBrace = file.is(i, "{")
                let initializer = wasBrace && i > start && (file.is(i - 1, "=") || file.is(i - 1, ","))
                guard file.partner[i] > i else {
                    i += 1
                    continue
                }
                i = file.partner[i] + 1
                if wasBrace && !initializer {
                    if file.is(i, ";") { i += 1 }
                    return
                }
                continue
            }
            i += 1
        }
    }

    func isContainerKeyword(_ j: Int) -> Bool {
        ["@interface", "@implementation", "@protocol", "@end", "@class"].contains { file.is(j, $0) }
    }

    mutating func parseTypedef() -> ObjCItem.Kind {
        let start = i
        let macro = i + 1
        let macroName = file.text(macro)
        if file.kind(macro) == .identifier, macroName.hasPrefix("NS_") || macroName.hasPrefix("CF_"),
            macroName.hasSuffix("ENUM") || macroName.hasSuffix("OPTIONS"),
            file.is(macro + 1, "("), file.partner[macro + 1] > macro
        {
            let close = file.partner[macro + 1]
            var comma = macro + 2
            while comma < close, !file.is(comma, ",") { comma += 1 }
            let raw = (macro + 2)..<comma
            let name = comma < close ? file.text(comma + 1) : file.text(macro + 2)
            var cases: [ObjCEnum.Case] = []
            var after = close + 1
            if file.is(after, "{"), file.partner[after] > after {
                cases = parseEnumCases(after + 1..<file.partner[after])
                after = file.partner[after] + 1
            }
            i = after
            while i < count, !file.is(i, ";"), file.kind(i) != .directive, file.kind(i) != .atKeyword {
                if file.partner[i] > i { i = file.partner[i] }
                i += 1
            }
            let trailing = after..<i
            if file.is(i, ";") { i += 1 }
            return .enumeration(ObjCEnum(macro: macroName, rawType: raw, name: name, cases: cases, trailing: trailing))
        }
        // typedef RET (^Name)(PARAMS);
        skipDeclaration()
        var j = start + 1
        while j < i {
            if file.is(j, "("), file.is(j + 1, "^") {
                var k = j + 2
                while k < i, ["_Nullable", "_Nonnull", "nullable", "nonnull", "_Null_unspecified"].contains(where: { file.is(k, $0) }) { k += 1 }
                if file.kind(k) == .identifier, file.is(k + 1, ")") {
                    return .blockTypedef(name: file.text(k), type: (start + 1)..<(file.is(i - 1, ";") ? i - 1 : i))
                }
            }
            j += 1
        }
        return .declaration
    }

    func parseEnumCases(_ range: Range<Int>) -> [ObjCEnum.Case] {
        var cases: [ObjCEnum.Case] = []
        var j = range.lowerBound
        while j < range.upperBound {
            if file.kind(j) == .directive {
                j += 1
                continue
            }
            guard file.kind(j) == .identifier else {
                j += 1
                continue
            }
            let name = j
            j += 1
            let trailingStart = j
            while j < range.upperBound, !file.is(j, "="), !file.is(j, ",") {
                if file.partner[j] > j { j = file.partner[j] }
                j += 1
            }
            let trailing = trailingStart..<j
            var value: Range<Int>?
            if file.is(j, "=") {
                let valueStart = j + 1
                j += 1
                while j < range.upperBound, !file.is(j, ","), file.kind(j) != .directive {
                    if file.partner[j] > j { j = file.partner[j] }
                    j += 1
                }
                value = valueStart..<j
            }
            cases.append(ObjCEnum.Case(name: name, value: value, trailing: trailing))
            if file.is(j, ",") { j += 1 }
        }
        return cases
    }

    // MARK: Containers

    mutating func parseContainer() -> ObjCContainer {
        let keyword = i
        let kind: ObjCContainer.Kind = file.is(i, "@interface") ? .interface : (file.is(i, "@implementation") ? .implementation : .protocol)
        i += 1
        let name = file.kind(i) == .identifier ? file.text(i) : ""
        if file.kind(i) == .identifier { i += 1 }
        var container = ObjCContainer(
            kind: kind, name: name, category: nil, superclass: nil, protocols: [], genericParameters: [], ivars: nil, members: [], end: count,
            header: keyword..<i)
        if kind == .interface, file.is(i, "<"), let close = closingAngle(from: i) {
            container.genericParameters = identifiers(in: (i + 1)..<close).filter { $0 != "__covariant" && $0 != "__contravariant" }
            i = close + 1
        }
        if file.is(i, "("), file.partner[i] > i {
            container.category = file.text((i + 1)..<file.partner[i])
            i = file.partner[i] + 1
        }
        if file.is(i, ":"), file.kind(i + 1) == .identifier {
            container.superclass = file.text(i + 1)
            i += 2
            if file.is(i, "<"), let close = closingAngle(from: i), kind == .interface, !file.is(i + 1, ")") {
                // `: NSObject <P>` is a protocol list; `: Base<T *>` a generic superclass (kept in the name)
                if file.kind(i + 1) == .identifier, file.is(i + 2, "*") || file.is(i + 2, ",") && file.is(i + 3, "*") {
                    i = close + 1
                }
            }
        }
        if file.is(i, "<"), let close = closingAngle(from: i) {
            container.protocols = identifiers(in: (i + 1)..<close)
            i = close + 1
        }
        container.header = keyword..<i
        if file.is(i, "{"), file.partner[i] > i {
            container.ivars = i..<(file.partner[i] + 1)
            i = file.partner[i] + 1
        }
        var optional = false
        while i < count, !file.is(i, "@end") {
            let start = i
            let memberKind: ObjCMember.Kind
            if file.kind(i) == .directive {
                i += 1
                memberKind = .directive
            } else if file.is(i, "@optional") || file.is(i, "@required") {
                optional = file.is(i, "@optional")
                memberKind = optional ? .optionalMarker : .requiredMarker
                i += 1
            } else if file.is(i, "@property") {
                memberKind = parseProperty().map { .property($0) } ?? .other
            } else if file.is(i, "@synthesize") || file.is(i, "@dynamic") {
                skipDeclaration()
                memberKind = .synthesize
            } else if file.is(i, "-") || file.is(i, "+"), file.is(i + 1, "(") || file.kind(i + 1) == .identifier {
                var method = parseMethod(in: kind)
                method.isOptional = optional && kind == .protocol
                memberKind = .method(method)
            } else if isContainerKeyword(i) {
                break  // a missing @end: the next container begins
            } else {
                skipDeclaration()
                memberKind = .other
            }
            if i == start { i += 1 }
            container.members.append(ObjCMember(kind: memberKind, range: start..<i))
        }
        if file.is(i, "@end") {
            container.end = i
            i += 1
        } else {
            container.end = max(i - 1, keyword)
            problems.append(ObjCProblem(kind: .unterminatedContainer, offset: file.tokens[keyword].start))
        }
        return container
    }

    func identifiers(in range: Range<Int>) -> [String] {
        range.filter { file.kind($0) == .identifier }.map { file.text($0) }
    }

    mutating func parseProperty() -> ObjCProperty? {
        i += 1
        var attributes: [String] = []
        if file.is(i, "("), file.partner[i] > i {
            let close = file.partner[i]
            var j = i + 1
            var current = ""
            while j < close {
                if file.is(j, ",") {
                    attributes.append(current)
                    current = ""
                } else {
                    current += file.text(j)
                }
                j += 1
            }
            if !current.isEmpty { attributes.append(current) }
            i = close + 1
        }
        let typeStart = i
        skipDeclaration()
        var end = i
        if file.is(end - 1, ";") { end -= 1 }
        guard end > typeStart else { return nil }
        // A block property: RET (^name)(PARAMS)
        for j in typeStart..<end where file.is(j, "(") && file.is(j + 1, "^") {
            var k = j + 2
            while k < end, file.kind(k) == .identifier, file.is(k + 1, ")") == false { k += 1 }
            if file.kind(k) == .identifier, file.is(k + 1, ")"), file.partner[j] == k + 1 {
                var typeEnd = k + 2
                if file.is(typeEnd, "("), file.partner[typeEnd] > typeEnd { typeEnd = file.partner[typeEnd] + 1 }
                return ObjCProperty(attributes: attributes, type: typeStart..<typeEnd, name: k, trailing: typeEnd..<end)
            }
        }
        let trailingStart = trailingMacrosStart(typeStart..<end)
        guard trailingStart > typeStart, file.kind(trailingStart - 1) == .identifier else { return nil }
        return ObjCProperty(attributes: attributes, type: typeStart..<(trailingStart - 1), name: trailingStart - 1, trailing: trailingStart..<end)
    }

    /// Where the trailing macros of a declaration begin: `NAME(…)` groups and lone upper-case
    /// macros (`NS_DESIGNATED_INITIALIZER`, `UI_APPEARANCE_SELECTOR`) walked back from the end.
    func trailingMacrosStart(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound + 1 {
            let last = end - 1
            if file.is(last, ")"), file.partner[last] > range.lowerBound, file.kind(file.partner[last] - 1) == .identifier,
                isMacroName(file.text(file.partner[last] - 1))
            {
                end = file.partner[last] - 1
            } else if file.kind(last) == .identifier, isMacroName(file.text(last)),
                file.kind(last - 1) == .identifier || file.is(last - 1, ")") || file.is(last - 1, "*")
            {
                end = last
            } else {
                break
            }
        }
        return end
    }

    func isMacroName(_ name: String) -> Bool {
        if name.hasPrefix("__") { return true }
        let letters = name.filter { $0.isLetter }
        return name.contains("_") && !letters.isEmpty && letters.allSatisfy { $0.isUppercase }
    }

    mutating func parseMethod(in kind: ObjCContainer.Kind) -> ObjCMethod {
        let isClass = file.is(i, "+")
        i += 1
        var returnType: Range<Int>?
        if file.is(i, "("), file.partner[i] > i {
            returnType = (i + 1)..<file.partner[i]
            i = file.partner[i] + 1
        }
        var pieces: [ObjCMethod.Piece] = []
        var variadic = false
        while i < count {
            let keyword: Int? = file.kind(i) == .identifier && file.is(i + 1, ":") ? i : nil
            if keyword != nil || file.is(i, ":") {
                // `keyword:(Type)name`, or a bare `:(Type)name`.
                var piece = ObjCMethod.Piece(keyword: keyword, type: nil, parameter: nil)
                i += keyword == nil ? 1 : 2
                if file.is(i, "("), file.partner[i] > i {
                    piece.type = (i + 1)..<file.partner[i]
                    i = file.partner[i] + 1
                }
                if file.kind(i) == .identifier {
                    piece.parameter = i
                    i += 1
                }
                pieces.append(piece)
            } else if pieces.isEmpty, file.kind(i) == .identifier {
                pieces.append(ObjCMethod.Piece(keyword: i, type: nil, parameter: nil))
                i += 1
                break
            } else if file.is(i, ","), file.is(i + 1, "...") {
                variadic = true
                i += 2
            } else {
                break
            }
        }
        let trailingStart = i
        while i < count, !file.is(i, ";"), !file.is(i, "{"), file.kind(i) != .atKeyword, file.kind(i) != .directive {
            if file.is(i, "("), file.partner[i] > i { i = file.partner[i] }
            i += 1
        }
        let trailing = trailingStart..<i
        if file.is(i, ";") { i += 1 }
        var body: Range<Int>?
        if kind == .implementation, file.is(i, "{"), file.partner[i] > i {
            body = i..<(file.partner[i] + 1)
            i = file.partner[i] + 1
        }
        return ObjCMethod(
            isClassMethod: isClass, returnType: returnType, pieces: pieces, isVariadic: variadic, trailing: trailing, body: body, isOptional: false)
    }
}

extension ObjCMethod {
    /// The selector as Objective-C spells it: `initWithName:age:`.
    public func selector(in file: ObjCFile) -> String {
        if pieces.count == 1, pieces[0].type == nil, pieces[0].parameter == nil, let keyword = pieces[0].keyword, !file.is(keyword + 1, ":") {
            return file.text(keyword)
        }
        return pieces.map { ($0.keyword.map { file.text($0) } ?? "") + ":" }.joined()
    }
}
