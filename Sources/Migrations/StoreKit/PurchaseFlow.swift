import MigrationKit
import SourceSyntax

/// Purchase, observer and restore together, in place, for the guide's shape only. Rules:
/// `storekit.purchase`, `storekit.observer`, `storekit.restore` (the edits; anything else of
/// theirs is reported).
///
/// In StoreKit 1 a purchase's outcome arrives at the observer, so the three move together or not
/// at all. They move only when the observer's handling maps to StoreKit 2's branches without a
/// guess:
///
/// - one class adopts `SKPaymentTransactionObserver` in the project (in its declaration or in an
///   extension in the same file), and its `paymentQueue(_:updatedTransactions:)` is exactly
///   `for t in transactions { switch t.transactionState { … } }`, a case naming one or more states;
/// - `.purchased` does some work and then finishes `t` (the work may read `t.payment.productIdentifier`,
///   which becomes `t.productID`, and nothing else of `t` or the queue): the work moves to the
///   purchase's `.success` branch and to a `Transaction.updates` listener, both after
///   `checkVerified`, both finishing the transaction;
/// - `.failed` only finishes (an `if let error = t.error as? SKError, error.code != .paymentCancelled`
///   holding comments only is allowed): StoreKit 2 throws the error to the caller, and has
///   `.userCancelled` for the cancellation;
/// - `.restored` only finishes (comments allowed): `AppStore.sync()` does the same, nothing more;
///   or it shares `.purchased`'s case (`case .purchased, .restored:`), and the restore then runs
///   the same work for each of `Transaction.currentEntitlements` after `AppStore.sync()`;
/// - `.deferred`, `.purchasing`, `default` hold comments and `break` only (`.deferred`'s comments
///   go to `.pending`);
/// - the purchase is a method `func m(_ p: SKProduct)` doing `SKPaymentQueue.default().add(SKPayment(product: p))`
///   (or through a `let payment`), a restore a method doing only `restoreCompletedTransactions()`;
///   nothing in the project calls the purchase (an `SKProduct` argument could not become a
///   `Product`); the restore keeps its signature (its body becomes a `Task`), so its callers stay;
/// - every `add(observer)` is `self` in the class or names it (`Store.shared`), and becomes
///   `Task { await x.listenForTransactions() }`; every `remove(observer)` goes;
/// - the project has no other purchase, restore or observer, and the class no other StoreKit 1 member.
struct PurchaseFlow {
    let file: SourceFile
    let type: Decl
    let name: String
    let purchase: Decl
    let restore: Decl?
    let observer: Decl
    let transaction: String
    /// The `.purchased` work: the statements before the finish, and the finish's first token.
    let work: [Range<Int>]
    let finish: Int
    let deferredComments: String
    let removableDelegates: [Decl]
    /// The declarations (the class, or an extension of it in its file) that adopt
    /// `SKPaymentTransactionObserver`, with the entry's position.
    let conformances: [(decl: Decl, position: Int)]
    /// `.restored` shares `.purchased`'s work (`case .purchased, .restored:`).
    let restoredDoesWork: Bool

    enum Outcome {
        case converts(PurchaseFlow)
        case blocked(String, at: Int)
    }

