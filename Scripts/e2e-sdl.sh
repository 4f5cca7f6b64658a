#!/usr/bin/env bash
# End to end: responderkit-demo in a real SDL window under Xvfb, driven with xdotool as a person would (click,
# drag, type, Ctrl-A, Backspace, wheel, double-click, long press, right click), then closed. Checks:
#   - the log has the exact lines the input must produce (events, recognizer states, chains);
#   - the run's recording, replayed headless on the virtual clock, writes the same log (diff);
#   - screenshots changed where the input should have changed the pixels (pressed button, switch, slider thumb,
#     typed text, the on-screen log);
#   - a second run pushes two fingers, a controller A button and a shake through SDL's own queue (--inject), and
#     its log and headless replay are checked the same way.
# Every wait has a timeout; on failure the script says what failed, shows the log's tail and exits 1.
#
# Then every part in Scripts/e2e-screens/ drives one of the demo's other screens (--screen NAME) the same way.
#
# Usage: Scripts/e2e-sdl.sh            (needs SDL2, SDL2_ttf, xvfb, xdotool, imagemagick, a C compiler with Xlib)
#        RESPONDERKIT_E2E_KEEP=DIR Scripts/e2e-sdl.sh   keeps logs, recordings and screenshots in DIR
#        RESPONDERKIT_E2E_PART=NAME Scripts/e2e-sdl.sh  runs only the screen part Scripts/e2e-screens/NAME.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# Outside Xvfb: build, then run this script again inside a fresh X server (whose number xvfb-run picks).
if [ -z "${RESPONDERKIT_E2E_INNER:-}" ]; then
  started=$(date +%s)
  echo "e2e-sdl: building responderkit-demo (debug: the tests' build is reused)"
  swift build --package-path Backends/SDL2 --product responderkit-demo -Xswiftc -warnings-as-errors
  demo="$(swift build --package-path Backends/SDL2 --show-bin-path)/responderkit-demo"
  status=0
  RESPONDERKIT_E2E_INNER=1 RESPONDERKIT_E2E_DEMO="$demo" timeout 900 \
    xvfb-run -a -s "-screen 0 1024x768x24" "$0" "$@" || status=$?
  [ "$status" = 124 ] && echo "e2e-sdl: FAIL: the whole run took more than 900 s" >&2
  echo "e2e-sdl: $([ "$status" = 0 ] && echo passed || echo FAILED) in $(($(date +%s) - started)) s"
  exit "$status"
fi

demo="$RESPONDERKIT_E2E_DEMO"
work="${RESPONDERKIT_E2E_KEEP:-$(mktemp -d /tmp/responderkit-e2e.XXXXXX)}"
mkdir -p "$work"
demo_pid=""
current_log=""

fail() {
  echo "e2e-sdl: FAIL: $*" >&2
  if [ -n "$current_log" ] && [ -f "$current_log" ]; then
    echo "e2e-sdl: the last lines of $current_log:" >&2
    tail -25 "$current_log" >&2
  fi
  [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null
  echo "e2e-sdl: logs, recordings and screenshots are in $work" >&2
  exit 1
}

# wait_for SECONDS DESCRIPTION COMMAND...: runs COMMAND every 50 ms until it succeeds, or fails the script.
wait_for() {
  local seconds=$1 what=$2
  shift 2
  local deadline=$(($(date +%s%N) + seconds * 1000000000))
  until "$@"; do
    [ "$(date +%s%N)" -lt "$deadline" ] || fail "timed out after ${seconds} s waiting for $what"
    [ -z "$demo_pid" ] || kill -0 "$demo_pid" 2>/dev/null || fail "the demo exited while waiting for $what"
    sleep 0.05
  done
}

has_line() { grep -qxF -- "$1" "$current_log"; }
# wait_line LINE: the exact LINE appears in the current log within 10 s.
wait_line() { wait_for 10 "the log line '$1'" has_line "$1"; }

# A person closes the window: WM_DELETE_WINDOW, as a window manager's close button sends (xdotool's windowclose
# destroys the window instead, and there is no window manager under Xvfb).
closer="$work/close-window"
compiler=$(command -v cc || command -v clang) || fail "no C compiler (cc or clang) for the window closer"
"$compiler" -x c -o "$closer" - -lX11 <<'EOF'
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: close-window WINDOW-ID\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "close-window: cannot open the display\n"); return 1; }
    Window window = (Window)strtoul(argv[1], NULL, 0);
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(display, window, False, NoEventMask, &event);
    XCloseDisplay(display);
    return 0;
}
EOF

