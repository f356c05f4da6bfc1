#!/usr/bin/env bash
# Compares SourceSyntax's tree with swift-syntax's on real code: the check behind "Checked against the
# reference parser" in docs/architecture.md. Not part of the build or the tests; needs git, a network
# (or --swift-syntax PATH) and a few minutes to build swift-syntax once.
#
#   scripts/compare-with-swift-syntax.sh [--swift-syntax PATH_OR_URL] [--tag TAG] [--work DIR]
#                                        [--show N] [--jobs N] CORPUS_DIR…
#
#   --swift-syntax  a local swift-syntax checkout, used as it is (--tag is then only checked against
#                   its HEAD), or a git URL to clone at --tag. Default: https://github.com/swiftlang/swift-syntax
#   --tag           the release to clone. Default: 603.0.2, the release for Swift 6.3
#   --work DIR      scratch directory to keep and reuse: the swift-syntax build (~7 minutes on 2
#                   cores) is then done once. Default: a fresh `mktemp -d`, deleted at the end.
#                   Must be outside this repository.
#   --show N        how many mismatching files to print, with their differences (default 10)
#   --jobs N        parallel `swiftc -frontend -parse` checks (default: number of CPUs)
#
# What it does. Every *.swift file under the corpus directories (not under .git or .build) that
# `swiftc -frontend -parse -enable-bare-slash-regex FILE` accepts is dumped twice: by `reference-dump`
# (SwiftParser + SwiftSyntax) and by `ours-dump` (SourceSyntax: `SourceFile.declarations`, `Decl`,
# `calls(in:)`, `statements(in:)`), both built in a generated SwiftPM package in the scratch
# directory (path dependencies on the swift-syntax checkout and on this repository; nothing is
# written into either). The dumps are compared item by item, field by field. Files swiftc rejects,
# and files swift-syntax reports errors in although swiftc accepts them, are counted and skipped.
# The script exits 0 when it ran: mismatches are data, not failure.
#
# Dump format: one line per item, `<what> <key> field=value …`; offsets are UTF-8 byte offsets,
# ranges `start-end` (end exclusive) from the first token's text to the last token's text (no
# trivia); lists are `[a,b]`; names and labels are percent-encoded (%, whitespace, `,`, `[`, `]`).
# Empty fields are left out. Items are paired by <what> and <key>.
#
#   decl <start> kind= end= depth= kw= name= attrs=[name@start-end,…] mods=[text@start,…]
#        generics= inherits=[range,…] where= params= effects=[range,…] returns= body=
#        bindings=[pattern|type|initializer|accessors,…] clauses=[#if@start:condition,…]
#     One per declaration of the tree, depth first, `#if` clause members and type members one depth
#     further. kind is a `Decl.Kind` name; swift-syntax's nodes map to them (ClassDecl → classDecl,
#     FunctionDecl → funcDecl, InitializerDecl → initDecl, IfConfigDecl → ifConfig, …); top-level
#     statements and expressions, and MacroExpansionDecl (`#warning`, `#Preview`), are `statement`.
#     kw is the introducing keyword (`var`/`let` for variables, `#if` for ifConfig, the first token
#     for statements). name: the identifier; an extension's extended type as written; a variable's
#     single identifier (or `_`) pattern; none for init, deinit, subscript, import, case. attrs
#     flattens attributes inside `#if` blocks of an attribute list. An operator declaration's fixity
#     (`prefix`, `infix`, `postfix`) is a modifier, as in the tree. Field scope, as `Decl` documents
#     it: params/effects/returns for func, init and subscript; inherits and where for type
#     declarations (class, struct, enum, actor, protocol, extension), where also for func, init and
#     subscript (associatedtype and typealias constraints stay tokens in the tree); body is a type's
#     member block, a function's code block or a subscript's accessor block; a protocol's primary
#     associated types are its generics.
#   call <calleeEnd> name= start= end= parens= args=[label:range,…] trailing=[label:range,…]
#     One per call: start-end is the callee through the last trailing closure, name the callee's
#     last token (left out when the callee ends in generic arguments: `Foo<Bar<T>>(`), label `_`
#     when there is none. Ours: `calls(in:)` over the whole file; swift-syntax: FunctionCallExpr.
#     Freestanding macros (`#expect(…)`) are calls to neither.
#   body <openingBrace> end= stmts=[range,…]
#     One per func/init/deinit body of the tree: `statements(in:)`; swift-syntax's code block items
#     (without their semicolons).
#   problem <offset> kind=     (ours only) a `SyntaxProblem` SourceSyntax reports: a difference.
#   xcall <calleeEnd> reason=  (reference only) a call left out by design, see below.
#   notcall <offset> what=     (reference only) the end of a name that a token scan may take for a
#                              call's: a declaration's name or keyword (`func f(`, `init(`,
#                              `deinit {`), an attribute (`@available(`), an accessor (`get {`,
#                              `set(v) {`), an enum case element (`case a(Int)`), a modifier with a
#                              detail (`private(set)`), typed throws (`throws(E)`), or a function
#                              referenced by its compound name (`URL.init(string:)`, `f(_:)`).
#   ifbody <openingBrace> kind=block|postfix   (reference only) the body has `#if` blocks among its
#                              statements (block), or a `#if` inside a statement (postfix).
#   error                      (reference only) swift-syntax found a syntax error: file skipped.
#
# Differences by design, normalised or left out (docs/architecture.md, "The syntax layer"):
#   - calls inside string interpolations are left out (a string literal is one token to the tree);
#   - calls whose callee does not end in a name are left out: closures `{ … }()`, subscripts
#     `a[i](x)`, optional and forced calls `f?(x)`, `f!(x)`, calls of calls `f(x)(y)`, `[T]()`,
#     `[K: V]()`: `calls(in:)` finds a call by its name token. Counted by reason.
#   - `statements(in:)` lists `#if`/`#elseif`/`#else` lines (with their condition) and `#endif`
#     lines as statements, the clauses' statements in between: the reference body is flattened the
#     same way before comparing. A `#if` inside a statement (postfix `#if` in a member chain) is not
#     normalised: those bodies are counted apart.
#   - `calls(in:)` is meant for bodies, or with a name filter: over a whole file it also takes
#     declaration syntax for calls (`func f(`, `@available(`, `get {`, `case a(Int)`, …, the
#     `notcall` list above but compound names). Those ours-only calls are counted apart and not
#     listed; every other ours-only call is a difference (keywords before `(` or `{`, such as
#     `do {`, `catch {`, `for (a, b) in`; compound names; anything else).
#
# Output: the numbers per category (identical, differing with the fields that differ, missing in
# ours, only in ours), callee start differences by cause, then the first --show files with
# differences, up to 8 items each, at line:column. With --work, the dumps stay in DIR/run.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd -P)"
source_arg="https://github.com/swiftlang/swift-syntax"
tag="603.0.2"
tag_given=0
work=""
show=10
jobs="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
corpora=()
while [ $# -gt 0 ]; do
  case "$1" in
    --swift-syntax) source_arg="$2"; shift 2 ;;
    --tag) tag="$2"; tag_given=1; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --show) show="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) corpora+=("$1"); shift ;;
  esac
