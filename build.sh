#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Build driver in ops-nn's style.
#   ./build.sh                 install missing packages, build (no tests: -u builds those), install the
#                              toolkit tree into build/install, build and run the examples against it
#                              with CANN's compile line, then print a short accuracy and speed report
#                              (bench/short_report.sh: at most SPEED_SECONDS, default 180) and the
#                              Python package's MaskedReLU training demo
#   ./build.sh -u              the whole test suite: format check, -Werror build + ctest, the Python
#                              package's pytest suite (ACLP_TORCH_VENV=2.5.1: also in a venv with that
#                              torch from PyPI, scripts/test_torch_venv.sh), the examples
#                              under valgrind, a clang AddressSanitizer + UndefinedBehaviorSanitizer
#                              build + ctest (the same tree carries libFuzzer's coverage and builds
#                              the fuzz targets), the libFuzzer targets for FUZZ_SECONDS (default
#                              20) each at most, FUZZ_TOTAL_SECONDS (default 50) for the stage (one
#                              per core at a time, at least 5 s each: those that fit, in turn by
#                              day, scripts/run_fuzz.sh), a ThreadSanitizer build + the
#                              concurrency stress test, then the aarch64 cross build tested under
#                              qemu on NEON, SVE2 at 128, 256 and 512 bits and SVE
#                              (scripts/test_arm64.sh; ARM64=0 skips it). Each stage's log line
#                              starts with the minutes:seconds since the start.
#   ./build.sh --run_example   only build the tree and run the examples
#   -j N                       parallel jobs (default: all cores)
#   --no-deps                  do not install Debian packages
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
JOBS=$(nproc)
MODE=main
DEPS=1

usage() {
    sed -n '4,25p' "$0" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case "$1" in
        -u|--test) MODE=test ;;
        --run_example) MODE=examples ;;
        -j) JOBS="$2"; shift ;;
        -j*) JOBS="${1#-j}" ;;
        --no-deps) DEPS=0 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "unknown option: $1"; usage; exit 2 ;;
    esac
    shift
done

# Ninja where it is installed (scripts/install_deps.sh installs it): it schedules the ~200 compile steps
# of a tree better than make. CMake reads this only for a tree it configures for the first time.
if command -v ninja > /dev/null; then export CMAKE_GENERATOR="${CMAKE_GENERATOR:-Ninja}"; fi

