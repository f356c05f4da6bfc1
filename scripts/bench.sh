#!/usr/bin/env bash
# CPU and wall time of `swift-migrate diff` over a corpus — every default migration together, then
# each alone (`--only X`) — next to the CPU time of the compiler's own parser
# (`swiftc -frontend -parse`, its start-up subtracted) on the same files in the same run; peak
# memory beside the input's size; the same corpus ×4 to show time stays linear; then diff stress
# tests: one file in which every line changes, one in which many equal lines move.
#
#   scripts/bench.sh [CORPUS_DIR] [--repeat N] [--tool BINARY] [--compare BINARY] [--no-per-migration]
#                    [--check [RATIO]] [--diff-only] [--diff-lines "N …"]
#
# Default corpus: the toolchain's .swiftinterface files (copied as .swift for swift-migrate, parsed
# by swiftc as they are). Times are the best of --repeat runs (default 3), measured with GNU time:
# CPU is user + system over all threads, the figure the ratio uses (2 cores make wall time shorter
# than CPU time). --tool measures another build instead of building this tree; --compare measures a
# second build (an older one) in the same run, prints its figures beside, and reports whether both
# print the same patch and diagnostics. --check exits 1 when all migrations together use more than
# 1/RATIO of the parser's CPU time (RATIO defaults to 3). --diff-only runs just the stress tests.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=""
repeat=3
diff_only=false
diff_lines="40000"
tool=""
compare=""
per_migration=true
check=""
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat="$2"; shift 2 ;;
    --diff-only) diff_only=true; shift ;;
    --diff-lines) diff_lines="$2"; shift 2 ;;
    --tool) tool="$(readlink -f "$2")"; shift 2 ;;
    --compare) compare="$(readlink -f "$2")"; shift 2 ;;
    --no-per-migration) per_migration=false; shift ;;
    --check)
      if [ $# -gt 1 ] && [[ "$2" =~ ^[0-9.]+$ ]]; then check="$2"; shift 2; else check=3; shift; fi ;;
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
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

# Best of N runs: "CPU-seconds wall-seconds peak-KB" from GNU time (CPU = user + system).
measure() {
  local best_cpu="" best_wall="" peak=0
  for _ in $(seq "$repeat"); do
    /usr/bin/time -f "%U %S %e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r user sys wall kb < <(tail -n 1 "$work/time")
    local cpu
    cpu=$(awk "BEGIN{print $user + $sys}")
    if [ -z "$best_cpu" ] || awk "BEGIN{exit !($cpu < $best_cpu)}"; then best_cpu=$cpu; fi
    if [ -z "$best_wall" ] || awk "BEGIN{exit !($wall < $best_wall)}"; then best_wall=$wall; fi
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  echo "$best_cpu $best_wall $peak"
}

printf '' > "$work/empty.swift"
# LLVM-style diagnostics: the default renderer costs more than parsing on files it complains about.
read -r start_cpu _ _ < <(measure swiftc -frontend -parse -diagnostic-style llvm "$work/empty.swift")
batches=$(( (files + 199) / 200 ))
cat > "$work/parse-all.sh" <<SH
#!/usr/bin/env bash
xargs -a "$work/originals" -d '\n' -n 200 swiftc -frontend -parse -diagnostic-style llvm >/dev/null 2>&1 || true
SH
chmod +x "$work/parse-all.sh"
read -r swiftc_cpu swiftc_wall _ < <(measure "$work/parse-all.sh")
swiftc_net=$(awk "BEGIN{v=$swiftc_cpu - $batches * $start_cpu; print (v > 0.001 ? v : 0.001)}")

mb=$(awk "BEGIN{print $bytes / 1048576}")
printf 'corpus:        %s\n' "$label"
printf 'input:         %d files, %.2f MB\n' "$files" "$mb"
printf 'swiftc -parse: %.2f s CPU net (%d batches, start-up %.3f s each subtracted), %.2f s wall\n' \
  "$swiftc_net" "$batches" "$start_cpu" "$swiftc_wall"

# One row: label, then the tool's figures for the given arguments (and the compared build's).
row() {
  local name=$1; shift
  read -r cpu wall kb < <(measure "$tool" diff --ignore-deployment-target "$@" "$work/corpus")
  local line
  line=$(awk -v n="$name" -v c="$cpu" -v w="$wall" -v kb="$kb" -v s="$swiftc_net" -v mb="$mb" 'BEGIN {
    printf "%-13s %6.2f s CPU %6.2f s wall  %5.0f MB peak (%4.1fx input)  parser/tool %5.2fx", n, c, w, kb / 1024, kb / 1024 / mb, s / c }')
  if [ -n "$compare" ]; then
    read -r ccpu cwall ckb < <(measure "$compare" diff --ignore-deployment-target "$@" "$work/corpus")
    line+=$(awk -v c="$cpu" -v cc="$ccpu" -v cw="$cwall" -v ckb="$ckb" 'BEGIN {
      printf "   | compared: %6.2f s CPU %6.2f s wall %5.0f MB  (%+.1f%% CPU)", cc, cw, ckb / 1024, (c - cc) / cc * 100 }')
  fi
  echo "$line"
  [ "$name" = "all" ] && all_cpu=$cpu
  return 0
}

all_cpu=""
echo "migrations:    (best of $repeat; parser/tool = swiftc's net CPU over this run's CPU)"
row all
if $per_migration; then
  # Default migrations only (`list` marks the opt-in ones under their heading).
  for id in $("$tool" list | awk '/^[a-z]+ — / { id = $1; ids[++n] = id } /^  opt-in:/ { optin[id] = 1 }
                                    END { for (i = 1; i <= n; i++) if (!optin[ids[i]]) print ids[i] }'); do
    row "$id" --only "$id"
  done
fi

if [ -n "$compare" ]; then
  "$tool" diff --ignore-deployment-target --color never "$work/corpus" > "$work/new.patch" 2> "$work/new.err" || true
  "$compare" diff --ignore-deployment-target --color never "$work/corpus" > "$work/old.patch" 2> "$work/old.err" || true
  if cmp -s "$work/new.patch" "$work/old.patch" && cmp -s "$work/new.err" "$work/old.err"; then
    echo "output:        patch and diagnostics byte-identical to the compared build's"
  else
    echo "output:        DIFFERS from the compared build's: patch $(diff "$work/old.patch" "$work/new.patch" | grep -c '^[<>]' || true) lines, diagnostics $(diff "$work/old.err" "$work/new.err" | grep -c '^[<>]' || true) lines"
  fi
fi

# Linearity: the same corpus four times over.
mkdir -p "$work/corpus4"
for k in 1 2 3 4; do mkdir -p "$work/corpus4/$k"; cp "$work/corpus"/*.swift "$work/corpus4/$k/"; done
read -r cpu4 wall4 kb4 < <(measure "$tool" diff --ignore-deployment-target "$work/corpus4")
awk -v c4="$cpu4" -v c="$all_cpu" -v kb4="$kb4" 'BEGIN {
  printf "linearity:     4x input took %.2f s CPU (%.2fx of 1x), peak %.0f MB\n", c4, c4 / c, kb4 / 1024 }'
all_diff_stress

if [ -n "$check" ]; then
  if awk "BEGIN{exit !($swiftc_net / $all_cpu < $check)}"; then
    awk -v s="$swiftc_net" -v c="$all_cpu" -v r="$check" 'BEGIN { printf "check failed: parser/tool is %.2fx, below %gx\n", s / c, r }' >&2
    exit 1
  fi
  awk -v s="$swiftc_net" -v c="$all_cpu" -v r="$check" 'BEGIN { printf "check passed: parser/tool is %.2fx, at least %gx\n", s / c, r }'
fi
