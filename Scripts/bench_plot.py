#!/usr/bin/env python3
"""Writes an SVG plot (standard output) of a bench-vs-peers.sh run, with no plotting library.

Usage: bench_plot.py ALL.txt EXTRA.txt > plot.svg

Left: each hit-test and dispatch row and heap bytes per view, as a multiple of the `limit` peer (plain C) for
swift, qt5 and gnustep, on a log scale (1x is the limit; below it is faster). Right: the scaling rows of
`responderkit-bench --scaling` (hit-test ns per point against the number of flat siblings), log-log.
"""
import math
import sys

from bench_table import parse, value

ROWS = [
    ("hittest_ns", None, "hit-test"),
    ("dispatch_target_ns", None, "to target"),
    ("dispatch_window_ns", None, "via window"),
    ("memory", "heap_bytes_per_view", "heap/view"),
]
PEERS = [("swift", "#1f77b4"), ("qt5", "#2ca02c"), ("gnustep", "#d62728")]


def scaling_points(path):
    """(siblings, ns) pairs from the `swift scaling flat siblings=N hittest_ns=X` lines."""
    points = []
    for line in open(path):
        if line.startswith("swift scaling flat"):
            fields = dict(t.split("=", 1) for t in line.split() if "=" in t)
            points.append((int(fields["siblings"]), float(fields["hittest_ns"])))
    return sorted(points)


def text(x, y, s, size=11, anchor="start", extra=""):
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" {extra}>{s}</text>'


def ratio_panel(data, x0, y0, width, height):
    """Grouped bars of value / limit on a log axis from 0.001x to 10,000x."""
    out = [text(x0, y0 - 12, "Each row as a multiple of the limit (plain C), log scale, clipped at 10,000x", 13, extra='font-weight="bold"')]
    low, high = -3.0, 4.0
    def y_of(r):
        return y0 + height - (math.log10(r) - low) / (high - low) * height
    for exp in range(int(low), int(high) + 1):
        y = y_of(10 ** exp)
        out.append(f'<line x1="{x0}" x2="{x0 + width}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(text(x0 - 6, y + 4, f"{10 ** exp:g}x", 10, "end"))
    one = y_of(1)
    out.append(f'<line x1="{x0}" x2="{x0 + width}" y1="{one:.1f}" y2="{one:.1f}" stroke="#000" stroke-dasharray="4 3"/>')
    groups = [(shape, metric, field, label) for shape in ("deep", "wide", "tree") for metric, field, label in ROWS]
    slot = width / len(groups)
    bar = slot / (len(PEERS) + 1)
    for i, (shape, metric, field, label) in enumerate(groups):
        limit = value(data, "limit", shape, metric, field)
        for j, (peer, colour) in enumerate(PEERS):
            v = value(data, peer, shape, metric, field)
            if v is None or not limit:
                continue
            r = min(max(v / limit, 10 ** low), 10 ** high)
            x = x0 + i * slot + (j + 0.5) * bar
            top, base = sorted((y_of(r), one))
            out.append(f'<rect x="{x:.1f}" y="{top:.1f}" width="{bar * 0.9:.1f}" height="{max(base - top, 1):.1f}" fill="{colour}"><title>{peer} {shape} {label}: {r:.3g}x</title></rect>')
        cx = x0 + (i + 0.5) * slot
        out.append(text(cx, y0 + height + 14, label, 9, "middle"))
        if i % len(ROWS) == 0:
            out.append(text(x0 + (i + len(ROWS) / 2) * slot, y0 + height + 30, shape, 12, "middle", 'font-weight="bold"'))
    for j, (peer, colour) in enumerate(PEERS):
        out.append(f'<rect x="{x0 + j * 90}" y="{y0 + height + 42}" width="12" height="12" fill="{colour}"/>')
        out.append(text(x0 + j * 90 + 16, y0 + height + 52, peer))
    return out


def scaling_panel(points, x0, y0, width, height):
    out = [text(x0, y0 - 12, "swift hit-test, ns/point, by flat siblings", 13, extra='font-weight="bold"')]
    if not points:
        return out + [text(x0, y0 + 20, "no scaling rows")]
    xs = [math.log10(n) for n, _ in points]
    ys = [math.log10(v) for _, v in points]
    xlo, xhi = math.floor(min(xs)), math.ceil(max(xs))
    ylo, yhi = math.floor(min(ys)), math.ceil(max(ys))
    if yhi == ylo:
        yhi += 1
    def px(n):
        return x0 + (math.log10(n) - xlo) / (xhi - xlo) * width
    def py(v):
        return y0 + height - (math.log10(v) - ylo) / (yhi - ylo) * height
    for e in range(xlo, xhi + 1):
        out.append(f'<line x1="{px(10 ** e):.1f}" x2="{px(10 ** e):.1f}" y1="{y0}" y2="{y0 + height}" stroke="#ddd"/>')
        out.append(text(px(10 ** e), y0 + height + 14, f"{10 ** e:,}", 10, "middle"))
    for e in range(ylo, yhi + 1):
        out.append(f'<line x1="{x0}" x2="{x0 + width}" y1="{py(10 ** e):.1f}" y2="{py(10 ** e):.1f}" stroke="#ddd"/>')
        out.append(text(x0 - 6, py(10 ** e) + 4, f"{10 ** e:g} ns", 10, "end"))
    path = " ".join(f"{'M' if i == 0 else 'L'}{px(n):.1f},{py(v):.1f}" for i, (n, v) in enumerate(points))
    out.append(f'<path d="{path}" fill="none" stroke="#1f77b4" stroke-width="2"/>')
    for n, v in points:
        out.append(f'<circle cx="{px(n):.1f}" cy="{py(v):.1f}" r="3.5" fill="#1f77b4"><title>{n} siblings: {v:.1f} ns</title></circle>')
        out.append(text(px(n) + 5, py(v) - 6, f"{v:.0f}", 10))
    return out


def main():
    data = parse(sys.argv[1])
    points = scaling_points(sys.argv[2]) if len(sys.argv) > 2 else []
    body = ratio_panel(data, 70, 40, 620, 320) + scaling_panel(points, 800, 40, 320, 320)
    print('<svg xmlns="http://www.w3.org/2000/svg" width="1160" height="460" font-family="sans-serif">')
    print('<rect width="100%" height="100%" fill="white"/>')
    print("\n".join(body))
    print("</svg>")


if __name__ == "__main__":
    main()