log() { printf '\n==== [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

configure_and_build() {  # <build dir> <cmake args...>; TARGETS="a b" builds only those
    local dir="$1"
    shift
    mkdir -p "$dir"
    cmake -S "$ROOT" -B "$dir" "$@" > "$dir/configure.log" 2>&1 || { cat "$dir/configure.log"; exit 1; }
    # shellcheck disable=SC2086
    cmake --build "$dir" -j "$JOBS" ${TARGETS:+--target $TARGETS}
}

run_examples() {  # build the examples against the installed tree with CANN's compile line, run them
    local prefix="$ROOT/build/install"
    cmake --install "$ROOT/build" --prefix "$prefix" > "$ROOT/build/install.log"
    # shellcheck disable=SC1091
    source "$prefix/set_env.sh"
    local P="$ASCEND_HOME_PATH"
    mkdir -p "$ROOT/build/examples"
    for example in "$ROOT"/activation/*/examples/test_aclnn_*.cpp; do
        local name
        name=$(basename "$example" .cpp)
        log "example $name (g++ ... -I \$P/include -I \$P/include/aclnnop -L \$P/lib64 -lopapi_nn -lopapi_math -lascendcl -lnnopbase)"
        g++ "$example" -I "$P/include" -I "$P/include/aclnnop" -I "$P/include/aclnn" -L "$P/lib64" \
            -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$ROOT/build/examples/$name"
        (cd "$ROOT/build/examples" && "./$name") | tee "$ROOT/build/examples/$name.out"
        diff -q "${example%.cpp}.expected" "$ROOT/build/examples/$name.out" > /dev/null &&
            echo "matches ${name}.expected"
    done
    for example in "$ROOT"/activation/*/examples/test_geir_*.cpp; do
        local name
        name=$(basename "$example" .cpp)
        log "graph-mode example $name (g++ ... -I \$P/include/graph -I \$P/include/ge ... -lgraph -lge_runner -lgraph_base -lge_compiler)"
        g++ "$example" -I "$P/include/graph" -I "$P/include/ge" -I "$P/include" -I "$P/include/external" \
            -I "$P/x86_64-linux/include" -I "$P/opp/built-in/op_proto/inc" -L "$P/lib64/stub" -L "$P/lib64" \
            -lgraph -lge_runner -lgraph_base -lge_compiler -o "$ROOT/build/examples/$name"
        (cd "$ROOT/build/examples" && "./$name") | tee "$ROOT/build/examples/$name.out"
        diff -q "${example%.cpp}.expected" "$ROOT/build/examples/$name.out" > /dev/null &&
            echo "matches ${name}.expected"
    done
}

PY_SITE="$ROOT/build/install/python/site-packages"  # the Python package in the installed tree

report() {
    log "accuracy: our suites (and CANN's official case files when ACLNN_ATK_CASES names them) through bin/aclnn-accuracy --strict"
    if [ -z "${ACLNN_ATK_CASES:-}" ] && [ -d "$ROOT/../shared/atk-cases" ]; then
        export ACLNN_ATK_CASES="$ROOT/../shared/atk-cases"  # the developers' copy of CANN's files
    fi
    bash "$ROOT/scripts/run_accuracy.sh" "$ROOT/build/install/bin/aclnn-accuracy" --jobs "$JOBS" \
        --summary brief --progress lines --torch --report "$ROOT/build/accuracy_report.json" ||
        echo "(some accuracy cases failed: see above)"
    log "accuracy: bitwise against PyTorch through the public API (tests/python/test_torch_parity.py)"
    /usr/bin/python3 "$ROOT/tests/python/test_torch_parity.py" --package-dir "$PY_SITE" --size 20011 ||
        echo "(accuracy report failed)"
    log "speed: effective GB/s (inputs read once, output written once) vs the same-run copy ceiling and the peers"
    # A short version of scripts/bench_report.sh (the full report, committed in docs/benchmarks/): groups of
    # aclnn_bench, each under its share of SPEED_SECONDS (default 180), a line as each starts and ends.
    bash "$ROOT/bench/short_report.sh" "$ROOT/build/bench/aclnn_bench" "$ROOT/build/bench_short"
    log "Python: the package from the installed tree, and MaskedReLU against nn.ReLU in training (examples/python/masked_relu_training.py)"
    PYTHONPATH="$PY_SITE" /usr/bin/python3 "$ROOT/examples/python/masked_relu_training.py" --quick \
        --markdown "$ROOT/build/masked_relu_demo.md" --plot "$ROOT/build/masked_relu_saved.png" ||
        echo "(the training demo failed)"
    log "speed: against PyTorch's Python API in the same process (bench/torch_peer.py)"
    /usr/bin/python3 "$ROOT/bench/torch_peer.py" --package-dir "$PY_SITE" --sizes 1048576 ||
        echo "(PyTorch comparison failed)"
}

if [ "$DEPS" = 1 ]; then  # --run_example needs the library set only (see scripts/install_deps.sh)
    if [ "$MODE" = examples ]; then bash "$ROOT/scripts/install_deps.sh" library; else bash "$ROOT/scripts/install_deps.sh" all; fi
fi

case "$MODE" in
    main)
        log "build (Release) into build/"
        configure_and_build "$ROOT/build" -DCMAKE_BUILD_TYPE=Release -DACLP_BUILD_BENCH=ON -DACLP_BUILD_TESTS=OFF
        run_examples
        report
        ;;
    examples)
        configure_and_build "$ROOT/build" -DCMAKE_BUILD_TYPE=Release -DACLP_BUILD_BENCH=OFF -DACLP_BUILD_TESTS=OFF
        run_examples
        ;;
    test)
        log "format check (clang-format)"
        bash "$ROOT/scripts/check_format.sh"
        log "build with -Werror into build-werror/, then the suite"
        configure_and_build "$ROOT/build-werror" -DCMAKE_BUILD_TYPE=Release -DACLP_WERROR=ON
        (cd "$ROOT/build-werror" && ctest -j "$JOBS" --output-on-failure -E '^python_package$')
        log "the Python package (aclnn_portable: torch ops, NumPy, MaskedReLU) under pytest, with /usr/bin/python3"
        PYTHONPATH="$ROOT/build-werror/python" /usr/bin/python3 -m pytest -q -p no:cacheprovider "$ROOT/python/tests"
        if [ -n "${ACLP_TORCH_VENV:-}" ]; then  # opt-in: downloads ~3.5 GB (torch's wheel and NVIDIA's libraries)
            log "the Python package with torch $ACLP_TORCH_VENV from PyPI in a virtual environment (scripts/test_torch_venv.sh)"
            cmake --install "$ROOT/build-werror" --prefix "$ROOT/build-werror/install" > "$ROOT/build-werror/install.log"
            bash "$ROOT/scripts/test_torch_venv.sh" "$ROOT/build-werror/install" "$ACLP_TORCH_VENV"
        fi
        log "examples under valgrind memcheck (no errors, no definite or indirect leaks)"
        bash "$ROOT/scripts/run_valgrind.sh" "$ROOT/build-werror"
        # One clang tree serves the sanitizer suite and the fuzzers: everything carries libFuzzer's coverage
        # hooks (fuzzer-no-link; they cost the suite little) so the fuzz targets need no library of their own.
        # Its kernels are compiled for AVX2, AVX-512 and scalar only: the -Werror tree's tests run every target; it
        # leaves out the folders' results tests (the math's values) and the install-tree and time-budget tests.
        log "clang build with AddressSanitizer + UndefinedBehaviorSanitizer into build-asan/, then the suite"
        CC=clang CXX=clang++ configure_and_build "$ROOT/build-asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" \
            "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" -DACLP_WERROR=ON \
            -DACLP_SANITIZE=fuzzer-no-link,address,undefined -DACLP_BUILD_FUZZ=ON -DACLP_BUILD_BENCH=OFF \
            "-DACLP_HWY_DISABLED_TARGETS=HWY_SSSE3|HWY_SSE4" -DACLP_TEST_SET=sanitize
        (cd "$ROOT/build-asan" && ctest -j "$JOBS" --output-on-failure)
        log "libFuzzer targets (built in build-asan/), ${FUZZ_SECONDS:-20} s each at most, ${FUZZ_TOTAL_SECONDS:-50} s in all"
        FUZZ_TOTAL_SECONDS="${FUZZ_TOTAL_SECONDS:-50}" bash "$ROOT/scripts/run_fuzz.sh" "${FUZZ_SECONDS:-20}" "$ROOT/build-asan"
        # (its kernels for the baseline target only: what it checks, the threads' sharing, is the same on every one)
        log "build with ThreadSanitizer into build-tsan/, then the concurrency stress test"
        TARGETS=stress_test configure_and_build "$ROOT/build-tsan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DACLP_WERROR=ON \
            -DACLP_SANITIZE=thread -DACLP_BUILD_BENCH=OFF "-DACLP_HWY_DISABLED_TARGETS=HWY_SSSE3|HWY_SSE4|HWY_AVX2|HWY_AVX3"
        (cd "$ROOT/build-tsan" && TSAN_OPTIONS=halt_on_error=1 ./tests/stress_test)
        if [ "${ARM64:-1}" != 0 ]; then
            log "aarch64: cross build into build-arm64/, tests under qemu-aarch64 on NEON, SVE2_128, SVE_256, SVE2, SVE"
            if [ "$DEPS" = 1 ]; then
                bash "$ROOT/scripts/test_arm64.sh" -j "$JOBS"
            else
                bash "$ROOT/scripts/test_arm64.sh" -j "$JOBS" --no-deps
            fi
        fi
        log "the whole suite passed"
        ;;
esac
