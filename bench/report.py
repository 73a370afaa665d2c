#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Turns aclnn_bench's JSON into the summary tables: effective GB/s of each operator run, the best copy
ceiling (memcpy or non-temporal) of the same footprint and thread count measured in the same run, and
their ratio; plus microseconds per full two-stage call. Medians when repetitions were run."""
import json
import sys

DTYPES = {0: ("FLOAT", 4), 1: ("FLOAT16", 2), 27: ("BF16", 2), 2: ("INT8", 1), 3: ("INT32", 4), 4: ("UINT8", 1),
          9: ("INT64", 8)}
OPS = {0: "ThresholdBackward", 1: "HardsigmoidBackward", 2: "ReluV2", 3: "ReluGradV2"}


def load(paths):
    """Runs of one or more JSON outputs of aclnn_bench, by name (medians where repetitions ran)."""
    context, runs = {}, {}
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        context = data.get("context", context)
        for b in data["benchmarks"]:
            if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
                continue
            name = b.get("run_name", b["name"]).replace("/real_time", "").replace("/manual_time", "")
            runs[name] = b
    return context, runs


def main(paths):
    context, runs = load(paths)
    copies = {}
    for name, b in runs.items():
        if name.startswith("BM_Copy/"):
            _, kind, moved, threads = name.split("/")
            copies.setdefault((int(moved), int(threads)), {})[int(kind)] = b["bytes_per_second"] / 1e9
    print("host: %s, %s CPUs @ %s MHz" % (context.get("host_name", "?"), context.get("num_cpus", "?"),
                                          context.get("mhz_per_cpu", "?")))
    standalone = sorted((n, b) for n, b in runs.items() if n.startswith("BM_Op/"))
    if standalone:
        print("\nin-cache sizes (operator and copies of the same footprint run one after the other):")
        print("%-20s %8s %7s %9s %9s %13s %7s" % ("operator", "dtype", "threads", "elements", "GB/s", "copy GB/s",
                                                 "ratio"))
        for name, b in standalone:
            op, dtype, n, threads = (int(x) for x in name.split("/")[1:5])
            dname, size = DTYPES[dtype]
            gbs = b["bytes_per_second"] / 1e9
            moved = 3 * n * size if op <= 1 else 2 * n * size + (n + 7) // 8
            ceiling = copies.get((moved, threads), {})
            best = max(ceiling.values()) if ceiling else float("nan")
            kind = ("nt" if ceiling.get(1, 0) >= ceiling.get(0, 0) else "memcpy") if ceiling else ""
            print("%-20s %8s %7d %9d %9.1f %6.1f %-6s %7.2f" % (OPS[op], dname, threads, n, gbs, best, kind,
                                                              gbs / best))
    interleaved = sorted((n, b) for n, b in runs.items() if n.startswith("BM_OpVsCopy/"))
    if interleaved:
        print("\nDRAM sizes (operator, memcpy and non-temporal copy of the same footprint in every iteration; "
              "medians):")
        print("%-20s %8s %7s %9s %9s %9s %9s %7s" % ("operator", "dtype", "threads", "elements", "GB/s", "memcpy",
                                                   "nt copy", "ratio"))
        for name, b in interleaved:
            op, dtype, n, threads = (int(x) for x in name.split("/")[1:5])
            print("%-20s %8s %7d %9d %9.1f %9.1f %9.1f %7.2f" % (OPS[op], DTYPES[dtype][0], threads, n,
                                                                b["op_GBps"], b["memcpy_GBps"], b["nt_GBps"],
                                                                b["ratio"]))
    masks = sorted((n, b) for n, b in runs.items() if n.startswith("BM_MaskVsThreshold/"))
    if masks:
        print("\nReluGradV2 (1-bit mask) time over ThresholdBackward's at the same size, interleaved (medians):")
        for name, b in masks:
            dtype, n, threads = (int(x) for x in name.split("/")[1:4])
            print("  %-8s %9d elements, %d thread(s): %.2f" % (DTYPES[dtype][0], n, threads, b["time_ratio"]))
    for name, b in sorted(runs.items()):
        if name.startswith("BM_TwoStageCall/"):
            op, n = (int(x) for x in name.split("/")[1:3])
            unit = {"ns": 1e-3, "us": 1.0, "ms": 1e3}[b.get("time_unit", "ns")]
            print("%s two-stage call + sync, FLOAT, N=%d: %.3f us (median real time)" % (OPS[op], n,
                                                                                     b["real_time"] * unit))


if __name__ == "__main__":
    main(sys.argv[1:])
