import MigrationKit
import SourceSyntax

/// Product loading, in place. Rules: `storekit.product-loading`, `storekit.product-members`,
/// `storekit.loading-caller`.
///
/// The shape rewritten is the one the guide maps one to one: a method that does nothing but
///
///     let request = SKProductsRequest(productIdentifiers: ids)
///     request.delegate = self
///     request.start()
///
/// in a type that declares `SKProductsRequestDelegate` and whose `productsRequest(_:didReceive:)`
/// starts with `products = response.products`, `products` being a stored `[SKProduct]` of the type.
/// The method becomes `async throws` (or `async` with a `do`/`catch` holding the body of
/// `request(_:didFailWithError:)`), awaits `Product.products(for: ids)`, then runs the rest of the
/// delegate method; the delegate methods and conformance go; `[SKProduct]` becomes `[Product]`.
///
/// It is faithful only when every use of the changed names is seen: the property is read nowhere
/// but in this file, and there only as `.count`, `.isEmpty`, or elements whose members all have a
/// `Product` namesake of the same type; the method is called only as a statement of its own (the
/// callers get `Task { try? await … }`: the old call returned before the products arrived and
/// dropped errors the delegate did not handle, and so does the new one). Anything else keeps the
/// code as it is, with the reason at the request.
struct LoadingShape {
    /// What other files need to know about a recognised type.
    struct Summary: Sendable {
        var method: String
        var property: String
        var throwing: Bool
        /// The stored property the request is kept in, which no other file may name.
        var retainedRequest: String? = nil
        /// Why the file's own uses stop the rewrite, if they do.
        var blocked: String?
    }

    var type: Decl
    var method: Decl
    var ids: Range<Int>
    var didReceive: Decl
    var assignment: Range<Int>
    var didFail: Decl?
    var errorName: String
    var extraDelegateMembers: [Decl]
    var storage: Decl
    var property: String
    /// The stored property the request was kept in, removed with it.
    var retainedRequest: Decl?

    var throwing: Bool { didFail == nil }

    /// Members of `SKProduct` whose StoreKit 2 form has another type: what to write instead.
    static let typeChanges = [
        "price": "`price` is a Decimal on Product (an NSDecimalNumber on SKProduct), so its arithmetic and bridging change by hand",
        "priceLocale":
            "Product has no `priceLocale`; a currency NumberFormatter set to nothing else becomes `displayPrice`, and this use is not that (another setting, or another use of the formatter)",
        "subscriptionPeriod":
            "`subscriptionPeriod` becomes `subscription?.subscriptionPeriod`, with `value` and `unit` for `numberOfUnits` and `unit`",
        "introductoryPrice":
            "`introductoryPrice` becomes `subscription?.introductoryOffer`, with `period`, `periodCount`, `paymentMode` and a Decimal `price`",
    ]

    /// Members of `SKProduct` whose `Product` namesake has the same type and meaning.
    static let renames = ["productIdentifier": "id", "localizedTitle": "displayName", "localizedDescription": "description"]

    enum Recognition {
        case shape(LoadingShape)
        case notRecognized(String, at: Int)
    }

