#!/usr/bin/env bash
# Checks the project-file reader against real projects and an independent parser.
#
#   scripts/pbxproj-compare.sh DIR_OR_PBXPROJ…
#
# For every project.pbxproj under the arguments: our reader must print it back byte for byte
# (`swift-migrate xcodeproj` fails otherwise), and the targets it reads, with the files each
# compiles and its synchronized folders, must equal what the `pbxproj` package from PyPI reads
# (scripts/pbxproj-reference.py, which resolves paths on its own). Prints one line per file that
# differs and a count; exits 1 when any differs. Installs the package with pip when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import pbxproj' 2>/dev/null || python3 -m pip install --quiet pbxproj==4.3.3
swift build --product swift-migrate >/dev/null
tool="$PWD/.build/debug/swift-migrate"
files=()
for arg in "$@"; do
    if [ -d "$arg" ]; then
        while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$arg" -name project.pbxproj -print0 | sort -z)
    else
        files+=("$arg")
    fi
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
same=0; differ=0; unread=0
normalize() { python3 -c 'import json,sys; [print(json.dumps(json.loads(l), sort_keys=True)) for l in sys.stdin if l.strip()]'; }
for f in "${files[@]}"; do
    if ! "$tool" xcodeproj --json "$f" 2>"$scratch/err" | normalize >"$scratch/ours"; then
        echo "unread: $f: $(head -1 "$scratch/err")"; unread=$((unread + 1)); continue
    fi
    python3 scripts/pbxproj-reference.py --all-sync "$f" | normalize >"$scratch/theirs" || true
    if cmp -s "$scratch/ours" "$scratch/theirs"; then
        same=$((same + 1))
    else
        echo "differs: $f"; diff <(python3 -m json.tool <"$scratch/ours") <(python3 -m json.tool <"$scratch/theirs") | head -10 || true
        differ=$((differ + 1))
    fi
done
echo "${#files[@]} project files: $same read alike (and print back byte for byte), $differ differ, $unread not read"
[ "$differ" -eq 0 ] && [ "$unread" -eq 0 ]
