#!/bin/bash
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# The Python package with a torch from PyPI instead of Debian's 1.13: makes a virtual environment with
# /usr/bin/python3, installs torch (its PyPI wheel brings NVIDIA's CUDA libraries too, about 3.5 GB, which
# is why ./build.sh -u does not run this), builds the package's torch extension for it with pip against an
# installed toolkit tree, and runs the package's tests there (with ml_dtypes, for the NumPy path's bfloat16).
#   scripts/test_torch_venv.sh <toolkit prefix, e.g. build/install> [torch version, default 2.5.1]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PREFIX=$(cd "${1:?usage: test_torch_venv.sh <toolkit prefix> [torch version]}" && pwd)
VERSION="${2:-2.5.1}"
WORK="$ROOT/build/venv-torch$VERSION"
/usr/bin/python3 -m venv "$WORK/venv"
"$WORK/venv/bin/pip" install -q --disable-pip-version-check "torch==$VERSION" numpy pytest ml_dtypes wheel
# shellcheck disable=SC1091
source "$PREFIX/set_env.sh"
unset PYTHONPATH  # set_env.sh's PYTHONPATH would put the toolkit's copy (built for Debian's torch) first
rm -rf "$WORK/src" && cp -r "$ROOT/python" "$WORK/src"  # pip builds in its source folder: keep that under build/
"$WORK/venv/bin/pip" install -q --disable-pip-version-check --no-build-isolation "$WORK/src"
cd "$WORK"  # not the source tree: the package must come from the environment
"$WORK/venv/bin/python" -c "import torch, aclnn_portable.torch as at; print('torch', torch.__version__, 'extension', at.EXTENSION)"
"$WORK/venv/bin/python" -m pytest -q -p no:cacheprovider "$ROOT/python/tests"