    /// The loading shape of a type that declares `SKProductsRequestDelegate`, or why not.
    static func recognize(_ type: Decl, in file: SourceFile) -> Recognition? {
        guard type.kind == .classDecl, type.inheritance.contains(where: { file.text($0.tokens) == "SKProductsRequestDelegate" }),
            let body = type.body
        else { return nil }
        let requests = file.calls(in: body, named: ["SKProductsRequest"])
        guard let request = requests.first else { return nil }
        func no(_ reason: String, _ at: Int? = nil) -> Recognition { .notRecognized(reason, at: at ?? request.name) }
        guard requests.count == 1 else { return no("the type starts more than one products request") }
        let members = type.members
        guard let method = members.first(where: { $0.kind == .funcDecl && $0.body.map { $0.contains(request.name) } == true }),
            let methodBody = method.body
        else { return no("the request is not started in a method of the type") }
        guard file.parameterList(of: method)?.isEmpty == true, method.effects.isEmpty, method.returnType == nil,
            method.attributes.isEmpty, !method.modifiers.contains(where: { ["override", "static", "class"].contains(file.text($0)) })
        else { return no("the method that starts it takes parameters, has effects, a result, attributes or overrides") }
        // Exactly: let r = SKProductsRequest(productIdentifiers: ids); r.delegate = self; r.start(),
        // or the same with `r` a stored property (StoreKit 1 needs the request kept alive).
        let statements = file.statements(in: methodBody)
        guard statements.count == 3, request.arguments.count == 1, request.arguments[0].label.map({ file.text(of: $0) }) == "productIdentifiers"
        else { return no("the method does more than create, delegate and start the request") }
        let first = file.text(statements[0]).filter { !$0.isWhitespace }
        var retainedRequest: Decl?
        if file.matches(statements[0].lowerBound, "let") {
            let requestName = file.text(of: statements[0].lowerBound + 1)
            guard first.hasPrefix("let\(requestName)=SKProductsRequest("),
                file.text(statements[1]).filter({ !$0.isWhitespace }) == "\(requestName).delegate=self",
                file.text(statements[2]).filter({ !$0.isWhitespace }) == "\(requestName).start()"
            else { return no("the method does more than create, delegate and start the request") }
        } else {
            guard let retained = retainedRequestProperty(statements, type: type, file) else {
                if first.contains("=SKProductsRequest(") {
                    return no("the request is kept in a property that other code names, or that is no stored `SKProductsRequest?`/`!` of the type, so it cannot go")
                }
                return no("the method does more than create, delegate and start the request")
            }
            retainedRequest = retained
        }

        let functions = members.filter { $0.kind == .funcDecl }
        guard let didReceive = functions.first(where: { isDidReceive($0, file) }), let receiveBody = didReceive.body,
            let receiveParameters = file.parameterList(of: didReceive)
        else { return no("no productsRequest(_:didReceive:) in the type") }
        let responseName = receiveParameters[1].name
        let receiveRequestName = receiveParameters[0].name
        let receiveStatements = file.statements(in: receiveBody)
        guard let assignment = receiveStatements.first,
            let property = storedProductsAssignment(assignment, response: responseName, file),
            let storage = members.first(where: { $0.kind == .variableDecl && $0.bindings.count == 1 && file.text($0.bindings[0].pattern) == property })
        else { return no("productsRequest(_:didReceive:) does not start by storing response.products in a property", didReceive.keyword) }
        let rest = receiveStatements.dropFirst()
        if let use = rest.lazy.compactMap({ uses(of: [responseName, receiveRequestName], in: $0, file) }).first {
            return no("productsRequest(_:didReceive:) reads `\(file.text(of: use))` after storing the products", use)
        }
        guard storageTypeIsProducts(storage, file) else {
            return no("`\(property)` is not a stored [SKProduct] the rewrite can retype", storage.keyword)
        }
        if file.text(receiveBody).contains("\"\"\"") { return no("productsRequest(_:didReceive:) holds a multi-line string", didReceive.keyword) }

        var didFail: Decl?
        var errorName = "error"
        var extra: [Decl] = []
        for function in functions where function.keyword != didReceive.keyword {
            let name = file.name(of: function) ?? ""
            if name == "request", let parameters = file.parameterList(of: function), parameters.count == 2,
                parameters[1].label == "didFailWithError", let failBody = function.body
            {
                if let use = uses(of: [parameters[0].name], in: failBody, file) {
                    return no("request(_:didFailWithError:) reads the request", use)
                }
                if file.text(failBody).contains("\"\"\"") { return no("request(_:didFailWithError:) holds a multi-line string", function.keyword) }
                errorName = parameters[1].name
                // An empty handler (comments only) dropped errors: so does `try?` at the callers.
                if failBody.count > 2 { didFail = function } else { extra.append(function) }
            } else if name == "requestDidFinish" {
                guard let finishBody = function.body, finishBody.count == 2 else {
                    return no("requestDidFinish(_:) does work the rewrite has no place for", function.keyword)
                }
                extra.append(function)
            }
        }
        return .shape(
            LoadingShape(
                type: type, method: method, ids: request.arguments[0].value, didReceive: didReceive, assignment: assignment,
                didFail: didFail, errorName: errorName, extraDelegateMembers: extra, storage: storage, property: property,
                retainedRequest: retainedRequest))
    }

