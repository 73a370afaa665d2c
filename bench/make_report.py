#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Turns aclnn_bench's JSON into the benchmark report: one row per measurement (CSV and JSON), the
performance targets checked against the same run, text tables, and plots of GB/s against size per
operator with the copy ceiling and the peers drawn in (matplotlib, when installed).

    make_report.py RUN.json [RUN2.json ...] [--out-dir DIR] [--print]

Ratios always come from one run: an operator's GB/s over the best copy (memcpy or non-temporal) of
the same footprint and thread count measured in the same process."""
import argparse
import csv
import json
import math
import os
import re
import sys

PEER_NAMES = {"torch": "PyTorch C++", "onednn": "oneDNN"}


def operators(context):
    """Our operators in the operator table's order, as the benchmark names them."""
    return [op for op in context.get("aclp_operators", "").split(",") if op]


def load(paths):
    """(context, {name: benchmark}) of one or more runs; medians where repetitions ran."""
    context, runs = {}, {}
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        context = data.get("context", context)
        for b in data["benchmarks"]:
            if b.get("error_occurred"):
                continue
            if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
                continue
            name = b.get("run_name", b["name"])
            # Google Benchmark's suffixes: /real_time, /manual_time, /iterations:6, /repeats:3, /min_time:0.3
            name = re.sub(r"/(real_time|manual_time|[a-z_]+:[0-9.]+)", "", name)
            runs[name] = b
    return context, runs


def seconds(b):
    unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b.get("time_unit", "ns")]
    return b["real_time"] * unit


def cache_level(context, footprint, threads):
    """Where a footprint lives: L1/L2 are per core, so the threads' caches add up."""
    l1 = int(context.get("aclp_l1d_bytes", 32768)) * threads
    l2 = int(context.get("aclp_l2_bytes", 1 << 20)) * threads
    llc = int(context.get("aclp_llc_bytes", 8 << 20))
    if footprint <= l1:
        return "L1"
    if footprint <= l2:
        return "L2"
    if footprint <= llc:
        return "LLC"
    return "DRAM"


def build_rows(context, runs):
    """One dict per measurement of an operator or a peer."""
    copies, moved_by_problem = {}, {}
    for name, b in runs.items():
        parts = name.split("/")
        if parts[0] == "BM_Copy":
            _, kind, moved, threads = parts
            copies.setdefault((int(moved), int(threads)), {})[kind] = b["bytes_per_second"] / 1e9
        elif parts[0] in ("BM_Op", "BM_OpVsCopy") and "moved_bytes" in b:
            moved_by_problem[(parts[1], parts[2], int(parts[3]))] = int(round(b["moved_bytes"]))
    order = operators(context)
    rows = []
    for name, b in runs.items():
        parts = name.split("/")
        if parts[0] in ("BM_Op", "BM_OpVsCopy"):
            who, (op, dtype, n, threads) = "aclnn-portable", parts[1:5]
            form = "aclnn%s (two-stage call + sync)" % op
        elif parts[0] == "BM_Peer":
            who, form, (op, dtype, n, threads) = parts[1], b.get("label", ""), parts[2:6]
        else:
            continue
        n, threads = int(n), int(threads)
        ours_moved = moved_by_problem.get((op, dtype, n))
        if ours_moved is None:
            continue  # a peer's point without ours (the small-call comparison)
        # A peer's point timed in alternating blocks with ours: its median call, and the median ratio to ours.
        us = b["peer_us"] if parts[0] == "BM_Peer" and "peer_us" in b else seconds(b) * 1e6
        row = {"library": who, "form": form, "operator": op, "dtype": dtype, "elements": n,
               "threads": threads, "us_per_call": us}
        if parts[0] == "BM_Peer" and "speedup" in b:
            row["interleaved_speedup"] = b["speedup"]
        if parts[0] == "BM_OpVsCopy":
            moved = ours_moved
            row.update(GBps=b["op_GBps"], memcpy_GBps=b["memcpy_GBps"], nt_GBps=b["nt_GBps"],
                       ratio_to_copy=b["ratio"], interleaved=True)
            if "ratio_to_same_traffic" in b:  # a kernel with the operator's traffic and no work, interleaved
                row.update(same_traffic_GBps=b["same_traffic_GBps"], ratio_to_same_traffic=b["ratio_to_same_traffic"],
                           same_traffic_kernel=b.get("label", "").replace("same traffic: ", ""))
        else:
            moved = b["bytes_per_second"] * seconds(b) if who != "aclnn-portable" else ours_moved
            gbs = moved / (us * 1e-6) / 1e9
            ceiling = copies.get((ours_moved, threads), {})
            row.update(GBps=gbs, memcpy_GBps=ceiling.get("memcpy"), nt_GBps=ceiling.get("nt"), interleaved=False)
            if who == "aclnn-portable" and ceiling:
                row["ratio_to_copy"] = gbs / max(ceiling.values())
        row["footprint_bytes"] = int(round(moved))
        row["level"] = cache_level(context, ours_moved, threads)
        rows.append(row)
    rows.sort(key=lambda r: (order.index(r["operator"]) if r["operator"] in order else len(order), r["operator"],
                             r["dtype"], r["library"] != "aclnn-portable", r["library"], r["threads"], r["elements"]))
    return rows