done
if [ ${#corpora[@]} -eq 0 ]; then
  echo "usage: $0 [--swift-syntax PATH_OR_URL] [--tag TAG] [--work DIR] [--show N] [--jobs N] CORPUS_DIR…" >&2
  exit 2
fi
for dir in "${corpora[@]}"; do
  [ -d "$dir" ] || { echo "not a directory: $dir" >&2; exit 2; }
done

began=$SECONDS
phase_began=$SECONDS
phase() { # NAME: prints the time the previous phase took
  printf '  (%ds)\n' $((SECONDS - phase_began)) >&2
  phase_began=$SECONDS
  printf '%s…' "$1" >&2
}

if [ -n "$work" ]; then
  parent="$(cd "$(dirname "$work")" 2>/dev/null && pwd -P || true)"
  case "$parent/" in
    "$repo"/*) echo "the scratch directory must be outside the repository: $work" >&2; exit 2 ;;
  esac
  mkdir -p "$work"
  work="$(cd "$work" && pwd -P)"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/compare-with-swift-syntax.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
case "$work/" in
  "$repo"/*) echo "the scratch directory must be outside the repository: $work" >&2; exit 2 ;;
esac

# --- swift-syntax ------------------------------------------------------------------------------
printf 'swift-syntax…' >&2
if [ -d "$source_arg" ]; then
  syntax="$(cd "$source_arg" && pwd -P)"
  # The requested tag if it is HEAD's (a commit often has several tags), else a release tag, else any.
  head_tags="$(git -C "$syntax" tag --points-at HEAD 2>/dev/null || true)"
  head_tag="$(printf '%s\n' "$head_tags" | grep -Fx -- "$tag" || printf '%s\n' "$head_tags" | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | head -1 || printf '%s\n' "$head_tags" | head -1)"
  if [ "$tag_given" = 1 ] && [ "$head_tag" != "$tag" ]; then
    echo "warning: $syntax is at ${head_tag:-$(git -C "$syntax" rev-parse --short HEAD)}, not $tag; using it as it is" >&2
  fi
  syntax_version="${head_tag:-$(git -C "$syntax" rev-parse --short HEAD 2>/dev/null || echo unknown)} ($syntax)"
else
  syntax="$work/swift-syntax"
  if ! git -C "$syntax" tag --points-at HEAD 2>/dev/null | grep -Fx -- "$tag" >/dev/null; then
    rm -rf "$syntax"
    git clone --quiet --depth 1 --branch "$tag" "$source_arg" "$syntax" 2>/dev/null \
      || git clone --quiet --branch "$tag" "$source_arg" "$syntax"
  fi
  syntax_version="$tag ($source_arg)"
fi
# SwiftPM names a path dependency after its directory (lower-cased).
syntax_id="$(basename "$syntax" | tr '[:upper:]' '[:lower:]')"
repo_id="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"

# --- the scratch package -----------------------------------------------------------------------
mkdir -p "$work/Sources/DumpLines" "$work/Sources/reference-dump" "$work/Sources/ours-dump"
cat > "$work/Package.swift" <<EOF
// swift-tools-version: 5.9
// Generated by swift-migrate's scripts/compare-with-swift-syntax.sh.
import PackageDescription

let package = Package(
    name: "compare-with-swift-syntax",
    dependencies: [
        .package(path: "$syntax"),
        .package(path: "$repo"),
    ],
    targets: [
        .target(name: "DumpLines"),
        .executableTarget(name: "reference-dump", dependencies: [
            "DumpLines",
            .product(name: "SwiftSyntax", package: "$syntax_id"),
            .product(name: "SwiftParser", package: "$syntax_id"),
        ]),
        .executableTarget(name: "ours-dump", dependencies: [
            "DumpLines",
            .product(name: "SourceSyntax", package: "$repo_id"),
        ]),
    ]
)
EOF

cat > "$work/Sources/DumpLines/DumpLines.swift" <<'EOF'
// The dump format both dumpers print (see the script's header).
import Foundation

public struct Line {
    public private(set) var text: String

    public init(_ what: String, _ key: Int) { text = "\(what) \(key)" }

    /// Adds ` name=value`, unless the value is empty.
    public mutating func add(_ name: String, _ value: String) {
        if !value.isEmpty { text += " \(name)=\(value)" }
    }

    public mutating func add(_ name: String, _ value: Int) { add(name, String(value)) }

    public mutating func add(_ name: String, range: Range<Int>?) { add(name, Dump.range(range)) }

    public mutating func add(_ name: String, list: [String]) {
        if !list.isEmpty { add(name, "[" + list.joined(separator: ",") + "]") }
    }
}

public enum Dump {
    public static func range(_ range: Range<Int>?) -> String {
        guard let range else { return "" }
        return "\(range.lowerBound)-\(range.upperBound)"
    }

    public static func rangeOrDash(_ range: Range<Int>?) -> String { range.map { self.range($0) } ?? "-" }

    /// Percent-encodes %, whitespace, `,`, `[` and `]`, so a value is one word of the line.
    public static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x25, 0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x5B, 0x5D:
                let hex = Array("0123456789ABCDEF".utf8)
                out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `dumper LIST OUTDIR`: LIST holds `id<TAB>path` lines; writes the lines `dump` returns for
    /// each file's bytes to OUTDIR/id.
    public static func main(_ dump: (_ bytes: [UInt8]) -> [String]) {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let list = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
            FileHandle.standardError.write("usage: \(arguments[0]) LIST OUTDIR\n".data(using: .utf8)!)
            exit(2)
        }
        for entry in list.split(separator: "\n") {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let id = entry[..<tab], path = String(entry[entry.index(after: tab)...])
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let lines = dump([UInt8](data))
            let text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
            FileManager.default.createFile(atPath: arguments[2] + "/" + id, contents: text.data(using: .utf8))
        }
    }
}
EOF

cat > "$work/Sources/reference-dump/main.swift" <<'EOF'
// The reference dump: SwiftParser's tree, in the tree's terms (see the script's header).
import DumpLines
import SwiftParser
import SwiftSyntax

func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }
func range(_ node: (some SyntaxProtocol)?) -> Range<Int>? { node.map { start($0)..<end($0) } }

struct Walker {
    var lines: [String] = []

    mutating func items(_ list: CodeBlockItemListSyntax, depth: Int) {
        for item in list {
            if case .decl(let decl) = item.item { self.decl(decl, depth: depth) } else { statement(item.item, depth: depth) }
        }
    }

    mutating func members(_ list: MemberBlockItemListSyntax, depth: Int) {
        for member in list { decl(member.decl, depth: depth) }
    }

    mutating func statement(_ node: some SyntaxProtocol, depth: Int) {
        var line = Line("decl", start(node))
        line.add("kind", "statement")
        line.add("end", end(node))
        line.add("depth", depth)
        line.add("kw", start(node))
        lines.append(line.text)
    }

    mutating func decl(_ decl: DeclSyntax, depth: Int) {
        var kind = "", keyword: TokenSyntax?, name: String?
        var generics: Range<Int>?, inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?
        var parameters: Range<Int>?, effects: [Range<Int>] = [], returns: Range<Int>?, body: Range<Int>?
        var extraModifiers: [String] = []
        var bindings: [String] = []
        var clauses: [String] = []
        var codeBlock: CodeBlockSyntax?

        func signature(_ s: FunctionSignatureSyntax) {
            parameters = range(s.parameterClause)
            if let e = s.effectSpecifiers {
                effects = [range(e.asyncSpecifier), range(e.throwsClause)].compactMap { $0 }.sorted { $0.lowerBound < $1.lowerBound }
            }
            returns = range(s.returnClause?.type)
        }
        func group(_ g: some DeclGroupSyntax) {
            inheritance = g.inheritanceClause
            whereClause = g.genericWhereClause
            body = range(g.memberBlock)
        }
        var memberBlock: MemberBlockSyntax?

        switch decl.as(DeclSyntaxEnum.self) {
        case .importDecl(let d): kind = "importDecl"; keyword = d.importKeyword
        case .classDecl(let d):
            kind = "classDecl"; keyword = d.classKeyword; name = d.name.text
            generics = range(d.genericParameterClause); group(d); memberBlock = d.memberBlock
        case .structDecl(let d):
            kind = "structDecl"; keyword = d.structKeyword; name = d.name.text
            generics = range(d.genericParameterClause); group(d); memberBlock = d.memberBlock
        case .enumDecl(let d):
            kind = "enumDecl"; keyword = d.enumKeyword; name = d.name.text
            generics = range(d.genericParameterClause); group(d); memberBlock = d.memberBlock
        case .actorDecl(let d):
            kind = "actorDecl"; keyword = d.actorKeyword; name = d.name.text
            generics = range(d.genericParameterClause); group(d); memberBlock = d.memberBlock
        case .protocolDecl(let d):
            kind = "protocolDecl"; keyword = d.protocolKeyword; name = d.name.text
            generics = range(d.primaryAssociatedTypeClause); group(d); memberBlock = d.memberBlock
        case .extensionDecl(let d):
            kind = "extensionDecl"; keyword = d.extensionKeyword; name = d.extendedType.trimmedDescription
            group(d); memberBlock = d.memberBlock
        case .functionDecl(let d):
            kind = "funcDecl"; keyword = d.funcKeyword; name = d.name.text
            generics = range(d.genericParameterClause); signature(d.signature); whereClause = d.genericWhereClause
            body = range(d.body); codeBlock = d.body
        case .initializerDecl(let d):
            kind = "initDecl"; keyword = d.initKeyword
            generics = range(d.genericParameterClause); signature(d.signature); whereClause = d.genericWhereClause
            body = range(d.body); codeBlock = d.body
        case .deinitializerDecl(let d):
            kind = "deinitDecl"; keyword = d.deinitKeyword
            body = range(d.body); codeBlock = d.body
        case .subscriptDecl(let d):
            kind = "subscriptDecl"; keyword = d.subscriptKeyword
            generics = range(d.genericParameterClause); parameters = range(d.parameterClause)
            returns = range(d.returnClause.type); whereClause = d.genericWhereClause; body = range(d.accessorBlock)
        case .variableDecl(let d):
            kind = "variableDecl"; keyword = d.bindingSpecifier
            if d.bindings.count == 1, let pattern = d.bindings.first?.pattern {
                if let identifier = pattern.as(IdentifierPatternSyntax.self) { name = identifier.identifier.text }
                else if pattern.is(WildcardPatternSyntax.self) { name = "_" }
            }
            bindings = d.bindings.map { b in
                [range(b.pattern), range(b.typeAnnotation?.type), range(b.initializer?.value), range(b.accessorBlock)]
                    .map(Dump.rangeOrDash).joined(separator: "|")
            }
        case .typeAliasDecl(let d):
            kind = "typealiasDecl"; keyword = d.typealiasKeyword; name = d.name.text
            generics = range(d.genericParameterClause)
        case .associatedTypeDecl(let d):
            kind = "associatedtypeDecl"; keyword = d.associatedtypeKeyword; name = d.name.text
        case .enumCaseDecl(let d): kind = "enumCaseDecl"; keyword = d.caseKeyword
        case .macroDecl(let d):
            kind = "macroDecl"; keyword = d.macroKeyword; name = d.name.text
            generics = range(d.genericParameterClause)
        case .operatorDecl(let d):
            kind = "operatorDecl"; keyword = d.operatorKeyword; name = d.name.text
            extraModifiers = ["\(Dump.escape(d.fixitySpecifier.text))@\(start(d.fixitySpecifier))"]
        case .precedenceGroupDecl(let d): kind = "precedenceGroupDecl"; keyword = d.precedencegroupKeyword; name = d.name.text
        case .ifConfigDecl(let d):
            kind = "ifConfig"; keyword = d.clauses.first?.poundKeyword
            for clause in d.clauses {
                let condition = range(clause.condition).map { ":" + Dump.range($0) } ?? ""
                clauses.append("\(clause.poundKeyword.text)@\(start(clause.poundKeyword))\(condition)")
            }
        default:
            // MacroExpansionDecl (`#warning`, `#Preview`), PoundSourceLocation, …: statements to the tree.
            statement(decl, depth: depth)
            return
        }

        var line = Line("decl", start(decl))
        line.add("kind", kind)
        line.add("end", end(decl))
        line.add("depth", depth)
        line.add("kw", keyword.map { start($0) } ?? start(decl))
        line.add("name", name.map(Dump.escape) ?? "")
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes {
            line.add("attrs", list: flatten(attributes).map { "\(Dump.escape($0.attributeName.trimmedDescription))@\(Dump.range(range($0)))" })
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map {
            "\(Dump.escape($0.trimmedDescription))@\(start($0))"
        } ?? []
        line.add("mods", list: extraModifiers + modifiers)
        line.add("generics", range: generics)
        line.add("inherits", list: inheritance?.inheritedTypes.map { Dump.range(range($0.type)) } ?? [])
        line.add("where", range: range(whereClause))
        line.add("params", range: parameters)
        line.add("effects", list: effects.map { Dump.range($0) })
        line.add("returns", range: returns)
        line.add("body", range: body)
        line.add("bindings", list: bindings)
        line.add("clauses", list: clauses)
        lines.append(line.text)

        if let memberBlock { members(memberBlock.members, depth: depth + 1) }
        if let d = decl.as(IfConfigDeclSyntax.self) {
            for clause in d.clauses {
                switch clause.elements {
                case .some(.statements(let list)): items(list, depth: depth + 1)
                case .some(.decls(let list)): members(list, depth: depth + 1)
                default: break
                }
            }
        }
        if let codeBlock { self.body(codeBlock) }
    }

    func flatten(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.flatMap { element -> [AttributeSyntax] in
            switch element {
            case .attribute(let attribute): return [attribute]
            case .ifConfigDecl(let block):
                return block.clauses.flatMap { clause -> [AttributeSyntax] in
                    if case .some(.attributes(let list)) = clause.elements { return flatten(list) }
                    return []
                }
            }
        }
    }

    /// A function body's statements; `#if` blocks flattened to their directive lines and clauses.
    mutating func body(_ block: CodeBlockSyntax) {
        var statements: [Range<Int>] = []
        var hasIf = false, hasPostfixIf = false
        func flatten(_ list: CodeBlockItemListSyntax) {
            for item in list {
                if case .decl(let decl) = item.item, let block = decl.as(IfConfigDeclSyntax.self) {
                    hasIf = true
                    for clause in block.clauses {
                        statements.append(start(clause.poundKeyword)..<end(clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword)))
                        switch clause.elements {
                        case .some(.statements(let list)): flatten(list)
                        case .none: break
                        case .some(let other): statements.append(start(other)..<end(other))
                        }
                    }
                    statements.append(range(block.poundEndif)!)
                } else {
                    statements.append(start(item.item)..<end(item.item))
                    let postfix = PostfixIf(viewMode: .sourceAccurate)
                    postfix.walk(item)
                    hasPostfixIf = hasPostfixIf || postfix.found
                }
            }
        }
        flatten(block.statements)
        var line = Line("body", start(block))
        line.add("end", end(block))
        line.add("stmts", list: statements.map { Dump.range($0) })
        lines.append(line.text)
        if hasIf { lines.append("ifbody \(start(block)) kind=block") }
        if hasPostfixIf { lines.append("ifbody \(start(block)) kind=postfix") }
    }
}

/// A `#if` inside an expression (`view⏎#if os(iOS)⏎.padding()⏎#endif`), outside closures.
final class PostfixIf: SyntaxVisitor {
    var found = false
    override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Every call, those `calls(in:)` leaves out by design marked `xcall`; and the names that look like
/// calls to a token scan but are not (`notcall`).
final class Calls: SyntaxVisitor {
    var lines: [String] = []
    var interpolation = 0

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind { interpolation += 1; return .visitChildren }
    override func visitPost(_ node: ExpressionSegmentSyntax) { interpolation -= 1 }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let key = end(callee)
        if interpolation > 0 { lines.append("xcall \(key) reason=interpolation"); return .visitChildren }
        guard let name = Calls.name(of: callee) else {
            let reason: String
            switch callee.kind {
            case .closureExpr: reason = "closure"
            case .subscriptCallExpr: reason = "subscript"
            case .optionalChainingExpr: reason = "optionalCall"
            case .forceUnwrapExpr: reason = "forcedCall"
            case .functionCallExpr: reason = "callOfCall"
            default: reason = "\(callee.kind)"
            }
            lines.append("xcall \(key) reason=\(reason)")
            return .visitChildren
        }
        var line = Line("call", key)
        // The name of `Foo<Bar<T>>(…)` would be `>`, and `>>` to the tree's lexer: left out.
        if !callee.is(GenericSpecializationExprSyntax.self) { line.add("name", Dump.escape(name.text)) }
        line.add("start", start(callee))
        line.add("end", end(node))
        if let left = node.leftParen, let right = node.rightParen { line.add("parens", "\(start(left))-\(end(right))") }
        line.add("args", list: node.arguments.map { "\(Dump.escape($0.label?.text ?? "_")):\(Dump.range(range($0.expression)))" })
        var trailing: [String] = []
        if let closure = node.trailingClosure { trailing.append("_:\(Dump.range(range(closure)))") }
        for extra in node.additionalTrailingClosures {
            trailing.append("\(Dump.escape(extra.label.text)):\(Dump.range(range(extra.closure)))")
        }
        line.add("trailing", list: trailing)
        lines.append(line.text)
        return .visitChildren
    }

    static func name(of callee: ExprSyntax) -> TokenSyntax? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), name(of: generic.expression) != nil {
            return generic.genericArgumentClause.rightAngle
        }
        return nil
    }

    func notCall(_ token: TokenSyntax, _ what: String, generics: GenericParameterClauseSyntax? = nil) {
        lines.append("notcall \(end(token)) what=\(what)")
        if let generics { lines.append("notcall \(end(generics)) what=\(what)") }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.name, "func", generics: node.genericParameterClause); return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.initKeyword, "init", generics: node.genericParameterClause); return .visitChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.deinitKeyword, "deinit"); return .visitChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.subscriptKeyword, "subscript", generics: node.genericParameterClause); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.name, "macro", generics: node.genericParameterClause); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { notCall(node.name, "case"); return .visitChildren }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind { notCall(node.accessorSpecifier, "accessor"); return .visitChildren }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.detail != nil { notCall(node.name, "modifier") } // private(set), nonisolated(unsafe)
        return .visitChildren
    }
    override func visit(_ node: ThrowsClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.leftParen != nil { notCall(node.throwsSpecifier, "throws") } // throws(E)
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.argumentNames != nil { notCall(node.baseName, "compoundName") } // URL.init(string:), #selector(f(_:))
        return .visitChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        lines.append("notcall \(end(node.attributeName)) what=attribute")
        return .visitChildren
    }
}

Dump.main { bytes in
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    if tree.hasError { return ["error"] }
    var walker = Walker()
    walker.items(tree.statements, depth: 0)
    let calls = Calls(viewMode: .sourceAccurate)
    calls.walk(tree)
    return walker.lines + calls.lines
}
EOF

cat > "$work/Sources/ours-dump/main.swift" <<'EOF'
// Our dump: SourceSyntax's tree, calls and statements (see the script's header).
import DumpLines
import SourceSyntax

Dump.main { bytes in
    let file = SourceFile(bytes: bytes)
    var lines: [String] = []
    func br(_ range: Range<Int>?) -> Range<Int>? { range.map { file.byteRange($0) } }
    func start(_ token: Int) -> Int { file.tokens[token].start }

    func walk(_ decls: [Decl], depth: Int) {
        for decl in decls {
            let range = file.byteRange(decl.tokens)
            var line = Line("decl", range.lowerBound)
            line.add("kind", decl.kind.rawValue)
            line.add("end", range.upperBound)
            line.add("depth", depth)
            line.add("kw", start(decl.keyword))
            line.add("name", file.name(of: decl).map(Dump.escape) ?? "")
            line.add("attrs", list: decl.attributes.map { "\(Dump.escape(file.name(of: $0)))@\(Dump.range(br($0.tokens)))" })
            line.add("mods", list: decl.modifiers.map { "\(Dump.escape(file.text($0)))@\(start($0.lowerBound))" })
            line.add("generics", range: br(decl.genericParameters))
            line.add("inherits", list: decl.inheritance.map { Dump.range(br($0.tokens)) })
            line.add("where", range: br(decl.whereClause))
            line.add("params", range: br(decl.parameters))
            line.add("effects", list: decl.effects.map { Dump.range(br($0)) })
            line.add("returns", range: br(decl.returnType))
            line.add("body", range: br(decl.body))
            line.add("bindings", list: decl.bindings.map { b in
                [br(b.pattern), br(b.type), br(b.initializer), br(b.accessors)].map(Dump.rangeOrDash).joined(separator: "|")
            })
            line.add("clauses", list: decl.clauses.map { clause in
                let condition = br(clause.condition).map { ":" + Dump.range($0) } ?? ""
                return "\(file.text(of: clause.directive))@\(start(clause.directive))\(condition)"
            })
            lines.append(line.text)
            walk(decl.members, depth: depth + 1)
            for clause in decl.clauses { walk(clause.members, depth: depth + 1) }
            if decl.kind == .funcDecl || decl.kind == .initDecl || decl.kind == .deinitDecl, let body = decl.body {
                var line = Line("body", start(body.lowerBound))
                line.add("end", file.tokens[body.upperBound - 1].end)
                line.add("stmts", list: file.statements(in: body).map { Dump.range(file.byteRange($0)) })
                lines.append(line.text)
            }
        }
    }
    walk(file.declarations, depth: 0)

    for call in file.calls(in: 0..<file.tokens.count) {
        let callee = file.byteRange(call.callee)
        var line = Line("call", callee.upperBound)
        if file.kind(call.callee.upperBound - 1) != .operator { line.add("name", Dump.escape(file.text(of: call.callee.upperBound - 1))) }
        line.add("start", callee.lowerBound)
        line.add("end", file.byteRange(call.tokens).upperBound)
        if let left = call.leftParen, let right = call.rightParen { line.add("parens", "\(start(left))-\(file.tokens[right].end)") }
        line.add("args", list: call.arguments.map { "\(Dump.escape($0.label.map { file.text(of: $0) } ?? "_")):\(Dump.range(file.byteRange($0.value)))" })
        line.add("trailing", list: call.trailingClosures.map { "\(Dump.escape($0.label.map { file.text(of: $0) } ?? "_")):\(Dump.range(file.byteRange($0.braces)))" })
        lines.append(line.text)
    }
    for problem in file.problems { lines.append("problem \(problem.offset) kind=\(Dump.escape(problem.kind.rawValue))") }
    return lines
}
EOF

phase "building the dumpers in $work (swift-syntax takes minutes the first time)"
if ! swift build -c release --package-path "$work" > "$work/build.log" 2>&1; then
  tail -30 "$work/build.log" >&2
  echo "error: building the dumpers failed (log: $work/build.log)" >&2
  exit 1
fi
bin="$(swift build -c release --package-path "$work" --show-bin-path)"

# --- the corpus ----------------------------------------------------------------------------------
phase "checking files with swiftc -frontend -parse"
run="$work/run"
rm -rf "$run"
mkdir -p "$run/reference" "$run/ours"
for dir in "${corpora[@]}"; do
  find "$dir" \( -name .git -o -name .build \) -prune -o -type f -name '*.swift' -print0
done > "$run/all.zero"
# One swiftc per file: each file is checked on its own, as a main file (top-level code allowed).
xargs -0 -P "$jobs" -n 16 sh -c '
  for f; do
    if swiftc -frontend -parse -enable-bare-slash-regex "$f" >/dev/null 2>&1; then echo "ok	$f"; else echo "rejected	$f"; fi
  done' sh < "$run/all.zero" | LC_ALL=C sort -t '	' -k2 > "$run/checked.tsv"
grep '^ok	' "$run/checked.tsv" | cut -f2- | awk '{ printf "%d\t%s\n", NR, $0 }' > "$run/list.tsv"

phase "dumping"
"$bin/reference-dump" "$run/list.tsv" "$run/reference" &
reference_pid=$!
"$bin/ours-dump" "$run/list.tsv" "$run/ours"
wait "$reference_pid"

phase "comparing"
total_files=$(grep -c '' "$run/checked.tsv" || true)
rejected_files=$(grep -c '^rejected	' "$run/checked.tsv" || true)
total_bytes=$(tr '\n' '\0' < <(cut -f2- "$run/checked.tsv") | xargs -0 cat | wc -c)
checked_bytes=$(tr '\n' '\0' < <(cut -f2- "$run/list.tsv") | xargs -0 cat | wc -c)
printf '  (%ds)\n\n' $((SECONDS - phase_began)) >&2

echo "swift-syntax $syntax_version; swift-migrate $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- Sources || echo '+changes')"
names=""
for dir in "${corpora[@]}"; do names="$names${names:+, }$(basename "$dir")"; done
echo "corpus: $total_files files ($(awk -v b="$total_bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB) in ${#corpora[@]} directories: $names"
echo "  rejected by swiftc -frontend -parse (skipped): $rejected_files"

LC_ALL=C awk -F '\t' -v run="$run" -v show="$show" -v checked_bytes="$checked_bytes" -v differences="$run/differences.txt" '
function parse(line, fields,    n, parts, i, p) {
  n = split(line, parts, " ")
  for (i = 3; i <= n; i++) { p = index(parts[i], "="); fields[substr(parts[i], 1, p - 1)] = substr(parts[i], p + 1) }
}
function load(path,    total, n, text) {
  # The lines of a source file and their byte offsets (files are read as bytes: LC_ALL=C).
  if (path == cached_path) return
  cached_path = path; n = 0; total = 0
  delete starts; delete texts
  while ((getline text < path) > 0) { starts[++n] = total; texts[n] = text; total += length(text) + 1 }
  close(path); lines_in = n
}
function line_of(path, offset,    line) {
  load(path)
  for (line = lines_in; line > 1 && starts[line] > offset; line--) ;
  return line
}
function location(path, offset,    line) { line = line_of(path, offset); return line ":" (offset - starts[line] + 1) }
function slice(path, from, to,    line, text) {
  # The source text from byte `from` to byte `to`, lines joined with a newline.
  text = ""
  for (line = line_of(path, from); line <= lines_in && starts[line] < to; line++)
    text = text substr(texts[line] "\n", (from > starts[line] ? from - starts[line] : 0) + 1, to - (from > starts[line] ? from : starts[line]))
  return text
}
function start_class(path, reference, ours,    c) {
  # Why a callee starts elsewhere in ours: what stands at our start.
  if (ours > reference) {
    c = slice(path, ours, ours + 1)
    if (c == "{") return "after a trailing closure in the chain (x.map { … }.f())"
    if (c == ".") return "after a base that is no name (\"…\".f(), Foo<T>.f())"
    if (c == "(" || c == "[") return "after a call or subscript whose callee is no plain name (Foo<T>(…).f(), [T](…).f(), x.default().f(), f()[0].g())"
    return "later, other"
  }
  # From the start of the line ours starts on: `#if os(iOS)⏎.padding()` starts at `os`.
  if (slice(path, starts[line_of(path, ours)], reference) ~ /#(if|elseif|else|endif)/) return "in the condition of a #if inside the chain (postfix #if)"
  return "earlier, other"
}
function note(path, what, key, text) {
  # The first `show` files with differences, up to 8 items each, go to differences.txt.
  if (!(path in noted)) { noted[path] = 0; differing_files++; if (differing_files <= show) print "  " path > differences }
  if (differing_files <= show && noted[path]++ < 8) print "    " what " at " location(path, key) " " text > differences
}
function short(text) { return length(text) > 160 ? substr(text, 1, 157) "..." : text }
function counts(array,    line, k, i, best) {
  # "a 3, b 2" for an array of counts, largest first, at most 12 entries.
  line = ""
  for (i = 0; i < 12; i++) {
    best = ""; for (k in array) if (best == "" || array[k] > array[best]) best = k
    if (best == "") break
    line = line (line == "" ? "" : ", ") best " " array[best]; delete array[best]
  }
  return line
}
function sum(array,    k, n) { n = 0; for (k in array) n += array[k]; return n }
BEGIN {
  # Words `calls(in:)` takes for a call name before `(` or `{` (`do {`, `for (a, b) in`, `let (a, b) =`).
  split("as async await case catch defer do else for guard if in inout is isolated let nonisolated repeat return rethrows switch throw throws try var where while", words, " ")
  for (i in words) keyword[words[i]] = 1
}
{
  id = $1; path = $2
  delete ref; delete ours; delete xcall; delete notcall; delete ifbody
  skipped = 0
  file = run "/reference/" id
  while ((getline line < file) > 0) {
    split(line, w, " ")
    if (w[1] == "error") skipped = 1
    else if (w[1] == "xcall") { sub(/^reason=/, "", w[3]); xcall[w[2]] = w[3] }
    else if (w[1] == "notcall") { sub(/^what=/, "", w[3]); notcall[w[2]] = w[3] }
    else if (w[1] == "ifbody") { sub(/^kind=/, "", w[3]); ifbody[w[2]] = ifbody[w[2]] " " w[3] }
    else ref[w[1] " " w[2]] = line
  }
  close(file)
  if (skipped) { reference_errors++; reference_error_list = reference_error_list "\n    " path; next }
  files++
  file = run "/ours/" id
  while ((getline line < file) > 0) {
    split(line, w, " ")
    if (w[1] == "problem") {
      problems++
      if (!(path in problem_files)) { problem_files[path] = 1; files_with_problems++ }
      note(path, "problem", w[2], line)
      continue
    }
    ours[w[1] " " w[2]] = line
  }
  close(file)
  for (k in xcall) excluded[xcall[k]]++
  for (k in ref) {
    split(k, w, " "); what = w[1]; key = w[2]
    total[what]++
    marks = what == "body" && (key in ifbody) ? ifbody[key] : ""
    if (marks ~ /block/) if_block++
    if (marks ~ /postfix/) if_postfix++
    same = 0
    if (!(k in ours)) {
      missing[what]++
      note(path, what, key, "missing in ours: " short(ref[k]))
    } else {
      delete a; delete b
      parse(ref[k], a); parse(ours[k], b)
      differs = ""
      for (f in a) if (!(f in b) || a[f] != b[f]) differs = differs " " f
      for (f in b) if (!(f in a)) differs = differs " " f
      if (differs == "") { matched[what]++; same = 1 }
      else {
        differ[what]++
        n = split(differs, fs, " ")
        if (what == "call" && ("start" in a) && ("start" in b) && a["start"] != b["start"])
          start_classes[start_class(path, a["start"] + 0, b["start"] + 0)]++
        for (i = 1; i <= n; i++) {
          field_differs[what "." fs[i]]++
          note(path, what, key, fs[i] ": swift-syntax " short(fs[i] in a ? a[fs[i]] : "(none)") ", ours " short(fs[i] in b ? b[fs[i]] : "(none)"))
        }
      }
    }
    if (!same && marks ~ /block/) if_block_differ++
    if (!same && marks ~ /postfix/) if_postfix_differ++
  }
  for (k in ours) {
    if (k in ref) continue
    split(k, w, " "); what = w[1]; key = w[2]
    if (what == "call" && (key in notcall) && notcall[key] != "compoundName") {
      # `func f(`, `@available(`, `get {`: declaration syntax, not calls; expected over a whole file.
      declaration_syntax[notcall[key]]++
      continue
    }
    extra[what]++
    if (what == "call") {
      delete b; parse(ours[k], b)
      if (key in xcall) extra_excluded[xcall[key]]++
      else if (key in notcall) extra_compound++
      else if (b["name"] in keyword) extra_keywords[b["name"]]++
      else extra_other[b["name"] == "" ? "(generic)" : b["name"]]++
    }
    note(path, what, key, "only in ours: " short(ours[k]))
  }
}
function report(what, label,    line, f, w) {
  printf "%s: %d in swift-syntax; identical %d, differing %d, missing in ours %d; only in ours %d\n", label, total[what], matched[what], differ[what], missing[what], extra[what]
  line = ""
  for (f in field_differs) { split(f, w, "."); if (w[1] == what) line = line sprintf(" %s %d,", w[2], field_differs[f]) }
  if (line != "") print "  differing fields:" substr(line, 1, length(line) - 1)
}
END {
  printf "  rejected by swift-syntax although swiftc accepts them (skipped): %d%s\n", reference_errors, reference_error_list
  printf "  compared: %d files (%.1f MB)\n\n", files, checked_bytes / 1e6
  report("decl", "declarations")
  report("call", "calls")
  while (1) {
    best = ""; for (c in start_classes) if (best == "" || start_classes[c] > start_classes[best]) best = c
    if (best == "") break
    printf "  callee start differs: ours starts %s: %d\n", best, start_classes[best]; delete start_classes[best]
  }
  printf "  left out by design (not in the count above): %d (%s)\n", sum(excluded), counts(excluded)
  if (extra["call"]) {
    printf "  only in ours: a keyword before ( or {: %d (%s)\n", sum(extra_keywords), counts(extra_keywords)
    printf "  only in ours: a function reference by its compound name (f(_:), URL.init(string:)): %d\n", extra_compound
    if (sum(extra_excluded)) printf "  only in ours: a call left out by design: %d (%s)\n", sum(extra_excluded), counts(extra_excluded)
    if (sum(extra_other)) printf "  only in ours: other: %d (%s)\n", sum(extra_other), counts(extra_other)
  }
  printf "  also only in ours, not counted: declaration syntax read as calls over the whole file: %d (%s)\n", sum(declaration_syntax), counts(declaration_syntax)
  report("body", "function bodies")
  printf "  with #if blocks among the statements (normalised): %d, differing or missing %d\n", if_block, if_block_differ
  printf "  with a #if inside a statement (postfix #if, not normalised): %d, differing or missing %d\n", if_postfix, if_postfix_differ
  printf "syntax problems reported by SourceSyntax: %d in %d files\n", problems, files_with_problems
  printf "files with any difference: %d\n", differing_files
  if (differing_files) printf "\nfirst %d of them (8 items each; line:column, then the field: swift-syntax value, ours):\n", differing_files < show ? differing_files : show
}' "$run/list.tsv"
[ -f "$run/differences.txt" ] && cat "$run/differences.txt"
echo
echo "took $((SECONDS - began)) s"