    /// The flow of a class that adopts `SKPaymentTransactionObserver`, or why it stays.
    static func recognize(_ type: Decl, in file: SourceFile) -> Outcome? {
        guard type.kind == .classDecl, let name = file.simpleTypeName(of: type) else { return nil }
        // The class and its extensions in the same file (`extension Store: SKPaymentTransactionObserver`).
        let extensions = file.allDeclarations.filter { $0.kind == .extensionDecl && file.simpleTypeName(of: $0) == name }
        let conformances = ([type] + extensions).compactMap { decl in
            decl.inheritance.firstIndex { file.text($0.tokens) == "SKPaymentTransactionObserver" }.map { (decl: decl, position: $0) }
        }
        guard !conformances.isEmpty else { return nil }
        let at = type.name?.lowerBound ?? type.keyword
        func no(_ reason: String, _ token: Int? = nil) -> Outcome { .blocked(reason, at: token ?? at) }
        if type.genericParameters != nil { return no("the observer is generic") }
        if conformances.count > 1 { return no("the class adopts SKPaymentTransactionObserver more than once", conformances[1].decl.keyword) }
        if let conditional = extensions.first(where: { $0.whereClause != nil }) {
            return no("an extension of the class has a where clause", conditional.keyword)
        }
        let functions = ([type] + extensions).flatMap(\.flattenedMembers).filter { $0.kind == .funcDecl }
        guard let observer = functions.first(where: { isObserverMethod($0, file) }), let body = observer.body else {
            return no("the class has no paymentQueue(_:updatedTransactions:)")
        }
        guard let parameters = file.parameterList(of: observer) else { return no("the observer's parameters are unusual") }
        let queueName = parameters[0].name
        let transactionsName = parameters[1].name
        // for t in transactions { switch t.transactionState { … } }
        let statements = file.statements(in: body)
        guard statements.count == 1, file.matches(statements[0].lowerBound, "for"), file.kind(statements[0].lowerBound + 1) == .identifier,
            file.matches(statements[0].lowerBound + 2, "in"), file.matches(statements[0].lowerBound + 3, transactionsName),
            file.kind(statements[0].lowerBound + 4) == .leftBrace, let loopClose = file.matching(statements[0].lowerBound + 4)
        else { return no("the observer does more than switch over each transaction's state", observer.keyword) }
        let transaction = file.text(of: statements[0].lowerBound + 1)
        let loop = (statements[0].lowerBound + 4)..<(loopClose + 1)
        let inner = file.statements(in: loop)
        guard inner.count == 1, file.matches(inner[0].lowerBound, "switch"),
            file.text((inner[0].lowerBound + 1)..<(inner[0].lowerBound + 4)).filter({ !$0.isWhitespace }) == "\(transaction).transactionState",
            file.kind(inner[0].lowerBound + 4) == .leftBrace, let switchClose = file.matching(inner[0].lowerBound + 4)
        else { return no("the observer does more than switch over each transaction's state", observer.keyword) }
        let cases = SwitchCases(file: file, block: (inner[0].lowerBound + 4)..<(switchClose + 1))
        guard let branches = cases.branches else { return no("a case of the observer's switch binds a value or has a where clause", observer.keyword) }

        var work: [Range<Int>] = []
        var finish = 0
        var deferred = ""
        var sawPurchased = false
        var restoredDoesWork = false
        for branch in branches {
            let body = branch.statements
            // One case may name several states: `.purchased, .restored` shares the work (the
            // restore then runs it too); `.failed, .restored` only finishes; `.deferred, .purchasing` waits.
            let patterns = Set(branch.patterns)
            let label: String
            if patterns.contains(".purchased"), patterns.isSubset(of: [".purchased", ".restored"]) {
                label = ".purchased"
                restoredDoesWork = patterns.contains(".restored")
            } else if patterns.contains(".failed"), patterns.isSubset(of: [".failed", ".restored"]) {
                label = ".failed"
            } else if patterns.count > 1, patterns.isSubset(of: [".deferred", ".purchasing"]) {
                label = patterns.contains(".deferred") ? ".deferred" : ".purchasing"
            } else if patterns.count == 1 {
                label = branch.patterns[0]
            } else {
                return no("the observer's switch has a case `\(branch.patterns.joined(separator: ", "))`", branch.labelToken)
            }
            switch label {
            case ".purchased":
                guard let last = body.last, isFinish(last, transaction: transaction, queue: queueName, file) else {
                    return no("`.purchased` does not end by finishing the transaction", branch.labelToken)
                }
                work = Array(body.dropLast())
                finish = last.lowerBound
                // `break` would leave the new switch before the finish, `return` the listener.
                let jumps = ["return", "break", "continue", "throw", "fallthrough", "try", "await"]
                if let jump = work.lazy.flatMap({ $0 }).first(where: { file.kind($0) == .keyword && jumps.contains(file.text(of: $0)) }) {
                    return no("`.purchased` uses `\(file.text(of: jump))`, which would not mean the same in StoreKit 2's switch and listener", jump)
                }
                if let use = work.lazy.compactMap({ foreignUse(in: $0, transaction: transaction, names: [queueName, transactionsName], file) }).first {
                    let read = file.text(use..<min(use + 3, file.tokens.count - 1)).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                    return no("`.purchased` reads `\(read.trimmingCharacters(in: .whitespaces))`, which has no one-to-one StoreKit 2 form", use)
                }
                sawPurchased = true
            case ".failed":
                guard let last = body.last, isFinish(last, transaction: transaction, queue: queueName, file),
                    body.dropLast().allSatisfy({ isCancelledCheckWithoutWork($0, transaction: transaction, file) })
                else { return no("`.failed` does more than finish the transaction: StoreKit 2 throws the error to the caller instead", branch.labelToken) }
            case ".restored":
                guard body.count == 1, isFinish(body[0], transaction: transaction, queue: queueName, file) else {
                    return no("`.restored` does more than finish the transaction: restored purchases no longer arrive one by one", branch.labelToken)
                }
            case ".deferred", ".purchasing", "default", "@unknown default":
                guard body.allSatisfy({ file.text($0) == "break" }) else {
                    return no("`\(label)` does work that StoreKit 2 has no branch for", branch.labelToken)
                }
                if label == ".deferred" { deferred = branch.comments }
            default:
                return no("the observer's switch has a case `\(branch.label)`", branch.labelToken)
            }
        }
        guard sawPurchased else { return no("the observer has no `.purchased` case", observer.keyword) }

        var purchase: Decl?
        var restore: Decl?
        var removable: [Decl] = []
        for function in functions where function.keyword != observer.keyword {
            guard let body = function.body else { continue }
            if isPurchaseMethod(function, file) {
                guard purchase == nil else { return no("the class has more than one purchase method", function.keyword) }
                purchase = function
            } else if isRestoreMethod(function, file) {
                guard restore == nil else { return no("the class has more than one restore method", function.keyword) }
                restore = function
            } else if ["paymentQueueRestoreCompletedTransactionsFinished", "paymentQueue"].contains(file.name(of: function) ?? "") {
                guard file.text(body).filter({ !$0.isWhitespace }) == "{}" || commentsOnly(body, file) else {
                    return no("\(file.name(of: function) ?? "a queue callback") does work StoreKit 2 has no place for", function.keyword)
                }
                removable.append(function)
            } else if usesStoreKit1(body, beyondAddingSelf: true, file) {
                return no("`\(file.name(of: function) ?? "a method")` uses StoreKit 1 too", function.keyword)
            }
        }
        guard let purchase else { return no("the class has no method that only adds an SKPayment for its product parameter") }
        return .converts(
            PurchaseFlow(
                file: file, type: type, name: name, purchase: purchase, restore: restore, observer: observer, transaction: transaction,
                work: work, finish: finish, deferredComments: deferred, removableDelegates: removable, conformances: conformances,
                restoredDoesWork: restoredDoesWork))
    }

