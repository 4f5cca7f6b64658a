#!/usr/bin/env bash
# Compiles each entry of a corpus of real UIKit code on its own against the package's `UIKit` product, in Swift 5
# language mode (warnings allowed, as such apps are built), three ways, and prints a table and a rate for each:
#
#   as written  the files as they are, each entry compiled by `swiftc` as its own module
#   port        the files after `responderkit port`, compiled the same way
#   plugin      the files named by a UIKitPort.config and built with the UIKitPort plugin, as Examples/PhotoApp is:
#               one temporary SwiftPM package holds every entry as its own target (one build, not one per entry)
#
#   Scripts/corpus-check.sh DIR            # all three; DIR holds NN_name.swift files; NN_..._sibling_X.swift
#                                          # files with the same NN are compiled together with their main file
#   Scripts/corpus-check.sh DIR --no-port  # as written only (the rate before `port`)
#   Scripts/corpus-check.sh DIR --port     # after `responderkit port` only
#   Scripts/corpus-check.sh DIR --plugin   # through the UIKitPort plugin only
#
# Files whose names do not start with a number are each their own entry. Nothing in DIR or in the repository is
# written: copies, the plugin's package and the compiler's output go to ${CORPUS_WORK:-/tmp/responderkit-corpus}
# (logs in $CORPUS_WORK/MODE/NN/; the plugin package's .build is kept between runs, so only its first build compiles
# ResponderKit; Scripts/corpus_errors.py ranks the missing names in those logs). Exit 0 when every entry compiles
# in every mode run, 1 otherwise, 2 on bad usage or when the package does not build.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

usage() {
  echo "usage: Scripts/corpus-check.sh DIR [--no-port | --port | --plugin]" >&2
  exit 2
}
{ [ $# -ge 1 ] && [ $# -le 2 ] && [ -d "$1" ]; } || usage
DIR="$(cd "$1" && pwd)"
case "${2:-}" in
  "") MODES=(written port plugin) ;;
  --no-port) MODES=(written) ;;
  --port) MODES=(port) ;;
  --plugin) MODES=(plugin) ;;
  *) usage ;;
