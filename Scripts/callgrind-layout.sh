#!/usr/bin/env bash
# Instructions per constraint built and per re-solve through UIKit's API (`responderkit-bench --layout-uikit`),
# counted by callgrind (deterministic, unlike the wall-clock build_ns_per_constraint and resolve_ns). Usage: Scripts/callgrind-layout.sh [LINE ...] (default:
# form-100 form-1000 chain-100 chain-200; BENCH=path to use another binary than the release build).
#
# Each line runs alone (BENCH_LAYOUT_ONLY) with one repetition, collection on only inside the bench's `build`
# (activate every constraint, layoutIfNeeded()) and `resolve` (a width change, layoutIfNeeded() and every frame
# read), which runs 400 times: 200 timed and 200 counted for allocations.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bench="${BENCH:-}"
if [ -z "$bench" ]; then
  swift build -c release --product responderkit-bench >/dev/null
  bench="$(swift build -c release --show-bin-path)/responderkit-bench"
fi
out="${CALLGRIND_DIR:-/tmp/responderkit-callgrind}"
mkdir -p "$out"
lines=("$@")
[ ${#lines[@]} -eq 0 ] && lines=(form-100 form-1000 chain-100 chain-200)
printf '%-10s %24s %20s\n' line instructions/constraint instructions/resolve
prefix='$s18responderkit_bench16LayoutUIKitBenchV'
# Inclusive instructions of the function matching $2 in callgrind output $1 (the first, largest, line); awk reads
# to the end: no SIGPIPE.
inclusive() {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
    awk -v pat="$2" '!done && index($0, pat) { gsub(",", "", $1); print $1; done = 1 }'
}
for line in "${lines[@]}"; do
  file="$out/layout-$line.out"
  SWIFT_DETERMINISTIC_HASHING=1 BENCH_LAYOUT_ONLY="$line" valgrind --tool=callgrind --collect-atstart=no \
    "--toggle-collect=${prefix}5build*" "--toggle-collect=${prefix}7resolve*" --callgrind-out-file="$file" \
    "$bench" --layout-uikit --reps 1 >/dev/null 2>&1
  case "$line" in
    form-*) constraints=$(( ${line#form-} * 10 )) ;;
    chain-*) constraints=$(( ${line#chain-} * 4 )) ;;
  esac
  build=$(inclusive "$file" LayoutUIKitBenchV5build)
  resolve=$(inclusive "$file" LayoutUIKitBenchV7resolve)
  awk -v l="$line" -v b="$build" -v r="$resolve" -v c="$constraints" \
    'BEGIN { printf "%-10s %24.0f %20.0f\n", l, b / c, r / 400 }'
done