# start_demo NAME ARGS...: starts the demo with --log and --record in $work, waits for its ready line and its window.
start_demo() {
  local name=$1
  shift
  current_log="$work/$name.log"
  "$demo" --log "$current_log" --record "$work/$name.recording.json" "$@" >"$work/$name.stdout" 2>"$work/$name.stderr" &
  demo_pid=$!
  wait_for 30 "the ready line of the demo ($name)" grep -q "^responderkit-demo: ready$" "$work/$name.stdout"
  window=$(timeout 10 xdotool search --sync --name '^responderkit-demo$' | head -1) || true
  [ -n "$window" ] || fail "no window named responderkit-demo within 10 s"
  eval "$(xdotool getwindowgeometry --shell "$window")"
  origin_x=$X
  origin_y=$Y
  [ "$WIDTH" = 800 ] && [ "$HEIGHT" = 600 ] || fail "the window is ${WIDTH}x${HEIGHT}, not 800x600"
  # Keyboard focus as a window manager would give it on a click (SDL ignores pointer-root focus).
  xdotool windowfocus --sync "$window"
}

# close_demo: closes the window as a person would and checks the demo exits with status 0.
close_demo() {
  "$closer" "$window"
  local deadline=$(($(date +%s) + 10))
  while kill -0 "$demo_pid" 2>/dev/null; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "the demo did not exit within 10 s of its window closing"
    sleep 0.05
  done
  local status=0
  wait "$demo_pid" || status=$?
  demo_pid=""
  [ "$status" = 0 ] || fail "the demo exited with status $status after its window closed (stderr: $(tail -3 "$work"/*.stderr))"
}

# check_lines FILE: every line of FILE (a list of expected lines) is a line of the current log.
check_lines() {
  local missing=0
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    has_line "$line" || { echo "e2e-sdl: missing log line: $line" >&2; missing=1; }
  done <"$1"
  [ "$missing" = 0 ] || fail "the log of $(basename "$current_log") lacks the lines above"
}

# check_replay NAME [ARGS...]: the headless replay of NAME's recording writes NAME's log exactly. ARGS are the
# demo's options the run was started with that shape what it shows (--screen NAME, --views N).
check_replay() {
  local name=$1
  shift
  timeout 60 "$demo" --replay "$work/$name.recording.json" --headless --log "$work/$name.replay.log" "$@" \
    || fail "the headless replay of $name failed"
  diff -u "$work/$name.log" "$work/$name.replay.log" >"$work/$name.diff" \
    || { head -40 "$work/$name.diff" >&2; fail "the headless replay of $name wrote a different log"; }
  echo "e2e-sdl: $name: the headless replay wrote the same $(wc -l <"$work/$name.log") lines"
}

