#!/usr/bin/env bash
# Checks `responderkit explain --svg/--html` the way a person would: each example's picture is rendered by headless
# Chromium and the screenshot's pixels are read where the touch point (red), the hit view (green) and a view the
# walk passed over (grey) must be. The HTML page must show the same drawing (red, green and grey pixels present).
#
#   Scripts/e2e-pictures.sh            run the checks (needs chromium and ImageMagick's convert)
#   Scripts/e2e-pictures.sh --update   also copy each example's SVG screenshot to docs/images/
#
# Exit status 0 when every check passes, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
[ "${1:-}" = "--update" ] && update=true
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "e2e-pictures: chromium is not installed" >&2; exit 1; }
# ImageMagick's own convert, not a stand-in earlier on the PATH.
magick=/usr/bin/convert
[ -x "$magick" ] || magick=$(command -v convert || true)
[ -n "$magick" ] || { echo "e2e-pictures: ImageMagick's convert is not installed" >&2; exit 1; }
swift build --product responderkit >/dev/null
tool="$(swift build --show-bin-path)/responderkit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "e2e-pictures: FAIL: $*" >&2; failures=$((failures + 1)); }

# shot FILE PNG WIDTH HEIGHT: a headless Chromium screenshot of FILE (as root Chromium needs --no-sandbox).
shot() {
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --force-device-scale-factor=1 \
    --screenshot="$2" --window-size="$3,$4" "file://$1" >/dev/null 2>&1 || true
  [ -s "$2" ] || fail "chromium made no screenshot of $1"
}

# colour_at PNG X Y: "R G B" (0-255) of the pixel at X,Y.
colour_at() {
  "$magick" "$1" -format "%[fx:int(255*p{$2,$3}.r+0.5)] %[fx:int(255*p{$2,$3}.g+0.5)] %[fx:int(255*p{$2,$3}.b+0.5)]" info:
}

# is_kind KIND R G B: red (a touch point), green (a hit view, tinted or not), grey (a view passed over).
is_kind() {
  local r=$2 g=$3 b=$4
  case "$1" in
    red) [ "$r" -gt 170 ] && [ "$g" -lt 100 ] && [ "$b" -lt 100 ] ;;
    green) [ "$g" -gt $((r + 15)) ] && [ "$g" -gt $((b + 8)) ] ;;
    grey) [ "$r" -lt 225 ] && [ "$r" -gt 90 ] && [ $((r > g ? r - g : g - r)) -lt 20 ] &&
      [ $((g > b ? g - b : b - g)) -lt 25 ] ;;
  esac
}

# count_kind PNG KIND: how many pixels of the screenshot are of that kind.
count_kind() {
  local fx
  case "$2" in
    red) fx="(r>0.67&&g<0.39&&b<0.39)" ;;
    green) fx="(g>r+0.06&&g>b+0.03)" ;;
    grey) fx="(r<0.88&&r>0.35&&abs(r-g)<0.08&&abs(g-b)<0.1)" ;;
  esac
  "$magick" "$1" -sample 25% -fx "$fx" -format "%[fx:int(mean*w*h)]" info:
}

# check NAME INPUT "POINT" "KIND X Y; KIND X Y; …": renders INPUT explained at POINT (window points) as SVG and
# HTML, then checks each probe (window points, scaled like the drawing).
check() {
  local name=$1 input=$2 point=$3 probes=$4
  local svg="$work/$name.svg" html="$work/$name.html" png="$work/$name.png" page="$work/$name-page.png"
  "$tool" explain "$input" --short-ids --at "$point" --svg "$svg" --html "$html" >/dev/null ||
    { [ $? -eq 1 ] || fail "$name: explain failed"; }
  local header width height view_width
  header=$(head -1 "$svg")
  width=$(sed -E 's/.* width="([0-9.]+)".*/\1/' <<<"$header")
  height=$(sed -E 's/.* height="([0-9.]+)".*/\1/' <<<"$header")
  view_width=$(sed -E 's/.*viewBox="0 0 ([0-9.]+) .*/\1/' <<<"$header")
  shot "$svg" "$png" "$(printf '%.0f' "$width")" "$(printf '%.0f' "$height")"
  local probe kind x y px py colour
  IFS=';' read -ra list <<<"$probes"
  for probe in "${list[@]}"; do
    read -r kind x y <<<"$probe"
    px=$(awk -v v="$x" -v w="$width" -v vw="$view_width" 'BEGIN { printf "%d", v * w / vw }')
    py=$(awk -v v="$y" -v w="$width" -v vw="$view_width" 'BEGIN { printf "%d", v * w / vw }')
    colour=$(colour_at "$png" "$px" "$py")
    # shellcheck disable=SC2086
    if is_kind "$kind" $colour; then
      echo "e2e-pictures: $name: $kind at ($x, $y) → pixel ($px, $py) = $colour"
    else
      fail "$name: expected $kind at ($x, $y) → pixel ($px, $py), found $colour"
    fi
  done
  shot "$html" "$page" 1300 1200
  local kinds counts=""
  # Sampled at 1/4 in each direction: the legend's outlined swatches give about 5 pixels of each colour, a touch
  # point about 9 more, a hit view or a passed-over view at least 100.
  for kind_minimum in red:8 green:50 grey:50; do
    kind=${kind_minimum%:*}
    kinds=$(count_kind "$page" "$kind")
    counts="$counts $kind $kinds"
    [ "$kinds" -ge "${kind_minimum#*:}" ] || fail "$name: the HTML page shows only $kinds $kind pixels"
  done
  echo "e2e-pictures: $name: the HTML page shows the drawing ($counts)"
  if $update; then
    mkdir -p docs/images
    cp "$png" "docs/images/$name.png"
  fi
}

check button-outside-superview Examples/button-outside-superview.json 240,130 \
  "red 240 130; grey 255 140; green 300 400"
check image-view-parent Examples/image-view-parent.json 260,250 \
  "red 260 250; grey 40 100; grey 285 265; green 10 470"
check login-screen-dump Examples/dumps/login-screen.txt 195,340 \
  "red 195 340; green 20 400; grey 300 310"
check photo-card-dump Examples/dumps/photo-card.txt 300,245 \
  "red 300 245; grey 40 40"
check transparent-overlay Examples/transparent-overlay.json 160,225 "red 160 225"
check scaled-view Examples/scaled-view.json 150,150 "red 150 150; green 125 125"
check scroll-offset Examples/scroll-offset.json 160,114 "red 160 114; green 300 150"
check enlarged-hit-area Examples/enlarged-hit-area.json 270,35 "red 270 35"
check two-windows Examples/two-windows.json 100,100 "red 100 100"
check button-and-tap-recognizer Examples/button-and-tap-recognizer.json 160,245 "red 160 245; green 60 260"
check audit-broken-chain Examples/audit-broken-chain.json 160,200 "red 160 200; green 140 225"
check audit-covered-button Examples/audit-covered-button.json 160,405 "red 160 405; green 10 10"
check audit-image-view-parent Examples/audit-image-view-parent.json 280,340 "red 280 340; grey 10 100"
check audit-login-form Examples/audit-login-form.json 160,305 "red 160 305; green 30 325"
check audit-small-button Examples/audit-small-button.json 290,50 "red 290 50"
check audit-unadjustable Examples/audit-unadjustable.json 160,122 "red 160 122"
check audit-unlabeled-image-button Examples/audit-unlabeled-image-button.json 42,62 "red 42 62"

if [ "$failures" -gt 0 ]; then
  echo "e2e-pictures: $failures check(s) failed" >&2
  exit 1
fi
echo "e2e-pictures: all pictures passed"
