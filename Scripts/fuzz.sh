#!/usr/bin/env bash
# Builds one libFuzzer target from Fuzz/ (json, scene, explain, replay, port, portconfig, recording, inject, dump, trace, vfl or predicate) with the Swift toolchain and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_FLAG ...]
#
# Everything it writes lives under ${RESPONDERKIT_FUZZ_DIR:-/tmp/responderkit-fuzz}: modules/ holds the instrumented
# library modules and objects every target links (built once, rebuilt when their sources change), and TARGET/:
#   build/      the fuzzer binary (fuzz-TARGET)
#   corpus/     the working corpus: Examples/*.json (port: the port test fixtures) and Fuzz/seeds/*/, then
#               whatever the fuzzer adds
#   artifacts/  crash-*, leak-*, timeout-*, oom-* and slow-unit-* files
#   fuzz.log    libFuzzer's output
# See Fuzz/README.md.
set -euo pipefail

usage() {
    cat >&2 <<'EOF'
usage: Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_FLAG ...]

  TARGET   json      JSONParser.parse and the JSONDocument read API
           scene     SceneLoader.load (bytes and parsed documents)
           explain   a loaded scene built, hit-tested and reported as `responderkit explain` does
           replay    DriverScript parsing (`responderkit replay`), and short scripts run with the invariants
           port      `responderkit port`: the Swift lexer and the rewrite, checked for idempotence
           portconfig PortConfiguration.parse (the UIKitPort plugin's UIKitPort.config), the round trip
           recording InputRecording.parse (input recordings), round trip through json(), short recordings played
           inject    the SDL backend's --inject file parser (Backends/SDL2, SDLInjectScript)
           dump      ViewDump.read (UIKit recursiveDescription dumps for `explain`), the scene built and hit-tested
           trace     TraceFilter.parse (the RESPONDERKIT_TRACE variable), then a printer on a traced tap
           vfl       VisualFormatParser.parse (Auto Layout's visual format), the text round trip, the constraints
           predicate the NSPredicate format parser of ResponderKitUITesting, the text round trip, a query using it
  SECONDS  how long to fuzz (-max_total_time), a positive whole number

Extra arguments go to libFuzzer after the defaults (later flags win), for example
  Scripts/fuzz.sh json 600 -jobs=2 -workers=2
  Scripts/fuzz.sh scene 60 -fork=1 -ignore_crashes=1
Reproduce a finding with /tmp/responderkit-fuzz/TARGET/build/fuzz-TARGET FILE.
EOF
    exit 2
}

if [[ $# -lt 2 ]]; then
    usage
fi
target=$1
seconds=$2
shift 2
case "$target" in
    json | scene | explain | replay | port | portconfig | recording | inject | dump | trace | vfl | predicate) ;;
    *)
        echo "fuzz.sh: unknown target '$target'" >&2
        usage
        ;;
esac
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || ((10#$seconds == 0)); then
    echo "fuzz.sh: SECONDS must be a positive whole number, got '$seconds'" >&2
    usage
fi
seconds=$((10#$seconds))

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root="${RESPONDERKIT_FUZZ_DIR:-/tmp/responderkit-fuzz}"
work="$root/$target"
build="$work/build"
modules_dir="$root/modules"
corpus="$work/corpus"
artifacts="$work/artifacts"
log="$work/fuzz.log"
binary="$build/fuzz-$target"

# The toolchain: swiftc from /opt/swift if present, else from PATH. Its clang resource directory holds the
# libFuzzer and ASan runtimes (lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a), so no system clang is needed.
if [[ -x /opt/swift/usr/bin/swiftc ]]; then
    swiftc=/opt/swift/usr/bin/swiftc
elif command -v swiftc >/dev/null; then
    swiftc=$(command -v swiftc)
else
    echo "fuzz.sh: swiftc not found (install the Swift toolchain at /opt/swift or put it on PATH)" >&2
    exit 1
fi

mkdir -p "$build" "$modules_dir" "$corpus" "$artifacts"

# -O keeps Swift's bounds and overflow checks (traps are crashes for the fuzzer); -g gives readable stacks.
# One package name for every module, so the harnesses reach ResponderKitFuzzing's `package` API as SwiftPM targets do.
flags=(-swift-version 6 -parse-as-library -O -g -sanitize=fuzzer,address -package-name responderkit)
# Link with the toolchain's lld when it has one (the system gold linker prints thousands of ASan warnings).
link_flags=()
if [[ -x "$(dirname "$swiftc")/ld.lld" ]]; then
    link_flags=(-use-ld=lld)
fi

echo "== checking that $swiftc can link a libFuzzer target"
probe="$build/probe.swift"
cat >"$probe" <<'EOF'
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
EOF
if ! "$swiftc" "${flags[@]}" "${link_flags[@]}" -module-name Probe "$probe" -o "$build/probe" \
    >"$build/probe.log" 2>&1; then
    cat "$build/probe.log" >&2
    echo "fuzz.sh: '$swiftc -sanitize=fuzzer,address' cannot build a fuzzer; the toolchain needs the" >&2
    echo "libclang_rt.fuzzer and libclang_rt.asan runtimes (Linux Swift toolchains ship them)" >&2
    exit 1
fi

# Compiles the Swift files of one source directory into an instrumented module: NAME.swiftmodule and NAME.o. A
# module is rebuilt when one of its sources is newer than its object, or when a module built before it was rebuilt
# in this run (the modules are listed in dependency order), so repeated runs start fuzzing at once.
rebuilt=0
build_module() {
    local name=$1 directory=$2
    local sources=()
    mapfile -d '' -t sources < <(find "$repo/$directory" -name '*.swift' -print0 | sort -z)
    if ((rebuilt == 0)) && [[ -f "$modules_dir/$name.o" && -f "$modules_dir/$name.swiftmodule" ]] &&
        [[ -z "$(find "$repo/$directory" -name '*.swift' -newer "$modules_dir/$name.o" -print -quit)" ]]; then
        echo "== $name is up to date"
        return
    fi
    rebuilt=1
    echo "== building $name (${#sources[@]} files)"
    "$swiftc" "${flags[@]}" -module-name "$name" -I "$modules_dir" -wmo -c \
        -emit-module -emit-module-path "$modules_dir/$name.swiftmodule" \
        -o "$modules_dir/$name.o" "${sources[@]}"
    # swiftc leaves an object whose bytes did not change untouched; mark it built now so the check above holds.
    touch "$modules_dir/$name.o"
}

# The library targets the harnesses use, in dependency order (see Package.swift).
modules=(ConstraintSolver ResponderKit ResponderKitJSON ResponderKitPort ResponderKitScenes ResponderKitFuzzing ResponderKitRecording)
objects=()
# Concurrent runs of several targets share the modules: one builds them while the others wait.
exec 9>"$modules_dir/.lock"
flock 9
for module in "${modules[@]}"; do
    build_module "$module" "Sources/$module"
    objects+=("$modules_dir/$module.o")
done
# The SDL backend's inject-file parser depends on ResponderKitJSON only (no SDL), so it builds with the rest.
if [[ "$target" == inject ]]; then
    build_module SDLInjectScript Backends/SDL2/Sources/SDLInjectScript
    objects+=("$modules_dir/SDLInjectScript.o")
fi
# The UI testing library is only the predicate target's (its failure handler links the toolchain's Testing).
if [[ "$target" == predicate ]]; then
    build_module ResponderKitUITesting Sources/ResponderKitUITesting
    objects+=("$modules_dir/ResponderKitUITesting.o")
fi

echo "== building fuzz-$target"
"$swiftc" "${flags[@]}" "${link_flags[@]}" -module-name "Fuzz_$target" -I "$modules_dir" \
    "$repo/Fuzz/$target.swift" "$repo/Fuzz/Support.swift" "${objects[@]}" \
    -o "$binary"
flock -u 9

# Seeds: the example scenes and the hand-written seeds (Fuzz/seeds/json for `json`, Fuzz/seeds/scene for the
# others; `replay`, `port`, `recording`, `dump`, `trace`, `vfl` and `inject` have their own, `port` also starts
# from the port test fixtures and `inject` from the e2e inject file),
# copied without overwriting what earlier runs found.
echo "== seeding $corpus"
if [[ "$target" == replay ]]; then
    seeds=("$repo"/Fuzz/seeds/replay/*)
elif [[ "$target" == recording ]]; then
    seeds=("$repo"/Fuzz/seeds/recording/*)
elif [[ "$target" == inject ]]; then
    seeds=("$repo"/Scripts/e2e-sdl-inject.json "$repo"/Fuzz/seeds/inject/*)
elif [[ "$target" == dump ]]; then
    seeds=("$repo"/Fuzz/seeds/dump/*)
elif [[ "$target" == trace ]]; then
    seeds=("$repo"/Fuzz/seeds/trace/*)
elif [[ "$target" == vfl ]]; then
    seeds=("$repo"/Fuzz/seeds/vfl/*)
elif [[ "$target" == predicate ]]; then
    seeds=("$repo"/Fuzz/seeds/predicate/*)
elif [[ "$target" == port ]]; then
    seeds=("$repo"/Fuzz/seeds/port/* "$repo"/Tests/ResponderKitPortTests/Fixtures/*/*.swift)
elif [[ "$target" == portconfig ]]; then
    seeds=("$repo"/Fuzz/seeds/portconfig/* "$repo"/Examples/PhotoApp/Linux/UIKitPort.config)
else
    seeds=("$repo"/Examples/*.json)
fi
if [[ "$target" == json ]]; then
    seeds+=("$repo"/Fuzz/seeds/json/*)
elif [[ "$target" != replay && "$target" != port && "$target" != portconfig && "$target" != recording &&
    "$target" != dump &&
    "$target" != trace && "$target" != vfl && "$target" != predicate ]]; then
    seeds+=("$repo"/Fuzz/seeds/scene/*)
fi
for seed in "${seeds[@]}"; do
    if [[ -f "$seed" && ! -e "$corpus/$(basename "$seed")" ]]; then
        cp "$seed" "$corpus/"
    fi
done
if [[ "$target" == explain ]]; then
    # An explain input is a scene, then NUL-separated `explain` arguments (see Fuzz/explain.swift). Give every
    # scene seed two points, and one the options too, so the fuzzer starts from inputs that already hit views.
    for scene in "${seeds[@]}"; do
        seed="$corpus/points-$(basename "$scene")"
        if [[ -f "$scene" && ! -e "$seed" ]]; then
            { cat "$scene"; printf '\0%s' --at 160,240 --at 240,130; } >"$seed"
        fi
    done
    seed="$corpus/options-two-windows.json"
    if [[ -f "$repo/Examples/two-windows.json" && ! -e "$seed" ]]; then
        { cat "$repo/Examples/two-windows.json"; printf '\0%s' --window alert --at=120,150 --max-visits 3 --json; } \
            >"$seed"
    fi
fi

case "$target" in
    json) max_len=65536 ;;
    scene) max_len=32768 ;;
    explain) max_len=16384 ;;
    replay) max_len=8192 ;;
    port) max_len=16384 ;;
    portconfig) max_len=4096 ;;
    inject) max_len=8192 ;;
    recording) max_len=16384 ;;
    dump) max_len=16384 ;;
    trace) max_len=256 ;;
    vfl) max_len=4096 ;;
    predicate) max_len=1024 ;;
esac
case "$target" in
    json) dictionary="$repo/Fuzz/json.dict" ;;
    scene | explain) dictionary="$repo/Fuzz/scene.dict" ;;
    replay) dictionary="$repo/Fuzz/json.dict" ;;
    port) dictionary="$repo/Fuzz/port.dict" ;;
    portconfig) dictionary="$repo/Fuzz/portconfig.dict" ;;
    inject) dictionary="$repo/Fuzz/inject.dict" ;;
    recording) dictionary="$repo/Fuzz/recording.dict" ;;
    dump) dictionary="$repo/Fuzz/dump.dict" ;;
    trace) dictionary="$repo/Fuzz/trace.dict" ;;
    vfl) dictionary="$repo/Fuzz/vfl.dict" ;;
    predicate) dictionary="$repo/Fuzz/predicate.dict" ;;
esac

# Swift's own crash backtracer would run inside ASan and report itself; let libFuzzer and ASan report traps.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# `-detect_leaks=0` only stops libFuzzer's per-input leak check; LeakSanitizer would still report at exit.
for flag in "$@"; do
    if [[ "$flag" == -detect_leaks=0 ]]; then
        export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
    fi
done

echo "== fuzzing $target for $seconds s (log: $log)"
run_start="$work/.run-start"
touch "$run_start"
status=0
"$binary" \
    -max_total_time="$seconds" \
    -max_len="$max_len" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -dict="$dictionary" \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/" \
    "$@" \
    "$corpus" >"$log" 2>&1 || status=$?

echo "== summary ($target)"
grep -E '^(stat::|Done [0-9]+ runs|#[0-9]+ +DONE)' "$log" || tail -n 5 "$log"
echo "corpus: $(find "$corpus" -type f | wc -l) files in $corpus"
findings=()
mapfile -t findings < <(find "$artifacts" -type f -newer "$run_start" \( -name 'crash-*' -o -name 'leak-*' \
    -o -name 'timeout-*' -o -name 'oom-*' -o -name 'slow-unit-*' \) | sort)
if ((${#findings[@]} == 0)); then
    echo "findings: none"
else
    echo "findings of this run (reproduce with $binary FILE):"
    printf '  %s\n' "${findings[@]}"
    grep -m 1 -E 'Fatal error' "$log" || true
    grep -m 1 -A 30 -E '^==[0-9]+== ?ERROR' "$log" || true
fi
echo "libFuzzer exit status: $status"
if ((status != 0)) || ((${#findings[@]} > 0)); then
    exit 1
fi
