#!/usr/bin/python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""One include-guard scheme, checked (and with --fix, applied).

Headers a CANN program includes (include/, opp/, each operator's op_api/aclnn_*.h and op_graph/*_proto.h) keep
CANN's own guard names, so either copy of a header guards the other. Every other header is guarded by
ACLP_ + its path from the repository root (without a leading src/), upper case, each run of other
characters as one _, ending in _H_: src/nnopbase/tensor.h -> ACLP_NNOPBASE_TENSOR_H_. Highway's
per-target -inl.h headers use Highway's toggle instead and are skipped.

    scripts/check_include_guards.py [--fix] [ROOT]     (any python3)
"""
import pathlib
import re
import sys

SKIP_DIRS = {".git", "shared"}
GUARD = re.compile(r"^#ifndef (\w+)\n#define (\w+)\n", re.M)


def public(rel: str) -> bool:
    parts = rel.split("/")
    return (parts[0] in ("include", "opp") or (parts[0] == "activation" and len(parts) == 4 and (
        (parts[2] == "op_api" and parts[3].startswith("aclnn_")) or parts[2] == "op_graph")))


def expected(rel: str) -> str:
    path = rel[len("src/"):] if rel.startswith("src/") else rel
    return "ACLP_" + re.sub(r"[^A-Za-z0-9]+", "_", path).upper() + "_"


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--fix"]
    fix = "--fix" in sys.argv[1:]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    bad = 0
    for header in sorted(root.rglob("*.h")):
        rel = header.relative_to(root).as_posix()
        if rel.split("/")[0] in SKIP_DIRS or rel.startswith("build") or rel.endswith("-inl.h"):
            continue
        text = header.read_text()
        match = GUARD.search(text)
        if match is None or match.group(1) != match.group(2):
            print(f"{rel}: no #ifndef/#define include guard")
            bad += 1
            continue
        if public(rel):
            continue
        want = expected(rel)
        have = match.group(1)
        if have == want:
            continue
        if fix:
            header.write_text(re.sub(r"\b" + have + r"\b", want, text))
            print(f"{rel}: {have} -> {want}")
        else:
            print(f"{rel}: guard {have} should be {want}")
            bad += 1
    if bad:
        print(f"{bad} header(s) break the include-guard scheme (scripts/check_include_guards.py --fix)")
        return 1
    print("include guards: one scheme")
    return 0


if __name__ == "__main__":
    sys.exit(main())