    /// `request = SKProductsRequest(…); request.delegate = self; request.start()` (`self.` and `?.`
    /// allowed) where `request` is a stored `SKProductsRequest!`/`?` of the type that nothing else
    /// in the file names: the property, which `Product.products(for:)` does not need, goes too.
    private static func retainedRequestProperty(_ statements: [Range<Int>], type: Decl, _ file: SourceFile) -> Decl? {
        func compact(_ range: Range<Int>) -> String {
            var text = file.text(range).filter { !$0.isWhitespace }
            if text.hasPrefix("self.") { text.removeFirst(5) }
            return text
        }
        let first = compact(statements[0])
        guard let equals = first.firstIndex(of: "=") else { return nil }
        let name = String(first[..<equals])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), first[equals...].hasPrefix("=SKProductsRequest("),
            [name + ".delegate=self", name + "?.delegate=self"].contains(compact(statements[1])),
            [name + ".start()", name + "?.start()"].contains(compact(statements[2]))
        else { return nil }
        guard
            let property = type.members.first(where: {
                $0.kind == .variableDecl && file.matches($0.keyword, "var") && $0.bindings.count == 1 && file.text($0.bindings[0].pattern) == name
            }),
            let declared = property.bindings[0].type.map({ file.text($0).filter { !$0.isWhitespace } }),
            ["SKProductsRequest!", "SKProductsRequest?"].contains(declared),
            property.bindings[0].accessors == nil,
            property.bindings[0].initializer.map({ file.text($0) == "nil" }) ?? true,
            property.attributes.isEmpty
        else { return nil }
        // Named only by its declaration and the three statements: nothing else reads or cancels it.
        // A function of that name (`productsRequest(_:didReceive:)`), a parameter (`_ request:`) or
        // an argument label is not a use.
        let uses = file.tokens.indices.filter { i in
            guard file.kind(i) == .identifier, file.matches(i, name), i > 0 else { return false }
            if file.matches(i - 1, "func") { return false }
            let before = file.kind(i - 1)
            if file.kind(i + 1) == .colon, before == .leftParen || before == .comma || before == .identifier || file.matches(i - 1, "_") { return false }
            return true
        }
        return uses.count == 4 ? property : nil
    }

    private static func isDidReceive(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard file.name(of: decl) == "productsRequest", let parameters = file.parameterList(of: decl), parameters.count == 2 else { return false }
        return parameters[1].label == "didReceive"
    }

    /// `products = response.products` or `self.products = response.products`: the property's name.
    private static func storedProductsAssignment(_ statement: Range<Int>, response: String, _ file: SourceFile) -> String? {
        let text = file.text(statement).filter { !$0.isWhitespace }
        let value = "=\(response).products"
        guard text.hasSuffix(value) else { return nil }
        var target = String(text.dropLast(value.count))
        if target.hasPrefix("self.") { target.removeFirst(5) }
        return target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !target.isEmpty ? target : nil
    }

    private static func storageTypeIsProducts(_ storage: Decl, _ file: SourceFile) -> Bool {
        guard file.matches(storage.keyword, "var"), let binding = storage.bindings.first, binding.accessors == nil else { return false }
        let type = binding.type.map { file.text($0).filter { !$0.isWhitespace } }
        let initializer = binding.initializer.map { file.text($0).filter { !$0.isWhitespace } }
        if type == "[SKProduct]" { return initializer == nil || initializer == "[]" }
        return type == nil && initializer == "[SKProduct]()"
    }

    /// The first identifier among `names` in `range` that is not a member name (`x.request`).
    private static func uses(of names: [String], in range: Range<Int>, _ file: SourceFile) -> Int? {
        range.first { file.kind($0) == .identifier && names.contains(file.text(of: $0)) && !(file.kind($0 - 1) == .period) }
    }
}

/// The edits of a recognised loading shape, in the file that declares it.
struct ProductLoadingRewrite {
    let shape: LoadingShape
    let file: SourceFile

