#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Installs the Debian 12 packages the build, the tests and the reports need, if any is missing.
# PyTorch (python3-torch) is an oracle for the tests, never a runtime dependency; PyTorch's C++ API
# (libtorch-dev) and oneDNN (libdnnl-dev, with the OpenCL headers its CMake package asks for) are peers
# built into the benchmark only; matplotlib draws the benchmark report's plots.
set -euo pipefail
packages=(
    build-essential cmake g++ pkg-config git
    libhwy-dev libpthreadpool-dev libcpuinfo-dev nlohmann-json3-dev libcli11-dev
    libgtest-dev libbenchmark-dev
    clang-format valgrind clang libclang-rt-14-dev zsh
    python3 python3-numpy python3-torch
    libtorch-dev libdnnl-dev ocl-icd-opencl-dev python3-matplotlib
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
echo "installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
