# E2E part for the "presses" screen (issue 28: presses to recognizers, modifier flags, undo), sourced by
# Scripts/e2e-sdl.sh with its helpers. Run A, a person with a mouse and a keyboard: a plain click, a Shift-click and
# a Ctrl-click on the target (SDL's Ctrl is UIKit's Command), typing in the field, Ctrl-Z and Ctrl-Shift-Z. Run B,
# with Scripts/e2e-screens/presses-inject.json: a finger makes the pad first responder, a controller's A button (select)
# is taken by the pad's tap recognizer, and after the person types, a shake offers "Undo Typing", whose Undo the
# person clicks. Each run's headless replay must write the same log.

# ---- Run A: modifier keys on clicks, Ctrl-Z and Ctrl-Shift-Z ----------------------------------------------------
echo "e2e-sdl: presses: run A: modifier clicks and undo keys"
start_demo presses --screen presses
click_at 190 120
wait_line "presses click: none"
xdotool keydown shift
click_at 190 120
xdotool keyup shift
wait_line "presses click: shift"
xdotool keydown ctrl
click_at 190 120
xdotool keyup ctrl
wait_line "presses click: command"
click_at 240 280
xdotool type --delay 40 hello
wait_line 'presses field: "hello"'
xdotool key ctrl+z
wait_line 'presses field: ""'
xdotool key ctrl+shift+z
hello_twice() { [ "$(grep -cxF 'presses field: "hello"' "$current_log")" -ge 2 ]; }
wait_for 10 "the redo to bring back \"hello\"" hello_twice
close_demo
check_replay presses --screen presses

# ---- Run B: a controller's select button to a recognizer, and shake to undo -----------------------------------
echo "e2e-sdl: presses: run B: --inject Scripts/e2e-screens/presses-inject.json"
start_demo presses-injected --screen presses --inject Scripts/e2e-screens/presses-inject.json
wait_line "presses select: recognized"
click_at 240 280
xdotool type --delay 40 hi
wait_line 'presses field: "hi"'
wait_for 15 "the shake's alert" has_line "presses alert: Undo Typing"
undo_at=$(grep -o '^presses alert button: Undo at [0-9]*,[0-9]*$' "$current_log" | head -1 | sed 's/.* at //')
[ -n "$undo_at" ] || fail "the alert's Undo button was not logged"
sleep 0.6
click_at "${undo_at%,*}" "${undo_at#*,}"
wait_line 'presses field: ""'
close_demo
cat >"$work/presses-injected.expected" <<LINES
presses pad: first responder
presses pad: began select
presses pad: cancelled select
presses select: recognized
presses alert: Undo Typing
LINES
check_lines "$work/presses-injected.expected"
check_replay presses-injected --screen presses
