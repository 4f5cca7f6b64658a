#!/usr/bin/env python3
"""Prints the side-by-side table of bench-vs-peers.sh from files of benchmark lines, one file per run.

Usage: bench_table.py RUN.txt [RUN.txt ...]

Each input line has the form `<peer> <shape> <metric>=<value> key=value ...` (the peers' format).
For every shape and metric: the value for qt5, gnustep, limit (plain C, the physical limit) and swift, swift
divided by the faster toolkit (qt5 or gnustep), and swift divided by the limit. With several runs, each value is
the median over the runs, and each ratio the median [min-max] of the ratios measured within each run.
"""
import statistics
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
        return None
    return numerator / denominator


def median(values):
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def fmt_ratio(ratios):
    present = [r for r in ratios if r is not None]
    if not present:
        return "-"
    if len(present) == 1:
        return f"{present[0]:.3f}x"
    return f"{statistics.median(present):.3f}x [{min(present):.3f}-{max(present):.3f}]"


def main():
    runs = [parse(path) for path in sys.argv[1:]]
    print("| shape | metric | qt5 | gnustep | limit | swift | swift / faster toolkit | swift / limit |")
    print("|---|---|---|---|---|---|---|---|")
    for shape in ("deep", "wide", "tree"):
        for metric, label, field in METRICS:
            values = {p: [value(d, p, shape, metric, field) for d in runs] for p in ("qt5", "gnustep", "limit", "swift")}
            to_toolkit, to_limit = [], []
            for i in range(len(runs)):
                peers = [v for v in (values["qt5"][i], values["gnustep"][i]) if v is not None]
                to_toolkit.append(ratio(values["swift"][i], min(peers) if peers else None))
                to_limit.append(ratio(values["swift"][i], values["limit"][i]))
            cells = " | ".join(fmt(median(values[p])) for p in ("qt5", "gnustep", "limit", "swift"))
            print(f"| {shape} | {label} | {cells} | {fmt_ratio(to_toolkit)} | {fmt_ratio(to_limit)} |")


if __name__ == "__main__":
    main()
