#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Bitwise parity with PyTorch's threshold_backward and hardsigmoid_backward, through the Python package's torch
ops (aclnn_portable.torch, which call the public C API).

Runs every dtype PyTorch supports on random data (seed printed) mixed with NaN, +-Inf, +-0, denormals
and the threshold itself, plus every FLOAT16/BF16 bit pattern. For FLOAT16/BF16 only thresholds that
the 16-bit type represents exactly are compared: PyTorch before 2.0 (Debian 12 ships 1.13) rounds the
threshold to the tensor's 16-bit type, while current PyTorch, CANN and our contract compare in float32;
both agree on representable thresholds. Compared bitwise, except that two NaNs
match whatever their payloads (PyTorch's bf16 conversion rewrites NaN payloads; we pass the gradient's
bits through). Integer dtypes use thresholds that are integers inside the type's range: there our contract
and PyTorch agree. Exit 77 (skipped) when torch is not installed.
"""
import argparse
import os
import sys
import time

import numpy as np

try:
    import torch
except ImportError:
    print("torch is not installed: skipped")
    sys.exit(77)

ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_INT32, ACL_UINT8, ACL_INT64, ACL_DOUBLE, ACL_BF16 = 0, 1, 2, 3, 4, 9, 11, 27
NUMPY_STORAGE = {ACL_FLOAT: np.float32, ACL_FLOAT16: np.uint16, ACL_BF16: np.uint16, ACL_INT8: np.int8,
                 ACL_UINT8: np.uint8, ACL_INT32: np.int32, ACL_INT64: np.int64}
DTYPE_NAMES = {ACL_FLOAT: "FLOAT", ACL_FLOAT16: "FLOAT16", ACL_BF16: "BFLOAT16", ACL_INT8: "INT8", ACL_UINT8: "UINT8",
               ACL_INT32: "INT32", ACL_INT64: "INT64"}
TORCH_DTYPES = {ACL_FLOAT: torch.float32, ACL_FLOAT16: torch.float16, ACL_BF16: torch.bfloat16,
                ACL_INT8: torch.int8, ACL_UINT8: torch.uint8, ACL_INT32: torch.int32, ACL_INT64: torch.int64}


def to_torch(arr, dtype):
    if dtype in (ACL_FLOAT16, ACL_BF16):
        return torch.from_numpy(arr.view(np.int16).copy()).view(TORCH_DTYPES[dtype])
    return torch.from_numpy(arr.copy())


def from_torch(t, dtype):
    if dtype in (ACL_FLOAT16, ACL_BF16):
        return t.contiguous().view(torch.int16).numpy().view(np.uint16)
    return t.contiguous().numpy()


def values(dtype, n, rng, threshold):
    storage = NUMPY_STORAGE[dtype]
    if dtype in (ACL_FLOAT16, ACL_BF16):
        return rng.integers(0, 65536, n, dtype=np.uint32).astype(np.uint16)  # every kind of bit pattern
    if dtype == ACL_FLOAT:
        v = rng.uniform(-100, 100, n).astype(np.float32)
        t = np.float32(threshold) if np.isfinite(threshold) else np.float32(0)
        specials = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-40, -1e-40, t,
                             np.nextafter(t, np.float32(np.inf)), np.nextafter(t, np.float32(-np.inf)), 3.0,
                             2.99999976], dtype=np.float32)
        pick = rng.random(n) < 0.25
        v[pick] = rng.choice(specials, pick.sum())
        return v
    info = np.iinfo(storage)
    v = rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64)
    near = rng.random(n) < 0.3
    v[near] = np.clip(int(threshold) + rng.integers(-2, 3, near.sum()), info.min, info.max)
    return v.astype(storage)


def representable16(value, dtype):
    t = torch.tensor([value], dtype=torch.float32)
    return bool(t.to(TORCH_DTYPES[dtype]).to(torch.float32).eq(t).item()) or value != value


def same(ours, theirs, dtype):
    if dtype == ACL_FLOAT:
        both_nan = np.isnan(ours) & np.isnan(theirs)
        return (ours.view(np.uint32) == theirs.view(np.uint32)) | both_nan
    if dtype in (ACL_FLOAT16, ACL_BF16):
        exp_mask, mant_mask = (0x7C00, 0x3FF) if dtype == ACL_FLOAT16 else (0x7F80, 0x7F)
        nan = lambda x: ((x & exp_mask) == exp_mask) & ((x & mant_mask) != 0)
        return (ours == theirs) | (nan(ours) & nan(theirs))
    return ours == theirs


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--package-dir", help="the folder holding aclnn_portable (default: on sys.path)")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("ACLP_TEST_SEED", time.time_ns() % 2**32)))
    parser.add_argument("--size", type=int, default=100003)
    args = parser.parse_args()
    print("seed: ACLP_TEST_SEED=%d, torch %s" % (args.seed, torch.__version__))
    rng = np.random.default_rng(args.seed)
    if args.package_dir:
        sys.path.insert(0, args.package_dir)
    import aclnn_portable.torch as api
    failures = 0
    float_thresholds = [(0, ACL_INT32), (0.5, ACL_FLOAT), (-1.25, ACL_DOUBLE), (2.0 ** 33, ACL_DOUBLE),
                        (float("inf"), ACL_DOUBLE), (float("-inf"), ACL_FLOAT), (0.1, ACL_DOUBLE)]
    int_thresholds = {ACL_INT8: [0, 5, -3, 126], ACL_UINT8: [0, 5, 200], ACL_INT32: [0, -7, 1000000],
                      ACL_INT64: [0, 3, -(2 ** 40)]}
    print("%-8s %6s %10s %10s" % ("dtype", "cases", "elements", "mismatch"))
    for dtype, tdtype in TORCH_DTYPES.items():
        thresholds = float_thresholds if dtype in (ACL_FLOAT, ACL_FLOAT16, ACL_BF16) else \
            [(t, ACL_INT64) for t in int_thresholds[dtype]]
        cases = elements = mismatches = 0
        for threshold, threshold_dtype in thresholds:
            if dtype in (ACL_FLOAT16, ACL_BF16) and not representable16(threshold, dtype):
                continue
            grad = values(dtype, args.size, rng, threshold)
            self_ = values(dtype, args.size, rng, threshold)
            try:
                want = torch.ops.aten.threshold_backward(to_torch(grad, dtype), to_torch(self_, dtype), threshold)
            except RuntimeError as error:  # this torch build lacks the dtype
                print("  %s: torch has no kernel (%s), skipped" % (DTYPE_NAMES[dtype], str(error).splitlines()[0]))
                break
            try:
                scalar = int(threshold) if threshold_dtype in (ACL_INT32, ACL_INT64) else float(threshold)
                ours = from_torch(api.threshold_backward(to_torch(grad, dtype), to_torch(self_, dtype), scalar), dtype)
            except api.AclnnError as error:
                print("FAIL %s threshold %r: %s" % (DTYPE_NAMES[dtype], threshold, error))
                failures += 1
                continue
            ok = same(ours, from_torch(want, dtype), dtype)
            cases += 1
            elements += ok.size
            bad = int((~ok).sum())
            mismatches += bad
            if bad:
                i = int(np.argmax(~ok))
                print("FAIL %s threshold %r: %d mismatches, first at %d: self %r grad %r ours %r torch %r" % (
                    DTYPE_NAMES[dtype], threshold, bad, i, self_[i], grad[i], ours[i], from_torch(want, dtype)[i]))
                failures += 1
        print("%-8s %6d %10d %10d" % (DTYPE_NAMES[dtype], cases, elements, mismatches))
    failures += hardsigmoid_parity(api, rng, args.size)
    print("%d passed, %d failed" % (0 if failures else 1, 1 if failures else 0))
    return 1 if failures else 0


def float_values(dtype, n, rng):
    """Random FLOAT/FLOAT16/BF16 storage with specials: every 16-bit pattern is possible; floats near +-3."""
    if dtype in (ACL_FLOAT16, ACL_BF16):
        return rng.integers(0, 65536, n, dtype=np.uint32).astype(np.uint16)
    v = rng.uniform(-5, 5, n).astype(np.float32)
    specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-40, -1e-40, 3.0, -3.0, 2.99999976, -2.99999976,
                         3.0000002, -3.0000002, 6.0], dtype=np.float32)
    pick = rng.random(n) < 0.3
    v[pick] = rng.choice(specials, pick.sum())
    return v


def hardsigmoid_parity(api, rng, size):
    """aclnnHardsigmoidBackward against torch.ops.aten.hardsigmoid_backward for every dtype pair torch runs;
    out takes torch's result dtype. NaN matches NaN whatever the payload."""
    failures = 0
    print("hardsigmoid_backward")
    print("%-8s %-8s %10s %10s" % ("grad", "self", "elements", "mismatch"))
    floats = (ACL_FLOAT, ACL_FLOAT16, ACL_BF16)
    for gdt in floats:
        for sdt in floats:
            grad, self_ = float_values(gdt, size, rng), float_values(sdt, size, rng)
            try:
                want = torch.ops.aten.hardsigmoid_backward(to_torch(grad, gdt), to_torch(self_, sdt))
            except RuntimeError as error:
                print("%-8s %-8s torch has no kernel (%s), skipped" % (DTYPE_NAMES[gdt], DTYPE_NAMES[sdt],
                                                                        str(error).splitlines()[0]))
                continue
            out_dtype = {v: k for k, v in TORCH_DTYPES.items()}[want.dtype]
            try:
                ours = from_torch(api.hardsigmoid_backward(to_torch(grad, gdt), to_torch(self_, sdt)), out_dtype)
            except api.AclnnError as error:
                print("FAIL %s" % error)
                failures += 1
                continue
            ok = same(ours, from_torch(want, out_dtype), out_dtype)
            bad = int((~ok).sum())
            print("%-8s %-8s %10d %10d" % (DTYPE_NAMES[gdt], DTYPE_NAMES[sdt], ok.size, bad))
            if bad:
                i = int(np.argmax(~ok))
                print("FAIL first at %d: grad %r self %r ours %r torch %r" % (i, grad[i], self_[i], ours[i],
                                                                             from_torch(want, out_dtype)[i]))
                failures += 1
    return failures


if __name__ == "__main__":
    sys.exit(main())