def check_targets(context, runs, rows):
    """The performance targets, each with the measured figure and whether it holds."""
    cores = int(context.get("aclp_cores", 2))
    out = []
    big = [r for r in rows if r["library"] == "aclnn-portable" and r["elements"] >= 1 << 24 and r["threads"] == cores]
    for r in big:
        of_same = " (of a kernel with its traffic: %.3f)" % r["ratio_to_same_traffic"] \
            if r.get("ratio_to_same_traffic") else ""
        out.append({"target": "%s %s %dM elements, %d threads: >= 0.95 of the best same-run copy%s" % (
            r["operator"], r["dtype"], r["elements"] >> 20, cores, of_same), "measured": r.get("ratio_to_copy"), "bound": 0.95,
            "holds": (r.get("ratio_to_copy") or 0) >= 0.95,
            "ratio_to_same_traffic": r.get("ratio_to_same_traffic")})
        if r.get("ratio_to_same_traffic"):
            # The same call against a kernel that moves the operator's own bytes and computes nothing (for
            # a two-input operator three streams, for an in-place one two), interleaved with it.
            out.append({"target": "%s %s %dM elements, %d threads: >= 0.95 of a kernel with its own traffic (%s)" % (
                r["operator"], r["dtype"], r["elements"] >> 20, cores, r.get("same_traffic_kernel", "?")),
                "measured": r["ratio_to_same_traffic"], "bound": 0.95, "holds": r["ratio_to_same_traffic"] >= 0.95})
    out.extend(against_torch(rows))
    for name, b in sorted(runs.items()):
        if name.startswith("BM_HeadToHead/"):
            # Alternating blocks of ours, the peer's and memcpy's calls: the robust figure.
            peer, op, dtype, n, threads = name.split("/")[1:6]
            out.append({"target": "%s %s %dM elements, %s threads: >= 1.2x %s (head to head; memcpy of the same "
                        "bytes would be %.2fx)" % (op, dtype, int(n) >> 20, threads, PEER_NAMES.get(peer, peer),
                                                   b["max_speedup"]),
                        "measured": b["speedup"], "bound": 1.2, "holds": b["speedup"] >= 1.2,
                        "at_memcpy_speed": b["max_speedup"]})
    for name, b in sorted(runs.items()):
        if name.startswith("BM_Views/"):
            # Views of one [rows, cols] output: ours and the peer on the same views, ours on dense tensors.
            peer, op, dtype, shape, layout, threads = name.split("/")[1:7]
            out.append({"target": "%s %s %s %s, %s threads: >= 1.2x %s on the same views" % (
                op, dtype, shape, layout, threads, PEER_NAMES.get(peer, peer)),
                "measured": b["speedup"], "bound": 1.2, "holds": b["speedup"] >= 1.2})
        if name.startswith("BM_Views/") or name.startswith("BM_ViewsVsDense/"):
            op, dtype, shape, layout, threads = name.split("/")[-5:]
            if layout == "self_broadcast_row":
                # copy_vs_dense: a streaming copy of the bytes such a call moves, against the dense call: its floor here.
                floor = "; a streaming copy of them: %.2f" % b["copy_vs_dense"] if "copy_vs_dense" in b else ""
                out.append({"target": "%s %s %s %s, %s threads: <= 0.75x our dense call's time (its bytes: 2/3%s)" % (
                    op, dtype, shape, layout, threads, floor), "measured": b["vs_dense"], "bound": 0.75,
                    "holds": b["vs_dense"] <= 0.75, "copy_vs_dense": b.get("copy_vs_dense")})
    for name, b in sorted(runs.items()):
        if name.startswith("BM_Denormal/"):
            who, op, dtype, n, threads = name.split("/")[1:6]
            slowdown = b["slowdown"]
            label = "ours" if who == "ours" else PEER_NAMES.get(who, who)
            entry = {"target": "%s %s %s %s elements, %s thread(s), 3%% subnormal gradients: slowdown (%s)" % (
                op, dtype, label, n, threads, "must stay <= 1.05" if who == "ours" else "peer, for reference"),
                "measured": slowdown}
            if who == "ours":
                entry.update(bound=1.05, holds=slowdown <= 1.05)
            out.append(entry)
    for name, b in sorted(runs.items()):
        if name.startswith("BM_TwoStageCall/") and name.endswith("/64"):
            us = seconds(b) * 1e6
            out.append({"target": "%s N=64 FLOAT two-stage call + sync, 1 thread: <= 0.20 us" % name.split("/")[1],
                        "measured": us, "bound": 0.20, "holds": us <= 0.20})
        if name.startswith("BM_Peer/") and name.endswith("/FLOAT/64/1"):
            peer, op = name.split("/")[1:3]
            out.append({"target": "%s %s N=64 FLOAT call, 1 thread (peer, for reference; us)" % (
                PEER_NAMES.get(peer, peer), op), "measured": seconds(b) * 1e6})
    for name, b in sorted(runs.items()):
        if name.startswith("BM_MaskVsFullWidth/"):
            op, dtype, n, threads = name.split("/")[1:5]
            if int(threads) == cores:
                # The bytes each moves bound the ratio from below: 8.125/12 for FLOAT, 2.125/3 for INT8.
                full = b.get("label", "").replace("full width: ", "")
                out.append({"target": "%s %s %dM elements, %s threads: time <= 0.70x %s's (bytes moved: %.3f)" % (
                    op, dtype, int(n) >> 20, threads, full, b["bytes_ratio"]),
                    "measured": b["time_ratio"], "bound": 0.70, "holds": b["time_ratio"] <= 0.70,
                    "bytes_ratio": b["bytes_ratio"]})
    return out


