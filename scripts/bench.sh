#!/usr/bin/env bash
# Throughput of `swift-migrate diff` (every migration enabled) over a corpus, next to the time the
# compiler's own parser (`swiftc -frontend -parse`) takes on the same files, its start-up subtracted.
#
#   scripts/bench.sh [CORPUS_DIR] [--repeat N]
#
# Default corpus: the toolchain's .swiftinterface files (copied as .swift for swift-migrate, parsed
# by swiftc under their own extension). Prints MB/s, files/s, peak memory, and the same corpus ×4 to
# show time stays linear in input size.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=""
repeat=3
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) corpus="$1"; shift ;;
  esac
done

swift build -c release --product swift-migrate >/dev/null
tool="$(swift build -c release --show-bin-path)/swift-migrate"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

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
