#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Runs every official ATK/TTK case file in ../shared/atk-cases (when present) and every operator's
# own suite (activation/*/tests/st/*/*.json) through aclnn-accuracy with --strict.
#   scripts/run_accuracy.sh [path/to/aclnn-accuracy] [more aclnn-accuracy options, e.g. --jobs 2]
# Without a path it uses build/install/bin/aclnn-accuracy. Exit status: the tool's.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOL="$ROOT/build/install/bin/aclnn-accuracy"
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    TOOL="$1"
    shift
fi
files=()
OFFICIAL="$ROOT/../shared/atk-cases"
if [ -d "$OFFICIAL" ]; then
    for f in "$OFFICIAL"/*.json "$OFFICIAL"/*.csv; do
        [ -e "$f" ] && files+=(-c "$f")
    done
else
    echo "note: $OFFICIAL not found; running our own suites only"
fi
for f in "$ROOT"/activation/*/tests/st/*/*.json; do
    [ -e "$f" ] && files+=(-c "$f")
done
exec "$TOOL" --strict --progress lines "${files[@]}" "$@"
