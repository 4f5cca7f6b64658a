#!/usr/bin/env bash
# Runs the peer benchmarks (Qt5, GNUstep and `limit`, UIKit's semantics in plain C) and ResponderKit's benchmark
# in one session, then prints one table: each metric for qt5, gnustep, limit and swift, with swift's ratio to the
# faster toolkit and to the limit (below 1 means swift is faster), and writes the plot (Scripts/bench_plot.py).
#
#   Scripts/bench-vs-peers.sh            # installs the peers' packages on first use, then runs everything
#   Scripts/bench-vs-peers.sh --quick    # 20,000 points, 3 repetitions (for a quick look)
#
# Output files go to $BENCH_PEERS_WORK (default /tmp/bench-peers): results/latest.txt (peers), swift.txt,
# extra.txt (ResponderKit's own paths and scaling rows), table.md and plot.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
PEERS_DIR="${PEERS_DIR:-$ROOT/../shared/bench-peers}"
WORK="${BENCH_PEERS_WORK:-/tmp/bench-peers}"
export BENCH_PEERS_WORK="$WORK"

if [ "${1:-}" = "--quick" ]; then
  export BENCH_POINTS=20000 BENCH_REPS=3
fi

# Peers: install their packages only when a build is missing.
install_flag="--no-install"
if [ ! -x "$WORK/build/qt5_bench" ] || [ ! -x "$WORK/build/gnustep_bench" ]; then install_flag=""; fi
echo "# running the peers (qt5, gnustep, limit) ..." >&2
PEERS="qt5 gnustep limit" "$PEERS_DIR/run.sh" $install_flag >/dev/null

echo "# running responderkit-bench (release) ..." >&2
swift build -c release --product responderkit-bench >/dev/null
BENCH="$(swift build -c release --show-bin-path)/responderkit-bench"
"$BENCH" --peers-only | tee "$WORK/swift.txt" >/dev/null
"$BENCH" --extra --scaling --soak 300000 | grep -E '^swift (extra|scaling|soak)' > "$WORK/extra.txt"

cat "$WORK/results/latest.txt" "$WORK/swift.txt" > "$WORK/all.txt"
echo "# checksums (peers' summarize.py):" >&2
python3 "$PEERS_DIR/summarize.py" "$WORK/all.txt" | grep -E "swift|FAIL" >&2 || true
python3 "$ROOT/Scripts/bench_table.py" "$WORK/all.txt" | tee "$WORK/table.md"
python3 "$ROOT/Scripts/bench_plot.py" "$WORK/all.txt" "$WORK/extra.txt" > "$WORK/plot.svg"
echo "# plot: $WORK/plot.svg" >&2
echo
echo "ResponderKit's own paths and scaling (ns):"
cat "$WORK/extra.txt"
