#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch cross-check for aclnn-accuracy --torch: compares what each case's operator wrote, bitwise
(any NaN matching any NaN), with PyTorch's CPU result on the very same inputs.

    torch_crosscheck.py DIR      DIR holds <case>.json manifests and .bin files written by aclnn-accuracy

Each operator's PyTorch counterpart is its folder's tests/st/torch_reference.py (installed beside this
script as torch_references/<aclnn name>.py): OPERATOR names it and expected(manifest, inputs, helpers)
returns the outputs PyTorch computes, or raises helpers.Skip where PyTorch's contract differs from ours by
design (each case left out is counted, with the reason; a CPU kernel PyTorch lacks is one). Exit 0: no
mismatch; 1: some; 77: no torch.
"""
import collections
import glob
import importlib.util
import json
import os
import sys

import numpy as np

try:
    import torch
except ImportError:
    print("torch is not installed")
    sys.exit(77)

NUMPY = {"FLOAT": np.float32, "FLOAT16": np.uint16, "BFLOAT16": np.uint16, "DOUBLE": np.float64, "INT8": np.int8,
         "UINT8": np.uint8, "INT16": np.int16, "INT32": np.int32, "INT64": np.int64, "UINT1": np.uint8,
         "COMPLEX64": np.complex64, "COMPLEX128": np.complex128}
TORCH = {"FLOAT": torch.float32, "FLOAT16": torch.float16, "BFLOAT16": torch.bfloat16, "DOUBLE": torch.float64,
         "INT8": torch.int8, "UINT8": torch.uint8, "INT16": torch.int16, "INT32": torch.int32, "INT64": torch.int64,
         "COMPLEX64": torch.complex64, "COMPLEX128": torch.complex128}
INT_RANGE = {"INT8": (-128, 127), "UINT8": (0, 255), "INT16": (-2 ** 15, 2 ** 15 - 1), "INT32": (-2 ** 31, 2 ** 31 - 1),
             "INT64": (-2 ** 63, 2 ** 63 - 1)}
OLD_TORCH = int(torch.__version__.split(".")[0]) < 2


class Skip(Exception):
    pass


def load(folder, entry):
    raw = np.fromfile(os.path.join(folder, entry["file"]), dtype=NUMPY[entry["dtype"]])
    if entry["dtype"] == "UINT1":
        return raw
    if entry["dtype"] in ("FLOAT16", "BFLOAT16"):
        return torch.from_numpy(raw.view(np.int16).copy()).view(TORCH[entry["dtype"]]).reshape(entry["shape"])
    return torch.from_numpy(raw.copy()).reshape(entry["shape"])


def bits(t):
    """A tensor's raw bits as a flat numpy array, and a NaN mask."""
    t = t.contiguous().reshape(-1)
    if t.is_complex():  # the parts, (re, im) after each other
        return bits(torch.view_as_real(t))
    if t.dtype in (torch.float16, torch.bfloat16):
        return t.view(torch.int16).numpy().view(np.uint16), torch.isnan(t).numpy()
    if t.is_floating_point():
        return t.numpy().view(np.uint32 if t.dtype == torch.float32 else np.uint64), torch.isnan(t).numpy()
    return t.numpy(), np.zeros(t.numel(), dtype=bool)


def unpack(mask_bytes, n):
    return torch.from_numpy(np.unpackbits(mask_bytes, bitorder="little")[:n].astype(bool))


def pack(keep):
    """A boolean tensor as a 1-bit mask, least-significant bit first."""
    return np.packbits(keep.reshape(-1).numpy(), bitorder="little")


def scalar_value(scalar):
    """(value, is_integer) of a case's scalar."""
    value = float(scalar["value"])
    if scalar["dtype"] in ("FLOAT", "FLOAT16", "BFLOAT16", "DOUBLE"):
        return value, False
    return int(value), True


def representable(value, dtype):
    """Whether a float32 value survives a round trip through a 16-bit dtype."""
    t = torch.tensor(value, dtype=torch.float32)
    return float(t.to(TORCH[dtype]).float()) == float(t)


def references():
    """{aclnn name: module} of every operator's torch_reference.py."""
    here = os.path.dirname(os.path.abspath(__file__))
    paths = sorted(glob.glob(os.path.join(here, "torch_references", "*.py")))  # installed
    if not paths:  # the source tree: the folders of the operator table
        sys.path.insert(0, here)
        import operator_table
        paths = [os.path.join(operator_table.ROOT, "activation", folder, "tests", "st", "torch_reference.py")
                 for folder, _ in operator_table.rows()]
    found = {}
    for path in paths:
        if os.path.exists(path):
            spec = importlib.util.spec_from_file_location("torch_reference_%d" % len(found), path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            found[module.OPERATOR] = module
    return found


def expected(m, ins, refs):
    if m["op"] not in refs:
        raise Skip("no PyTorch counterpart")
    return refs[m["op"]].expected(m, ins, sys.modules[__name__])


def main():
    folder = sys.argv[1]
    rows = collections.defaultdict(lambda: [0, 0, 0])  # cases, elements, mismatches
    skipped = collections.Counter()
    failures = []
    refs = references()
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        m = json.load(open(path))
        ins = [load(folder, e) for e in m["inputs"]]
        dtypes = ",".join(sorted({e["dtype"] for e in m["inputs"] if e["dtype"] != "UINT1"}))
        key = (m["op"], dtypes)
        try:
            try:
                want = expected(m, ins, refs)
            except RuntimeError as error:  # this PyTorch build has no kernel for the dtype
                raise Skip("PyTorch has no CPU kernel: " + str(error).splitlines()[0][:60])
        except Skip as why:
            skipped[(m["op"], dtypes, str(why))] += 1
            continue
        row = rows[key]
        row[0] += 1
        for out, w in zip(m["outputs"], want):
            got = load(folder, out)
            if out["dtype"] == "UINT1":
                bad = int((got != w).sum())
                row[1] += got.size
            else:
                a, a_nan = bits(got)
                b, b_nan = bits(w)
                ok = (a == b) | (a_nan & b_nan)
                bad = int((~ok).sum())
                row[1] += ok.size
                if bad:
                    i = int(np.argmax(~ok))
                    failures.append("%s %s: %d elements differ, first at %d: ours %r, PyTorch %r" % (
                        m["case"], out["name"], bad, i, got.reshape(-1)[i].item(), w.reshape(-1)[i].item()))
            row[2] += bad
    print("%-26s %-22s %7s %12s %10s" % ("operator", "dtypes", "cases", "elements", "mismatch"))
    for (op, dtypes), (cases, elements, bad) in sorted(rows.items()):
        print("%-26s %-22s %7d %12d %10d" % (op, dtypes, cases, elements, bad))
    for (op, dtypes, why), n in sorted(skipped.items()):
        print("  left out: %s %s, %d case(s): %s" % (op, dtypes, n, why))
    for f in failures[:20]:
        print("MISMATCH " + f)
    total = sum(r[0] for r in rows.values())
    print("PyTorch %s: %d cases compared, %d left out, %d with mismatches" % (
        torch.__version__, total, sum(skipped.values()), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
