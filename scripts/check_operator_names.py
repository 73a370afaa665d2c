#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Fails when operator-specific names appear in code outside the operator folders and the operator table,
so per-operator lists cannot creep back. A name is, for each folder of the table: its aclnn entries (the
GetWorkspaceSize functions of op_api/aclnn_*.h, with and without the "aclnn" prefix), its public header,
its graph operator types (REG_OP in op_graph/) and the folder name itself when it is distinctive (has an
underscore). Code is every C/C++, Python, shell and CMake file git tracks, comments and docstrings left
out (they may give examples); docs and case data are not code.

A few files test shared machinery through named operators on purpose (a graph session needs some
operator to run, a hostile-caller scenario some call to attack). They are listed below with the reason
and the most names each may hold: the check also fails when one of them grows.

    check_operator_names.py [--list]     --list prints every name found, per file"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "accuracy"))
import operator_table  # noqa: E402

# path: (most names, why the file names operators)
ALLOWED = {
    "tests/graph/test_graph.cpp": (31, "graph-mode machinery (sessions, Data/Const, dumps, attributes) run through "
                                       "the prototypes CANN's graph programs use"),
    "fuzz/fuzz_graph_session.cpp": (5, "graph sessions fuzzed through concrete prototypes (one with an "
                                       "optional input)"),
    "tests/runtime/test_hostile_callers.cpp": (20, "runtime scenarios (stale handles, re-addressing, device memory) "
                                                   "attacked through one concrete call each"),
    "tools/accuracy/tests/test_accuracy_tool.cpp": (22, "the case-file parser and runner tested on concrete case files"),
    "bench/soak.cpp": (3, "the adapter-style scenarios of the soak (one refused, one repeatable call)"),
    "python/aclnn_portable/torch.py": (2, "MaskedReLU is the 1-bit-mask pair's forward and backward"),
    "python/tests/test_numpy.py": (4, "the NumPy path on concrete calls: a broadcast and a transposed gradient, the "
                                      "mask's round trip"),
}
CODE = re.compile(r"(\.(c|cc|cpp|h|hpp|inc|py|sh|cmake)|CMakeLists\.txt)$")


def names():
    found = set()
    for folder, _ in operator_table.rows():
        op_dir = os.path.join(ROOT, "activation", folder)
        for header in glob.glob(os.path.join(op_dir, "op_api", "aclnn_*.h")):
            found.add(os.path.basename(header))
            with open(header) as f:
                for entry in re.findall(r"\b(aclnn\w+)GetWorkspaceSize\s*\(", f.read()):
                    found.update({entry, entry[len("aclnn"):]})
        for proto in glob.glob(os.path.join(op_dir, "op_graph", "*_proto.h")):
            with open(proto) as f:
                found.update(re.findall(r"REG_OP\((\w+)\)", f.read()))
        if "_" in folder:
            found.add(folder)
    return found


def strip_comments(path, text):
    if path.endswith((".py", ".sh", ".cmake")) or path.endswith("CMakeLists.txt"):
        text = re.sub(r'"""[\s\S]*?"""', "", text)
        return "\n".join(line.split("#", 1)[0] if not line.lstrip().startswith("#!") else "" for line in text.split("\n"))
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    return re.sub(r"//[^\n]*", "", text)


def main():
    folders = [folder for folder, _ in operator_table.rows()]
    pattern = re.compile(r"(?<![A-Za-z0-9])(%s)(?![A-Za-z0-9])" % "|".join(
        re.escape(n) for n in sorted(names(), key=len, reverse=True)))
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    problems, report = [], []
    for path in files:
        if not CODE.search(path) or path == "activation/operator_table.inc":
            continue
        if any(path.startswith("activation/%s/" % folder) for folder in folders):
            continue
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            continue
        with open(full, errors="replace") as f:
            hits = pattern.findall(strip_comments(path, f.read()))
        if not hits:
            continue
        report.append("%s: %d (%s)" % (path, len(hits), ", ".join(sorted(set(hits)))))
        most = ALLOWED.get(path, (0, ""))[0]
        if len(hits) > most:
            problems.append("%s names operators %d times%s: %s" % (
                path, len(hits), " (at most %d allowed)" % most if most else "", ", ".join(sorted(set(hits)))))
    if "--list" in sys.argv[1:]:
        print("\n".join(report))
    for p in problems:
        print("operator names outside the operator folders:", p)
    print("operator names: %d code files outside the folders name operators (%d allowed with a reason); %s" % (
        len(report), len(ALLOWED), "FAILED" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
