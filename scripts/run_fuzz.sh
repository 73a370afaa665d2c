#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Runs each libFuzzer target for SECONDS (default 60), as many at a time as there are cores, from its
# seed corpus in fuzz/corpus/<target>/ (copied, so the repository is not changed). Any crash, sanitizer
# report or broken invariant fails. With FUZZ_TOTAL_SECONDS set, each target gets less where needed for the
# whole run to take about that long (never under 5 s): the suite's fuzz stage stays the same length as the
# operator table grows, since every operator target fuzzes the same shared harness. Where the box cannot give
# every target 5 s, a run fuzzes as many as it can, taken in turn from the list: FUZZ_ROTATION (default: the
# day number) picks where that run starts, so that consecutive days cover every target.
# The targets are built into BUILD_DIR (default build-fuzz/). A BUILD_DIR already configured with
# -DACLP_BUILD_FUZZ=ON is used as it is (./build.sh -u passes its ASan tree, which carries the coverage
# hooks); any other is (re)configured here: clang, -O1, -DACLP_BUILD_FUZZ=ON
# -DACLP_SANITIZE=fuzzer-no-link,address,undefined, no tests, and of the x86 SIMD targets only AVX-512 and
# scalar (the tests run every target in turn).
#   scripts/run_fuzz.sh [SECONDS] [BUILD_DIR]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SECONDS_EACH=${1:-60}
BUILD=${2:-$ROOT/build-fuzz}
JOBS=$(nproc)
mkdir -p "$BUILD"
if ! grep -qx "ACLP_BUILD_FUZZ:BOOL=ON" "$BUILD/CMakeCache.txt" 2> /dev/null; then
    CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" \
        "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" -DACLP_BUILD_FUZZ=ON \
        -DACLP_BUILD_TESTS=OFF -DACLP_BUILD_BENCH=OFF -DACLP_SANITIZE=fuzzer-no-link,address,undefined \
        "-DACLP_HWY_DISABLED_TARGETS=HWY_SSSE3|HWY_SSE4|HWY_AVX2" \
        > "$BUILD/configure.log" 2>&1 || { cat "$BUILD/configure.log"; exit 1; }
fi
# One operator target per row of the operator table (fuzz_<aclnn name without "aclnn", lower case>).
mapfile -t op_targets < <(sed -n 's/^ACLP_OPERATOR( *[a-z0-9_]* *, *\([A-Za-z0-9]*\) *).*/fuzz_\L\1/p' \
    "$ROOT/activation/operator_table.inc")
targets=("${op_targets[@]}" fuzz_create_tensor fuzz_graph_session)
if [ -n "${FUZZ_TOTAL_SECONDS:-}" ]; then
    fit=$((FUZZ_TOTAL_SECONDS * JOBS / 5))  # targets the box holds at 5 s each
    [ "$fit" -lt 1 ] && fit=1
    if [ "$fit" -lt "${#targets[@]}" ]; then
        rotation=${FUZZ_ROTATION:-$(($(date +%s) / 86400))}
        first=$((rotation * fit % ${#targets[@]}))
        picked=()
        for ((i = 0; i < fit; ++i)); do
            picked+=("${targets[$(((first + i) % ${#targets[@]}))]}")
        done
        echo "fuzz: ${fit} of ${#targets[@]} targets fit the ${FUZZ_TOTAL_SECONDS} s box at 5 s each: FUZZ_ROTATION=$rotation runs them from ${targets[$first]}"
        targets=("${picked[@]}")
    fi
    share=$((FUZZ_TOTAL_SECONDS * JOBS / ${#targets[@]}))
    [ "$share" -lt 5 ] && share=5
    [ "$share" -lt "$SECONDS_EACH" ] && SECONDS_EACH=$share
fi
cmake --build "$BUILD" -j "$JOBS" --target "${targets[@]}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fuzz_one() {  # <target>: runs it from a copy of its seed corpus; the exit status goes to $work/<target>.rc
    local t="$1"
    mkdir -p "$work/$t"
    if [ -d "$ROOT/fuzz/corpus/$t" ]; then
        cp "$ROOT/fuzz/corpus/$t"/* "$work/$t"/ 2> /dev/null || true
    fi
    local rc=0
    (cd "$work" && "$BUILD/fuzz/$t" -max_total_time="$SECONDS_EACH" -print_final_stats=1 "$work/$t" \
        > "$work/$t.log" 2>&1) || rc=$?
    echo "$rc" > "$work/$t.rc"
}
# The targets are independent, single-threaded processes: run JOBS of them at a time.
echo "fuzz: ${#targets[@]} targets, ${SECONDS_EACH}s each, $JOBS at a time"
for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
        wait -n || true
    done
    fuzz_one "$t" &
done
wait
failed=0
for t in "${targets[@]}"; do
    if [ "$(cat "$work/$t.rc")" != 0 ]; then
        tail -n 60 "$work/$t.log"
        echo "fuzz: $t FAILED"
        failed=1
        continue
    fi
    echo "fuzz: $t (seed corpus: $(find "$ROOT/fuzz/corpus/$t" -type f 2> /dev/null | wc -l) inputs) $(grep -E \
        "^stat::number_of_executed_units|^Done" "$work/$t.log" | tr '\n' ' ')"
done
[ "$failed" = 0 ] || exit 1
echo "fuzz: no findings"
