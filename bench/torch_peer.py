#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Our operators against PyTorch's CPU kernels in one process, calls interleaved so that machine noise
hits both alike. PyTorch runs `torch.ops.aten.<op>.grad_input(..., grad_input=out)` (no allocation);
ours runs the Python package's torch op `torch.ops.aclnn.<op>.out(..., out=o)` (both stages of the
two-stage call each time, through the same dispatcher as PyTorch's own op). Calls run in alternating blocks (see measure). Prints median microseconds, effective GB/s
and our speed-up."""
import argparse
import os
import sys
import time

import numpy as np

try:
    import torch
except ImportError:
    print("torch is not installed: no PyTorch comparison")
    sys.exit(0)


def measure(fns, reps, rounds=5):
    """Median microseconds per call of each fn. Each round runs a block of calls of one fn, then of the
    next: interleaving single calls would make the two thread pools (PyTorch's OpenMP threads spin after
    each call) fight over the cores, which measures the fight instead of either library."""
    times = [[] for _ in fns]
    for _ in range(rounds):
        for i, fn in enumerate(fns):
            for _ in range(3):
                fn()  # wake this library's threads
            for _ in range(max(1, reps // rounds)):
                t0 = time.perf_counter_ns()
                fn()
                times[i].append(time.perf_counter_ns() - t0)
    return [float(np.median(t)) / 1e3 for t in times]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--package-dir", help="the folder holding aclnn_portable (default: on sys.path)")
    parser.add_argument("--sizes", default="1048576")
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--reps", type=int, default=200)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    if args.package_dir:
        sys.path.insert(0, args.package_dir)
    import aclnn_portable.torch  # noqa: F401  (registers torch.ops.aclnn)
    names = {torch.float32: "FLOAT", torch.bfloat16: "BFLOAT16", torch.float16: "FLOAT16"}
    rng = np.random.default_rng(0)
    print("PyTorch %s, %d threads for both" % (torch.__version__, args.threads))
    print("%-20s %8s %9s %10s %10s %9s %9s %8s" % ("operator", "dtype", "elements", "ours us", "torch us", "ours GB/s",
                                                 "torch GB/s", "speedup"))
    for n in (int(x) for x in args.sizes.split(",")):
        for name, dtypes in (("hardsigmoid_backward", (torch.float32, torch.bfloat16, torch.float16)),
                             ("threshold_backward", (torch.float32, torch.bfloat16))):
            extra = () if name == "hardsigmoid_backward" else (0,)
            for dtype in dtypes:
                values = rng.uniform(-5, 5, (2, n)).astype(np.float32)
                g = torch.from_numpy(values[0]).to(dtype)
                s = torch.from_numpy(values[1]).to(dtype)
                o, o2 = torch.empty_like(g), torch.empty_like(g)
                aten = getattr(torch.ops.aten, name).grad_input
                theirs = lambda: aten(g, s, *extra, grad_input=o)  # noqa: E731
                ours_op = getattr(torch.ops.aclnn, name).out
                ours = lambda: ours_op(g, s, *extra, out=o2)  # noqa: E731
                try:
                    theirs()
                    torch_ok = True
                except RuntimeError:
                    torch_ok = False  # e.g. no FLOAT16 kernel on this PyTorch's CPU backend
                ours()
                fns = [ours, theirs] if torch_ok else [ours]
                result = measure(fns, args.reps)
                moved = 3 * n * g.element_size()
                if torch_ok:
                    print("%-20s %8s %9d %10.1f %10.1f %9.1f %9.1f %7.2fx" % (
                        name, names[dtype], n, result[0], result[1], moved / result[0] / 1e3,
                        moved / result[1] / 1e3, result[1] / result[0]))
                else:
                    print("%-20s %8s %9d %10.1f %10s %9.1f %9s %8s" % (name, names[dtype], n, result[0],
                                                                      "-", moved / result[0] / 1e3, "-",
                                                                      "no torch"))

if __name__ == "__main__":
    main()
