# E2E part for the "pickers" screen (--screen pickers, docs/spec-picker-view.md PK-4 … PK-6), sourced by
# Scripts/e2e-sdl.sh with its helpers. With the mouse, as a person would: drag the month wheel up two rows slowly and
# hold before lifting (it settles on March), tap the row below the middle of the items wheel (Item 1), then flick the
# items wheel (it coasts and settles on a later item). Each selection is one log line; the replay writes the same.
# The date picker is at 40,60 (360 x 216): its month wheel spans x 47 … 287, the middle row is at y 168; rows are
# 32 points. The items picker is at 440,60 (320 x 216): its wheel spans x 460 … 740.

# pickers_drag X Y DY STEPS HOLD: presses at X,Y, moves DY points in STEPS moves 0.02 s apart, waits HOLD seconds,
# then lifts.
pickers_drag() {
  move "$1" "$2"
  xdotool mousedown 1
  local i
  for i in $(seq 1 "$4"); do
    move "$1" $(($2 + $3 * i / $4))
    sleep 0.02
  done
  sleep "$5"
  xdotool mouseup 1
}
has_prefix() { grep -q -- "^$1" "$current_log"; }

echo "e2e-sdl: pickers: a slow drag, a tap on a row and a flick on picker wheels"
start_demo pickers --screen pickers
# Two rows (64 points) plus the pan's 10-point hysteresis, held still before the lift so it does not coast.
pickers_drag 167 200 -74 10 0.4
wait_line "pickers: date component 0 selected March"
sleep 0.3
shot pickers-drag

# A tap on the row below the middle of the items wheel.
sleep 0.3
click_at 600 200
wait_line "pickers: items component 0 selected Item 1"

# A flick up: 120 points in 4 quick moves, lifted at once; the wheel coasts past several rows.
sleep 0.3
pickers_drag 600 230 -120 4 0
wait_for 10 "a selection after the flick" has_prefix "pickers: items component 0 selected Item \([2-9]\|[1-9][0-9]\)$"
sleep 0.3
shot pickers-flick
# The items wheel shows other rows than before the flick (the display list draws the rows' titles).
region_changed pickers-drag pickers-flick 280 216 460 60
close_demo
check_replay pickers --screen pickers
