#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# The main command's short speed report: a few groups of aclnn_bench, run one after the other, each under a
# limit in seconds, so the report ends within its time budget on any machine (a larger cache or slower memory
# makes a group longer, never the report); one line as each group starts and one as it ends; then the tables and
# targets of bench/make_report.py over the groups that finished. The full report is scripts/bench_report.sh.
#   bench/short_report.sh <aclnn_bench> <output folder>     SPEED_SECONDS (default 180) is the whole budget
set -uo pipefail
BENCH="${1:?usage: short_report.sh <aclnn_bench> <output folder>}"
OUT="${2:?usage: short_report.sh <aclnn_bench> <output folder>}"
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUDGET="${SPEED_SECONDS:-180}"
mkdir -p "$OUT"
rm -f "$OUT"/short_*.json

# name | share of the budget (percent) | how many of the matching benchmarks (0: all; the first ones in
# aclnn_bench's order, the operator table's: the seed operators first) | filter. Every operator at 1M elements in
# cache against copies of the same footprint and the peers; the smallest call; PyTorch head to head; subnormal
# gradients; the first operator at 64M elements (DRAM) against copies interleaved with it; the 1-bit mask's saving.
REPORT_GROUPS=(
    "every operator, 1M elements, FLOAT and BFLOAT16, 2 threads, with the copies and the peers|30|0|BM_Copy/(memcpy|nt)/(12582912|8388608|6291456|4194304|8519680|4325376|2228224)/2/|(BM_Op|BM_Peer/[a-z]+)/[A-Za-z0-9]+/(FLOAT|BFLOAT16)/1048576/2/"
    "the smallest call: N=64 two-stage call + synchronize, and the peers' N=64 call|10|0|BM_TwoStageCall/[A-Za-z0-9]+/64(/|$)|BM_Peer/[a-z]+/[A-Za-z0-9]+/FLOAT/64/1/"
    "PyTorch head to head, 1M FLOAT, 2 threads, the first two operators|8|2|BM_HeadToHead/torch/[A-Za-z0-9]+/FLOAT/1048576/2/"
    "subnormal gradients, 1M elements, 2 threads, the first four operators|5|4|BM_Denormal/ours/[A-Za-z0-9]+/FLOAT/1048576/2/"
    "DRAM: 64M elements interleaved with copies, 2 threads, the first operator|35|2|BM_OpVsCopy/[A-Za-z0-9]+/(FLOAT|BFLOAT16)/67108864/2/"
    "the 1-bit mask against full width, 64M FLOAT, 2 threads|12|0|BM_MaskVsFullWidth/[A-Za-z0-9]+/FLOAT/67108864/2/"
)

start=$SECONDS
k=0
done_files=()
for group in "${REPORT_GROUPS[@]}"; do
    k=$((k + 1))
    IFS='|' read -r name share first filter <<< "$group"
    limit=$((BUDGET * share / 100))
    if [ "$first" -gt 0 ]; then  # the first ones, by their exact names
        picked=$(timeout 30 "$BENCH" --benchmark_list_tests --benchmark_filter="$filter" 2> /dev/null | head -n "$first" |
            sed 's/[][\\.^$*+?(){}|]/\\&/g' | paste -sd '|')
        filter="${picked:+^($picked)\$}"
    fi
    if [ -z "$filter" ] || [ "$limit" -lt 1 ]; then  # an empty filter would run every benchmark
        printf 'speed %d/%d: %s: no filter or no time, skipped\n' "$k" "${#REPORT_GROUPS[@]}" "$name"
        continue
    fi
    printf 'speed %d/%d [%ds]: %s (at most %ds)\n' "$k" "${#REPORT_GROUPS[@]}" $((SECONDS - start)) "$name" "$limit"
    json="$OUT/short_$k.json"
    t0=$SECONDS
    timeout --kill-after=5 "$limit" "$BENCH" --benchmark_filter="$filter" --benchmark_min_time=0.1 \
        --benchmark_out="$json" --benchmark_out_format=json > "$OUT/short_$k.log" 2>&1
    status=$?
    if [ "$status" = 0 ]; then
        done_files+=("$json")
        printf '  done in %ds\n' $((SECONDS - t0))
    elif [ "$status" = 124 ] || [ "$status" = 137 ]; then
        printf '  cut at its %ds limit: left out of the tables (this machine is slower or its caches larger)\n' "$limit"
    else
        printf '  failed (exit %d): see %s\n' "$status" "$OUT/short_$k.log"
    fi
done
printf 'speed: %d of %d groups in %ds\n\n' "${#done_files[@]}" "${#REPORT_GROUPS[@]}" $((SECONDS - start))
if [ "${#done_files[@]}" -gt 0 ]; then
    /usr/bin/python3 "$ROOT/bench/make_report.py" "${done_files[@]}" --print
fi