    func edits() -> [Edit] {
        var edits: [Edit] = []
        edits.append(newMethod())
        edits.append(file.removal(ofDeclaration: shape.didReceive, rule: StoreKitRule.productLoading))
        if let didFail = shape.didFail { edits.append(file.removal(ofDeclaration: didFail, rule: StoreKitRule.productLoading)) }
        for member in shape.extraDelegateMembers { edits.append(file.removal(ofDeclaration: member, rule: StoreKitRule.productLoading)) }
        if let retained = shape.retainedRequest { edits.append(file.removal(ofDeclaration: retained, rule: StoreKitRule.productLoading)) }
        edits.append(retypedStorage())
        if let conformance = shape.type.inheritance.firstIndex(where: { file.text($0.tokens) == "SKProductsRequestDelegate" }) {
            edits.append(file.removal(ofInheritedType: conformance, in: shape.type, rule: StoreKitRule.productLoading.id))
        }
        return edits
    }

    /// `func load() async throws { products = try await Product.products(for: ids)<rest> }`, or
    /// with the failure handler in a `catch`.
    private func newMethod() -> Edit {
        let method = shape.method
        let methodBody = method.body!
        let memberIndent = file.indentation(ofLineContaining: file.tokens[method.keyword].start)
        let firstStatement = file.statements(in: methodBody)[0]
        let bodyIndent = file.indentation(ofLineContaining: file.tokens[firstStatement.lowerBound].start)
        let unit = bodyIndent.hasPrefix(memberIndent) ? String(bodyIndent.dropFirst(memberIndent.count)) : "    "
        let lineBreak = file.lineBreak
        let receiveBody = shape.didReceive.body!
        // What the delegate method held around its assignment: comments before, the rest after.
        let head = file.text(ofBytes: file.tokens[receiveBody.lowerBound].end..<file.tokens[shape.assignment.lowerBound].start)
        let tail = file.text(ofBytes: file.tokens[shape.assignment.upperBound - 1].end..<contentEnd(ofBlock: receiveBody))
        let load = "\(file.text(shape.assignment.lowerBound..<(shape.assignment.upperBound - 3))) try await Product.products(for: \(file.text(shape.ids)))"
        let text: String
        if let didFail = shape.didFail, let failBody = didFail.body {
            let failure = file.text(ofBytes: file.tokens[failBody.lowerBound].end..<contentEnd(ofBlock: failBody))
            let catchClause = shape.errorName == "error" ? "catch" : "catch let \(shape.errorName)"
            text =
                "() async {" + lineBreak + bodyIndent + "do {" + indented(head, by: unit) + load + indented(tail, by: unit) + lineBreak
                + bodyIndent + "} \(catchClause) {" + indented(failure, by: unit) + lineBreak + bodyIndent + "}" + lineBreak + memberIndent + "}"
        } else {
            text = "() async throws {" + head + load + tail + lineBreak + memberIndent + "}"
        }
        return Edit.replace(method.parameters!.lowerBound..<methodBody.upperBound, in: file, with: text, rule: StoreKitRule.productLoading)
    }

    /// Where a block's content ends: at the line break before its closing brace's line, so comments
    /// on their own lines before the brace stay with the content.
    private func contentEnd(ofBlock block: Range<Int>) -> Int {
        let close = file.tokens[block.upperBound - 1]
        let trivia = close.leadingTriviaRange
        return trivia.last(where: { file.bytes[$0] == 0x0A }).map { $0 > trivia.lowerBound && file.bytes[$0 - 1] == 0x0D ? $0 - 1 : $0 } ?? trivia.lowerBound
    }

    /// One more indentation unit after every line break that starts a non-empty line.
    private func indented(_ text: String, by unit: String) -> String {
        var result = ""
        var atLineStart = false
        for character in text {
            if atLineStart, character != "\n", character != "\r\n", character != "\r" { result += unit }
            atLineStart = character == "\n" || character == "\r\n" || character == "\r"
            result.append(character)
        }
        return result
    }

    private func retypedStorage() -> Edit {
        let binding = shape.storage.bindings[0]
        if let type = binding.type { return .replace(type, in: file, with: "[Product]", rule: StoreKitRule.productLoading) }
        return .replace(binding.initializer!, in: file, with: "[Product]()", rule: StoreKitRule.productLoading)
    }
}