    // MARK: Shapes

    private static func isObserverMethod(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard file.name(of: decl) == "paymentQueue", let parameters = file.parameterList(of: decl), parameters.count == 2 else { return false }
        return parameters[1].label == "updatedTransactions"
    }

    /// `func m(_ p: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: p)) }`, or with `let payment`.
    private static func isPurchaseMethod(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard let parameters = file.parameterList(of: decl), parameters.count == 1, parameters[0].type.filter({ !$0.isWhitespace }) == "SKProduct",
            decl.effects.isEmpty, decl.returnType == nil, decl.attributes.isEmpty, decl.genericParameters == nil, let body = decl.body
        else { return false }
        let product = parameters[0].name
        let statements = file.statements(in: body).map { file.text($0).filter { !$0.isWhitespace } }
        if statements == ["SKPaymentQueue.default().add(SKPayment(product:\(product)))"] { return true }
        guard statements.count == 2, statements[0].hasPrefix("let"), statements[0].hasSuffix("=SKPayment(product:\(product))") else { return false }
        let payment = statements[0].dropFirst(3).dropLast("=SKPayment(product:\(product))".count)
        return statements[1] == "SKPaymentQueue.default().add(\(payment))"
    }

    private static func isRestoreMethod(_ decl: Decl, _ file: SourceFile) -> Bool {
        guard file.parameterList(of: decl)?.isEmpty == true, decl.effects.isEmpty, decl.returnType == nil, decl.attributes.isEmpty,
            let body = decl.body
        else { return false }
        return file.statements(in: body).map { file.text($0).filter { !$0.isWhitespace } } == ["SKPaymentQueue.default().restoreCompletedTransactions()"]
    }

    private static func isFinish(_ statement: Range<Int>, transaction: String, queue: String, _ file: SourceFile) -> Bool {
        let text = file.text(statement).filter { !$0.isWhitespace }
        return text == "\(queue).finishTransaction(\(transaction))" || text == "SKPaymentQueue.default().finishTransaction(\(transaction))"
    }

    /// `if let error = t.error as? SKError, error.code != .paymentCancelled { /* comments */ }`.
    private static func isCancelledCheckWithoutWork(_ statement: Range<Int>, transaction: String, _ file: SourceFile) -> Bool {
        guard let open = statement.last(where: { file.kind($0) == .leftBrace }), file.matching(open) == statement.upperBound - 1 else { return false }
        let head = file.text(statement.lowerBound..<open).filter { !$0.isWhitespace }
        return head.hasPrefix("ifleterror=\(transaction).erroras?SKError,error.code!=.paymentCancelled")
            && head.count == "ifleterror=\(transaction).erroras?SKError,error.code!=.paymentCancelled".count
            && open + 1 == statement.upperBound - 1
    }

