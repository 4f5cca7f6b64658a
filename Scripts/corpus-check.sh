#!/usr/bin/env bash
# Ports and compiles each file of a corpus of real UIKit code on its own, against the package's `UIKit` product,
# in Swift 5 language mode (warnings allowed, as such apps are built), and prints a table.
#
#   Scripts/corpus-check.sh DIR            # DIR holds NN_name.swift files; NN_..._sibling_X.swift files with the
#                                          # same NN are compiled together with their main file
#   Scripts/corpus-check.sh DIR --no-port  # compile the files as they are (the rate before `port`)
#
# Files whose names do not start with a number are each their own entry. Nothing in DIR is changed: the ported
# copies and the compiler's output go to ${CORPUS_WORK:-/tmp/responderkit-corpus}. Exit 0 when every entry
# compiles, 1 otherwise, 2 on bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: Scripts/corpus-check.sh DIR [--no-port]" >&2
  exit 2
fi
DIR="$(cd "$1" && pwd)"
PORT=1
[ "${2:-}" = "--no-port" ] && PORT=0
WORK="${CORPUS_WORK:-/tmp/responderkit-corpus}"
rm -rf "$WORK" && mkdir -p "$WORK"

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

passed=0
failed=0
printf '| entry | files | result | first error |\n|---|---|---|---|\n'
for key in $(printf '%s\n' "${!ENTRIES[@]}" | sort); do
  mapfile -t files < <(printf '%s' "${ENTRIES[$key]}" | sed '/^$/d')
  out="$WORK/$key"
  mkdir -p "$out/ported"
  if [ "$PORT" = 1 ]; then
    "$BIN/responderkit" port "${files[@]}" --output "$out/ported" >"$out/port.log" 2>&1
    status=$?
    if [ $status -ne 0 ]; then
      printf '| %s | %d | port failed | %s |\n' "$key" "${#files[@]}" "$(head -1 "$out/port.log" | tr '|' '/')"
      failed=$((failed + 1))
      continue
    fi
    sources=("$out"/ported/*.swift)
  else
    cp "${files[@]}" "$out/ported/"
    sources=("$out"/ported/*.swift)
  fi
  # Each entry is its own module, compiled to an object file (type checking and SIL diagnostics included).
  if swiftc -swift-version 5 -parse-as-library -wmo -module-name "Corpus$key" -I "$MODULES" \
    -c "${sources[@]}" -o "$out/entry.o" >"$out/compile.log" 2>&1; then
    printf '| %s | %d | compiles | |\n' "$key" "${#files[@]}"
    passed=$((passed + 1))
  else
    first="$(grep -m1 -E 'error:' "$out/compile.log" | sed "s|$out/ported/||" | tr '|' '/' | cut -c1-160)"
    printf '| %s | %d | fails | %s |\n' "$key" "${#files[@]}" "$first"
    failed=$((failed + 1))
  fi
done
total=$((passed + failed))
echo
echo "compiled: $passed of $total entries ($(( total > 0 ? passed * 100 / total : 0 ))%)"
echo "logs: $WORK/NN/{port,compile}.log"
[ "$failed" -eq 0 ]
