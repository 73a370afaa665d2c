#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Installs the Debian 12 packages of the named sets, if any is missing:
#   scripts/install_deps.sh [library] [tests] [python] [bench] [peers] [all]      (no set: all)
#   library  the libraries, the accuracy tool and the examples (./build.sh --run_example)
#   tests    the test suite: GoogleTest, the format check, valgrind, clang and its sanitizer runtimes,
#            zsh (set_env.sh is tested under it), pytest and NumPy
#   python   the Python package's torch side: PyTorch for Python (also the tests' oracle) and its C++ headers
#            (libtorch-dev), which the package's torch extension is built against
#   bench    Google Benchmark and matplotlib for the report's plots
#   peers    the benchmark's peers: PyTorch's C++ API (libtorch-dev) and oneDNN (libdnnl-dev, with the OpenCL
#            headers its CMake package asks for). Never runtime dependencies of the library.
# ./build.sh and ./build.sh -u install all of them.
set -euo pipefail
declare -A sets=(
    [library]="build-essential cmake ninja-build g++ pkg-config libhwy-dev libpthreadpool-dev libcpuinfo-dev nlohmann-json3-dev libcli11-dev"
    [tests]="git libgtest-dev clang-format valgrind clang libclang-rt-14-dev zsh python3 python3-numpy python3-pytest"
    [python]="python3 python3-numpy python3-torch libtorch-dev"
    [bench]="libbenchmark-dev python3 python3-matplotlib"
    [peers]="libtorch-dev libdnnl-dev ocl-icd-opencl-dev"
)
wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(all)
packages=()
for set in "${wanted[@]}"; do
    if [ "$set" = all ]; then
        for s in library tests python bench peers; do
            read -ra more <<< "${sets[$s]}"
            packages+=("${more[@]}")
        done
    elif [ -n "${sets[$set]:-}" ]; then
        read -ra more <<< "${sets[$set]}"
        packages+=("${more[@]}")
    else
        echo "install_deps.sh: unknown set \"$set\" (library, tests, python, bench, peers, all)" >&2
        exit 2
    fi
done
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
echo "installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