/// The uses of the retyped property in its file: each one either needs no change, gets member
/// renames, or stops the rewrite.
struct ProductPropertyUses {
    let file: SourceFile
    let property: String
    let shape: LoadingShape

    enum Outcome {
        case renames([Edit])
        case blocked(String, at: Int)
    }

    func check() -> Outcome {
        var edits: [Edit] = []
        let skipped = [shape.didReceive.tokens, shape.storage.tokens]
        // A string literal is one token: a read inside its interpolation cannot be followed.
        if let literal = interpolation(mentioning: property, in: 0..<file.tokens.count) {
            return .blocked("`\(property)` is read inside a string interpolation", at: literal)
        }
        for i in file.tokens.indices where file.kind(i) == .identifier && file.matches(i, property) {
            if skipped.contains(where: { $0.contains(i) }) { continue }
            let isMember = i > 0 && file.kind(i - 1) == .period
            if isMember && !(i > 1 && file.matches(i - 2, "self")) {
                return .blocked("`.\(property)` is read on a value whose type the rewrite cannot see", at: i)
            }
            // `products.count`, `products.isEmpty`: the same on [Product].
            if file.kind(i + 1) == .period, file.matches(i + 2, "count") || file.matches(i + 2, "isEmpty"), !isCall(i + 2) { continue }
            // `for product in products { … product.localizedTitle … }`
            let start = isMember ? i - 2 : i
            if start >= 2, file.matches(start - 1, "in"), file.kind(start - 2) == .identifier, file.matches(start - 3, "for"),
                file.kind(i + 1) == .leftBrace, let close = file.matching(i + 1)
            {
                switch elementUses(file.text(of: start - 2), in: (i + 2)..<close) {
                case .renames(let renames): edits += renames
                case .blocked(let reason, let at): return .blocked(reason, at: at)
                }
                continue
            }
            // `products.map { $0.productIdentifier }`, `products.contains { $0.localizedTitle == x }`
            if file.kind(i + 1) == .period, ["map", "contains", "allSatisfy"].contains(file.text(of: i + 2)),
                let call = file.call(named: i + 2), call.arguments.isEmpty, call.trailingClosures.count == 1
            {
                let braces = call.trailingClosures[0].braces
                let signature = file.closureSignature(at: braces.lowerBound)
                guard signature == nil || signature!.parameterNames.count == 1 else {
                    return .blocked("a closure over `\(property)` the rewrite cannot read", at: i)
                }
                let name = signature.map { file.text(of: $0.parameterNames[0]) } ?? "$0"
                let body = signature?.body ?? (braces.lowerBound + 1)..<(braces.upperBound - 1)
                switch elementUses(name, in: body) {
                case .renames(let renames): edits += renames
                case .blocked(let reason, let at): return .blocked(reason, at: at)
                }
                continue
            }
            return .blocked("`\(property)` is used in a way the rewrite cannot follow to [Product]", at: i)
        }
        return .renames(edits)
    }

    /// The first string literal in `range` whose interpolations use the name `name`.
    private func interpolation(mentioning name: String, in range: Range<Int>) -> Int? {
        range.first { i in
            file.kind(i) == .stringLiteral
                && file.interpolatedCode(inLiteral: i).contains { code in code.tokens.indices.contains { code.matches($0, name) } }
        }
    }

    private func isCall(_ i: Int) -> Bool { file.kind(i + 1) == .leftParen || file.kind(i + 1) == .leftBrace }