    /// Whether a body uses StoreKit 1 other than by adding or removing `self` as the observer
    /// (which the rewrite turns into starting the listener).
    private static func usesStoreKit1(_ body: Range<Int>, beyondAddingSelf: Bool, _ file: SourceFile) -> Bool {
        let text = file.text(body)
        if ["SKPayment(", "SKMutablePayment", "SKProduct", "restoreCompletedTransactions", "SKReceipt", "finishTransaction"].contains(where: text.contains) {
            return true
        }
        let queueUses = text.components(separatedBy: "SKPaymentQueue").count - 1
        let selfSites = file.calls(in: body, named: ["add", "remove"]).filter { call in
            call.arguments.count == 1 && file.text(call.arguments[0].value) == "self" && StoreKit1Leftovers.onPaymentQueue(call, file)
        }
        return queueUses != selfSites.count
    }

    private static func commentsOnly(_ block: Range<Int>, _ file: SourceFile) -> Bool { block.count == 2 }

    /// A use of the transaction other than `t.payment.productIdentifier`, or of the queue or list.
    private static func foreignUse(in range: Range<Int>, transaction: String, names: [String], _ file: SourceFile) -> Int? {
        for i in range where file.kind(i) == .identifier && !(i > range.lowerBound && file.kind(i - 1) == .period) {
            let word = file.text(of: i)
            if names.contains(word) { return i }
            if word == transaction {
                let chain = file.text(i..<min(i + 5, range.upperBound))
                if chain != "\(transaction).payment.productIdentifier" || file.kind(i + 5) == .leftParen { return i }
            }
        }
        if file.text(range).contains("\"\"\"") || file.text(range).contains("\\(") { return range.lowerBound }
        return nil
    }
}

/// The cases of a `switch` block: each label with its statements and the comments before them.
struct SwitchCases {
    struct Branch {
        var label: String
        /// The states the case names, each as `.purchased` (`SKPaymentTransactionState.purchased` too).
        var patterns: [String]
        var labelToken: Int
        var statements: [Range<Int>]
        /// The comment lines of the case, as written (for `.pending`).
        var comments: String
    }

    let branches: [Branch]?

    init(file: SourceFile, block: Range<Int>) {
        var branches: [Branch] = []
        var i = block.lowerBound + 1
        let end = block.upperBound - 1
        var starts: [(label: String, token: Int, bodyStart: Int)] = []
        while i < end {
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i) {
                i = close + 1
                continue
            }
            if file.startsLine(i) || i == block.lowerBound + 1 {
                if file.matches(i, "case"), let colon = (i..<end).first(where: { file.kind($0) == .colon }) {
                    let label = file.text((i + 1)..<colon).filter { !$0.isWhitespace }
                    starts.append((label, i, colon + 1))
                    i = colon + 1
                    continue
                }
                if file.matches(i, "default"), file.kind(i + 1) == .colon {
                    starts.append(("default", i, i + 2))
                    i += 2
                    continue
                }
                if file.kind(i) == .atSign, file.matches(i + 1, "unknown"), file.matches(i + 2, "default"), file.kind(i + 3) == .colon {
                    starts.append(("@unknown default", i, i + 4))
                    i += 4
                    continue
                }
            }
            i += 1
        }
        for (n, start) in starts.enumerated() {
            let stop = n + 1 < starts.count ? starts[n + 1].token : end
            if start.label.contains("where") || start.label.contains("let") || start.label.contains("(") {
                self.branches = nil
                return
            }
            let patterns = start.label.split(separator: ",").map { pattern in
                pattern.hasPrefix("SKPaymentTransactionState.") ? String(pattern.dropFirst("SKPaymentTransactionState".count)) : String(pattern)
            }
            let statements = file.statements(in: (start.bodyStart - 1)..<(stop + 1)).filter { !$0.isEmpty }
            var comments = ""
            for j in start.bodyStart...stop where j < file.tokens.count {
                let trivia = file.leadingTrivia(of: j)
                for line in trivia.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    comments += line.trimmingCharacters(in: .whitespaces) + "\n"
                }
                if j >= (statements.first?.lowerBound ?? stop) { break }
            }
            branches.append(Branch(label: start.label, patterns: patterns, labelToken: start.token, statements: statements, comments: comments))
        }
        self.branches = branches
    }
}