# Pointer helpers, in window points.
move() { xdotool mousemove --window "$window" "$1" "$2"; }
click_at() { move "$1" "$2"; xdotool click "${3:-1}"; }
shot() { import -window root "$work/$1.png"; }
# pixel_is SHOT X Y R G B: the screenshot's pixel at window point X,Y is the colour R,G,B, within 40 per channel.
pixel_is() {
  local hex
  hex=$(convert "$work/$1.png" -crop "1x1+$((origin_x + $2))+$((origin_y + $3))" -depth 8 txt:- 2>/dev/null \
    | grep -o '#[0-9A-Fa-f]\{6\}' | head -1)
  [ -n "$hex" ] || fail "could not read the pixel at $2,$3 of $1"
  local r=$((16#${hex:1:2})) g=$((16#${hex:3:2})) b=$((16#${hex:5:2}))
  for pair in "$r $4" "$g $5" "$b $6"; do
    set -- $pair
    [ $(($1 > $2 ? $1 - $2 : $2 - $1)) -le 40 ] || fail "the pixel of $SHOT_NAME is $hex, not the expected colour"
  done
  echo "e2e-sdl: the pixel is $hex as expected"
}

# region_changed A B W H X Y: the two screenshots differ in at least 20 pixels of the window region W×H at X,Y.
region_changed() {
  local box="$3x$4+$((origin_x + $5))+$((origin_y + $6))" pixels
  pixels=$(compare -metric AE "$work/$1.png[$box]" "$work/$2.png[$box]" null: 2>&1 >/dev/null || true)
  pixels=${pixels%% *}
  [[ "$pixels" =~ ^[0-9.e+]+$ ]] || fail "compare failed on $1/$2 at $box: $pixels"
  awk -v p="$pixels" 'BEGIN { exit !(p >= 20) }' || fail "$1 -> $2: only $pixels pixels changed in $box"
  echo "e2e-sdl: $1 -> $2: $pixels pixels changed in the region $box"
}
# mean_of SHOT W H X Y: the mean intensity (0...1) of a window region.
mean_of() {
  convert "$work/$1.png" -crop "$2x$3+$((origin_x + $4))+$((origin_y + $5))" +repage -format "%[fx:mean]" info:
}

# RESPONDERKIT_E2E_PART=NAME runs only Scripts/e2e-screens/NAME.sh (the first two runs are skipped).
if [ -z "${RESPONDERKIT_E2E_PART:-}" ]; then
# ---- Run 1: a person with a mouse and a keyboard --------------------------------------------------------------
echo "e2e-sdl: run 1: mouse and keyboard"
start_demo person
move 700 500
sleep 0.3
shot before
# The custom-drawn gauge (DemoGauge.draw(_:) at 296,10): its orange disc, and its blue arc at the top.
SHOT_NAME="the gauge's disc" pixel_is before 318 48 255 153 0
SHOT_NAME="the gauge's arc" pixel_is before 328 20 0 0 255

# The button: pressed, it is drawn darker; released inside, touchUpInside.
move 100 42
xdotool mousedown 1
wait_line "touchesBegan: button"
sleep 0.3
shot pressed
xdotool mouseup 1
wait_line "control button: touchUpInside"
pressed=$(mean_of pressed 140 8 30 24)
released=$(mean_of before 140 8 30 24)
awk -v a="$pressed" -v b="$released" 'BEGIN { exit !(a < b - 0.02) }' \
  || fail "the pressed button is not drawn darker (mean $pressed pressed, $released released)"
echo "e2e-sdl: the pressed button is darker: mean $pressed, released $released"

# The switch.
click_at 245 41
wait_line "control switch: valueChanged isOn=true"

# The slider's thumb (value 0.5: the middle), dragged 100 points right in 10 steps.
move 190 100
xdotool mousedown 1
for step in $(seq 1 10); do
  move $((190 + 10 * step)) 100
  sleep 0.03
done
xdotool mouseup 1
wait_line "touchesEnded: slider"

# The text field: focus, type, then Ctrl-A and Backspace.
click_at 190 152
wait_line 'control textField: editingDidBegin text=""'
xdotool type --delay 40 hello
wait_line 'control textField: editingChanged text="hello"'
sleep 0.3
shot typed
xdotool key ctrl+a
wait_line "controller pressesBegan: key a +command"
xdotool key BackSpace
wait_line 'control textField: editingChanged text=""'
xdotool key ctrl+k
wait_line "key command: command-k"

# The table: three wheel notches down, then a click on the row under the pointer.
move 190 290
for notch in 1 2 3; do
  xdotool click 5
  sleep 0.1
done
wait_for 10 "the table to scroll" grep -q "^table scrolled: " "$current_log"
sleep 0.5
click_at 190 250
wait_for 10 "a row selection" grep -q "^row selected: " "$current_log"

# The gesture pad: a double click, a long press (a person holding the button for a second) and a right click.
move 590 120
sleep 0.5
xdotool click --repeat 2 --delay 120 1
wait_line "recognizer doubleTap: ended"
sleep 1
xdotool mousedown 1
sleep 1
xdotool mouseup 1
wait_line "recognizer longPress: ended"
sleep 0.5
xdotool click 3
wait_line "recognizer secondaryTap: ended"
sleep 0.5
shot after
close_demo

# The exact lines, the chains included (the scroll and row lines are checked against the offset the wheel gave).
offset=$(grep "^table scrolled: " "$current_log" | tail -1 | sed 's/.*y=//')
row=$(((60 + offset) / 40))
cat >"$work/person.expected" <<EOF
touchesBegan: button
touchesEnded: button
control button: touchUpInside
touchesBegan: switch
control switch: valueChanged isOn=true
touchesBegan: slider
control slider: valueChanged value=0.82
touchesEnded: slider
control textField: editingDidBegin text=""
control textField: editingChanged text="h"
control textField: editingChanged text="hello"
controller pressesBegan: key a +command
control textField: editingChanged text=""
controller pressesBegan: key k +command
key command: command-k
row selected: $row
touchesBegan: row $row content > row $row > table > root > DemoViewController > window > UIApplication
touchesBegan: pad > root > DemoViewController > window > UIApplication
recognizer doubleTap: ended
recognizer tap: failed
recognizer longPress: began
recognizer longPress: ended
recognizer secondaryTap: ended
EOF
check_lines "$work/person.expected"
echo "e2e-sdl: run 1: $(wc -l <"$work/person.expected") expected lines found (table offset $offset, row $row)"

region_changed before after 51 31 220 26     # the switch
region_changed before after 40 31 270 84     # the slider thumb, now at x = 290
region_changed before typed 150 30 24 137    # the typed text
region_changed before after 370 200 405 380  # the on-screen log
check_replay person

# ---- Run 2: fingers, a controller and an accelerometer, pushed into SDL's queue -------------------------------
echo "e2e-sdl: run 2: --inject Scripts/e2e-sdl-inject.json"
start_demo injected --inject Scripts/e2e-sdl-inject.json
wait_line "recognizer pinch: ended"
wait_line "controller pressesEnded: button select"
wait_line "controller motionEnded: shake"
close_demo
cat >"$work/injected.expected" <<EOF
touchesBegan: pad > root > DemoViewController > window > UIApplication
recognizer pan: failed
recognizer pinch: began
recognizer pinch: ended
controller pressesBegan: button select
controller pressesEnded: button select
controller motionBegan: shake
controller motionEnded: shake
EOF
check_lines "$work/injected.expected"
echo "e2e-sdl: run 2: $(wc -l <"$work/injected.expected") expected lines found"
check_replay injected

fi

# ---- The other screens: each group of interactions drives its own screen (--screen NAME) ----------------------
# Each part is sourced here, with this script's helpers and state; it starts, drives, checks and closes its demo.
for part in Scripts/e2e-screens/${RESPONDERKIT_E2E_PART:-*}.sh; do
  [ -e "$part" ] || continue
  echo "e2e-sdl: screen part $part"
  # shellcheck source=/dev/null
  source "$part"
done

# Bad input: no display at all is a clear message and exit 1, never a window nobody sees.
set +e
no_display=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER timeout 20 "$demo" 2>&1)
no_display_status=$?
set -e
if [ "$no_display_status" != 1 ] || ! grep -q "cannot open a display" <<<"$no_display"; then
  echo "e2e-sdl: FAIL: with no display the demo exited $no_display_status: $no_display" >&2
  exit 1
fi
echo "e2e-sdl: no display: exit 1 with a message"

if [ -n "${RESPONDERKIT_E2E_KEEP:-}" ]; then
  echo "e2e-sdl: all checks passed; files in $work"
else
  rm -rf "$work"
  echo "e2e-sdl: all checks passed"
fi
