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
failed=0
run() {  # <name> <binary>
    if (cd "$OUT" && valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
            --errors-for-leak-kinds=definite,indirect "./$2" > "$OUT/$1.out" 2> "$OUT/$1.valgrind"); then
        echo "valgrind: $1: no errors, no leaks"
    else
        echo "valgrind: $1 FAILED"
        cat "$OUT/$1.valgrind"
        failed=1
    fi
}
for example in "$ROOT"/activation/*/examples/test_aclnn_*.cpp; do
    name=$(basename "$example" .cpp)
    g++ -g "$example" -I "$P/include" -I "$P/include/aclnnop" -I "$P/include/aclnn" -L "$P/lib64" \
        -lopapi_nn -lopapi_math -lascendcl -lnnopbase -Wl,-rpath,"$P/lib64" -o "$OUT/$name"
    run "$name" "$name"
done
for example in "$ROOT"/activation/*/examples/test_geir_*.cpp; do
    name=$(basename "$example" .cpp)
    g++ -g "$example" -I "$P/include/graph" -I "$P/include/ge" -I "$P/include" -I "$P/include/external" \
        -I "$P/opp/built-in/op_proto/inc" -L "$P/lib64/stub" -L "$P/lib64" \
        -lgraph -lge_runner -lgraph_base -lge_compiler -Wl,-rpath,"$P/lib64" -o "$OUT/$name"
    run "$name" "$name"
done
exit $failed
