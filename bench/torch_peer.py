#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Our operators against PyTorch's CPU kernels in one process, calls interleaved so that machine noise
hits both alike. PyTorch runs `torch.ops.aten.<op>.grad_input(..., grad_input=out)` (no allocation);
ours runs a repeatable executor through the C API (ctypes adds about a microsecond per call, counted
against us). Calls run in alternating blocks (see measure). Prints median microseconds, effective GB/s
and our speed-up."""
import argparse
import ctypes
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools", "python"))
import aclnn_ctypes as A  # noqa: E402

try:
    import torch
except ImportError:
    print("torch is not installed: no PyTorch comparison")
    sys.exit(0)

TORCH = {A.ACL_FLOAT: torch.float32, A.ACL_BF16: torch.bfloat16, A.ACL_FLOAT16: torch.float16}


def ours_runner(api, name, tensors):
    """A callable running aclnn<name> from one repeatable executor."""
    size, executor = ctypes.c_uint64(0), ctypes.c_void_p()
    first = getattr(api.ops, "aclnn%sGetWorkspaceSize" % name)
    assert first(*[ctypes.c_void_p(t) for t in tensors], ctypes.byref(size), ctypes.byref(executor)) == 0
    assert size.value == 0
    api.base.aclSetAclOpExecutorRepeatable(executor)
    run = getattr(api.ops, "aclnn%s" % name)
    run.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_void_p]
    sync = api.acl.aclrtSynchronizeStream
    return lambda: (run(None, 0, executor, None), sync(None)), executor


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
    parser.add_argument("--lib-dir", required=True)
    parser.add_argument("--sizes", default="1048576")
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--reps", type=int, default=200)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    api = A.Aclnn(args.lib_dir)
    rng = np.random.default_rng(0)
    print("PyTorch %s, %d threads for both" % (torch.__version__, args.threads))
    print("%-20s %8s %9s %10s %10s %9s %9s %8s" % ("operator", "dtype", "elements", "ours us", "torch us", "ours GB/s",
                                                 "torch GB/s", "speedup"))
    for n in (int(x) for x in args.sizes.split(",")):
        for name, dtypes in (("HardsigmoidBackward", (A.ACL_FLOAT, A.ACL_BF16, A.ACL_FLOAT16)),
                             ("ThresholdBackward", (A.ACL_FLOAT, A.ACL_BF16))):
            for dtype in dtypes:
                values = rng.uniform(-5, 5, (2, n)).astype(np.float32)
                g = torch.from_numpy(values[0]).to(TORCH[dtype])
                s = torch.from_numpy(values[1]).to(TORCH[dtype])
                o = torch.empty_like(g)
                if name == "HardsigmoidBackward":
                    theirs = lambda: torch.ops.aten.hardsigmoid_backward.grad_input(g, s, grad_input=o)
                else:
                    theirs = lambda: torch.ops.aten.threshold_backward.grad_input(g, s, 0, grad_input=o)
                try:
                    theirs()
                    torch_ok = True
                except RuntimeError:
                    torch_ok = False  # e.g. no FLOAT16 kernel on this PyTorch's CPU backend
                storage = [x.view(torch.int16).numpy().view(np.uint16) if dtype != A.ACL_FLOAT else x.numpy()
                           for x in (g, s)]
                dev = [api.device_copy(x) for x in storage] + [api.device_copy(np.zeros_like(storage[0]))]
                tensors = [api.tensor((n,), dtype, p) for p in dev]
                if name == "ThresholdBackward":
                    thr = api.scalar(0, A.ACL_INT32)
                    tensors = tensors[:2] + [thr] + tensors[2:]
                ours, executor = ours_runner(api, name, tensors)
                ours()
                fns = [ours, theirs] if torch_ok else [ours]
                result = measure(fns, args.reps)
                moved = 3 * n * (4 if dtype == A.ACL_FLOAT else 2)
                if torch_ok:
                    print("%-20s %8s %9d %10.1f %10.1f %9.1f %9.1f %7.2fx" % (
                        name, A.DTYPE_NAMES[dtype], n, result[0], result[1], moved / result[0] / 1e3,
                        moved / result[1] / 1e3, result[1] / result[0]))
                else:
                    print("%-20s %8s %9d %10.1f %10s %9.1f %9s %8s" % (name, A.DTYPE_NAMES[dtype], n, result[0],
                                                                      "-", moved / result[0] / 1e3, "-",
                                                                      "no torch"))
                api.base.aclDestroyAclOpExecutor(ctypes.c_void_p(executor.value))
                for t in tensors:
                    (api.base.aclDestroyScalar if name == "ThresholdBackward" and t is tensors[2]
                     else api.base.aclDestroyTensor)(t)
                for p in dev:
                    api.acl.aclrtFree(p)


if __name__ == "__main__":
    main()