def against_torch(rows):
    """Per operator x dtype: ours not slower than PyTorch C++ at any size and thread count of the report. Each
    point is PyTorch's median call over ours, the two timed in alternating blocks on the same buffers (a
    report from before that measurement compares rows timed one after the other)."""
    ours = {(r["operator"], r["dtype"], r["elements"], r["threads"]): r["us_per_call"]
            for r in rows if r["library"] == "aclnn-portable"}
    groups = {}
    for r in rows:
        key = (r["operator"], r["dtype"], r["elements"], r["threads"])
        if r["library"] != "torch" or key not in ours or ours[key] <= 0:
            continue
        speedup = r.get("interleaved_speedup") or r["us_per_call"] / ours[key]
        group = groups.setdefault(key[:2], {"points": 0, "slower": [], "least": speedup})
        group["points"] += 1
        group["least"] = min(group["least"], speedup)
        if speedup < 1.0:
            group["slower"].append((speedup, key[2], key[3]))
    out = []
    for (op, dtype), group in groups.items():
        slower = sorted(group["slower"])
        where = ", ".join("%s/%d thr %.2f" % (size_name(n), t, x) for x, n, t in slower[:3])
        out.append({"target": "%s %s, every size and thread count (%d points): not slower than PyTorch C++%s" % (
            op, dtype, group["points"], " (slower: %s%s)" % (where, " ..." if len(slower) > 3 else "") if slower
            else ""), "measured": group["least"], "bound": 1.0, "holds": not slower, "slower_points": len(slower),
            "short": "%s %s %s/%d thr" % (op, dtype, size_name(slower[0][1]), slower[0][2]) if slower else op})
    return out


