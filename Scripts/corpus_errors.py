#!/usr/bin/env python3
"""Ranks what blocks the entries of a corpus run: every error of every entry's compiler log, not only the first.

    Scripts/corpus_errors.py WORK [MODE] [--top N] [--areas FILE]

WORK is the CORPUS_WORK folder of a Scripts/corpus-check.sh run, MODE one of its modes (written, port, plugin;
port unless given). Each error is reduced to the name it is about: `cannot find 'X'` gives X, `value of type 'T'
has no member 'm'` gives T.m, an override of nothing gives the overridden method's name, and an error that names
nothing gives its message with the quoted parts as X. Names declared by the entry's own files are counted apart
(they fail because something else did). The table counts, for each name, the entries whose log holds it and the
entries where it is the first error. An areas file holds `AREA<TAB>REGEX` lines (# comments allowed); each name is
marked with the first area whose regex it matches, and the summary says how many failing entries are blocked only
by names inside the areas. Prints Markdown; reads only WORK and the areas file.
"""
import collections
import os
import re
import sys

LOCATION = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")
PATTERNS = [
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"value of type '([^']+)' has no member '([^']+)'"), lambda m: member(m.group(1), m.group(2))),
    (re.compile(r"type '([^']+)'(?: \(aka '[^']+'\))? has no member '([^']+)'"),
     lambda m: member(m.group(1), m.group(2))),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: m.group(2)),
    (re.compile(r"no such module '([^']+)'"), lambda m: "module " + m.group(1)),
    (re.compile(r"cannot infer contextual base in reference to member '([^']+)'"), lambda m: "." + m.group(1)),
    (re.compile(r"'([^']+)' is unavailable"), lambda m: m.group(1) + " (unavailable)"),
    (re.compile(r"'([^']+)' can only be used with the Objective-C runtime"), lambda m: m.group(1)),
]


def member(type_name, name):
    """`T.m`, with optionals and generic arguments stripped from T."""
    base = re.sub(r"<.*>", "", type_name).rstrip("?!")
    return f"{base}.{name}"


def source_line(path, line):
    try:
        with open(path, errors="replace") as f:
            for number, text in enumerate(f, 1):
                if number == line:
                    return text
    except OSError:
        pass
    return ""


def callee_at(text, column):
    """The called name nearest before `column` in a source line (`UIColor` in `UIColor(named: "x")`)."""
    best = None
    for m in re.finditer(r"([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\(", text):
        if m.start(1) <= column - 1:  # the call starts at or before the error's column
            best = m.group(1)
    if best and best.startswith(("self.", "super.")):
        best = best.split(".", 1)[1]
    return best


def name_of(path, line, column, message):
    """The name an error is about (see the module comment)."""
    for pattern, make in PATTERNS:
        m = pattern.search(message)
        if m:
            return make(m)
    text = source_line(path, line)
    call = re.search(r"incorrect argument labels? in call \(have '([^']*)'|extra arguments? (?:'([^']+)' )?(?:at positions [^ ]+ )?in call|"
                     r"missing arguments? for parameters? '([^']+)' in call|argument passed to call that takes no arguments|"
                     r"cannot be constructed because it has no accessible initializers", message)
    if call:  # a call UIKit has no such signature for: the callee as written, and the labels it was given
        callee = callee_at(text, column)
        if callee:
            given = call.group(1) if call.group(1) is not None else (call.group(2) + ":" if call.group(2) else "")
            return f"{callee}({given}…)" if not call.group(1) else f"{callee}({given})"
    conversion = re.search(r"cannot convert value of type '([^']+)' to expected argument type '([^']+)'", message)
    if conversion:
        return f"{conversion.group(1)} passed as {conversion.group(2)}"
    if "does not override any" in message or "overriding declaration requires" in message:
        rest = text[column - 1:]
        m = re.match(r"(?:func\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)", rest)
        if m:  # a method or an initializer: its name and argument labels
            labels = [p.split(":")[0].split()[0] for p in m.group(2).split(",") if ":" in p]
            return f"override {m.group(1)}(" + "".join(label + ":" for label in labels) + ")"
        m = re.match(r"(?:var\s+)?([A-Za-z_][A-Za-z0-9_]*)", rest)
        if m:
            return f"override var {m.group(1)}"
    if "Objective-C interoperability is disabled" in message:
        token = re.match(r"[#@]?([A-Za-z_]+)", text[column - 1:])
        word = token.group(1) if token else "objc"
        return ("#" if word == "selector" else "@") + word
    if "failed to produce diagnostic" in message:
        return "(the compiler failed to produce a diagnostic)"
    # No name: the message itself, as a kind of error (usually downstream of another).
    return "(" + re.sub(r"'[^']*'", "X", message) + ")"


