#!/usr/bin/env python3
"""Writes an SVG plot (standard output) of the Auto Layout benchmark, with no plotting library.

Usage: layout_plot.py RESULTS.txt > layout-vs-kiwi.svg

RESULTS.txt holds the lines of `kiwi_bench.py` (peer kiwi) and of `responderkit-bench --layout` (swift-solver)
and `--layout-uikit` (swift-uikit; lines renamed swift-uikit-proposed show a build with proposed changes), in any
order; a peer or line that is missing is left out, and lines starting with # are comments. Two panels, log
scale: the build cost per constraint and the time of one re-solve (a width change, every value or frame read),
one group of bars per line (form-100, form-1000, chain-100, chain-200), one bar per peer.
"""
import math
import sys

LINES = ["form-100", "form-1000", "chain-100", "chain-200"]
PEERS = [
    ("kiwi", "#7f7f7f"),
    ("swift-solver", "#ff7f0e"),
    ("swift-uikit", "#1f77b4"),
    ("swift-uikit-proposed", "#9ecae1"),
]
PANELS = [("build_ns_per_constraint", "build, ns per constraint"), ("resolve_ns", "re-solve, ns")]


def parse(path):
    """{(peer, line): {metric: value}} from `PEER LINE key=value ...` lines; the last line of a pair wins."""
    data = {}
    for text in open(path):
        parts = text.split()
        if len(parts) < 3 or parts[1] not in LINES:
            continue
        fields = {}
        for token in parts[2:]:
            key, _, raw = token.partition("=")
            try:
                fields[key] = float(raw)
            except ValueError:
                pass
        data[(parts[0], parts[1])] = fields
    return data


def text(x, y, s, size=11, anchor="start", extra=""):
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" {extra}>{s}</text>'


def panel(data, metric, title, x0, y0, width, height):
    values = [data[(p, l)][metric] for p, _ in PEERS for l in LINES if metric in data.get((p, l), {})]
    out = [text(x0, y0 - 12, f"{title} (log scale; lower is faster)", 13, extra='font-weight="bold"')]
    if not values:
        return out + [text(x0, y0 + 20, "no data")]
    low = math.floor(math.log10(min(values)))
    high = math.ceil(math.log10(max(values)))
    if high == low:
        high += 1

    def y_of(v):
        return y0 + height - (math.log10(v) - low) / (high - low) * height

    for e in range(low, high + 1):
        y = y_of(10 ** e)
        out.append(f'<line x1="{x0}" x2="{x0 + width}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(text(x0 - 6, y + 4, f"{10 ** e:,.0f}", 10, "end"))
    slot = width / len(LINES)
    bar = slot / (len(PEERS) + 1)
    base = y0 + height
    for i, line in enumerate(LINES):
        for j, (peer, colour) in enumerate(PEERS):
            v = data.get((peer, line), {}).get(metric)
            if not v:
                continue
            x = x0 + i * slot + (j + 0.5) * bar
            top = y_of(v)
            out.append(
                f'<rect x="{x:.1f}" y="{top:.1f}" width="{bar * 0.9:.1f}" height="{max(base - top, 1):.1f}" '
                f'fill="{colour}"><title>{peer} {line} {metric}: {v:,.1f}</title></rect>')
            out.append(text(x + bar * 0.45, top - 3, f"{v:,.0f}", 8, "middle"))
        out.append(text(x0 + (i + 0.5) * slot, base + 16, line, 11, "middle"))
    return out


def main():
    data = parse(sys.argv[1])
    body = []
    for k, (metric, title) in enumerate(PANELS):
        body += panel(data, metric, title, 80 + k * 560, 40, 460, 300)
    for j, (peer, colour) in enumerate(PEERS):
        body.append(f'<rect x="{80 + j * 170}" y="378" width="12" height="12" fill="{colour}"/>')
        body.append(text(80 + j * 170 + 16, 388, peer))
    print('<svg xmlns="http://www.w3.org/2000/svg" width="1140" height="410" font-family="sans-serif">')
    print('<rect width="100%" height="100%" fill="white"/>')
    print("\n".join(body))
    print("</svg>")


if __name__ == "__main__":
    main()
