# E2E part for the "lists" screen (issue 28, list editing: docs/spec-list-editing.md), sourced by Scripts/e2e-sdl.sh
# with its helpers. With the mouse, as a person would: swipe a row left and tap Delete; swipe a row right and tap
# Read; open a row's actions and click another row (closes, selects nothing; the next click selects); tap Edit, drag
# a row by its reorder control two rows down, drag another past the bottom edge and hold (the table autoscrolls);
# tap Done; drag the list vertically (it scrolls, reveals nothing). Then the headless replay must write the same log.
# Rows are 44 points under a 44-point toolbar: row N's middle is at y = 66 + 44 N.

# lists_drag X1 Y1 X2 Y2 STEPS [HOLD]: presses at X1,Y1, moves to X2,Y2 in STEPS moves, waits HOLD seconds, releases.
lists_drag() {
  move "$1" "$2"
  xdotool mousedown 1
  local i
  for i in $(seq 1 "$5"); do
    move $(($1 + ($3 - $1) * i / $5)) $(($2 + ($4 - $2) * i / $5))
    sleep 0.02
  done
  sleep "${6:-0.05}"
  xdotool mouseup 1
}
lists_row_y() { echo $((66 + 44 * $1)); }

echo "e2e-sdl: lists: swipe actions, editing, reordering"
start_demo lists --screen lists
wait_line "lists: ready"
edit_at=$(grep -m1 "^lists: edit button at " "$current_log" | sed 's/^lists: edit button at //')
edit_x=${edit_at%,*}
edit_y=${edit_at#*,}

# Swipe row 2 left, tap Delete (the trailing-most button).
lists_drag 700 "$(lists_row_y 2)" 480 "$(lists_row_y 2)" 10
wait_line "lists: swipe began row 2"
sleep 0.2
click_at 795 "$(lists_row_y 2)"
wait_line "lists: commit delete row 2 (Item 2)"
wait_line "lists: swipe ended row gone"

# Swipe row 0 right, tap Read (the leading-most button).
sleep 0.3
lists_drag 100 "$(lists_row_y 0)" 320 "$(lists_row_y 0)" 10
wait_line "lists: swipe began row 0"
sleep 0.2
click_at 5 "$(lists_row_y 0)"
wait_line "lists: action Read row 0"
wait_line "lists: swipe ended row 0"

# Open row 3's actions, click row 6: the actions close and nothing is selected; the next click selects row 6.
sleep 0.3
lists_drag 700 "$(lists_row_y 3)" 480 "$(lists_row_y 3)" 10
wait_line "lists: swipe began row 3"
sleep 0.3
click_at 300 "$(lists_row_y 6)"
wait_line "lists: swipe ended row 3"
sleep 0.5
has_line "lists: selected row 6" && fail "the click that closed the actions selected row 6"
click_at 300 "$(lists_row_y 6)"
wait_line "lists: selected row 6"

# Edit, then drag row 0 by its reorder control (the trailing 38 points) two rows down.
sleep 0.3
click_at "$edit_x" "$edit_y"
wait_line "lists: editing on"
sleep 0.3
lists_drag 781 "$(lists_row_y 0)" 781 $(($(lists_row_y 2) + 10)) 10
wait_line "lists: move row 0 to 2"
# Drag row 1 past the bottom edge and hold: the table scrolls to its end and the row lands last (19 rows left).
sleep 0.3
lists_drag 781 "$(lists_row_y 1)" 781 592 12 1.5
wait_line "lists: move row 1 to 18"
sleep 0.3
click_at "$edit_x" "$edit_y"
wait_line "lists: editing off"

# A vertical drag scrolls the list back and reveals nothing.
sleep 0.3
lists_drag 400 150 420 450 10
wait_for 10 "the vertical drag's line" grep -q "^lists: dragged to y=" "$current_log"
[ "$(grep -c "^lists: swipe began" "$current_log")" = 3 ] || fail "the vertical drag revealed swipe actions"
close_demo
check_replay lists --screen lists
