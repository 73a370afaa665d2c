#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""CI's check of a smoke run of aclnn_bench (--aclp_smoke --benchmark_out=RUN.json): every kind of
benchmark ran without error (the peers' kinds wherever a peer is built in), its counters are finite
and positive, and bench/make_report.py turns the run into rows and targets.

    check_smoke.py RUN.json"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_report  # noqa: E402

COUNTERS = {"BM_OpVsCopy": ("op_GBps", "memcpy_GBps", "nt_GBps", "ratio"), "BM_Denormal": ("slowdown",),
            "BM_MaskVsFullWidth": ("time_ratio", "bytes_ratio"),
            "BM_HeadToHead": ("ours_us", "peer_us", "copy_us", "speedup", "max_speedup"),
            "BM_Views": ("ours_us", "peer_us", "dense_us", "copy_us", "speedup", "vs_dense", "copy_vs_dense", "vs_copy"),
            "BM_ViewsVsDense": ("ours_us", "dense_us", "copy_us", "vs_dense", "copy_vs_dense", "vs_copy")}


def main(path):
    with open(path) as f:
        data = json.load(f)
    problems = []
    kinds = {}
    for b in data["benchmarks"]:
        kind = b["name"].split("/")[0]
        kinds[kind] = kinds.get(kind, 0) + 1
        if b.get("error_occurred"):
            problems.append("%s: %s" % (b["name"], b.get("error_message", "error")))
        counters = COUNTERS.get(kind, ())
        if kind == "BM_Peer" and "manual_time" in b["name"]:  # paired with ours (all but the N=64 reference)
            counters = ("ours_us", "peer_us", "speedup")
        for counter in counters:
            value = b.get(counter)
            if value is None or not math.isfinite(value) or value <= 0:
                problems.append("%s: counter %s is %r" % (b["name"], counter, value))
    expected = ["BM_Copy", "BM_Op", "BM_OpVsCopy", "BM_Denormal", "BM_MaskVsFullWidth", "BM_ViewsVsDense",
                "BM_TwoStageCall"]
    if any(k.startswith("aclp_peer_") for k in data.get("context", {})):
        expected += ["BM_Peer", "BM_HeadToHead"]
        if "aclp_peer_torch" in data.get("context", {}):
            expected.append("BM_Views")
    problems += ["no %s benchmark ran" % kind for kind in expected if kind not in kinds]
    context, runs = make_report.load([path])
    rows = make_report.build_rows(context, runs)
    targets = make_report.check_targets(context, runs, rows)
    if not rows or not targets:
        problems.append("make_report found %d rows and %d targets" % (len(rows), len(targets)))
    for problem in problems:
        print("check_smoke:", problem)
    print("check_smoke: %d benchmarks of %d kinds, %d report rows, %d targets: %s" % (
        len(data["benchmarks"]), len(kinds), len(rows), len(targets), "FAILED" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
