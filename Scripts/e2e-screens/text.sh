# E2E part for the "text" screen (docs/spec-text-interactions.md), sourced by Scripts/e2e-sdl.sh with its helpers:
# a person clicks a link and a detected phone number in a read-only text view, the button in a text field's right
# view (the field does not begin editing) and the field's text area (it does); then an input method's composition,
# which xdotool cannot produce, is pushed through SDL's queue with --inject (SDL_TEXTEDITING, then SDL_TEXTINPUT).
#
# Geometry (DemoTextScreen.Layout): the text view at 20,20 (inset 8, 20-point lines about 24 points high), the
# field at 20,160, 500 x 44, its right view button the trailing 80 points.

echo "e2e-sdl: text: a link, a phone number, the right view's button"
start_demo text --screen text
click_at 60 40
wait_line 'text link: https://example.com tap at 0'
click_at 60 64
wait_line 'text link: tel:5551234567 tap at 20'
click_at 480 182
wait_line 'text rightView: tapped, editing false'
click_at 200 182
wait_line 'text field: editingDidBegin'
close_demo
check_replay text --screen text

echo "e2e-sdl: text: an input method composes, then commits (--inject)"
cat >"$work/text-ime.inject.json" <<'JSON'
{"format": "responderkit-sdl-inject", "version": 1, "events": [
  {"time": 1.0, "type": "finger-down", "finger": 1, "x": 0.25, "y": 0.3033},
  {"time": 1.05, "type": "finger-up", "finger": 1, "x": 0.25, "y": 0.3033},
  {"time": 1.5, "type": "text-editing", "text": "ni", "start": 2, "length": 0},
  {"time": 1.7, "type": "text-editing", "text": "nih", "start": 3, "length": 0},
  {"time": 2.0, "type": "text-input", "text": "你"}
]}
JSON
start_demo text-ime --screen text --inject "$work/text-ime.inject.json"
wait_line 'text field: editingDidBegin'
wait_line 'text field: editingChanged "ni" marked'
wait_line 'text field: editingChanged "nih" marked'
wait_line 'text field: editingChanged "你" committed'
close_demo
# No replay check here: recordings hold the committed text but not the compositions (TX-13), so a replay logs the
# commit without the marked lines.
