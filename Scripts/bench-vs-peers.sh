#!/usr/bin/env bash
# Runs the peer benchmarks (Qt5, GNUstep and `limit`, UIKit's semantics in plain C) and ResponderKit's benchmark
# in one session, then prints one table: each metric for qt5, gnustep, limit and swift, with swift's ratio to the
# faster toolkit and to the limit (below 1 means swift is faster), and writes the plot (Scripts/bench_plot.py).
# Then the layout section: the kiwi peer (kiwisolver, ../shared/bench-peers/kiwi), the constraint solver on the
# same layouts (`responderkit-bench --layout`, peer swift-solver) and the same layouts through UIKit's API
# (`--layout-uikit`, peer swift-uikit), side by side with swift / kiwi ratios.
#
#   Scripts/bench-vs-peers.sh            # installs the peers' packages on first use, then runs everything
#   Scripts/bench-vs-peers.sh --quick    # 20,000 points, 3 repetitions (for a quick look)
#   Scripts/bench-vs-peers.sh --layout   # only the layout section
#
# Output files go to $BENCH_PEERS_WORK (default /tmp/bench-peers): results/latest.txt (peers), swift.txt,
# extra.txt (ResponderKit's own paths and scaling rows), table.md and plot.svg; layout.txt (kiwi, swift-solver
# and swift-uikit lines) and layout.md (their table).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
PEERS_DIR="${PEERS_DIR:-$ROOT/../shared/bench-peers}"
WORK="${BENCH_PEERS_WORK:-/tmp/bench-peers}"
export BENCH_PEERS_WORK="$WORK"

LAYOUT_ONLY=0
if [ "${1:-}" = "--quick" ]; then
  export BENCH_POINTS=20000 BENCH_REPS=3
elif [ "${1:-}" = "--layout" ]; then
  LAYOUT_ONLY=1
fi
mkdir -p "$WORK"

# The layout section: kiwi, swift-solver and swift-uikit in one session, then the table of ratios.
layout_section() {
  local reps="${BENCH_REPS:-5}"
  if ! python3 -c "import kiwisolver" 2>/dev/null; then
    echo "# installing kiwisolver ..." >&2
    pip install --user kiwisolver >/dev/null 2>&1 || pip install --user --break-system-packages kiwisolver >/dev/null
  fi
  swift build -c release --product responderkit-bench >/dev/null
  local bench
  bench="$(swift build -c release --show-bin-path)/responderkit-bench"
  echo "# running the layout peer (kiwi), swift-solver and swift-uikit, $reps repetitions ..." >&2
  {
    python3 "$PEERS_DIR/kiwi/kiwi_bench.py" "$reps"
    "$bench" --layout --reps "$reps"
    "$bench" --layout-uikit --reps "$reps"
  } | tee "$WORK/layout.txt" >/dev/null
  python3 - "$WORK/layout.txt" <<'PY' | tee "$WORK/layout.md"
import sys

rows = {}
for line in open(sys.argv[1]):
    tokens = line.split()
    if len(tokens) < 3:
        continue
    rows[(tokens[0], tokens[1])] = dict(t.split("=", 1) for t in tokens[2:] if "=" in t)
names = [name for (peer, name) in rows if peer == "kiwi"]
print("Layout against kiwisolver (ns; ratio = swift / kiwi, below 1 is faster): swift-solver is the constraint")
print("solver alone, swift-uikit the same layouts through NSLayoutConstraint, real UIViews and the layout pass")
print()
print("| layout | peer | build ns/constraint | kiwi | ratio | resolve ns | kiwi | ratio | allocations/resolve "
      "| checksum |")
print("|---|---|---|---|---|---|---|---|---|---|")
failed = False
for name in names:
    kiwi = rows[("kiwi", name)]
    for peer in ("swift-solver", "swift-uikit"):
        swift = rows.get((peer, name))
        if swift is None:
            print(f"| {name} | {peer} | missing | | | | | | | |")
            failed = True
            continue
        build = float(swift["build_ns_per_constraint"]) / float(kiwi["build_ns_per_constraint"])
        resolve = float(swift["resolve_ns"]) / float(kiwi["resolve_ns"])
        # Through UIKit a negative solved width cannot be a frame's: the solved rectangles' digest is compared.
        mine = swift.get("solved_checksum", swift["checksum"])
        same = kiwi["checksum"] == mine
        failed |= not same
        print(f"| {name} | {peer} | {swift['build_ns_per_constraint']} | {kiwi['build_ns_per_constraint']} "
              f"| {build:.3f} | {swift['resolve_ns']} | {kiwi['resolve_ns']} | {resolve:.3f} "
              f"| {swift['allocations_per_resolve']} | {'equal' if same else 'DIFFER ' + kiwi['checksum'] + ' / ' + mine} |")
print()
for peer in ("kiwi", "swift-solver", "swift-uikit"):
    small, large = rows.get((peer, "form-100")), rows.get((peer, "form-1000"))
    if small and large:
        growth = float(large["build_ns_per_constraint"]) / float(small["build_ns_per_constraint"])
        print(f"{peer}: build per constraint at form-1000 / form-100 = {growth:.2f}")
sys.exit(1 if failed else 0)
PY
}

if [ "$LAYOUT_ONLY" = 1 ]; then
  layout_section
  exit
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
echo
layout_section
