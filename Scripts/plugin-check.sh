#!/usr/bin/env bash
# The UIKitPort plugin's bad input, through a real build (docs/spec-port-plugin.md, UP-6, UP-8, UP-12): a
# configuration that names a missing folder, a folder outside the target (warned about), an app file that does not
# lex, and a type error in an app file, each fail `swift build` with `file:line: error:` at the right place; the
# app's files are never changed. Last, an app file that imports CoreGraphics, QuartzCore and uses URLSession builds.
#
#   Scripts/plugin-check.sh
#
# Works on a copy of Examples/PhotoApp under ${PLUGIN_CHECK_WORK:-/tmp/responderkit-plugin-check} (the repository is
# not touched). Exit 0 when every case fails as it should, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
export PATH="/opt/swift/usr/bin:$PATH"
WORK="${PLUGIN_CHECK_WORK:-/tmp/responderkit-plugin-check}"
rm -rf "$WORK/PhotoApp" && mkdir -p "$WORK"
cp -R Examples/PhotoApp "$WORK/PhotoApp" # Linux/App stays a link to ../PhotoApp
rm -rf "$WORK/PhotoApp/.build"
APP="$WORK/PhotoApp"
sed -i "s|path: \"../..\"|path: \"$ROOT\"|" "$APP/Package.swift"
failures=0

# Runs `swift build` on the copy and checks that it fails and its output holds the expected line.
expect_build_error() {
  local what=$1 expected=$2
  local before
  before=$(cd "$APP/PhotoApp" && cat ./*.swift | md5sum)
  if (cd "$APP" && swift build --target PhotoAppLinux >"$WORK/build.log" 2>&1); then
    echo "FAIL $what: the build succeeded"
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" "$WORK/build.log"; then
    echo "FAIL $what: no line '$expected' in the build's output:"
    grep -i "error" "$WORK/build.log" | head -5
    failures=$((failures + 1))
  else
    echo "ok   $what: $(grep -F -- "$expected" "$WORK/build.log" | head -1)"
  fi
  if [ "$before" != "$(cd "$APP/PhotoApp" && cat ./*.swift | md5sum)" ]; then
    echo "FAIL $what: the app's files changed"
    failures=$((failures + 1))
  fi
}

config=$(cat "$APP/Linux/UIKitPort.config")
printf '# a typo in the folder\nsources App\nsources ../PhotoAp\n' >"$APP/Linux/UIKitPort.config"
expect_build_error "a missing folder" "$APP/Linux/UIKitPort.config:3: error: '../PhotoAp' does not exist"

# UP-8: a folder outside the configuration's is warned about (the missing one then stops the build early).
printf 'sources ../PhotoApp\nsources ../Gone\n' >"$APP/Linux/UIKitPort.config"
expect_build_error "a folder outside the target" \
  "$APP/Linux/UIKitPort.config:1: '../PhotoApp' is outside the configuration's folder"

printf '%s\n' "$config" >"$APP/Linux/UIKitPort.config"
printf 'import UIKit\n\nlet greeting = "unterminated\n' >"$APP/PhotoApp/Broken.swift"
expect_build_error "a file that does not lex" "$APP/PhotoApp/Broken.swift:3: error:"
if [ -e "$(cd "$APP" && swift build --show-bin-path)/../plugins/outputs/photoapp/PhotoAppLinux/destination/UIKitPort/Ported/Broken.ported.swift" ]; then
  echo "FAIL a file that does not lex: a ported copy was written"
  failures=$((failures + 1))
fi
rm "$APP/PhotoApp/Broken.swift"

# UP-12: a compiler error in an app file is reported at the app file's own line, after lines the port dropped and
# code it generated in the same file.
cat >"$APP/PhotoApp/Typo.swift" <<'SWIFT'
import UIKit

final class TypoViewController: UIViewController {
    @objc
    func refresh() {}

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(refresh))
    }
}

let typo: Int = "not a number"
SWIFT
expect_build_error "a type error in an app file" "$APP/PhotoApp/Typo.swift:14:17: error:"
rm "$APP/PhotoApp/Typo.swift"

# An app file that imports CoreGraphics and QuartzCore beside UIKit and loads with URLSession builds: the UIKit
# product holds both modules, and UIKit brings FoundationNetworking off Apple platforms.
cat >"$APP/PhotoApp/Loader.swift" <<'SWIFT'
import CoreGraphics
import QuartzCore
import UIKit

final class Loader {
    let corner: CGFloat = 8
    let layer = CALayer()

    func load(_ url: URL, completion: @escaping (Data?) -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        URLSession.shared.dataTask(with: request) { data, _, _ in completion(data) }.resume()
    }
}
SWIFT
if (cd "$APP" && swift build --target PhotoAppLinux >"$WORK/build.log" 2>&1); then
  echo "ok   an app file importing CoreGraphics and QuartzCore and using URLSession builds"
else
  echo "FAIL an app file importing CoreGraphics and QuartzCore and using URLSession does not build:"
  grep -m5 "error" "$WORK/build.log"
  failures=$((failures + 1))
fi
rm "$APP/PhotoApp/Loader.swift"

[ "$failures" -eq 0 ] && echo "plugin-check: every bad input failed the build at its file and line" && exit 0
exit 1
