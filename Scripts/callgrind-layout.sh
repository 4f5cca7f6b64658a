#!/usr/bin/env bash
# Instructions per re-solve through UIKit's API (`responderkit-bench --layout-uikit`), counted by callgrind
# (deterministic, unlike the wall-clock resolve_ns). Usage: Scripts/callgrind-layout.sh [LINE ...] (default:
# form-100 form-1000 chain-100 chain-200; BENCH=path to use another binary than the release build).
#
# Each line runs alone (BENCH_LAYOUT_ONLY) with one repetition, collection on only inside the bench's `resolve`
# (a width change, layoutIfNeeded() and every frame read), which runs 400 times: 200 timed and 200 counted for
# allocations. The build is not counted.
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
printf '%-10s %20s\n' line instructions/resolve
for line in "${lines[@]}"; do
  file="$out/layout-$line.out"
  SWIFT_DETERMINISTIC_HASHING=1 BENCH_LAYOUT_ONLY="$line" valgrind --tool=callgrind --collect-atstart=no \
    '--toggle-collect=$s18responderkit_bench16LayoutUIKitBenchV7resolve*' --callgrind-out-file="$file" \
    "$bench" --layout-uikit --reps 1 >/dev/null 2>&1
  total=$(callgrind_annotate "$file" 2>/dev/null | awk '!done && /PROGRAM TOTALS/ { gsub(",", "", $1); print $1; done = 1 }')
  awk -v l="$line" -v t="$total" 'BEGIN { printf "%-10s %20.0f\n", l, t / 400 }'
done
