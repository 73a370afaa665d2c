#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Runs an aarch64 program under qemu-user with the cross compiler's C library and the arm64 sysroot of our
# dependencies (ACLP_ARM64_SYSROOT). ACLP_QEMU_CPU picks the CPU (default: max, with 128-bit SVE2), e.g.
#   ACLP_QEMU_CPU=cortex-a57                            NEON only
#   ACLP_QEMU_CPU=max,sve-default-vector-length=32      SVE/SVE2 at 256 bits
#   scripts/qemu_aarch64.sh <program> [args...]
set -euo pipefail
: "${ACLP_ARM64_SYSROOT:?set ACLP_ARM64_SYSROOT (scripts/test_arm64.sh makes it)}"
export QEMU_LD_PREFIX=/usr/aarch64-linux-gnu
export QEMU_CPU="${ACLP_QEMU_CPU:-max,sve-default-vector-length=16}"
# -E sets the guest's environment only (qemu itself is an x86-64 program).
# ACLP_QEMU_LIBRARY_PATH: more folders for the guest's loader (an installed tree's lib64, as set_env.sh
# would add).
exec qemu-aarch64 -E "LD_LIBRARY_PATH=${ACLP_QEMU_LIBRARY_PATH:+$ACLP_QEMU_LIBRARY_PATH:}$ACLP_ARM64_SYSROOT/usr/lib/aarch64-linux-gnu" \
    -E ACLP_UNDER_QEMU=1 "$@"
