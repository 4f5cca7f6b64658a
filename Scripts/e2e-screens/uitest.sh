# E2E part for `--uitest FILE` (docs/spec-ui-testing.md, UT-242 … UT-244), sourced by Scripts/e2e-sdl.sh with its
# helpers: a person clicks the demo's button and switch, drags the slider, types into the text field and deletes a
# character, then closes the window; the demo writes the session as a UI test, whose lines are checked. The run's
# recording, replayed headless with --uitest, writes the same test.
#
# Geometry (DemoLayout): the button at 20,20 (160 x 44), the switch at 220,26, the slider at 20,84 (340 wide, its
# thumb in the middle), the text field at 20,134 (340 x 36).

echo "e2e-sdl: uitest: a session on the main screen becomes an XCUITest-style test (--uitest)"
start_demo uitest --uitest "$work/uitest.swift"
click_at 100 42
wait_line "control button: touchUpInside"
sleep 0.5
click_at 245 41
wait_line "control switch: valueChanged isOn=true"
sleep 0.5
move 190 100
xdotool mousedown 1
for step in $(seq 1 10); do
  move $((190 + 10 * step)) 100
  sleep 0.03
done
xdotool mouseup 1
wait_line "touchesEnded: slider"
sleep 0.5
click_at 190 152
wait_line 'control textField: editingDidBegin text=""'
xdotool type --delay 40 'say "hi"'
wait_line 'control textField: editingChanged text="say "hi""'
xdotool key BackSpace
wait_line 'control textField: editingChanged text="say "hi"'
close_demo
[ -s "$work/uitest.swift" ] || fail "the demo wrote no UI test to $work/uitest.swift"

# check_test_line LINE: LINE (without indentation) is a statement of the written test.
check_test_line() {
  grep -qxF -- "    $1" "$work/uitest.swift" \
    || { cat "$work/uitest.swift" >&2; fail "the written UI test lacks the line: $1"; }
}
grep -qxF "import ResponderKitUITesting" "$work/uitest.swift" || fail "the written UI test does not import ResponderKitUITesting"
grep -qxF "@Test func recordedDemoSession() {" "$work/uitest.swift" || fail "the written UI test has no @Test function"
check_test_line 'let demo = DemoApp(application: UIApplication(), options: DemoOptions(screen: "main"))'
check_test_line 'let app = XCUIApplication(window: demo.window)'
check_test_line 'app.buttons["button"].tap()'
check_test_line 'app.switches["switch"].tap()'
grep -qE '^    app\.sliders\["slider"\]\.adjust\(toNormalizedSliderPosition: 0\.[5-9][0-9]*\)$' "$work/uitest.swift" \
  || { cat "$work/uitest.swift" >&2; fail "the written UI test lacks the slider's adjustment"; }
check_test_line 'app.textFields["textField"].tap()'
check_test_line 'app.textFields["textField"].typeText("say \"hi\"")'
check_test_line 'app.textFields["textField"].typeText(XCUIKeyboardKey.delete.rawValue)'
echo "e2e-sdl: uitest: the written test has the session's $(grep -c '^    app\.' "$work/uitest.swift") actions"
check_replay uitest
timeout 60 "$demo" --replay "$work/uitest.recording.json" --headless --uitest "$work/uitest.replay.swift" \
  || fail "the headless replay of the uitest run could not write a UI test"
diff -u "$work/uitest.swift" "$work/uitest.replay.swift" >&2 \
  || fail "the replayed recording wrote a different UI test than the live run"
echo "e2e-sdl: uitest: the replayed recording writes the same test"
