# E2E part for the paging screen (--screen paging, SV-12 … SV-33), sourced by Scripts/e2e-sdl.sh with its helpers.
# A person with a mouse: a fast drag left on the paged scroll view moves it one page (the green page shows), a slow
# short drag settles back on that page; a fast drag left on the page view controller shows its next page (magenta)
# and the delegate hears completed=true. The run replays headless exactly.

# drag_x X Y DX STEPS PAUSE: presses at X,Y, moves DX points in STEPS equal steps PAUSE seconds apart, and lifts at
# once after the last move (one xdotool call, so SDL sees the lift with the last movement, as a finger flicking).
drag_x() {
  local step
  move "$1" "$2"
  xdotool mousedown 1
  for step in $(seq 1 $(($4 - 1))); do
    move $(($1 + $3 * step / $4)) "$2"
    sleep "$5"
  done
  xdotool mousemove --window "$window" $(($1 + $3)) "$2" mouseup 1
}

echo "e2e-sdl: paging: a flick and a slow short drag on a paged scroll view, a swipe on a page view controller"
start_demo paging --screen paging
# The paged scroll view is at 20,60, 360 × 360 (pages red, green, blue, orange).
drag_x 300 240 -120 4 0.01
wait_line "paging: release 1 target page 1"
wait_line "paging: release 1 settled on page 1"
sleep 0.3
shot paging-flick
SHOT_NAME="the second page (green)" pixel_is paging-flick 200 240 0 255 0

# Slow and short: 60 points in a second, then still before lifting.
drag_x 300 240 -60 20 0.05
wait_line "paging: release 2 target page 1"
wait_line "paging: release 2 settled on page 1"

# The page view controller is at 420,60, 360 × 360 (pages yellow, magenta, cyan).
drag_x 700 240 -120 4 0.01
wait_line "pages: will show p1"
wait_line "pages: completed true, showing p1"
sleep 0.3
shot paging-pages
SHOT_NAME="the page view controller's second page (magenta)" pixel_is paging-pages 600 240 255 0 255
close_demo
check_replay paging --screen paging