def size_name(n):
    """4096 -> 4K, 16777216 -> 16M."""
    return "%dM" % (n >> 20) if n >= 1 << 20 else "%dK" % (n >> 10)


def fmt(x, digits=2):
    return "" if x is None else ("%.*f" % (digits, x))


def print_tables(context, runs, rows, targets, stream):
    w = stream.write
    w("host: %s, %s CPUs; caches L1d %s, L2 %s, LLC %s bytes; peers: %s\n" % (
        context.get("host_name", "?"), context.get("num_cpus", "?"), context.get("aclp_l1d_bytes", "?"),
        context.get("aclp_l2_bytes", "?"), context.get("aclp_llc_bytes", "?"),
        ", ".join(v for k, v in sorted(context.items()) if k.startswith("aclp_peer_")) or "none"))
    w("\n%-20s %-8s %-15s %9s %3s %-5s %10s %8s %9s %6s %6s\n" % (
        "operator", "dtype", "library", "elements", "thr", "where", "us/call", "GB/s", "copy GB/s", "ratio", "same"))
    for r in rows:
        ceiling = max(x for x in (r.get("memcpy_GBps"), r.get("nt_GBps"), 0) if x is not None)
        w("%-20s %-8s %-15s %9d %3d %-5s %10.2f %8.1f %9s %6s %6s\n" % (
            r["operator"], r["dtype"], r["library"], r["elements"], r["threads"], r["level"], r["us_per_call"],
            r["GBps"], fmt(ceiling if ceiling else None, 1), fmt(r.get("ratio_to_copy")), fmt(r.get("ratio_to_same_traffic"))))
    heads = [(name, b) for name, b in sorted(runs.items()) if name.startswith("BM_HeadToHead/")]
    if heads:
        w("\nhead to head (ours, the peer and memcpy of the same bytes in alternating 40 ms blocks; medians of"
          " single calls):\n")
        w("%-20s %-8s %-12s %9s %3s %9s %9s %9s %8s %12s\n" % ("operator", "dtype", "peer", "elements", "thr", "ours us",
                                                             "peer us", "memcpy us", "speedup", "at memcpy's"))
        for name, b in heads:
            peer, op, dtype, n, threads = name.split("/")[1:6]
            w("%-20s %-8s %-12s %9s %3s %9.2f %9.2f %9.2f %8.2f %12.2f\n" % (
                op, dtype, PEER_NAMES.get(peer, peer), n, threads, b["ours_us"],
                b["peer_us"], b["copy_us"], b["speedup"], b["max_speedup"]))
    views = sorted(((name, b) for name, b in runs.items()
                    if name.startswith("BM_Views/") or name.startswith("BM_ViewsVsDense/")),
                   key=lambda v: v[0].split("/")[-5:])  # by operator, dtype, ...: FLOAT16 among the others
    if views:
        w("\nviews (ours and the peer on the same views, ours on dense tensors of the shape, and a streaming copy"
          " of the output's bytes, one read and one written stream, the traffic of a call whose self is broadcast;"
          " alternating 40 ms blocks, medians of single calls; peer '-': no peer takes the dtype):\n")
        w("%-20s %-8s %-10s %-24s %3s %9s %9s %9s %9s %8s %9s %9s\n" % (
            "operator", "dtype", "shape", "layout", "thr", "ours us", "peer us", "dense us", "copy us", "speedup",
            "vs dense", "copy/dns"))
        for name, b in views:
            op, dtype, shape, layout, threads = name.split("/")[-5:]
            peer_us = "%9.0f" % b["peer_us"] if "peer_us" in b else "%9s" % "-"
            speedup = "%8.2f" % b["speedup"] if "speedup" in b else "%8s" % "-"
            w("%-20s %-8s %-10s %-24s %3s %9.0f %s %9.0f %9s %s %9.2f %9s\n" % (
                op, dtype, shape, layout, threads, b["ours_us"], peer_us, b["dense_us"], fmt(b.get("copy_us"), 0),
                speedup, b["vs_dense"], fmt(b.get("copy_vs_dense"))))
    w("\ntargets:\n")
    for t in targets:
        status = "" if "holds" not in t else ("  ok" if t["holds"] else "  MISSED")
        w("  %-100s %7s%s\n" % (t["target"], fmt(t["measured"], 3), status))


