#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Fails when a C/C++ file is not clang-format clean (.clang-format at the root). With --fix, rewrites them.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.h' '*.cpp' '*.cc' 2>/dev/null || find include src activation tests bench -name '*.h' -o -name '*.cpp')
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
clang-format --dry-run -Werror "${files[@]}"
echo "clang-format: ${#files[@]} files clean"
