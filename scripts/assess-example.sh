#!/usr/bin/env bash
# Renders the assessment of the bundled example app (Fixtures/assess-example: a bit of every system
# the migration guide covers) as docs/assess-example.html, and its Markdown as docs/assess-example.md.
#
#   scripts/assess-example.sh [--tool PATH]
#
#   --tool PATH  the swift-migrate executable (default: build this package and use .build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."

tool=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tool) tool="$2"; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) echo "error: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$tool" ]; then
  swift build --product swift-migrate >/dev/null
  tool="$(swift build --show-bin-path)/swift-migrate"
fi

"$tool" assess Fixtures/assess-example --format html -o docs/assess-example.html
"$tool" assess Fixtures/assess-example --format markdown -o docs/assess-example.md
