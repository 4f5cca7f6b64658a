#!/usr/bin/env bash
# Instructions per hit-test point and per dispatched event, for each shape, counted by callgrind (deterministic,
# unlike wall-clock rows). Usage: Scripts/callgrind-rows.sh [BENCH_BINARY] (default: the release build).
#
# Each shape runs twice under callgrind with collection on only inside the benchmark's hitTest, dispatchToTarget
# and dispatchViaWindow functions. The runs differ in repetitions (1 and 3) and in fixed dispatch sequences (100
# and 600), so the difference of each function's inclusive cost is exactly the measured loops: one-time work
# (point generation, the reference checksum, warm-up, allocation counting) cancels out.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bench="${1:-}"
if [ -z "$bench" ]; then
  swift build -c release --product responderkit-bench >/dev/null
  bench="$(swift build -c release --show-bin-path)/responderkit-bench"
fi
points="${CALLGRIND_POINTS:-2000}"
out="${CALLGRIND_DIR:-/tmp/responderkit-callgrind}"
mkdir -p "$out"
prefix='$s18responderkit_bench10ShapeBenchV'
functions=("7hitTest*CF" "16dispatchToTarget*CtF" "17dispatchViaWindow*CtF")

# Inclusive instructions of the function matching $2 in callgrind output $1 (the first, largest, line: the
# outer function; inlined parts appear again under other files). awk reads to the end: no SIGPIPE.
inclusive() {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
    awk -v pat="$2" '!done && index($0, pat) { gsub(",", "", $1); print $1; done = 1 }'
}

run() {  # shape reps seqs
  local file="$out/$1-$2.out"
  local toggles=()
  for f in "${functions[@]}"; do toggles+=("--toggle-collect=$prefix$f"); done
  SWIFT_DETERMINISTIC_HASHING=1 BENCH_FIXED_SEQS=$3 BENCH_DISPATCH_SEC=0.01 valgrind --tool=callgrind --collect-atstart=no "${toggles[@]}" \
    --callgrind-out-file="$file" "$bench" --shape "$1" --points "$points" --reps "$2" >/dev/null 2>&1
  echo "$file"
}

printf '%-6s %22s %26s %26s\n' shape hit-test_instr/point dispatch_target_instr/event dispatch_window_instr/event
for shape in deep wide tree; do
  a=$(run "$shape" 1 100)
  b=$(run "$shape" 3 600)
  h=$(( $(inclusive "$b" ShapeBenchV7hitTest) - $(inclusive "$a" ShapeBenchV7hitTest) ))
  # reps 3 x 600 sequences against reps 1 x 100: 1,700 more sequences of three events.
  t=$(( $(inclusive "$b" ShapeBenchV16dispatchToTarget) - $(inclusive "$a" ShapeBenchV16dispatchToTarget) ))
  w=$(( $(inclusive "$b" ShapeBenchV17dispatchViaWindow) - $(inclusive "$a" ShapeBenchV17dispatchViaWindow) ))
  awk -v s="$shape" -v h="$h" -v t="$t" -v w="$w" -v p="$points" \
    'BEGIN { printf "%-6s %22.1f %26.1f %26.1f\n", s, h / (2 * p), t / (1700 * 3), w / (1700 * 3) }'
done
