#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# aclnn-accuracy's exit codes, as docs/accuracy_tool.md states them: 0 all cases passed (or --help,
# --version), 1 some case failed, 2 a usage or file error, or nothing selected to run.
# Usage: test_exit_codes.sh <aclnn-accuracy> <a suite json>
set -uo pipefail
tool="$1"
suite="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
expect() {  # <wanted exit code> <what> <args...>
    local want="$1" what="$2"
    shift 2
    "$tool" --progress none "$@" > "$work/out" 2>&1
    local got=$?
    if [ "$got" != "$want" ]; then
        echo "FAIL: $what: exit $got, wanted $want"
        tail -n 5 "$work/out"
        failures=$((failures + 1))
    else
        echo "ok: $what (exit $got)"
    fi
}
expect 2 "no case file" --seed 1
expect 2 "a missing case file" -c "$work/missing.json"
expect 2 "an unknown option" -c "$suite" --no-such-option
expect 2 "a bad --jobs" -c "$suite" --jobs 0
expect 0 "--help" --help
expect 0 "--version" --version
grep -q "^aclnn-accuracy [0-9]" "$work/out" || { echo "FAIL: --version printed: $(cat "$work/out")"; failures=$((failures + 1)); }
echo "[]" > "$work/empty.json"
expect 2 "an empty case file" -c "$work/empty.json"
expect 2 "a --filter that matches nothing" -c "$suite" --filter "no case is called this"
# One integer case and one float case of the suite with a standard nobody knows: both must fail.
/usr/bin/env python3 - "$suite" "$work/unknown.json" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1]))
picked = [c for c in cases if "expected_status" not in c and c["inputs"][0].get("dtype") == "int8"][:1]
picked += [c for c in cases if "expected_status" not in c and c["inputs"][0].get("dtype") == "fp32"][:1]
assert len(picked) == 2, "the suite has no int8 or fp32 case"
for c in picked:
    c["standard"]["acc"] = "no_such_standard"
json.dump(picked, open(sys.argv[2], "w"))
PY
expect 1 "an unknown standard (integer and float cases)" -c "$work/unknown.json" --seed 1
expect 0 "the suite's first cases" -c "$suite" --filter 0-3 --seed 1
expect 2 "a bad --shard" -c "$suite" --shard 4/4
expect 2 "a --shard that selects nothing" -c "$suite" --filter 0-3 --shard 5/8
expect 0 "a shard of the first cases" -c "$suite" --filter 0-9 --shard 1/4 --seed 1 --verbose
[ "$(grep -cE "#(1|5|9)[^0-9]" "$work/out")" = 3 ] && ! grep -qE "#(0|2|3|4|6|7|8)[^0-9]" "$work/out" || {
    echo "FAIL: --filter 0-9 --shard 1/4 did not run cases 1, 5 and 9 only:"
    cat "$work/out"
    failures=$((failures + 1))
}
# Status rows print no nonsense element count.
expect 0 "bad-input cases" -c "$suite" --filter "bad input" --seed 1
if grep -E "status" "$work/out" | grep -qE "[0-9]{13,}"; then
    echo "FAIL: a status row prints an element count: $(grep status "$work/out")"
    failures=$((failures + 1))
fi
echo "$((16 - failures)) passed, $failures failed"
[ "$failures" = 0 ]
