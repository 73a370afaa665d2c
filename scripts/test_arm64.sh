#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# aarch64 for real, on an x86-64 Debian 12 machine: cross-builds the libraries, the tests and the accuracy
# tool with Debian's g++-aarch64-linux-gnu against arm64 builds of our dependencies (Debian's arm64 .debs,
# unpacked into build-arm64/sysroot: nothing arm64 is installed), then runs them under qemu-aarch64 on
# five emulated CPUs, each pinned to the Highway target it must dispatch to:
#   cortex-a57                          NEON
#   max, 128-bit SVE                    SVE2_128   (SVE2 with 128-bit vectors, e.g. Neoverse N2)
#   max, 256-bit SVE                    SVE_256    (e.g. Graviton3 / Neoverse V1)
#   max, 512-bit SVE                    SVE2       (any vector length)
#   a64fx (512-bit SVE, no SVE2)        SVE        (any vector length, e.g. Fujitsu A64FX)
# The tree builds the tests whose result depends on the SIMD target (-DACLP_TEST_SET=portability: the engine's,
# every row of the operator table, the runtime's views and callers); the rest runs natively. Under emulation (qemu
# runs 20-50x slower) the row tests take a sample (ACLP_TEST_SAMPLE=4: every 4th case, another sample on each
# target). On every CPU: the tests that run each supported SIMD target in turn (so all five targets, SVE and SVE2 at
# 128, 256 and 512 bits), a sample of every operator's accuracy suite, bitwise (a different tenth on each CPU,
# cases up to 256K elements), and CANN's example programs built against the installed arm64 tree with CANN's
# compile line. On the 128-bit SVE2 CPU (SVE2_128, SVE2, SVE, NEON) also the rest of the tree's tests (tilings,
# views, the runtime) and every bad-input case of the accuracy suites. Left out under emulation: the exhaustive
# scans of every float32 `self` value, fork() with threads (qemu-user 7.2 aborts on it).
#   scripts/test_arm64.sh [-j N] [--no-deps]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JOBS=$(nproc)
DEPS=1
while [ $# -gt 0 ]; do
    case "$1" in
        -j) JOBS="$2"; shift ;;
        --no-deps) DEPS=0 ;;
        *) sed -n '4,23p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
    shift
done
# Ninja where it is installed; CMake reads this only for a tree it configures for the first time.
if command -v ninja > /dev/null; then export CMAKE_GENERATOR="${CMAKE_GENERATOR:-Ninja}"; fi
BUILD="$ROOT/build-arm64"
SYSROOT="$BUILD/sysroot"
mkdir -p "$BUILD"

if [ "$DEPS" = 1 ]; then
    missing=()
    for p in g++-aarch64-linux-gnu qemu-user; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
fi

