# E2E part for the "search" screen (issue 28, spec LE-40 … LE-63), sourced by Scripts/e2e-sdl.sh with its helpers.
# A plain table of sections A … E (28-point headers, 44-point rows) under a navigation bar (title row 0…44, search
# bar row 44…96): a click on a row highlights, unhighlights and selects it; a slow drag scrolls and section A's header
# floats at the top, where its button takes a click; a click on the search field activates the search, typing filters
# the rows and Cancel ends it.

echo "e2e-sdl: search: --screen search"
start_demo search --screen search

# A click on row A1 (content 72…116, the table starting at 96): the highlight comes at touch-up, before the selection.
click_at 300 190
wait_line "row selected: A1"

# A slow drag up by 200 points, held still before lifting so that it does not glide.
move 300 500
xdotool mousedown 1
for step in $(seq 1 10); do
  move 300 $((500 - 20 * step))
  sleep 0.03
done
sleep 0.4
move 300 301
sleep 0.1
xdotool mouseup 1
sleep 1
# Section A's header floats at the top of the table; its button (700…780, 2…26 in the header) takes the click.
click_at 740 110
wait_line "header button: A (floating)"

# The search: a click on the field activates it, typing filters the rows, Cancel (at the right of the 52-point bar
# the active search leaves) ends it.
click_at 200 70
wait_line "search: presented"
xdotool type --delay 60 b3
wait_line 'search update: "b3", 1 of 50 rows'
sleep 0.3
click_at 757 26
wait_line "search: dismissed"
close_demo

cat >"$work/search.expected" <<LINES
row highlighted: A1
row unhighlighted: A1
row selected: A1
header button: A (floating)
search update: "", 50 of 50 rows
search: presented
search update: "b", 10 of 50 rows
search update: "b3", 1 of 50 rows
search: dismissed
LINES
check_lines "$work/search.expected"
# The order a person sees: highlight, unhighlight, selection; the search's updates around its presentation.
grep -xF -e "row highlighted: A1" -e "row unhighlighted: A1" -e "row selected: A1" "$current_log" \
  | diff -u - <(printf '%s\n' "row highlighted: A1" "row unhighlighted: A1" "row selected: A1") \
  || fail "the row's highlight, unhighlight and selection came in another order"
echo "e2e-sdl: search: $(wc -l <"$work/search.expected") expected lines found"
check_replay search --screen search
