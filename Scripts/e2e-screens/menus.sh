# E2E part for the menus screen (--screen menus, CM-1 … CM-16), sourced by Scripts/e2e-sdl.sh with its helpers.
# A person with a mouse: holds the button on the card (the menu appears, the card's touch is cancelled) and clicks
# Delete; right-clicks the card and clicks outside the menu (it ends, nothing runs); clicks the Sort button (its
# menu is its primary action) and picks Date; holds a table row and picks Pin (no row is selected). Replays headless.

echo "e2e-sdl: menus: long press, right click, a menu button, a row's menu"
start_demo menus --screen menus
# The card is at 20,60, 360 × 200: hold its centre 200,160 longer than the half second.
move 200 160
xdotool mousedown 1
sleep 0.8
xdotool mouseup 1
wait_line "menu: shown (press)"
wait_line "card: touch cancelled"
# The menu hangs 12 points below the press, 250 wide, rows of 44: Copy, Archive (disabled), Delete.
click_at 325 238
sleep 0.3
click_at 325 282
wait_line "menu action: Delete"
wait_line "menu: ended"
if grep -qxF "menu action: Archive" "$current_log"; then fail "the disabled Archive ran"; fi

# A right click opens the compact menu at once; a click outside ends it and reaches nothing.
sleep 0.3
move 200 160
xdotool click 3
wait_line "menu: shown (click)"
click_at 700 560
wait_for 10 "the second menu's end" test "$(grep -cxF 'menu: ended' "$current_log")" -ge 2

# The Sort button (20,420, 200 × 44) shows its menu on a click: a "Sort by" title, then Name and Date.
sleep 0.3
click_at 120 442
sleep 0.3
click_at 245 550
wait_line "sort: Date"

# Message 2 of the table (420,60, 360 × 300) is at y 104 … 148: hold it, then Pin.
sleep 0.3
move 600 126
xdotool mousedown 1
sleep 0.8
xdotool mouseup 1
sleep 0.3
click_at 667 190
wait_line "row 2 action: Pin"
wait_line "row menu: ended"
if grep -q "^row: selected" "$current_log"; then fail "a held row was selected"; fi
close_demo
check_replay menus --screen menus
