#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""What one operator costs `./build.sh -u`, from the trees a run of it leaves: per operator of the table, the
compile and link seconds of everything built from its folder (and its fuzz target) in each tree, from Ninja's
logs, over the cores that share them; the seconds of its ctest tests (its folder's binaries, and its rows of the
table-driven tests), from ctest's cost data, over ctest's jobs; and its share of the time-boxed fuzz stage. The
sum is the operator's marginal cost: what one more operator of its kind adds to the suite.

    scripts/operator_cost.py [ROOT] [--jobs 2] [--fuzz-total 50]

ROOT is the checkout `./build.sh -u` ran in (default: this one): it reads build-werror/, build-asan/,
build-tsan/ and build-arm64/tree/ where they exist. Uses only the standard library."""
import argparse
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, "tools", "accuracy"))
import operator_table  # noqa: E402

TREES = ["build-werror", "build-asan", "build-tsan", "build-arm64/tree"]  # (or build/, a developer's tree)


def lines_of(*parts):
    """The lines of a file of a tree, none where the tree does not have it."""
    path = os.path.join(*parts)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return f.read().splitlines()


def ninja_seconds(tree):
    """{output path: seconds} of a tree's last build (the newest entry per output)."""
    seconds = {}
    for line in lines_of(tree, ".ninja_log"):
        if not line.startswith("#"):
            start, end, _, output, _ = line.split("\t")
            seconds[output] = (int(end) - int(start)) / 1000.0
    return seconds


def ctest_seconds(tree):
    """{test name: seconds} from ctest's cost data."""
    seconds = {}
    for line in lines_of(tree, "Testing", "Temporary", "CTestCostData.txt"):
        if line.startswith("---"):
            break
        parts = line.rsplit(" ", 2)
        if len(parts) == 3:
            seconds[parts[0]] = float(parts[2])
    return seconds


def folder_tests(tree, folder):
    """The ctest names of the folder's own test binary in a tree (<folder>_test)."""
    names = []
    for path in glob.glob(os.path.join(tree, "tests", glob.escape(folder + "_test[") + "*_tests.cmake")):
        with open(path) as f:
            names += re.findall(r"add_test\(\[=\[(.*?)\]=\]", f.read())
    return names


def suite_cases(root):
    """{aclnn name without "aclnn": cases in its own suite}."""
    counts = {}
    for path in glob.glob(os.path.join(root, "activation", "*", "tests", "st", "*", "portable_*.json")):
        with open(path) as f:
            counts[os.path.basename(path)[len("portable_aclnn"):-len(".json")]] = len(json.load(f))
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", nargs="?", default=HERE)
    parser.add_argument("--jobs", type=int, default=2, help="the cores the suite ran on (default 2)")
    parser.add_argument("--fuzz-total", type=float, default=50.0, help="the fuzz stage's time box (FUZZ_TOTAL_SECONDS)")
    args = parser.parse_args()
    rows = operator_table.rows()
    trees = [os.path.join(args.root, t) for t in TREES if os.path.isdir(os.path.join(args.root, t))]
    if not any(t.endswith("build-werror") for t in trees) and os.path.isdir(os.path.join(args.root, "build")):
        trees.insert(0, os.path.join(args.root, "build"))
    builds = {t: ninja_seconds(t) for t in trees}
    tests = {t: ctest_seconds(t) for t in trees}
    # The fuzz stage runs two targets at a time for at least 5 s each, those that fit its box (scripts/run_fuzz.sh):
    # one more target adds its 5 s (over the jobs) only while they all still fit, nothing once the box is full.
    fuzz_targets = len(rows) + 2
    fits = int(args.fuzz_total * args.jobs / 5)
    fuzz_marginal = 5.0 / args.jobs if fuzz_targets < fits else 0.0
    # accuracy_case_files runs every suite in one process: an operator's share is its suite's share of the cases.
    cases = suite_cases(args.root)
    all_cases = float(sum(cases.values())) or 1.0
    print("per operator, seconds of ./build.sh -u on %d cores (compile+link / %d, ctest / %d, fuzz %.1f)"
          % (args.jobs, args.jobs, args.jobs, fuzz_marginal))
    print("%-22s %8s %8s %8s %8s" % ("operator", "build", "ctest", "fuzz", "total"))
    totals = []
    for folder, name in rows:
        api = name[len("aclnn"):] if name.startswith("aclnn") else name
        build = 0.0
        for tree, outputs in builds.items():
            for output, s in outputs.items():
                if ("/%s/" % folder) in "/" + output or output.endswith("fuzz_" + api.lower()) or \
                        ("fuzz_%s_name" % api.lower()) in output:
                    build += s
        test = 0.0
        for tree, costs in tests.items():
            for test_name in folder_tests(tree, folder):
                test += costs.get(test_name, 0.0)
            test += costs.get("accuracy_case_files", 0.0) * cases.get(api, 0) / all_cases * args.jobs
            for test_name, s in costs.items():
                if re.search(r"^Table/\w+\.\w+/%s(\s|$)" % api, test_name):
                    test += s
        total = build / args.jobs + test / args.jobs + fuzz_marginal
        totals.append(total)
        print("%-22s %8.1f %8.1f %8.1f %8.1f" % (api, build / args.jobs, test / args.jobs, fuzz_marginal, total))
    totals.sort()
    print("median %.1f s, largest %.1f s, over %d operators" % (totals[len(totals) // 2], totals[-1], len(totals)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
