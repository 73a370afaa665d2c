#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# bench/short_report.sh keeps to its time budget whatever the benchmark does: with a stand-in aclnn_bench that
# never ends, every group is cut at its share of SPEED_SECONDS, each start and end gets its line, and the whole
# report ends within the budget (a group that ignores the signal is killed 5 s later).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Lists two benchmarks when asked (the report picks the first ones of some groups by name), otherwise never ends.
printf '#!/bin/bash\n[ "$1" = --benchmark_list_tests ] && { echo BM_A/1; echo BM_B/2; exit 0; }\nexec sleep 600\n' \
    > "$WORK/stuck_bench"
chmod +x "$WORK/stuck_bench"
start=$SECONDS
SPEED_SECONDS=20 bash "$ROOT/bench/short_report.sh" "$WORK/stuck_bench" "$WORK/out" > "$WORK/log" 2>&1
took=$((SECONDS - start))
cat "$WORK/log"
groups=$(grep -c '^speed [0-9]*/[0-9]* \[' "$WORK/log")
cut=$(grep -c 'cut at its' "$WORK/log")
[ "$groups" -ge 4 ] || { echo "FAIL: $groups group lines"; exit 1; }
[ "$cut" = "$groups" ] || { echo "FAIL: $cut of $groups groups cut"; exit 1; }
[ "$took" -le 30 ] || { echo "FAIL: took ${took}s for a 20 s budget"; exit 1; }
grep -q "^speed: 0 of $groups groups in" "$WORK/log" || { echo "FAIL: no closing line"; exit 1; }
echo "short_report: $groups groups cut, ${took}s for a 20 s budget"
