#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Regenerates the benchmark report with one command: builds aclnn_bench (with the PyTorch C++ and oneDNN
# peers where their packages are installed), runs every operator x dtype x size (4K..64M elements) x
# threads (1, all) next to the copy ceilings and the peers in one process, and writes the full data
# (results.csv, results.json, summary.txt, Google Benchmark's aclnn_bench.json/.txt) into --data (default
# build/benchmarks/, never committed) and the committed report (targets.md and the plots) into --out
# (default docs/benchmarks/), with the targets block of docs/performance.md (bench/make_report.py).
#   scripts/bench_report.sh [--out DIR] [--data DIR] [--min-time SECONDS] [--no-deps]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/docs/benchmarks"
DATA="$ROOT/build/benchmarks"
MIN_TIME=0.1
DEPS=1
while [ $# -gt 0 ]; do
    case "$1" in
        --out) OUT="$2"; shift ;;
        --data) DATA="$2"; shift ;;
        --min-time) MIN_TIME="$2"; shift ;;
        --no-deps) DEPS=0 ;;
        *) sed -n '4,10p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
    shift
done
[ "$DEPS" = 1 ] && bash "$ROOT/scripts/install_deps.sh"
mkdir -p "$ROOT/build"
cmake -S "$ROOT" -B "$ROOT/build" -DCMAKE_BUILD_TYPE=Release > "$ROOT/build/configure.log" 2>&1 ||
    { cat "$ROOT/build/configure.log"; exit 1; }
grep "aclnn_bench:" "$ROOT/build/configure.log" || true
cmake --build "$ROOT/build" -j "$(nproc)" --target aclnn_bench
mkdir -p "$OUT" "$DATA"
echo "running aclnn_bench (about 70 minutes on 2 cores with 23 operators) ..."
"$ROOT/build/bench/aclnn_bench" --benchmark_min_time="$MIN_TIME" --benchmark_out="$DATA/aclnn_bench.json" \
    --benchmark_out_format=json > "$DATA/aclnn_bench.txt"
PAGE=()
[ "$OUT" = "$ROOT/docs/benchmarks" ] && PAGE=(--readme "$ROOT/docs/performance.md")
/usr/bin/python3 "$ROOT/bench/make_report.py" "$DATA/aclnn_bench.json" --out-dir "$DATA" --report-dir "$OUT" "${PAGE[@]}"
sed -n '/^targets/,$p' "$DATA/summary.txt"
