# E2E part for the zoom screen (--screen zoom, SV-40 … SV-57), sourced by Scripts/e2e-sdl.sh with its helpers.
# Run 1, a person with a mouse: a double click on the photo zooms in and a second one back out (double-tap to zoom);
# a click in the text field shows the keyboard and a drag of the list dismisses it (.onDrag); a click in the
# status bar (--status-bar 24: the top 24 points) scrolls the list back to the top. Run 2: two fingers
# pinch the photo apart through SDL's own queue (--inject), and the zoom ends above 1. Both replay headless exactly.

# has_match PATTERN: a line of the current log matches the extended regular expression PATTERN.
has_match() { grep -qE -- "$1" "$current_log"; }

echo "e2e-sdl: zoom: double-click to zoom, keyboard dismissed by a drag"
start_demo zoom --screen zoom --status-bar 24
# The photo's scroll view is at 20,60, 360 × 360: its centre is 200,240.
move 200 240
xdotool click --repeat 2 --delay 80 1
wait_line "zoom: double tap in"
wait_line "zoom: ended at 2.00"
sleep 0.3
xdotool click --repeat 2 --delay 80 1
wait_line "zoom: double tap out"
wait_line "zoom: ended at 1.00"

# The text field (420,60, 360 × 40), then a drag up the list (420,110, 360 × 470).
click_at 600 80
wait_line "field: began editing"
move 600 450
xdotool mousedown 1
for step in $(seq 1 10); do
  move 600 $((450 - 20 * step))
  sleep 0.03
done
xdotool mouseup 1
wait_line "list: drag began"
wait_line "field: ended editing"
# The status bar: the list is the one scroll view with scrollsToTop (the photo's is off).
sleep 0.5
click_at 600 10
wait_line "list: scrolled to top"
close_demo
check_replay zoom --screen zoom

echo "e2e-sdl: zoom: a two-finger pinch (--inject Scripts/e2e-screens/zoom-inject.json)"
start_demo zoompinch --screen zoom --inject Scripts/e2e-screens/zoom-inject.json
wait_line "zoom: began at 1.00"
wait_for 10 "the pinch's end above scale 1" has_match "^zoom: ended at ([2-3]\.[0-9]{2}|1\.[1-9][0-9])$"
close_demo
check_replay zoompinch --screen zoom
