#!/usr/bin/env bash
# Measures responderkit-demo's input latency on a 1,000-view screen with input pushed through SDL's own queue
# (--inject): taps on the grid, key presses and mouse-wheel steps, ROUNDS of each (5,000 by default), then prints
# per kind count / p50 / p99 / p99.9 and the frame and redraw times. A measuring script, not a test: it asserts
# nothing about the figures (see docs/performance.md, "Real input: the SDL demo").
#
# One round, every 20 ms of the loop's clock:
#   +0 ms   finger-down on grid cell (round mod 1000), at the cell's centre
#   +4 ms   finger-up there                 (the tap's two halves come in different loop iterations)
#   +8 ms   key-down "a"                    (no first responder: the demo's view controller gets pressesBegan)
#   +12 ms  key-up "a"
#   +16 ms  wheel step over the table       (20 steps down, 20 up, so the table never stops at an edge)
# A tap draws nothing; each key change logs a line (the on-screen log redraws) and each wheel step scrolls the
# table, so a round has up to three redraws of the 1,000-view window; at the 5-8 ms p50 redraw of Xvfb's software
# OpenGL the loop keeps the pace (the 100 s of 5,000 rounds run in about 102 s), changes arriving in one iteration
# sharing a redraw. Then the inject file closes the window ("close"): the demo exits 0 and prints its report.
#
# Usage: Scripts/latency-sdl.sh [ROUNDS]     (needs SDL2, SDL2_ttf, xvfb, python3; builds the demo in release)
#        RESPONDERKIT_LATENCY_KEEP=DIR Scripts/latency-sdl.sh   keeps the inject file and the report in DIR
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

rounds=${1:-5000}
if ! [[ "$rounds" =~ ^[0-9]+$ ]] || ((rounds < 1 || rounds > 16000)); then
  echo "latency-sdl: ROUNDS must be a whole number from 1 to 16000 (the inject file holds at most 100,000 events)" >&2
  exit 2
fi
work="${RESPONDERKIT_LATENCY_KEEP:-$(mktemp -d /tmp/responderkit-latency.XXXXXX)}"
mkdir -p "$work"
inject="$work/latency-inject.json"

echo "latency-sdl: building responderkit-demo (release)"
swift build --package-path Backends/SDL2 -c release --product responderkit-demo -Xswiftc -warnings-as-errors
demo="$(swift build --package-path Backends/SDL2 -c release --show-bin-path)/responderkit-demo"

# The grid's cells as DemoGrid lays them out: DemoLayout.grid is 340 x 170 points at (20, 410) of the 800 x 600
# window; columns = ceil(sqrt(count * 340 / 170)), each cell one point smaller than its slot.
python3 - "$rounds" "$inject" <<'EOF'
import math
import sys

rounds, path = int(sys.argv[1]), sys.argv[2]
count, left, top, width, height = 1000, 20.0, 410.0, 340.0, 170.0
columns = max(1, math.ceil(math.sqrt(count * width / height)))
rows = (count + columns - 1) // columns
cell_w, cell_h = width / columns, height / rows
events = []
start, period = 1.0, 0.020
for n in range(rounds):
    t = start + n * period
    cell = n % count
    x = (left + (cell % columns) * cell_w + (cell_w - 1) / 2) / 800
    y = (top + (cell // columns) * cell_h + (cell_h - 1) / 2) / 600
    finger = f'"finger": 1, "x": {x:.6f}, "y": {y:.6f}'
    events.append(f'{{"time": {t:.3f}, "type": "finger-down", {finger}}}')
    events.append(f'{{"time": {t + 0.004:.3f}, "type": "finger-up", {finger}}}')
    events.append(f'{{"time": {t + 0.008:.3f}, "type": "key-down", "key": "a"}}')
    events.append(f'{{"time": {t + 0.012:.3f}, "type": "key-up", "key": "a"}}')
    step = -1 if (n // 20) % 2 == 0 else 1
    events.append(f'{{"time": {t + 0.016:.3f}, "type": "wheel", "x": 0, "y": {step}, "position": [190, 290]}}')
events.append(f'{{"time": {start + rounds * period + 0.5:.3f}, "type": "close"}}')
with open(path, "w") as out:
    out.write('{"format": "responderkit-sdl-inject", "version": 1, "events": [\n')
    out.write(",\n".join(events))
    out.write("\n]}\n")
EOF
echo "latency-sdl: $inject: $rounds taps, $rounds key presses, $rounds wheel steps, then close"

command=(xvfb-run -a -s "-screen 0 1024x768x24" "$demo" --latency --views 1000 --inject "$inject")
echo "latency-sdl: ${command[*]}"
started=$(date +%s)
status=0
timeout $((rounds / 40 + 120)) "${command[@]}" >"$work/stdout" 2>"$work/report" || status=$?
if [ "$status" != 0 ]; then
  echo "latency-sdl: FAIL: the demo exited with status $status (124: timed out); its standard error:" >&2
  tail -20 "$work/report" >&2
  exit 1
fi
echo "latency-sdl: the run took $(($(date +%s) - started)) s; the demo's report:"
cat "$work/report"

echo
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "machine: $(nproc) cores, $(grep -m 1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(uname -sr)"
echo
# The report's rows (kind count p50 p99 p99.9 max, in ms) as a Markdown table.
awk '
  BEGIN { print "| kind | count | p50 (ms) | p99 (ms) | p99.9 (ms) | max (ms) |"; print "|---|---|---|---|---|---|" }
  $1 ~ /^(touch|key|scroll|redraw|frame)$/ && NF == 6 {
    name = $1
    if (name == "touch") name = "tap (touch: down and up), poll -> handler"
    else if (name == "key") name = "key (down and up), poll -> handler"
    else if (name == "scroll") name = "wheel step (scroll), poll -> handler"
    else if (name == "redraw") name = "redraw of 1,000 views"
    else if (name == "frame") name = "frame (input + redraw)"
    printf "| %s | %s | %s | %s | %s | %s |\n", name, $2, $3, $4, $5, $6
  }' "$work/report"

if [ -z "${RESPONDERKIT_LATENCY_KEEP:-}" ]; then rm -rf "$work"; fi
