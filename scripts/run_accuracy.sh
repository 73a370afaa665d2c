#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Runs every operator's own suite (activation/*/tests/st/*/*.json) through aclnn-accuracy with --strict,
# and CANN's official case files too when ACLNN_ATK_CASES names a folder holding them: a checkout of
# ops-nn (its activation/<op>/tests/st/aclnn<Op>/atk_*.json files) or any folder of ATK JSON files
# (atk_*.json, all_aclnn*.json) and TTK CSVs (ttk_*.csv), searched recursively.
#   [ACLNN_ATK_CASES=<dir>] scripts/run_accuracy.sh [path/to/aclnn-accuracy] [aclnn-accuracy options]
# Without a path it uses build/install/bin/aclnn-accuracy. Exit status: the tool's.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOL="$ROOT/build/install/bin/aclnn-accuracy"
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    TOOL="$1"
    shift
fi
files=()
OFFICIAL="${ACLNN_ATK_CASES:-}"
if [ -n "$OFFICIAL" ]; then
    [ -d "$OFFICIAL" ] || { echo "ACLNN_ATK_CASES=$OFFICIAL is not a folder"; exit 2; }
    while IFS= read -r f; do
        files+=(-c "$f")
    done < <(find "$OFFICIAL" -type f \( -name 'atk_*.json' -o -name 'all_aclnn*.json' -o -name 'ttk_*.csv' \) | sort)
    echo "official case files from $OFFICIAL: $((${#files[@]} / 2))"
else
    echo "note: ACLNN_ATK_CASES not set; running our own suites only"
fi
for f in "$ROOT"/activation/*/tests/st/*/*.json; do
    [ -e "$f" ] && files+=(-c "$f")
done
exec "$TOOL" --strict --progress lines "${files[@]}" "$@"
