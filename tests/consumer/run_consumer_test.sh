#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# A user's view of the install tree: install, source set_env.sh, then build every operator example
# with CANN's own compile lines (and one with find_package), run them, and compare their output with the
# expected text next to each example. Also checks that a framework's dlopen + dlsym finds the entries.
# Usage: run_consumer_test.sh <build dir> <source dir>
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/Ascend/ascend-toolkit/latest"

cmake --install "$build" --prefix "$prefix" > "$work/install.log"
# set_env.sh from every shell a user may source it from, from another directory (a Dockerfile's RUN is sh).
for shell in sh dash bash zsh; do
    command -v "$shell" > /dev/null || { echo "($shell not installed: set_env.sh not tried with it)"; continue; }
    got=$(cd / && "$shell" -c ". '$prefix/set_env.sh' && printf '%s|%s' \"\$ASCEND_HOME_PATH\" \"\$LD_LIBRARY_PATH\"" 2>&1)
    if [ "$got" != "$prefix|$prefix/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ]; then
        echo "FAIL: '. set_env.sh' from $shell gave: $got"
        exit 1
    fi
    echo "ok: set_env.sh sourced from $shell"
done
# shellcheck disable=SC1091
source "$prefix/set_env.sh"
P="$ASCEND_HOME_PATH"
CXX="${CXX:-g++} ${ACLP_CONSUMER_CXXFLAGS:-}"  # the sanitizer build passes its -fsanitize flags

check_output() {  # <binary> <expected file>
    local out
    out="$work/$(basename "$1").out"
    (cd "$work" && "$1") > "$out"
    if ! diff -u "$2" "$out"; then
        echo "FAIL: $1 printed something else than $2"
        exit 1
    fi
    echo "ok: $(basename "$1") output matches $(basename "$2")"
}

for example in "$src"/activation/*/examples/test_aclnn_*.cpp; do
    name=$(basename "$example" .cpp)
    expected="${example%.cpp}.expected"
    # Compiled once with the include directories both lines share, then linked with each line's libraries:
    # the mainline compile line (ops-nn build.sh) ...
    $CXX -c "$example" -I "$P/include" -I "$P/include/aclnnop" -I "$P/include/aclnn" -o "$work/$name.o"
    $CXX "$work/$name.o" -L "$P/lib64" -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$work/${name}_mainline"
    check_output "$work/${name}_mainline" "$expected"
    # ... and the experimental packages' line (custom op library first).
    $CXX "$work/$name.o" -L "$P/lib64" -lcust_opapi -lnnopbase -lascendcl -o "$work/${name}_custom"
    check_output "$work/${name}_custom" "$expected"
done

# Graph-mode examples with CANN's graph compile line (headers by bare name, lib64/stub first).
for example in "$src"/activation/*/examples/test_geir_*.cpp; do
    name=$(basename "$example" .cpp)
    $CXX "$example" -I "$P/include/graph" -I "$P/include/ge" -I "$P/include" -I "$P/include/external" \
        -I "$P/x86_64-linux/include" -I "$P/opp/built-in/op_proto/inc" -L "$P/lib64/stub" -L "$P/lib64" \
        -lgraph -lge_runner -lgraph_base -lge_compiler -o "$work/$name"
    check_output "$work/$name" "${example%.cpp}.expected"
    [ -n "$(find "$work" -maxdepth 1 -name 'dump*.txt' -size +0)" ]  # the graph dumped itself
done

# find_package(aclnn_portable): the package's target carries the include directories and libraries, the
# same for every example, so one example (the first) shows it.
first=$(find "$src"/activation/*/examples -name 'test_aclnn_*.cpp' | sort | head -n 1)
cmake -S "$src/tests/consumer/find_package" -B "$work/fp" -DCMAKE_PREFIX_PATH="$P" \
    -DACLP_EXAMPLE="$first" -DCMAKE_CXX_FLAGS="${ACLP_CONSUMER_CXXFLAGS:-}" > "$work/fp.log"
cmake --build "$work/fp" > "$work/fp-build.log"
check_output "$work/fp/$(basename "$first" .cpp)" "${first%.cpp}.expected"

# A framework adapter loads the operator library by name and looks entries up with dlsym.
$CXX "$src/tests/consumer/dlopen_check.cpp" -ldl -o "$work/dlopen_check"
# Every entry point the installed operator headers declare.
mapfile -t entries < <(grep -ho 'aclnn[A-Za-z0-9]*(' "$P"/include/aclnnop/aclnn_*.h | tr -d '(' | sort -u)
"$work/dlopen_check" libopapi.so "${entries[@]}"
# The Python package from the installed tree, as a PyTorch user meets it: set_env.sh puts
# <toolkit>/python/site-packages on PYTHONPATH (run where the build made the torch extension).
if [ -n "${ACLP_CONSUMER_PYTHON:-}" ]; then
    (cd "$work" && "$ACLP_CONSUMER_PYTHON" - << 'PY'
import os, torch, aclnn_portable.torch as at, aclnn_portable.numpy as an
import numpy as np
assert at.EXTENSION.startswith(os.environ["ASCEND_HOME_PATH"]), at.EXTENSION
x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
at.MaskedReLU()(x).sum().backward()
assert x.grad.tolist() == [0.0, 1.0, 1.0]
assert torch.equal(torch.ops.aclnn.threshold_backward(torch.ones(3), x.detach(), 0.5), torch.tensor([0.0, 0.0, 1.0]))
assert an.relu(np.array([-2, 3], dtype=np.int32)).tolist() == [0, 3]
print("ok: import aclnn_portable.torch from the installed tree (%s)" % at.EXTENSION)
PY
    )
fi
echo "consumer test passed"
