#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Turns aclnn_bench's JSON into the summary table: effective GB/s of each operator run, the best copy
ceiling (memcpy or non-temporal) of the same footprint and thread count measured in the same run, and
their ratio; plus microseconds per full two-stage call. Medians when repetitions were run."""
import json
import sys

DTYPES = {0: ("FLOAT", 4), 1: ("FLOAT16", 2), 27: ("BF16", 2), 2: ("INT8", 1), 3: ("INT32", 4), 4: ("UINT8", 1),
          9: ("INT64", 8)}


def load(path):
    with open(path) as f:
        data = json.load(f)
    runs = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        name = b["run_name"] if "run_name" in b else b["name"]
        name = name.replace("/real_time", "").replace("/manual_time", "")
        runs[name] = b
    return data.get("context", {}), runs


def main(path):
    context, runs = load(path)
    copies = {}
    for name, b in runs.items():
        if name.startswith("BM_Copy/"):
            _, kind, moved, threads = name.split("/")
            key = (int(moved), int(threads))
            copies.setdefault(key, {})[int(kind)] = b["bytes_per_second"] / 1e9
    print("host: %s, %s CPUs @ %s MHz" % (context.get("host_name", "?"), context.get("num_cpus", "?"),
                                          context.get("mhz_per_cpu", "?")))
    print("%-22s %6s %7s %9s %9s %9s %7s" % ("operator", "dtype", "threads", "elements", "GB/s", "copy GB/s", "ratio"))
    for name, b in sorted(runs.items()):
        parts = name.split("/")
        if parts[0] != "BM_ThresholdBackward":
            continue
        dtype, n, threads = int(parts[1]), int(parts[2]), int(parts[3])
        dname, size = DTYPES[dtype]
        gbs = b["bytes_per_second"] / 1e9
        ceiling = copies.get((3 * n * size, threads), {})
        best = max(ceiling.values()) if ceiling else float("nan")
        kind = "nt" if ceiling and ceiling.get(1, 0) >= ceiling.get(0, 0) else "memcpy"
        print("%-22s %6s %7d %9d %9.1f %6.1f %-2s %7.2f" % ("ThresholdBackward", dname, threads, n, gbs, best,
                                                          kind if ceiling else "", gbs / best))
    interleaved = [(n, b) for n, b in sorted(runs.items()) if n.startswith("BM_ThresholdVsCopy/")]
    if interleaved:
        print("\ninterleaved (operator, memcpy, non-temporal copy of the same footprint in every iteration; medians):")
        print("%-22s %6s %7s %9s %9s %9s %9s %7s" % ("operator", "dtype", "threads", "elements", "GB/s", "memcpy",
                                                   "nt copy", "ratio"))
        for name, b in interleaved:
            parts = name.replace("/manual_time", "").split("/")
            dtype, n, threads = int(parts[1]), int(parts[2]), int(parts[3])
            print("%-22s %6s %7d %9d %9.1f %9.1f %9.1f %7.2f" % ("ThresholdBackward", DTYPES[dtype][0], threads, n,
                                                                b["op_GBps"], b["memcpy_GBps"], b["nt_GBps"],
                                                                b["ratio"]))
    for name, b in sorted(runs.items()):
        if name.startswith("BM_TwoStageCall/"):
            unit = {"ns": 1e-3, "us": 1.0, "ms": 1e3}[b.get("time_unit", "ns")]
            print("two-stage call + sync, fp32, N=%s: %.3f us (median real time)" % (name.split("/")[1],
                                                                                  b["real_time"] * unit))


if __name__ == "__main__":
    main(sys.argv[1])
