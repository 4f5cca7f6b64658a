#!/usr/bin/env bash
# The files one tap reads, from `InputLayer.send` to a tap recognizer's action and the view's touch methods:
# builds a throwaway package (in $TMPDIR) that taps a view with a UITapGestureRecognizer once (down, up), runs it
# under callgrind with collection only inside the tap, and lists the ResponderKit source files whose code ran.
# The hit-test (Views/, Geometry/ and the view-index files) is counted apart, as one subsystem the walk calls.
# Usage: Scripts/touch-walk-files.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
work="${TMPDIR:-/tmp}/responderkit-touch-walk"
mkdir -p "$work/Sources/TouchWalk"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "TouchWalk",
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "TouchWalk", dependencies: [.product(name: "ResponderKit", package: "main")])])
SWIFT
cat > "$work/Sources/TouchWalk/main.swift" <<'SWIFT'
import ResponderKit

@MainActor final class Counter { var taps = 0 }

@MainActor func setUp() -> (UIApplication, UIWindow, Counter) {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    let counter = Counter()
    view.addGestureRecognizer(UITapGestureRecognizer { _ in counter.taps += 1 })
    return (application, window, counter)
}

// The samples are made by the caller: the walk starts at `InputLayer.send`.
@inline(never) @MainActor func walkOneTap(_ input: InputLayer, _ down: TouchSample, _ up: TouchSample) {
    try? input.send(down)
    try? input.send(up)
}

MainActor.assumeIsolated {
    let (application, window, counter) = setUp()
    let down = TouchSample(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), window: window)
    let up = TouchSample(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50), window: window)
    let input = application.input
    walkOneTap(input, down, up)  // warm-up: lazily made state
    walkOneTap(input, down, up)
    precondition(counter.taps >= 1, "the tap recognizer's action ran")
}
SWIFT
# The package's directory is named "main" in the dependency above only when the repository's folder is; use a link.
if [ "$(basename "$root")" != "main" ]; then
  mkdir -p "$work/link" && ln -sfn "$root" "$work/link/main"
  sed -i "s|.package(path: \"$root\")|.package(path: \"$work/link/main\")|" "$work/Package.swift"
fi
(cd "$work" && swift build -c debug >/dev/null)
bin="$(cd "$work" && swift build -c debug --show-bin-path)/TouchWalk"
out="$work/callgrind.out"
valgrind --tool=callgrind --collect-atstart=no \
  --toggle-collect='*walkOneTap*' --callgrind-out-file="$out" "$bin" >/dev/null 2>&1
# A file counts when one of its own functions ran: outlined copies and witness accessors the compiler emits in
# whatever file first needs them (mangled names ending in W…) are not code anybody reads there.
files="$(callgrind_annotate --threshold=100 "$out" 2>/dev/null |
  grep -oE "/Sources/ResponderKit/[^:]*\.swift:[^ ]+" | grep -Ev ':\$s[^ ]*W[A-Za-z]{1,2}$' |
  sed -E "s|^/Sources/ResponderKit/||; s|:.*||" | sort -u)"
hit='^(Views/|Geometry/|Layers/)'
echo "files on the tap's walk (hit-test apart):"
echo "$files" | grep -Ev "$hit" | sed 's/^/  /'
echo "walk: $(echo "$files" | grep -Evc "$hit") files; hit-test and views: $(echo "$files" | grep -Ec "$hit") files"
