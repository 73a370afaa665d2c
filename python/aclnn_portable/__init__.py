# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""aclnn-portable from Python: CANN's activation operators on the CPU.

    import aclnn_portable.torch as at       # torch.ops.aclnn.<name>, MaskedReLU, masked_relu
    import aclnn_portable.numpy as an       # the same operators on NumPy arrays

`operators()` lists the operator table (names, roles, dtypes). Errors are AclnnError (a RuntimeError)
carrying CANN's status code. The package finds the library through its toolkit tree (installed at
<toolkit>/python/site-packages, on PYTHONPATH after `source <toolkit>/set_env.sh`) or ASCEND_HOME_PATH.
"""
from ._native import AclnnError

__version__ = "0.1.0"


def operators():
    """The operator table: one aclnn_portable._native.Operator per operator, in the table's order."""
    from . import _native
    return list(_native.library().operators)


__all__ = ["AclnnError", "operators", "__version__"]
