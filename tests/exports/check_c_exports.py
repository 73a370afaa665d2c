#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""No C++ exception may leave an exported C function. Every C symbol (unmangled) the given libraries
export must be defined in the sources as a function-try-block, `<signature>\\ntry {` ... `} catch (...)`,
whose handler turns the exception into a status and a message.

    check_c_exports.py <source root> <lib.so>...    (exit 0: every export guarded; 1: a list of the others)
"""
import glob
import os
import re
import subprocess
import sys


def exported_c_symbols(lib):
    out = subprocess.run(["nm", "-D", "--defined-only", lib], stdout=subprocess.PIPE, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in ("T", "W") and not parts[2].startswith("_"):
            names.add(parts[2])
    return names


def main():
    root, libs = sys.argv[1], sys.argv[2:]
    symbols = set()
    for lib in libs:
        symbols |= exported_c_symbols(lib)
    sources = ""
    for pattern in ("src/**/*.cpp", "activation/**/*.cpp", "python/csrc/*.cpp"):
        for path in glob.glob(os.path.join(root, pattern), recursive=True):
            sources += open(path).read() + "\n"
    unguarded = []
    for name in sorted(symbols):
        # The definition: the name at the start of a declarator, its parameter list, then `try {`.
        definition = re.search(r"(?m)^[^\n;{}]*\b%s\(([^;{}]*?)\)\s*\n(try )?\{" % re.escape(name), sources)
        if definition is None:
            unguarded.append(name + " (definition not found)")
        elif definition.group(2) is None:
            unguarded.append(name)
    print("%d exported C functions, %d without a function-try-block" % (len(symbols), len(unguarded)))
    for name in unguarded:
        print("  unguarded: " + name)
    if not symbols:
        print("no exported C function found: wrong libraries?")
        return 1
    return 1 if unguarded else 0


if __name__ == "__main__":
    sys.exit(main())
