#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The operator list in docs/operators.md, written from the operator table: per folder its aclnn entries (the
GetWorkspaceSize functions its op_api/aclnn_*.h declares), its graph-mode operator (REG_OP in
op_graph/<folder>_proto.h), the first line of each doc's "Function" section and a link to the doc, and what
CANN's own examples and case files gave when scripts/check_official.py last ran them (docs/official_material.json).

    readme_operators.py            rewrite the block between the operators markers of docs/operators.md
    readme_operators.py --check    exit 1 when docs/operators.md's block is not what the table gives (a ctest)

Uses only the standard library (any python3)."""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "docs", "operators.md")
LIST_DIR = os.path.dirname(LIST)  # links in the list are relative to it
sys.path.insert(0, os.path.join(ROOT, "tools", "accuracy"))
import operator_table  # noqa: E402

BEGIN, END = "<!-- operators:begin -->", "<!-- operators:end -->"


def summary(doc):
    """The first line of the doc's Function section, without its trailing colon."""
    with open(doc) as f:
        text = f.read()
    after = text.split("## Function", 1)[1] if "## Function" in text else ""
    line = next((l.strip() for l in after.splitlines() if l.strip()), "")
    # Links inside the line point from the doc's folder: make them point from the list's.
    base = os.path.relpath(os.path.dirname(doc), LIST_DIR)
    line = re.sub(r"\]\((?!https?:)([^)]+)\)", lambda m: "](%s)" % os.path.normpath(os.path.join(base, m.group(1))),
                  line)
    return line.rstrip(":")


def official_status():
    """{folder: status} from docs/official_material.json (scripts/check_official.py --write), or {}."""
    path = os.path.join(ROOT, "docs", "official_material.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return json.load(f).get("status", {})


def block():
    status = official_status()
    rows = ["| ops-nn folder | aclnn entries | graph mode | what it computes | CANN's own material, run here "
            "([how](official_material.md)) |", "|---|---|---|---|---|"]
    for folder, _ in operator_table.rows():
        op_dir = os.path.join(ROOT, "activation", folder)
        entries = []
        for header in sorted(glob.glob(os.path.join(op_dir, "op_api", "aclnn_*.h"))):
            with open(header) as f:
                entries += re.findall(r"\b(aclnn\w+)GetWorkspaceSize\s*\(", f.read())
        docs = sorted(glob.glob(os.path.join(op_dir, "docs", "*.md")))
        links = ", ".join("[doc](%s)" % os.path.relpath(d, LIST_DIR) for d in docs)
        proto = os.path.join(op_dir, "op_graph", folder + "_proto.h")
        graph = ""
        if os.path.exists(proto):
            with open(proto) as f:
                graph = ", ".join("`%s`" % t for t in re.findall(r"REG_OP\((\w+)\)", f.read()))
        what = " ".join(summary(d) for d in docs)
        rows.append("| %s | %s (%s) | %s | %s | %s |" % (folder, ", ".join("`%s`" % e for e in entries), links,
                                                          graph or "-", what, status.get(folder, "not checked")))
    return "%s\n%s\n%s" % (BEGIN, "\n".join(rows), END)


def main():
    path = LIST
    with open(path) as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        print("%s has no %s ... %s block" % (path, BEGIN, END))
        return 1
    new = text[:text.index(BEGIN)] + block() + text[text.index(END) + len(END):]
    if "--check" in sys.argv[1:]:
        if new != text:
            print("docs/operators.md's operator list is stale: run python3 scripts/readme_operators.py")
            return 1
        print("docs/operators.md's operator list matches the operator table")
        return 0
    with open(path, "w") as f:
        f.write(new)
    print("updated", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