    /// Every use of an element variable must be `.member` with a same-typed `Product` namesake.
    private func elementUses(_ name: String, in range: Range<Int>) -> Outcome {
        var edits: [Edit] = []
        if let literal = interpolation(mentioning: name, in: range) {
            return .blocked("an element of `\(property)` is read inside a string interpolation", at: literal)
        }
        var formatted: [Range<Int>] = []
        for j in range where file.matches(j, name) && (file.kind(j) == .identifier || file.kind(j) == .dollarIdentifier) {
            if j > range.lowerBound, file.kind(j - 1) == .period { continue }
            if formatted.contains(where: { $0.contains(j) }) { continue }
            if file.kind(j + 1) == .period, file.matches(j + 2, "priceLocale"),
                let price = CurrencyFormatting(file: file, element: name, localeUse: j, in: range)
            {
                edits += price.edits
                formatted += price.consumed
                continue
            }
            if let chain = SubscriptionMemberChain(file: file, element: name, at: j, in: range) {
                edits.append(chain.edit)
                formatted.append(chain.tokens)
                continue
            }
            guard file.kind(j + 1) == .period, let renamed = LoadingShape.renames[file.text(of: j + 2)], !isCall(j + 2) else {
                let member = file.kind(j + 1) == .period ? file.text(of: j + 2) : ""
                let change = LoadingShape.typeChanges[member].map { ": \($0)" } ?? ""
                return .blocked("an element of `\(property)` is used as an SKProduct (\(file.text(j..<min(j + 3, range.upperBound)))…)\(change)", at: j)
            }
            edits.append(.replace((j + 2)..<(j + 3), in: file, with: renamed, rule: StoreKitRule.productMembers))
        }
        return .renames(edits)
    }
}

/// `f.locale = p.priceLocale` then `f.string(from: p.price)`, `f` a currency `NumberFormatter`
/// set up for nothing else: `p.displayPrice`, the same localized string (rule `storekit.product-members`).
///
/// Only when `f` is a `let f = NumberFormatter()` of this file whose other settings are
/// `numberStyle = .currency` and `formatterBehavior = .behavior10_4` (the default behaviour), and
/// `f` is used for nothing but this locale and this `string(from:)`: any other setting (fraction
/// digits, a currency code) would make its output differ from `displayPrice`. The locale
/// statement goes; `f.string(from: p.price) ?? x` becomes `p.displayPrice` (it was never nil for a
/// price), a bare `f.string(from: p.price)` becomes `Optional(p.displayPrice)` (same type).
struct CurrencyFormatting {
    var edits: [Edit] = []
    /// The tokens the rewrite covers, so their `p.price` is not looked at again.
    var consumed: [Range<Int>] = []

    init?(file: SourceFile, element: String, localeUse: Int, in range: Range<Int>) {
        // `f.locale = p.priceLocale` as a whole statement.
        let statementStart = localeUse - 4
        guard statementStart >= range.lowerBound, file.kind(statementStart) == .identifier, file.kind(statementStart + 1) == .period,
            file.matches(statementStart + 2, "locale"), file.matches(statementStart + 3, "="), file.startsLine(statementStart),
            file.startsLine(localeUse + 3) || file.kind(localeUse + 3) == .rightBrace
        else { return nil }
        let formatter = file.text(of: statementStart)
        // `f.string(from: p.price)`, once, in the same scope.
        let calls = file.calls(in: range, named: ["string"]).filter { call in
            file.receiverText(of: call) == formatter && call.arguments.count == 1
                && call.arguments[0].label.map({ file.text(of: $0) }) == "from"
                && file.text(call.arguments[0].value).filter({ !$0.isWhitespace }) == "\(element).price"
        }
        guard calls.count == 1, let call = calls.first, let close = call.rightParen, let start = file.receiverStart(of: call) else { return nil }
        guard Self.isPlainCurrencyFormatter(formatter, in: file, allowed: [statementStart, start]) else { return nil }
        edits.append(file.removal(ofStatement: statementStart..<(localeUse + 3), rule: StoreKitRule.productMembers))
        var end = close + 1
        var replacement = "Optional(\(element).displayPrice)"
        let operandEnds: Set<TokenKind> = [.rightParen, .rightBrace, .rightSquare, .comma, .semicolon]
        if file.matches(end, "??"), end + 1 < range.upperBound, file.kind(end + 1) == .stringLiteral,
            file.startsLine(end + 2) || operandEnds.contains(file.kind(end + 2))
        {
            end += 2
            replacement = "\(element).displayPrice"
        }
        edits.append(.replace(start..<end, in: file, with: replacement, rule: StoreKitRule.productMembers))
        consumed = [statementStart..<(localeUse + 3), start..<end]
    }