# The arm64 dependencies, unpacked (installing them through multiarch would replace amd64 packages that
# are not Multi-Arch: same, python3-torch among them).
ARM64_DEBS=(libhwy-dev libhwy1 libpthreadpool-dev libpthreadpool0 libcpuinfo-dev libcpuinfo0 libgtest-dev)
ALL_DEBS=(nlohmann-json3-dev libcli11-dev)  # headers only
if [ ! -f "$SYSROOT/.complete" ]; then
    if ! dpkg --print-foreign-architectures | grep -qx arm64; then
        dpkg --add-architecture arm64  # lets apt download arm64 .debs; installs nothing
        apt-get update
    elif ! apt-cache show libhwy-dev:arm64 > /dev/null 2>&1; then
        apt-get update
    fi
    rm -rf "$SYSROOT" "$BUILD/debs"
    mkdir -p "$SYSROOT" "$BUILD/debs"
    (cd "$BUILD/debs" && apt-get download "${ARM64_DEBS[@]/%/:arm64}" "${ALL_DEBS[@]}" 2>&1 | grep -v "^W: Download is performed unsandboxed" || true)
    for deb in "$BUILD"/debs/*.deb; do
        dpkg-deb -x "$deb" "$SYSROOT"
    done
    touch "$SYSROOT/.complete"
fi
export ACLP_ARM64_SYSROOT="$SYSROOT"

cmake -S "$ROOT" -B "$BUILD/tree" -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/aarch64-linux-gnu.cmake" \
    -DACLP_ARM64_SYSROOT="$SYSROOT" -DCMAKE_BUILD_TYPE=Release -DACLP_WERROR=ON -DACLP_BUILD_BENCH=OFF \
    -DACLP_TEST_OPTIMIZATION= -DACLP_TEST_SET=portability \
    > "$BUILD/configure.log" 2>&1 || { cat "$BUILD/configure.log"; exit 1; }
build_start=$(date +%s)
cmake --build "$BUILD/tree" -j "$JOBS"
echo "arm64: cross build $(($(date +%s) - build_start)) s"
rm -rf "$BUILD/install"
cmake --install "$BUILD/tree" --prefix "$BUILD/install" > "$BUILD/install.log"
P="$BUILD/install"
QEMU=(bash "$ROOT/scripts/qemu_aarch64.sh")

# CANN's example programs, cross-built against the installed tree with CANN's compile lines.
mkdir -p "$BUILD/examples"
cross_compile_example() {  # <example source>: CANN's compile line for its kind (aclnn or graph mode)
    local example="$1" out
    out="$BUILD/examples/$(basename "$example" .cpp)"
    case "$(basename "$example")" in
        test_geir_*)
            aarch64-linux-gnu-g++ "$example" -I "$P/include/graph" -I "$P/include/ge" -I "$P/include" \
                -I "$P/opp/built-in/op_proto/inc" -L "$P/lib64/stub" -L "$P/lib64" \
                -Wl,-rpath-link,"$SYSROOT/usr/lib/aarch64-linux-gnu" -Wl,-rpath-link,"$P/lib64" \
                -lgraph -lge_runner -lgraph_base -lge_compiler -o "$out" ;;
        *)
            aarch64-linux-gnu-g++ "$example" -I "$P/include" -I "$P/include/aclnnop" -I "$P/include/aclnn" \
                -L "$P/lib64" -Wl,-rpath-link,"$SYSROOT/usr/lib/aarch64-linux-gnu" -lopapi_nn -lopapi_math \
                -lascendcl -lnnopbase -o "$out" ;;
    esac
}
export -f cross_compile_example
export P SYSROOT BUILD
printf '%s\0' "$ROOT"/activation/*/examples/test_aclnn_*.cpp "$ROOT"/activation/*/examples/test_geir_*.cpp |
    xargs -0 -n 1 -P "$JOBS" bash -c 'cross_compile_example "$1"' _  # JOBS at a time; any failure fails the script

# A native-only check (see the top).
EXCLUDE='ParallelCallsWorkInAForkedChild'
export ACLP_TEST_SAMPLE=4
CPUS=("cortex-a57" "max,sve-default-vector-length=16" "max,sve-default-vector-length=32"
      "max,sve-default-vector-length=64" "a64fx")
TARGETS=(NEON SVE2_128 SVE_256 SVE2 SVE)
FULL=1  # the CPU that runs the whole suite
suites=()
for s in "$ROOT"/activation/*/tests/st/*/portable_*.json; do
    suites+=(-c "$s")
done
# The suites' multi-million-element cases (threads, streaming stores) take a minute each under emulation; the
# tiling tests cover those paths here on 300K elements, and the native runs take the cases whole.
QEMU_MAX_ELEMENTS=262144
accuracy() {  # <cpu index> <aclnn-accuracy options...>
    local k="$1"
    shift
    "${QEMU[@]}" "$BUILD/tree/tools/accuracy/aclnn-accuracy" --strict --progress none --summary brief \
        --jobs "$JOBS" --seed "$((1000 + k))" --max-elements "$QEMU_MAX_ELEMENTS" "${suites[@]}" "$@" \
        >> "$BUILD/accuracy_$k.log" 2>&1 || {
        tail -n 30 "$BUILD/accuracy_$k.log"
        return 1
    }
}
failed=0
for k in "${!CPUS[@]}"; do
    export ACLP_QEMU_CPU="${CPUS[$k]}" ACLP_EXPECT_SIMD_TARGET="${TARGETS[$k]}"
    echo "== qemu-aarch64 -cpu $ACLP_QEMU_CPU: expecting Highway target $ACLP_EXPECT_SIMD_TARGET"
    start=$(date +%s)
    "${QEMU[@]}" "$BUILD/tree/tests/engine_test" --gtest_filter='SimdTargets.*' | grep "simd " || failed=1
    ctest_tests=(-E "$EXCLUDE")
    [ "$k" = "$FULL" ] || ctest_tests=(-R 'SimdTarget')
    (cd "$BUILD/tree" && ctest -j "$JOBS" "${ctest_tests[@]}" --timeout 900 > "$BUILD/ctest_$k.log" 2>&1) || {
        grep -E "\*\*\*|Failed|Not Run" "$BUILD/ctest_$k.log" | head -20
        failed=1
    }
    grep -E "tests passed" "$BUILD/ctest_$k.log" || true
    tests_done=$(date +%s)
    # A tenth of every operator's own suite (a different tenth on each CPU), bitwise; on the full CPU the
    # bad-input cases too.
    : > "$BUILD/accuracy_$k.log"
    accuracy "$k" --shard "$k/10" || failed=1
    if [ "$k" = "$FULL" ]; then
        accuracy "$k" --filter "bad input" || failed=1
    fi
    grep -E "^[0-9]+ cases:" "$BUILD/accuracy_$k.log" || true
    accuracy_done=$(date +%s)
    for source in "$ROOT"/activation/*/examples/test_*.cpp; do  # (the examples also write files there)
        name=$(basename "$source" .cpp)
        expected="${source%.cpp}.expected"
        if (cd "$BUILD/examples" && ACLP_QEMU_LIBRARY_PATH="$P/lib64" "${QEMU[@]}" "./$name") |
            diff -q "$expected" - > /dev/null; then
            echo "example $name: matches $(basename "$expected")"
        else
            echo "example $name: FAILED (output differs from $(basename "$expected"))"
            failed=1
        fi
    done
    end=$(date +%s)
    echo "   ($((end - start)) s: tests $((tests_done - start)), accuracy $((accuracy_done - tests_done)), examples $((end - accuracy_done)))"
done
[ "$failed" = 0 ] && echo "arm64: all passed" || { echo "arm64: FAILED"; exit 1; }