def plot(context, rows, out_dir):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plots (apt-get install python3-matplotlib)")
        return []
    cores = int(context.get("aclp_cores", 2))
    written = []
    for op in operators(context):
        dtypes = []
        for r in rows:
            if r["operator"] == op and r["library"] == "aclnn-portable" and r["dtype"] not in dtypes:
                dtypes.append(r["dtype"])
        if not dtypes:
            continue
        cols = min(4, len(dtypes))
        nrows = int(math.ceil(len(dtypes) / cols))
        fig, axes = plt.subplots(nrows, cols, figsize=(4.2 * cols, 3.4 * nrows), squeeze=False)
        for i, dtype in enumerate(dtypes):
            ax = axes[i // cols][i % cols]
            mine = [r for r in rows if r["operator"] == op and r["dtype"] == dtype]

            def series(library, threads):
                pts = sorted((r["elements"], r["GBps"]) for r in mine if r["library"] == library
                             and r["threads"] == threads)
                return [p[0] for p in pts], [p[1] for p in pts]

            ceiling = sorted((r["elements"], max(x for x in (r.get("memcpy_GBps"), r.get("nt_GBps")) if x))
                             for r in mine if r["library"] == "aclnn-portable" and r["threads"] == cores
                             and (r.get("memcpy_GBps") or r.get("nt_GBps")))
            if ceiling:
                ax.plot([c[0] for c in ceiling], [c[1] for c in ceiling], color="0.6", lw=2.5, alpha=0.6,
                        label="copy ceiling, %d thr" % cores)
            x, y = series("aclnn-portable", cores)
            ax.plot(x, y, "o-", color="tab:red", label="ours, %d thr" % cores)
            x, y = series("aclnn-portable", 1)
            ax.plot(x, y, "o--", color="tab:red", alpha=0.5, label="ours, 1 thr")
            for peer, color in (("torch", "tab:blue"), ("onednn", "tab:green")):
                x, y = series(peer, cores)
                if x:
                    ax.plot(x, y, "s-", color=color, label="%s, %d thr" % (PEER_NAMES[peer], cores))
            ax.set_xscale("log", base=2)
            ax.set_title("%s %s" % (op, dtype), fontsize=10)
            ax.set_xlabel("elements")
            ax.set_ylabel("effective GB/s")
            ax.grid(True, alpha=0.3)
            ax.set_ylim(bottom=0)
            if i == 0:
                ax.legend(fontsize=7)
        for j in range(len(dtypes), nrows * cols):
            axes[j // cols][j % cols].axis("off")
        fig.suptitle("%s: effective GB/s (inputs read once, output written once), one run" % op, fontsize=11)
        fig.tight_layout()
        path = os.path.join(out_dir, "gbps_%s.png" % op)
        fig.savefig(path, dpi=80)
        plt.close(fig)
        written.append(path)
    return written


def targets_markdown(context, rows, targets):
    """The targets as a compact Markdown table, for docs/benchmarks/targets.md and docs/performance.md."""
    cores = int(context.get("aclp_cores", 2))
    lines = ["| target | measured | holds |", "|---|---|---|"]
    big = {}
    for r in rows:
        if r["library"] == "aclnn-portable" and r["elements"] >= 1 << 24 and r["threads"] == cores:
            big.setdefault(r["operator"], []).append(r)
    for op, group in big.items():
        ratios = [g.get("ratio_to_copy") or 0 for g in group]
        low = [g for g in group if (g.get("ratio_to_copy") or 0) < 0.95]
        same = [g["ratio_to_same_traffic"] for g in group if g.get("ratio_to_same_traffic")]
        same_low = [g for g in group if g.get("ratio_to_same_traffic") and g["ratio_to_same_traffic"] < 0.95]
        lines.append("| %s, every dtype, 16M and 64M elements: >= 0.95 of the best same-run copy | %.3f-%.3f%s | %s |" % (
            op, min(ratios), max(ratios), "; below 0.95: " + ", ".join(
                "%s %dM %.3f" % (g["dtype"], g["elements"] >> 20, g["ratio_to_copy"]) for g in low) if low else "",
            "yes" if not low else "%d of %d" % (len(group) - len(low), len(group))))
        if same:
            lines.append("| %s, every dtype, 16M and 64M elements: >= 0.95 of a kernel with its own traffic (%s) | "
                         "%.3f-%.3f%s | %s |" % (
                             op, group[0].get("same_traffic_kernel", "?"), min(same), max(same),
                             "; below 0.95: " + ", ".join("%s %dM %.3f" % (
                                 g["dtype"], g["elements"] >> 20, g["ratio_to_same_traffic"]) for g in same_low)
                             if same_low else "",
                             "yes" if not same_low else "%d of %d" % (len(same) - len(same_low), len(same))))
    for t in targets:
        text = t["target"]
        if "best same-run copy" in text or "its own traffic" in text:
            continue  # per operator above
        if "subnormal" in text and ("65536" in text or "1 thread" in text):
            continue  # the table keeps 1M elements, all threads; summary.txt has the rest
        holds = "" if "holds" not in t else ("yes" if t["holds"] else "no")
        lines.append("| %s | %.3f | %s |" % (text.replace("|", "/"), t["measured"], holds))
    return "\n".join(lines) + "\n"


README_KINDS = [
    ("best same-run copy", "16M and 64M elements, every operator x dtype: >= 0.95 of the best same-run copy"),
    ("its own traffic", "16M and 64M elements, every operator x dtype: >= 0.95 of a kernel with its own traffic"),
    ("not slower than PyTorch", "every operator x dtype, 4K to 64M elements, 1 and 2 threads: not slower than "
     "PyTorch C++ (timed in alternating blocks)"),
    ("head to head", "1M elements, FLOAT and BFLOAT16: >= 1.2x the peer, head to head"),
    ("on the same views", "4096 x 4096 views (broadcast, transposed, strided): >= 1.2x PyTorch on the same views"),
    ("our dense call", "self broadcast from [1, C]: <= 0.75x our dense call's time"),
    ("subnormal gradients: slowdown (must", "3% subnormal gradients: slowdown <= 1.05"),
    ("two-stage call", "N=64 FLOAT two-stage call + sync: <= 0.20 us"),
    ("time <= 0.70x", "the 1-bit mask's saving: time <= 0.70x its full-width counterpart's"),
]


def readme_summary(targets):
    """The targets by kind for docs/performance.md: how many hold, and the worst misses (targets.md has every one)."""
    lines = ["| target | holds | misses (worst first) |", "|---|---|---|"]
    for key, label in README_KINDS:
        group = [t for t in targets if key in t["target"] and "holds" in t]
        if not group:
            continue
        missed = [t for t in group if not t["holds"]]
        missed.sort(key=lambda t: -t["measured"] if "<=" in t["target"] else t["measured"])  # worst first
        worst = "; ".join("%s %.3f" % (t.get("short") or t["target"].split(":")[0].split(",")[0], t["measured"])
                          for t in missed[:4])
        lines.append("| %s | %d of %d | %s%s |" % (label, len(group) - len(missed), len(group), worst,
                                                   " ..." if len(missed) > 4 else ""))
    lines.append("")
    lines.append("Every target with its figure: [docs/benchmarks/targets.md](benchmarks/targets.md).")
    return "\n".join(lines) + "\n"


def update_readme(path, context, table):
    """Replaces the block between the bench markers of a page (docs/performance.md) with the current table."""
    begin, end = "<!-- bench-targets:begin -->", "<!-- bench-targets:end -->"
    with open(path) as f:
        text = f.read()
    if begin not in text or end not in text:
        print("%s has no %s ... %s block: not updated" % (path, begin, end))
        return
    host = "%s, %s CPUs, L2 %s KiB per core, LLC %s MiB, %s" % (
        context.get("host_name", "?"), context.get("num_cpus", "?"), int(context.get("aclp_l2_bytes", 0)) >> 10,
        int(context.get("aclp_llc_bytes", 0)) >> 20, context.get("date", "?")[:10])
    block = "%s\nRun on %s (2 threads unless said; ratios from one run):\n\n%s%s" % (begin, host, table, end)
    text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    with open(path, "w") as f:
        f.write(text)
    print("updated", path)


def write_files(context, runs, rows, targets, out_dir, report_dir):
    os.makedirs(out_dir, exist_ok=True)
    os.makedirs(report_dir, exist_ok=True)
    fields = ["library", "form", "operator", "dtype", "elements", "threads", "level", "footprint_bytes",
              "us_per_call", "GBps", "memcpy_GBps", "nt_GBps", "ratio_to_copy", "same_traffic_GBps",
              "ratio_to_same_traffic", "same_traffic_kernel", "interleaved", "interleaved_speedup"]
    with open(os.path.join(out_dir, "results.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
        writer.writeheader()
        for r in rows:
            writer.writerow({k: (round(v, 4) if isinstance(v, float) else v) for k, v in r.items()})
    keep = {k: v for k, v in context.items() if k in ("date", "host_name", "num_cpus", "mhz_per_cpu", "caches",
                                                    "library_build_type") or k.startswith("aclp_")}
    with open(os.path.join(out_dir, "results.json"), "w") as f:
        json.dump({"context": keep, "targets": targets, "rows": rows}, f, indent=1)
    with open(os.path.join(out_dir, "summary.txt"), "w") as f:
        print_tables(context, runs, rows, targets, f)
    with open(os.path.join(report_dir, "targets.md"), "w") as f:
        f.write(targets_markdown(context, rows, targets))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", help="aclnn_bench --benchmark_out JSON files")
    parser.add_argument("--out-dir", help="write results.csv, results.json and summary.txt here")
    parser.add_argument("--report-dir", help="write targets.md and the plots here (default: --out-dir)")
    parser.add_argument("--print", action="store_true", help="print the tables and targets")
    parser.add_argument("--readme", help="replace the bench-targets block of this page with the targets")
    args = parser.parse_args()
    context, runs = load(args.runs)
    rows = build_rows(context, runs)
    targets = check_targets(context, runs, rows)
    if args.print or not args.out_dir:
        print_tables(context, runs, rows, targets, sys.stdout)
    if args.out_dir:
        report_dir = args.report_dir or args.out_dir
        write_files(context, runs, rows, targets, args.out_dir, report_dir)
        for path in plot(context, rows, report_dir):
            print("wrote", path)
    if args.readme:
        update_readme(args.readme, context, readme_summary(targets))


if __name__ == "__main__":
    main()