esac
WORK="${CORPUS_WORK:-/tmp/responderkit-corpus}"
WORK="$(realpath -m "$WORK")"
case "$WORK/" in "$ROOT"/* | "$DIR"/*)
  echo "corpus-check: CORPUS_WORK ($WORK) must be outside the repository and the corpus" >&2
  exit 2
  ;;
esac
mkdir -p "$WORK"
# The folder is emptied on every run, so a folder this script did not make is refused unless it is empty.
if [ ! -e "$WORK/.corpus-check" ] && [ -n "$(ls -A "$WORK")" ]; then
  echo "corpus-check: CORPUS_WORK ($WORK) is not empty and was not made by this script: empty it or choose another folder" >&2
  exit 2
fi
touch "$WORK/.corpus-check"
# Everything but the plugin package's build folder (a cache) is made afresh.
find "$WORK" -mindepth 1 -maxdepth 1 ! -name plugin-package ! -name .corpus-check -exec rm -rf {} +
find "$WORK/plugin-package" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} + 2>/dev/null

echo "# building the UIKit product and the responderkit tool ..." >&2
swift build --product UIKit >"$WORK/build.log" 2>&1 && swift build --product responderkit >>"$WORK/build.log" 2>&1 || {
  echo "corpus-check: the package does not build; see $WORK/build.log" >&2
  exit 2
}
BIN="$(swift build --show-bin-path)"
MODULES="$BIN/Modules"
[ -d "$MODULES" ] || MODULES="$BIN"

# Group files into entries by their leading number.
declare -A ENTRIES=()
for file in "$DIR"/*.swift; do
  [ -e "$file" ] || continue
  name="$(basename "$file")"
  if [[ "$name" =~ ^([0-9]+)_ ]]; then key="${BASH_REMATCH[1]}"; else key="$name"; fi
  ENTRIES[$key]+="$file"$'\n'
done
mapfile -t KEYS < <(printf '%s\n' "${!ENTRIES[@]}" | sort)

# The files of entry $1, one per line.
entry_files() { printf '%s' "${ENTRIES[$1]}" | sed '/^$/d'; }

# The first error of a compiler log, for the table: without the folder of the copies, one line, no table bars.
first_error() { grep -m1 -E 'error:' "$1" | sed -E "s#$2/?##g" | tr '|' '/' | cut -c1-160; }

# One table row per entry and the rate, from the results in RESULT and FIRST; counts failures in FAILED_ANY.
declare -A RESULT=() FIRST=()
FAILED_ANY=0
report() {
  local title=$1 passed=0 total=0 key count
  echo "## $title"
  echo
  printf '| entry | files | result | first error |\n|---|---|---|---|\n'
  for key in "${KEYS[@]}"; do
    count=$(entry_files "$key" | wc -l)
    printf '| %s | %d | %s | %s |\n' "$key" "$count" "${RESULT[$key]}" "${FIRST[$key]:-}"
    total=$((total + 1))
    [ "${RESULT[$key]}" = compiles ] && passed=$((passed + 1))
  done
  echo
  echo "compiled: $passed of $total entries ($((total > 0 ? passed * 100 / total : 0))%)"
  echo
  [ "$passed" -eq "$total" ] || FAILED_ANY=1
}

# As written or after `responderkit port`: each entry is its own module, compiled to an object file (type checking
# and SIL diagnostics included).
compile_each() {
  local mode=$1 key out status
  local -a files sources
  for key in "${KEYS[@]}"; do
    mapfile -t files < <(entry_files "$key")
    out="$WORK/$mode/$key"
    mkdir -p "$out/src"
    FIRST[$key]=""
    if [ "$mode" = port ]; then
      "$BIN/responderkit" port "${files[@]}" --output "$out/src" >"$out/port.log" 2>&1
      status=$?
      if [ $status -ne 0 ]; then
        RESULT[$key]="port failed"
        FIRST[$key]="$(head -1 "$out/port.log" | tr '|' '/')"
        continue
      fi
    else
      cp "${files[@]}" "$out/src/"
    fi
    sources=("$out"/src/*.swift)
    if swiftc -swift-version 5 -parse-as-library -wmo -module-name "Corpus$key" -I "$MODULES" \
      -c "${sources[@]}" -o "$out/entry.o" >"$out/compile.log" 2>&1; then
      RESULT[$key]=compiles
    else
      RESULT[$key]=fails
      FIRST[$key]="$(first_error "$out/compile.log" "$out/src")"
    fi
  done
}

# Through the UIKitPort plugin: a package whose target CorpusNN holds a UIKitPort.config naming App, a copy of the
# entry's files excluded from the target (as Examples/PhotoApp's Linux target does). SwiftPM stops scheduling work
# at the first command that fails, which would take one build per failing entry; so the package is built with a
# swiftc (SWIFT_EXEC) that records a corpus module's failure in $WORK/plugin/failed/ and reports success, and
# SwiftPM builds every target in one go. A target fails when it is recorded there or the log holds an error of its
# files; if the build still stops (say, a port error), it is run again without the targets that failed.
build_with_plugin() {
  local package="$WORK/plugin-package" key target log round=0 status failed_this_round
  local -a files pending=() next=()
  mkdir -p "$package" "$WORK/plugin/failed"
  write_keep_going_swiftc "$package/swiftc-keep-going" "$WORK/plugin/failed"
  for key in "${KEYS[@]}"; do
    target="$(target_name "$key")"
    mkdir -p "$package/Entries/$target/App" "$WORK/plugin/$key"
    mapfile -t files < <(entry_files "$key")
    cp "${files[@]}" "$package/Entries/$target/App/"
    printf '# The entry'"'"'s files, ported by the UIKitPort plugin.\nsources App\n' \
      >"$package/Entries/$target/UIKitPort.config"
    # SwiftPM wants a source file of the target's own; the plugin adds the ported ones.
    printf '// Corpus entry %s: its files are in App, ported at build time.\n' "$key" >"$package/Entries/$target/$target.swift"
    RESULT[$key]="not built"
    FIRST[$key]=""
    pending+=("$key")
  done
  while [ ${#pending[@]} -gt 0 ]; do
    round=$((round + 1))
    log="$WORK/plugin/build-$round.log"
    write_plugin_manifest "$package" "${pending[@]}"
    (cd "$package" && SWIFT_EXEC="$package/swiftc-keep-going" swift build >"$log" 2>&1)
    status=$?
    next=()
    failed_this_round=0
    for key in "${pending[@]}"; do
      target="$(target_name "$key")"
      # A target's errors name its ported copies or its App files (the tool's `file:line: error:` lines).
      grep -E "/$target/[^:]*:[0-9]+(:[0-9]+)?: error:" "$log" >"$WORK/plugin/$key/compile.log"
      if [ -s "$WORK/plugin/$key/compile.log" ] || [ -e "$WORK/plugin/failed/$target" ]; then
        RESULT[$key]=fails
        FIRST[$key]="$(first_error "$WORK/plugin/$key/compile.log" "[^ ]*/$target/(destination/UIKitPort/Ported|App)")"
        failed_this_round=$((failed_this_round + 1))
      elif [ $status -eq 0 ]; then
        RESULT[$key]=compiles
      else
        next+=("$key")
      fi
    done
    if [ $status -ne 0 ] && [ "$failed_this_round" -eq 0 ]; then
      # The build failed with no error of any entry: a problem of the package itself.
      for key in "${next[@]}"; do FIRST[$key]="the package failed to build: see $log"; done
      break
    fi
    pending=("${next[@]}")
  done
}

