#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Runs CANN's own material for our operators, unchanged, against an installed tree, and records what happened.

From a checkout of CANN's ops-nn (github.com/hicann/ops-nn: activation/ and experimental/activation/):
  - every example program that calls one of our aclnn entries (examples/**/test_aclnn_*.cpp) or builds a graph
    of one of our GE operator types (examples/**/test_geir_*.cpp) is compiled with CANN's compile line against
    the installed tree, run with no arguments in an empty directory, and its exit status and printed results
    kept;
  - every ATK case file of one of our entries (tests/st/**/atk_aclnn<Op>.json) and every TTK kernel CSV of a
    folder we have (tests/st/**/ttk_*.csv) runs through the installed bin/aclnn-accuracy with --strict (bitwise)
    and --torch (each output compared with PyTorch's), cases up to --max-elements elements.

    /usr/bin/python3 scripts/check_official.py --ops-nn ~/ops-nn --prefix build/install            print
    /usr/bin/python3 scripts/check_official.py --ops-nn ~/ops-nn --prefix build/install --write    and record

--write records the results in docs/official_material.md (each program and file) and
docs/official_material.json, from which scripts/readme_operators.py writes the status column of docs/operators.md. Needs
g++ and, for --torch, a Python with torch (Debian's /usr/bin/python3 with python3-torch). Standard library only.
"""
import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "accuracy"))
import operator_table  # noqa: E402

SEARCHED = ("activation", os.path.join("experimental", "activation"))
NOT_OPERATORS = {"Data", "Const"}


def our_operators():
    """{folder: {"entries": [aclnn names], "graph": [GE types]}} from the folders' headers and prototypes."""
    ops = {}
    for folder, _ in operator_table.rows():
        op_dir = os.path.join(ROOT, "activation", folder)
        entries = []
        api_dir = os.path.join(op_dir, "op_api")
        for name in sorted(os.listdir(api_dir)):
            if name.startswith("aclnn_") and name.endswith(".h"):
                with open(os.path.join(api_dir, name)) as f:
                    entries += re.findall(r"\b(aclnn\w+)GetWorkspaceSize\s*\(", f.read())
        graph = []
        proto = os.path.join(op_dir, "op_graph", folder + "_proto.h")
        if os.path.exists(proto):
            with open(proto) as f:
                graph = re.findall(r"REG_OP\((\w+)\)", f.read())
        ops[folder] = {"entries": entries, "graph": graph}
    return ops


def official_files(ops_nn):
    """Paths (relative to the checkout) of the example programs and case files under the searched folders."""
    found = []
    for top in SEARCHED:
        for base, _, names in os.walk(os.path.join(ops_nn, top)):
            for name in names:
                rel = os.path.relpath(os.path.join(base, name), ops_nn)
                parts = rel.split(os.sep)
                if "examples" in parts and re.match(r"test_(aclnn|geir)_\w+\.cpp$", name):
                    found.append(rel)
                elif "st" in parts and re.match(r"(atk_aclnn\w+\.json|ttk_\w+\.csv)$", name):
                    found.append(rel)
    return sorted(found)


def ops_nn_folder(rel):
    """The operator folder of a path in ops-nn (activation/<folder>/... or experimental/activation/<folder>/...)."""
    parts = rel.split(os.sep)
    return parts[2] if parts[0] == "experimental" else parts[1]


def owner(rel, text, ops):
    """(our folder, what it exercises) for an official file, or (None, why not ours)."""
    name = os.path.basename(rel)
    if name.startswith("test_aclnn_"):
        called = re.findall(r"\b(aclnn\w+)GetWorkspaceSize\s*\(", text)
        for entry in called:
            for folder, op in ops.items():
                if entry in op["entries"]:
                    return folder, entry
        return None, "calls " + (", ".join(sorted(set(called))) or "no aclnn entry")
    if name.startswith("test_geir_"):
        types = [t for t in re.findall(r"\bop::(\w+)\s*\(", text) if t not in NOT_OPERATORS]
        for t in types:
            for folder, op in ops.items():
                if t in op["graph"]:
                    return folder, t
        return None, "builds " + (", ".join(sorted(set(types))) or "no operator") + " (no graph form here)"
    if name.startswith("atk_"):
        entry = name[len("atk_"):-len(".json")]
        for folder, op in ops.items():
            if entry in op["entries"]:
                return folder, entry
        return None, entry + " is not an operator of this project"
    folder = ops_nn_folder(rel)  # a TTK kernel CSV: the kernel of its ops-nn folder
    return (folder, "kernel") if folder in ops else (None, "kernel of " + folder + ", not an operator here")


def run(command, cwd, env, timeout):
    try:
        p = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, universal_newlines=True, errors="replace")
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout if isinstance(e.stdout, str) else (e.stdout or b"").decode(errors="replace")
        return "timeout", out


def check_example(path, prefix, env):
    """Compiles one example with CANN's line and runs it: a record of what happened."""
    p = prefix
    graph = os.path.basename(path).startswith("test_geir_")
    with tempfile.TemporaryDirectory() as work:
        exe = os.path.join(work, "example")
        if graph:
            line = ["g++", path, "-I", p + "/include/graph", "-I", p + "/include/ge", "-I", p + "/include",
                    "-I", p + "/include/external", "-I", p + "/x86_64-linux/include",
                    "-I", p + "/opp/built-in/op_proto/inc", "-L", p + "/lib64/stub", "-L", p + "/lib64",
                    "-lgraph", "-lge_runner", "-lgraph_base", "-lge_compiler", "-o", exe]
        else:
            line = ["g++", path, "-I", p + "/include", "-I", p + "/include/aclnnop", "-I", p + "/include/aclnn",
                    "-L", p + "/lib64", "-lopapi_nn", "-lopapi_math", "-lascendcl", "-lnnopbase", "-o", exe]
        code, out = run(line, work, env, 300)
        if code != 0:
            errors = [l for l in out.splitlines() if "error" in l][:3]
            return {"compiled": False, "ran": False, "detail": " / ".join(errors) or out[-300:]}
        code, out = run([exe], work, env, 300)
    results = re.findall(r"result\[\d+\] is: *(\S+)", out)
    failed = [l.strip() for l in out.splitlines() if re.search(r"\bfailed\b|ERROR", l) and "Error message: " not in l]
    ok = code == 0 and not failed
    if results:
        shown = ", ".join(results[:8]) + (", ... (%d values)" % len(results) if len(results) > 8 else "")
    else:
        lines = [l.strip() for l in out.splitlines() if re.search(r"\d", l) and " - INFO - " not in l]
        shown = "; ".join(lines)[:200]
    return {"compiled": True, "ran": ok, "exit": code, "printed": shown,
            "detail": "" if ok else " / ".join(failed[:2]) or out[-300:]}


def check_cases(path, prefix, env, args):
    """Runs one case file through the installed accuracy tool: a record of the counts."""
    tool = os.path.join(prefix, "bin", "aclnn-accuracy")
    code, listed = run([tool, "-l", "-c", path], ROOT, env, 600)
    total = len(listed.splitlines()) if code == 0 else 0
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.json")
        command = [tool, "--strict", "--torch", "--python", args.python, "--jobs", str(args.jobs),
                   "--max-elements", str(args.max_elements), "--progress", "none", "--summary", "brief",
                   "-r", report, "-c", path]
        code, out = run(command, work, env, args.case_timeout)
        if not os.path.exists(report):
            return {"total": total, "ran": 0, "passed": 0, "exit": code, "detail": out.strip()[-400:]}
        with open(report) as f:
            r = json.load(f)
    torch = re.search(r"PyTorch (\S+): (\d+) cases compared, (\d+) left out, (\d+) with mismatches", out)
    record = {"total": total, "ran": r["total"], "passed": r["passed"], "exit": code,
              "seconds": round(r["seconds"], 1)}
    if torch:
        record["torch"] = {"version": torch.group(1), "compared": int(torch.group(2)),
                           "mismatches": int(torch.group(4))}
    failed = [c for c in r["cases"] if not c["pass"]]
    if failed:
        record["detail"] = "; ".join("#%s %s" % (c["id"], c["detail"][:120]) for c in failed[:3])
    return record


def short_status(records):
    """One cell of the operator list: how many examples ran, case files' counts summed by format, the PyTorch comparison."""
    examples = [r for r in records if r["kind"] == "example"]
    parts = []
    if examples:
        parts.append("examples %d/%d run" % (sum(1 for r in examples if r["ran"]), len(examples)))
    for fmt, prefix in (("ATK", "atk_"), ("TTK", "ttk_")):
        files = [r for r in records if r["kind"] == "cases" and r["file"].startswith(prefix)]
        if files:
            text = "%s %d/%d pass" % (fmt, sum(r["passed"] for r in files), sum(r["total"] for r in files))
            larger = sum(r["total"] - r["ran"] for r in files)
            parts.append(text + (" (%d larger not run)" % larger if larger else ""))
    compared = [r["torch"] for r in records if "torch" in r]
    if compared:
        parts.append("%d mismatches with PyTorch in %d" % (sum(t["mismatches"] for t in compared),
                                                         sum(t["compared"] for t in compared)))
    return "; ".join(parts) or "none in ops-nn"


def markdown(result):
    lines = ["# CANN's official material, run unchanged against this project", "",
             "Written by `scripts/check_official.py --write` (%s, ops-nn commit `%s`, %s): every example program "
             "of ops-nn that calls one of our aclnn entries or builds a graph of one of our GE operator types, "
             "compiled with CANN's compile line against the installed tree and run; every ATK case file of one of "
             "our entries and every TTK kernel CSV of one of our folders, run through `bin/aclnn-accuracy "
             "--strict --torch` (cases up to %d elements per input). \"run\" means: compiled, exited 0 and "
             "printed no failure." % (result["date"], result["ops_nn_commit"], result["machine"],
                                      result["max_elements"]), ""]
    lines += ["| folder | CANN's file | what | result | printed / detail |", "|---|---|---|---|---|"]
    for folder in result["folders"]:
        for r in result["folders"][folder]:
            if r["kind"] == "example":
                verdict = "run" if r["ran"] else ("compiled, failed" if r["compiled"] else "does not compile")
                detail = r.get("printed", "") if r["ran"] else r.get("detail", "")
            else:
                verdict = "%d/%d pass" % (r["passed"], r["total"])
                if r["ran"] < r["total"]:
                    verdict += ", %d larger not run" % (r["total"] - r["ran"])
                detail = ""
                if "torch" in r:
                    detail = "PyTorch %s: %d compared, %d mismatches" % (
                        r["torch"]["version"], r["torch"]["compared"], r["torch"]["mismatches"])
                if r.get("detail"):
                    detail += ("; " if detail else "") + r["detail"]
            lines.append("| %s | `%s` | %s | %s | %s |" % (folder, r["path"], r["what"], verdict,
                                                          detail.replace("|", "\\|")))
    lines += ["", "What does not run, and why: CANN's "
              "experimental examples written against other signatures (a float where the mainline entry takes an "
              "aclScalar, entries spelled otherwise); an experimental example whose own expected values use closed "
              "bounds where the mainline backward follows PyTorch (closed bounds are its V2's); graph examples that "
              "include their prototype from a path ops-nn does not have (one of them also calls a "
              "set_attr(name, AttrValue) GE's Operator does not declare); TTK rows whose kernel attributes the aclnn "
              "entry has no parameter for. \"larger not run\": cases over --max-elements (run them with a larger one "
              "and the memory they need). Each operator's doc says where it differs from CANN."]
    if result["not_ours"]:
        lines += ["", "Official files under these folders that exercise something this project does not have:", ""]
        lines += ["- `%s`: %s" % (path, why) for path, why in result["not_ours"]]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ops-nn", required=True, help="a checkout of CANN's ops-nn")
    parser.add_argument("--prefix", default=os.path.join(ROOT, "build", "install"), help="the installed tree")
    parser.add_argument("--python", default="/usr/bin/python3", help="the Python that has torch")
    parser.add_argument("--max-elements", type=int, default=4000000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--case-timeout", type=int, default=1800, help="seconds per case file")
    parser.add_argument("--only", default="", help="only folders whose name contains this")
    parser.add_argument("--commit", default="", help="ops-nn's commit, when the checkout is not a git work tree")
    parser.add_argument("--write", action="store_true", help="record in docs/official_material.{md,json}")
    args = parser.parse_args()
    if args.write and args.only:
        parser.error("--write records every folder: leave out --only")
    prefix = os.path.abspath(args.prefix)
    env = dict(os.environ, ASCEND_HOME_PATH=prefix,
               LD_LIBRARY_PATH=prefix + "/lib64" + (":" + os.environ["LD_LIBRARY_PATH"]
                                                    if os.environ.get("LD_LIBRARY_PATH") else ""))
    ops = our_operators()
    ours = set(ops)
    commit = args.commit or subprocess.run(["git", "-C", args.ops_nn, "rev-parse", "--short=12", "HEAD"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, universal_newlines=True).stdout.strip() or "unknown"
    result = {"date": datetime.date.today().isoformat(), "ops_nn_commit": commit,
              "machine": "%d CPUs" % (os.cpu_count() or 1), "max_elements": args.max_elements,
              "folders": {f: [] for f in ops}, "not_ours": []}
    for rel in official_files(args.ops_nn):
        path = os.path.join(args.ops_nn, rel)
        with open(path, errors="replace") as f:
            text = f.read()
        folder, what = owner(rel, text, ops)
        if folder is None:
            if ops_nn_folder(rel) in ours:  # beside one of ours: say what it needs
                result["not_ours"].append((rel, what))
            continue
        if args.only and args.only not in folder:
            continue
        if rel.endswith(".cpp"):
            record = dict(check_example(path, prefix, env), kind="example")
        else:
            record = dict(check_cases(path, prefix, env, args), kind="cases", file=os.path.basename(rel))
        for key in ("detail", "printed"):  # this machine's paths out: the ops-nn checkout's, the install tree's
            if isinstance(record.get(key), str):
                record[key] = record[key].replace(os.path.join(os.path.abspath(args.ops_nn), ""), "")
                record[key] = record[key].replace(prefix, "$ASCEND_HOME_PATH")
        record.update(path=rel, what=what)
        result["folders"][folder].append(record)
        print("%-20s %-70s %s" % (folder, rel, json.dumps({k: v for k, v in record.items()
                                                             if k not in ("path", "what", "kind")})))
        sys.stdout.flush()
    for folder in ops:
        print("%-20s %s" % (folder, short_status(result["folders"][folder])))
    if args.write:
        result["status"] = {f: short_status(r) for f, r in result["folders"].items()}
        with open(os.path.join(ROOT, "docs", "official_material.json"), "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
            f.write("\n")
        with open(os.path.join(ROOT, "docs", "official_material.md"), "w") as f:
            f.write(markdown(result))
        print("wrote docs/official_material.md and docs/official_material.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
