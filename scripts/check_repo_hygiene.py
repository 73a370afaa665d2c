#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Fails when a tracked file holds a build machine's path (a checkout under /work, /home or /root, as compiler
messages copied into generated docs carry them), when docs/design.md's "Where things are" names a path that does
not exist, or when a relative link of README.md or docs/*.md leads nowhere.

    check_repo_hygiene.py"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MACHINE_PATH = re.compile(r"(?<![\w.])/(work|home|root)/[\w.]")


def machine_paths():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    problems = []
    for path in files:
        full = os.path.join(ROOT, path)
        if not os.path.isfile(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        if b"\0" in data[:4096]:
            continue  # binary
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if MACHINE_PATH.search(line):
                problems.append("%s:%d: a build machine's path: %s" % (path, number, line.strip()[:120]))
    return problems


def layout_paths():
    """Every path docs/design.md's "Where things are" names exists."""
    with open(os.path.join(ROOT, "docs", "design.md")) as f:
        text = f.read()
    block = text.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    problems = []
    for line in block.splitlines():
        m = re.match(r"    (\S.*?)(\s{2,}|$)", line)
        if not m or line.startswith("     "):
            continue  # a continuation line
        for token in m.group(1).split(", "):
            if "<" not in token and not os.path.exists(os.path.join(ROOT, token)):
                problems.append("docs/design.md, 'Where things are': %s does not exist" % token)
    return problems


def markdown_links():
    """Every relative link of README.md and docs/*.md leads to a file that exists."""
    problems = []
    pages = ["README.md"] + sorted("docs/" + n for n in os.listdir(os.path.join(ROOT, "docs")) if n.endswith(".md"))
    for page in pages:
        with open(os.path.join(ROOT, page)) as f:
            text = f.read()
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"(https?:|mailto:|#)", target):
                continue
            path = os.path.normpath(os.path.join(ROOT, os.path.dirname(page), target.split("#", 1)[0]))
            if not os.path.exists(path):
                problems.append("%s: the link %s leads nowhere" % (page, target))
    return problems


def main():
    problems = machine_paths() + layout_paths() + markdown_links()
    for p in problems:
        print(p)
    print("repository hygiene: %s" % ("%d problem(s)" % len(problems) if problems else "clean"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
