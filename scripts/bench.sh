#!/usr/bin/env bash
# Throughput of `swift-migrate diff` (every migration enabled) over a corpus, next to the time the
# compiler's own parser (`swiftc -frontend -parse`) takes on the same files, its start-up subtracted,
# then diff stress tests: one file in which every line changes, one in which many equal lines move.
#
#   scripts/bench.sh [CORPUS_DIR] [--repeat N] [--diff-only] [--diff-lines "N …"] [--tool BINARY]
#
# Default corpus: the toolchain's .swiftinterface files (copied as .swift for swift-migrate, parsed
# by swiftc under their own extension). Prints MB/s, files/s, peak memory, and the same corpus ×4 to
# show time stays linear in input size. --diff-only runs just the stress tests (default 40000 lines);
# --tool measures another build (e.g. an older one) instead of building this tree.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=""
repeat=3
diff_only=false
diff_lines="40000"
tool=""
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat="$2"; shift 2 ;;
    --diff-only) diff_only=true; shift ;;
    --diff-lines) diff_lines="$2"; shift 2 ;;
    --tool) tool="$(readlink -f "$2")"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) corpus="$1"; shift ;;
  esac
done

if [ -z "$tool" ]; then
  swift build -c release --product swift-migrate >/dev/null
  tool="$(swift build -c release --show-bin-path)/swift-migrate"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Diff stress, one file of N test lines in classes of 100, rewritten by the xctest migration (cheap
# here), each run capped at 8 GB of address space and 300 s so a quadratic diff cannot take the
# machine down.
#   changed: every line is `XCTAssertTrue(xI)`, so every line but blank ones and braces changes.
#   mixed:   lines drawn at random from XCTAssertTrue(a), XCTAssertFalse(a), #expect(a), #expect(!a);
#            the assertions become copies of lines already there, so the diff must line up many
#            equal lines (the most work for the search, which gives up at its cap).
diff_stress() {
  local kind=$1 lines=$2 file="$work/stress/Stress.swift"
  mkdir -p "$work/stress"
  awk -v n="$lines" -v kind="$kind" 'BEGIN {
    srand(1)
    split("XCTAssertTrue(a) XCTAssertFalse(a) #expect(a) #expect(!a)", mixed, " ")
    print "import XCTest\n"
    for (i = 0; i < n; i++) {
      if (i % 100 == 0) printf "final class Stress%dTests: XCTestCase {\n    func testX() {\n", i / 100
      if (kind == "changed") printf "        XCTAssertTrue(x%d)\n", i; else printf "        %s\n", mixed[int(rand() * 4) + 1]
      if (i % 100 == 99 || i == n - 1) print "    }\n}\n"
    }
  }' > "$file"
  local label
  label=$(printf 'diff stress (%s): %*s%6d lines' "$kind" $((8 - ${#kind})) "" "$lines")
  # GNU time reports the peak of timeout and its child, and how the child ended (124: timed out).
  ( ulimit -v 8000000; /usr/bin/time -f "%e %M %x" -o "$work/time" timeout 300 \
      "$tool" diff --ignore-deployment-target "$work/stress" > "$work/stress.patch" 2>/dev/null ) || true
  read -r secs kb code < <(tail -n 1 "$work/time")
  local why=""
  if grep -q "terminated by signal" "$work/time"; then why="killed at 8 GB ($(head -n 1 "$work/time"))"
  elif [ "$code" -eq 124 ]; then why="timed out at 300 s"
  elif [ "$code" -ne 0 ]; then why="failed with exit code $code"
  fi
  if [ -n "$why" ]; then
    printf '%s: %s after %.1f s, peak %d MB\n' "$label" "$why" "$secs" "$((kb / 1024))"
    return
  fi
  # Every assertion must show as a deleted line, or the file did not stress the diff.
  local asserts removed
  asserts=$(grep -c '^        XCTAssert' "$file" || true)
  removed=$(grep -c '^-        XCTAssert' "$work/stress.patch" || true)
  [ "$removed" -eq "$asserts" ] || echo "warning: only $removed of $asserts assertions changed" >&2
  printf '%s, %6d changed: %.2f s, peak %d MB (patch: -%d +%d lines)\n' "$label" "$asserts" "$secs" "$((kb / 1024))" \
    "$(awk '/^-/ && !/^--- /' "$work/stress.patch" | wc -l)" "$(awk '/^\+/ && !/^\+\+\+ /' "$work/stress.patch" | wc -l)"
}

all_diff_stress() {
  for kind in changed mixed; do
    for lines in $diff_lines; do diff_stress "$kind" "$lines"; done
  done
}

if $diff_only; then
  all_diff_stress
  exit 0
fi

# Collect the corpus: $work/corpus holds .swift copies; $work/originals lists the files for swiftc.
mkdir -p "$work/corpus"
if [ -z "$corpus" ]; then
  lib="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift"
  find -L "$lib" -name '*.swiftinterface' | sort > "$work/originals"
  label="toolchain .swiftinterface files ($lib)"
else
  find "$corpus" -name '*.swift' -not -path '*/.build/*' -not -path '*/.git/*' | sort > "$work/originals"
  label="$corpus"
fi
n=0
while IFS= read -r f; do n=$((n + 1)); cp "$f" "$work/corpus/$n.swift"; done < "$work/originals"
files=$(wc -l < "$work/originals")
bytes=$(cat "$work/corpus"/*.swift | wc -c)

# Best of N runs: wall seconds and peak resident memory (KB) from GNU time.
measure() {
  local best="" peak=0
  for _ in $(seq "$repeat"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r secs kb < "$work/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < $best)}"; then best=$secs; fi
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  echo "$best $peak"
}

read -r tool_secs tool_kb < <(measure "$tool" diff --ignore-deployment-target "$work/corpus")
printf '' > "$work/empty.swift"
# LLVM-style diagnostics: the default renderer costs more than parsing on files it complains about.
read -r start_secs _ < <(measure swiftc -frontend -parse -diagnostic-style llvm "$work/empty.swift")
batches=$(( (files + 199) / 200 ))
cat > "$work/parse-all.sh" <<SH
#!/usr/bin/env bash
xargs -a "$work/originals" -d '\n' -n 200 swiftc -frontend -parse -diagnostic-style llvm >/dev/null 2>&1 || true
SH
chmod +x "$work/parse-all.sh"
read -r swiftc_secs _ < <(measure "$work/parse-all.sh")
swiftc_net=$(awk "BEGIN{v=$swiftc_secs - $batches * $start_secs; print (v > 0.001 ? v : 0.001)}")

# Linearity: the same corpus four times over.
mkdir -p "$work/corpus4"
for k in 1 2 3 4; do mkdir -p "$work/corpus4/$k"; cp "$work/corpus"/*.swift "$work/corpus4/$k/"; done
read -r tool4_secs tool4_kb < <(measure "$tool" diff --ignore-deployment-target "$work/corpus4")

mb=$(awk "BEGIN{print $bytes / 1048576}")
awk -v label="$label" -v files="$files" -v mb="$mb" -v t="$tool_secs" -v kb="$tool_kb" -v s="$swiftc_net" \
    -v st="$start_secs" -v b="$batches" -v t4="$tool4_secs" -v kb4="$tool4_kb" 'BEGIN {
  printf "corpus:        %s\n", label
  printf "input:         %d files, %.2f MB\n", files, mb
  printf "swift-migrate: %.3f s  %.1f MB/s  %.0f files/s  peak %.0f MB\n", t, mb / t, files / t, kb / 1024
  printf "swiftc -parse: %.3f s net (%d batches, start-up %.3f s each subtracted)  %.1f MB/s\n", s, b, st, mb / s
  printf "ratio:         swift-migrate is %.1fx the compiler parser\n", s / t
  printf "linearity:     4x input took %.3f s (%.2fx of 1x), peak %.0f MB\n", t4, t4 / t, kb4 / 1024
}'
all_diff_stress