    /// `let f = NumberFormatter()` in the file, set only to `.currency` (and `.behavior10_4`), used
    /// nowhere but at the `allowed` tokens.
    private static func isPlainCurrencyFormatter(_ name: String, in file: SourceFile, allowed: [Int]) -> Bool {
        var declared = false
        for i in file.tokens.indices where file.kind(i) == .identifier && file.matches(i, name) && !(i > 0 && file.kind(i - 1) == .period) {
            if allowed.contains(i) { continue }
            if file.matches(i - 1, "let"), file.matches(i + 1, "="), file.text((i + 2)..<min(i + 5, file.tokens.count)) == "NumberFormatter()" {
                guard !declared else { return false }
                declared = true
                continue
            }
            let setting = file.text(i..<min(i + 6, file.tokens.count)).filter { !$0.isWhitespace }
            if setting == "\(name).numberStyle=.currency" || setting == "\(name).formatterBehavior=.behavior10_4" { continue }
            return false
        }
        return declared
    }
}

/// The subscription members of an element whose StoreKit 2 form has the same type once the chain
/// around it is known (rule `storekit.product-members`):
///
///     p.subscriptionPeriod?.numberOfUnits          → p.subscription?.subscriptionPeriod.value        (Int?)
///     p.subscriptionPeriod?.unit == .month         → p.subscription?.subscriptionPeriod.unit == .month
///     p.introductoryPrice != nil                   → p.subscription?.introductoryOffer != nil
///     p.introductoryPrice?.paymentMode == .freeTrial → p.subscription?.introductoryOffer?.paymentMode == .freeTrial
///     p.introductoryPrice?.numberOfPeriods         → p.subscription?.introductoryOffer?.periodCount   (Int?)
///
/// Both APIs give a subscription's period and introductory offer only for auto-renewable
/// subscriptions, and name the units and payment modes alike; the unit and the mode are enums of
/// other types, so they are rewritten only where they are compared with a case.
struct SubscriptionMemberChain {
    let edit: Edit
    let tokens: Range<Int>

    static let units: Set<String> = ["day", "week", "month", "year"]
    static let paymentModes: Set<String> = ["freeTrial", "payAsYouGo", "payUpFront"]

    init?(file: SourceFile, element: String, at j: Int, in range: Range<Int>) {
        func compact(_ count: Int) -> String { file.text(j..<min(j + count, range.upperBound)).filter { !$0.isWhitespace } }
        /// `== .case` or `!= .case` right after `end`, with the case among `cases`.
        func comparedWithCase(after end: Int, _ cases: Set<String>) -> Bool {
            (file.matches(end, "==") || file.matches(end, "!=")) && file.kind(end + 1) == .period && cases.contains(file.text(of: end + 2))
        }
        let e = element
        let replacement: String
        let count: Int
        if compact(6) == "\(e).subscriptionPeriod?.numberOfUnits" {
            (replacement, count) = ("\(e).subscription?.subscriptionPeriod.value", 6)
        } else if compact(6) == "\(e).subscriptionPeriod?.unit", comparedWithCase(after: j + 6, Self.units) {
            (replacement, count) = ("\(e).subscription?.subscriptionPeriod.unit", 6)
        } else if compact(3) == "\(e).introductoryPrice", file.matches(j + 3, "==") || file.matches(j + 3, "!="), file.matches(j + 4, "nil") {
            (replacement, count) = ("\(e).subscription?.introductoryOffer", 3)
        } else if compact(6) == "\(e).introductoryPrice?.paymentMode", comparedWithCase(after: j + 6, Self.paymentModes) {
            (replacement, count) = ("\(e).subscription?.introductoryOffer?.paymentMode", 6)
        } else if compact(6) == "\(e).introductoryPrice?.numberOfPeriods" {
            (replacement, count) = ("\(e).subscription?.introductoryOffer?.periodCount", 6)
        } else {
            return nil
        }
        // A chain that goes on (`?.numberOfUnits.description`) keeps the same type; a call does not follow.
        guard file.kind(j + count) != .leftParen else { return nil }
        tokens = j..<(j + count)
        edit = .replace(tokens, in: file, with: replacement, rule: StoreKitRule.productMembers)
    }
}
