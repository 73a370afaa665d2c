#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Every example, built against an installed tree with CANN's compile lines, under valgrind memcheck:
# any memory error or definite/indirect leak fails (exit 1).
#   scripts/run_valgrind.sh <build dir>
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=$(cd "$1" && pwd)
P="$BUILD/valgrind-install"
OUT="$BUILD/valgrind-examples"
cmake --install "$BUILD" --prefix "$P" > /dev/null
mkdir -p "$OUT"
JOBS=$(nproc)
# <name>: builds one example with CANN's compile line for its kind and runs it under memcheck; the verdict
# goes to $OUT/<name>.verdict (the examples are independent processes: JOBS of them at a time).
check_one() {
    local example="$1" name
    name=$(basename "$example" .cpp)
    case "$name" in
        test_geir_*)
            g++ -g "$example" -I "$P/include/graph" -I "$P/include/ge" -I "$P/include" -I "$P/include/external" \
                -I "$P/opp/built-in/op_proto/inc" -L "$P/lib64/stub" -L "$P/lib64" \
                -lgraph -lge_runner -lgraph_base -lge_compiler -Wl,-rpath,"$P/lib64" -o "$OUT/$name" ;;
        *)
            g++ -g "$example" -I "$P/include" -I "$P/include/aclnnop" -I "$P/include/aclnn" -L "$P/lib64" \
                -lopapi_nn -lopapi_math -lascendcl -lnnopbase -Wl,-rpath,"$P/lib64" -o "$OUT/$name" ;;
    esac
    if (cd "$OUT" && valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
            --errors-for-leak-kinds=definite,indirect "./$name" > "$OUT/$name.out" 2> "$OUT/$name.valgrind"); then
        echo "valgrind: $name: no errors, no leaks" > "$OUT/$name.verdict"
    else
        { echo "valgrind: $name FAILED"; cat "$OUT/$name.valgrind"; } > "$OUT/$name.verdict"
    fi
}
examples=("$ROOT"/activation/*/examples/test_aclnn_*.cpp "$ROOT"/activation/*/examples/test_geir_*.cpp)
for example in "${examples[@]}"; do
    rm -f "$OUT/$(basename "$example" .cpp).verdict"
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
        wait -n || true
    done
    check_one "$example" &
done
wait
failed=0
for example in "${examples[@]}"; do
    verdict="$OUT/$(basename "$example" .cpp).verdict"
    if [ -f "$verdict" ]; then cat "$verdict"; else echo "valgrind: $(basename "$example" .cpp) was not built"; fi
    grep -q "no errors, no leaks" "$verdict" 2> /dev/null || failed=1
done
exit $failed