# The target of entry $1: Corpus and the key, with what is not a letter or digit as _.
target_name() { printf 'Corpus%s' "$(printf '%s' "$1" | tr -c 'A-Za-z0-9_' '_')"; }

# A swiftc at $1 that runs the toolchain's, and when a corpus module fails, records it in folder $2 and succeeds;
# any other command's status is the compiler's.
write_keep_going_swiftc() {
  cat >"$1" <<WRAPPER
#!/usr/bin/env bash
"$(command -v swiftc)" "\$@"
status=\$?
[ \$status -eq 0 ] && exit 0
module=""
previous=""
for argument in "\$@"; do
  [ "\$previous" = -module-name ] && module=\$argument
  [[ "\$argument" =~ /(Corpus[A-Za-z0-9_]+)\.(build|swiftmodule) ]] && [ -z "\$module" ] && module=\${BASH_REMATCH[1]}
  previous=\$argument
done
case "\$module" in Corpus*) touch "$2/\$module" && exit 0 ;; esac
exit \$status
WRAPPER
  chmod +x "$1"
}

# The plugin package's manifest, with one target for each key given.
write_plugin_manifest() {
  local package=$1 key target
  shift
  {
    echo '// swift-tools-version:6.0'
    echo '// Written by Scripts/corpus-check.sh: one target per corpus entry, each built through the UIKitPort plugin.'
    echo 'import PackageDescription'
    echo
    echo 'let entries: [String] = ['
    for key in "$@"; do
      target="$(target_name "$key")"
      echo "    \"$target\","
    done
    echo ']'
    echo
    echo 'let package = Package('
    echo '    name: "CorpusPlugin",'
    echo "    dependencies: [.package(name: \"ResponderKit\", path: \"$ROOT\")],"
    echo '    targets: entries.map { name in'
    echo '        .target('
    echo '            name: name, dependencies: [.product(name: "UIKit", package: "ResponderKit")],'
    echo '            path: "Entries/\(name)", exclude: ["App"], swiftSettings: [.swiftLanguageMode(.v5)],'
    echo '            plugins: [.plugin(name: "UIKitPort", package: "ResponderKit")])'
    echo '    }'
    echo ')'
  } >"$package/Package.swift"
}

for mode in "${MODES[@]}"; do
  RESULT=()
  FIRST=()
  started=$SECONDS
  echo "# compiling ${#KEYS[@]} entries: $mode ..." >&2
  case $mode in
    written)
      compile_each written
      report "as written (the files unchanged)"
      ;;
    port)
      compile_each port
      report "after responderkit port"
      ;;
    plugin)
      build_with_plugin
      report "through the UIKitPort plugin"
      ;;
  esac
  echo "# $mode took $((SECONDS - started)) s" >&2
done
echo "logs: $WORK/{$(IFS=,; echo "${MODES[*]}")}/NN/{port,compile}.log"
[ "$FAILED_ANY" -eq 0 ]
