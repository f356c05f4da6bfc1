#!/usr/bin/env bash
# Creates a new migration that builds and passes its fixture test as it is, with one example rule
# (legacyAPI() → modernAPI()) to replace with the real ones:
#
#   scripts/new-migration.sh ID [TypeName]
#
#   Sources/Migrations/<TypeName>/<TypeName>Migration.swift   the migration
#   Sources/Migrations/<TypeName>/<TypeName>Rule.swift        its rules, declared once
#   Sources/Migrations/<TypeName>/<TypeName>ExampleCalls.swift the example rule family
#   Sources/Migrations/MigrationRegistry.swift                 the registry line (kept sorted by id)
#   Fixtures/<ID>/example.before.swift, example.after.swift    the example case
#   docs/migrations/<ID>.md, docs/migrations/README.md         the page and its index row
#
# ID is lowercase letters and digits (`coredata`, `storekit`; `Fixtures/<name>-…` folders hold
# supporting material, so ids have no dashes); TypeName defaults to ID capitalised (`Coredata`).
set -euo pipefail
cd "$(dirname "$0")/.."

id="${1:-}"
[[ "$id" =~ ^[a-z][a-z0-9]*$ ]] || { echo "usage: scripts/new-migration.sh ID [TypeName]  (ID: lowercase letters and digits)" >&2; exit 2; }
name="${2:-$(printf '%s' "${id:0:1}" | tr '[:lower:]' '[:upper:]')${id:1}}"
[[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]] || { echo "error: '$name' is not a type name" >&2; exit 2; }
folder="Sources/Migrations/$name"
[ ! -e "$folder" ] || { echo "error: $folder exists" >&2; exit 2; }
[ ! -e "Fixtures/$id" ] || { echo "error: Fixtures/$id exists" >&2; exit 2; }
if grep -rq "var id: String { \"$id\" }" Sources/Migrations; then echo "error: a migration with id '$id' exists" >&2; exit 2; fi

mkdir -p "$folder" "Fixtures/$id"

cat > "$folder/${name}Rule.swift" <<SWIFT
import MigrationKit

/// Every rule of the $id migration, with the file that holds its code.
enum ${name}Rule: String, MigrationRule {
    /// \`${name}ExampleCalls.swift\`
    case example = "$id.example"

    var summary: String {
        switch self {
        case .example: "\`legacyAPI()\` becomes \`modernAPI()\` (the scaffold's example rule)."
        }
    }
}
SWIFT

cat > "$folder/${name}ExampleCalls.swift" <<SWIFT
import MigrationKit
import SourceSyntax

/// \`legacyAPI()\` → \`modernAPI()\`. Rules: \`$id.example\`.
enum ${name}ExampleCalls {
    static func edits(in file: SourceFile) -> [Edit] {
        file.calls(in: 0..<file.tokens.count, named: ["legacyAPI"]).map { file.renaming(\$0, to: "modernAPI", rule: ${name}Rule.example) }
    }
}
SWIFT

cat > "$folder/${name}Migration.swift" <<SWIFT
import MigrationKit
import SourceSyntax

/// The $id migration. Replace the example rule with the real ones: one rule family per file,
/// every rule declared in \`${name}Rule\`, fixtures under \`Fixtures/$id/\`.
public struct ${name}Migration: Migration {
    public init() {}

    public var id: String { "$id" }
    public var summary: String { "Rewrites legacyAPI() calls to modernAPI() (the scaffold's example)." }
    /// The platforms the rewritten code needs; empty means none.
    public var minimumDeployment: PlatformVersions { PlatformVersions() }
    public var rules: [RuleDescription] { ${name}Rule.descriptions }

    /// A cheap byte search before any work on the file.
    public func isApplicable(to file: SourceFile) -> Bool { file.contains("legacyAPI") }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        ${name}ExampleCalls.edits(in: file)
    }
}
SWIFT

printf '%s\n' "// The $id migration's example rule: legacyAPI() becomes modernAPI()." "let value = legacyAPI()" > "Fixtures/$id/example.before.swift"
printf '%s\n' "// The $id migration's example rule: legacyAPI() becomes modernAPI()." "let value = modernAPI()" > "Fixtures/$id/example.after.swift"

# The registry: add the line, then keep the entries sorted by the ids their migrations declare.
registry="Sources/Migrations/MigrationRegistry.swift"
entries="$(mktemp)"
{
  sed -n '/public static let all: \[any Migration\] = \[/,/^    \]/p' "$registry" | grep -E '^ +[A-Za-z0-9]+Migration\(\),$' | sed 's/^ *//; s/(),$//'
  echo "${name}Migration"
} | while read -r type; do
  file="$(grep -rl "struct $type: Migration" Sources/Migrations | head -n 1)"
  type_id="$(grep -o 'var id: String { "[^"]*" }' "$file" | head -n 1 | sed 's/.*{ "//; s/" }//')"
  printf '%s %s\n' "$type_id" "$type"
done | sort | awk '{ printf "        %s(),\n", $2 }' > "$entries"
awk -v entries="$entries" '
  /public static let all: \[any Migration\] = \[/ { print; while ((getline line < entries) > 0) print line; skipping = 1; next }
  skipping && /^    \]/ { skipping = 0 }
  !skipping { print }
' "$registry" > "$registry.new" && mv "$registry.new" "$registry"
rm -f "$entries"

# The docs page, with the example section exactly as the fixture test renders it.
page="docs/migrations/$id.md"
{
  echo "# $id"
  echo
  echo "Rewrites legacyAPI() calls to modernAPI() (the scaffold's example; say here what the migration does)."
  echo
  echo "Minimum OS: none yet."
  echo
  echo "## Example"
  echo
  echo "<!-- example: begin (generated from Fixtures/<id>/example.*; UPDATE_FIXTURES=1 swift test rewrites it) -->"
  echo
  echo 'Before (`example.before.swift`):'
  echo
  echo '```swift'
  cat "Fixtures/$id/example.before.swift"
  echo '```'
  echo
  echo 'After (`example.after.swift`):'
  echo
  echo '```swift'
  cat "Fixtures/$id/example.after.swift"
  echo '```'
  echo
  echo "<!-- example: end -->"
  echo
  echo "## Rules"
  echo
  echo "### \`$id.example\` — legacyAPI() → modernAPI()"
  echo
  echo "The scaffold's example rule (\`${name}ExampleCalls.swift\`). Replace it."
} > "$page"

# The index row, after the table's last row.
index="docs/migrations/README.md"
row="| \`$id\` | legacyAPI() → modernAPI() (scaffold) | none | [$id.md]($id.md) |"
awk -v row="$row" '
  { lines[NR] = $0 }
  /^\| `/ { last = NR }
  END { for (i = 1; i <= NR; i++) { print lines[i]; if (i == last) print row } }
' "$index" > "$index.new" && mv "$index.new" "$index"

echo "created the $id migration ($name):"
echo "  $folder/ (${name}Migration, ${name}Rule, ${name}ExampleCalls)"
echo "  Fixtures/$id/example.{before,after}.swift, $page, a row in $index, a line in $registry"
echo "next: FIXTURES=$id swift test --filter 'MigrationsTests\\.(FixtureTests|MetadataTests)'"