def declared(sources):
    """Names the entry's own files declare."""
    names = set()
    for text in sources:
        names |= set(re.findall(r"\b(?:class|struct|enum|protocol|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)", text))
    return names


def main(argv):
    args = list(argv)
    top, areas_file = 30, None
    if "--top" in args:
        i = args.index("--top"); top = int(args[i + 1]); del args[i:i + 2]
    if "--areas" in args:
        i = args.index("--areas"); areas_file = args[i + 1]; del args[i:i + 2]
    if not 1 <= len(args) <= 2 or not os.path.isdir(args[0]):
        print("usage: " + __doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    work, mode = args[0], (args[1] if len(args) == 2 else "port")
    folder = os.path.join(work, mode)
    if not os.path.isdir(folder):
        print(f"corpus_errors: no {folder} (was the mode run?)", file=sys.stderr)
        return 2
    areas = []
    if areas_file:
        for raw in open(areas_file):
            if raw.strip() and not raw.startswith("#"):
                area, regex = raw.rstrip("\n").split("\t", 1)
                areas.append((area, re.compile(regex)))

    def area_of(name):
        return next((area for area, regex in areas if regex.search(name)), "")

    blocks = collections.defaultdict(set)
    firsts = collections.Counter()
    cascades = collections.defaultdict(set)
    per_entry = {}
    entries = sorted(e for e in os.listdir(folder) if os.path.isdir(os.path.join(folder, e)))
    for entry in entries:
        log = os.path.join(folder, entry, "compile.log")
        if not os.path.exists(log):
            continue
        names, paths = [], set()
        for raw in open(log, errors="replace"):
            m = LOCATION.match(raw.rstrip("\n"))
            if m:
                paths.add(m.group(1))
                names.append(name_of(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)))
        src = os.path.join(folder, entry, "src")
        if os.path.isdir(src):
            paths |= {os.path.join(src, f) for f in os.listdir(src) if f.endswith(".swift")}
        own = declared(open(path, errors="replace").read() for path in paths if os.path.exists(path))
        if not names:
            continue
        outside = [n for n in names if n.split(".")[0].split(" ")[-1] not in own or "." in n or n.startswith("override")]
        local = [n for n in names if n not in outside]
        for n in set(outside):
            blocks[n].add(entry)
        for n in set(local):
            cascades[n].add(entry)
        first = (outside or local)[0]
        firsts[first] += 1
        per_entry[entry] = set(outside)
    kinds = [n for n in blocks if n.startswith("(")]
    ranked = sorted((n for n in blocks if not n.startswith("(")), key=lambda n: (-len(blocks[n]), n))
    print(f"# What blocks the entries ({mode}): {len(per_entry)} failing entries with compiler errors\n")
    header = "| rank | name | entries it blocks | first error in | area | entries |"
    print(header + "\n|---|---|---|---|---|---|")
    for rank, n in enumerate(ranked[:top], 1):
        sample = " ".join(sorted(blocks[n])[:8]) + (" …" if len(blocks[n]) > 8 else "")
        print(f"| {rank} | `{n}` | {len(blocks[n])} | {firsts[n]} | {area_of(n)} | {sample} |")
    if kinds:
        print("\nErrors that name nothing (entries): "
              + "; ".join(f"{n[1:-1]} {len(blocks[n])}" for n in sorted(kinds, key=lambda n: -len(blocks[n]))[:12]))
    if cascades:
        top_cascades = sorted(cascades, key=lambda n: -len(cascades[n]))[:10]
        print("\nNames the entries declare themselves (errors downstream of another): "
              + ", ".join(f"`{n}` {len(cascades[n])}" for n in top_cascades))
    if areas:
        inside = [e for e, ns in per_entry.items() if ns and all(area_of(n) for n in ns if not n.startswith("("))]
        print(f"\nFailing entries blocked only by names inside the areas: {len(inside)} of {len(per_entry)} "
              f"({' '.join(sorted(inside))})")
        counts = collections.Counter(area_of(n) or "outside" for ns in per_entry.values() for n in ns if not n.startswith("("))
        print("Errors' names by area (name-entry pairs): " + ", ".join(f"{a} {c}" for a, c in counts.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
