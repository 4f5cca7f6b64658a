#!/usr/bin/env python3
"""Prints the side-by-side table of bench-vs-peers.sh from a file of benchmark lines.

Each input line has the form `<peer> <shape> <metric>=<value> key=value ...` (the peers' format).
For every shape and metric: the value for qt5, gnustep, limit (plain C, the physical limit) and swift, swift
divided by the faster toolkit (qt5 or gnustep), and swift divided by the limit.
"""
import sys

METRICS = [
    ("hittest_ns", "hit-test, ns/point", None),
    ("dispatch_target_ns", "dispatch to target, ns/event", None),
    ("dispatch_window_ns", "dispatch via window, ns/event", None),
    ("memory", "heap bytes/view", "heap_bytes_per_view"),
    ("memory", "RSS bytes/view", "bytes_per_view"),
    ("memory", "peak RSS, KiB", "peak_rss_kb"),
]


def parse(path):
    data = {}
    for line in open(path):
        tokens = line.split()
        if len(tokens) < 3 or line.startswith("#"):
            continue
        peer, shape = tokens[0], tokens[1]
        fields = dict(t.split("=", 1) for t in tokens[2:] if "=" in t)
        if "=" not in tokens[2]:
            fields["_metric"] = tokens[2]
            key = tokens[2]
        else:
            key = tokens[2].split("=", 1)[0]
        data.setdefault((peer, shape), {})[key] = fields
    return data


def value(data, peer, shape, metric, field):
    entry = data.get((peer, shape), {}).get(metric)
    if entry is None:
        return None
    try:
        return float(entry[field or metric])
    except (KeyError, ValueError):
        return None


def fmt(v):
    if v is None:
        return "-"
    return f"{v:,.1f}" if v < 100 else f"{v:,.0f}"


def ratio(numerator, denominator):
    if numerator is None or denominator is None or denominator <= 0:
        return "-"
    return f"{numerator / denominator:.3f}x"


def main():
    data = parse(sys.argv[1])
    print("| shape | metric | qt5 | gnustep | limit | swift | swift / faster toolkit | swift / limit |")
    print("|---|---|---|---|---|---|---|---|")
    for shape in ("deep", "wide", "tree"):
        for metric, label, field in METRICS:
            qt, gs, lim, sw = (value(data, p, shape, metric, field) for p in ("qt5", "gnustep", "limit", "swift"))
            peers = [v for v in (qt, gs) if v is not None]
            faster = min(peers) if peers else None
            print(
                f"| {shape} | {label} | {fmt(qt)} | {fmt(gs)} | {fmt(lim)} | {fmt(sw)} "
                f"| {ratio(sw, faster)} | {ratio(sw, lim)} |"
            )


if __name__ == "__main__":
    main()
