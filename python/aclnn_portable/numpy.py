# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Every operator of the table on NumPy arrays, zero-copy, with NumPy's strides and broadcasting.

    import numpy as np
    from aclnn_portable import numpy as anp
    grad_in = anp.threshold_backward(grad_out, x, 0.0)      # a new array (broadcast shape, the table's dtype)
    anp.threshold_backward(grad_out, x, 0.0, out=buffer)    # into `buffer`, any strides
    anp.relu_(x)                                            # in place, where CANN has aclnnInplace<Op>
    y, mask = anp.relu_v2(x)                                # mask: uint8, ceil(x.size / 8) packed bytes

Arrays are passed by address with their strides (in elements); an input with negative strides is copied
first, and an output (or in-place target) with negative strides is computed densely and then written through.
BFLOAT16 arrays use ml_dtypes' bfloat16 where that package is installed. A failing call raises
aclnn_portable.AclnnError carrying CANN's status code and the library's message.
"""
import math

import numpy as np

from . import _native
from ._native import AclnnError  # noqa: F401  (re-exported)

try:  # bfloat16 arrays, where ml_dtypes is installed
    import ml_dtypes
    _BF16 = np.dtype(ml_dtypes.bfloat16)
except ImportError:  # pragma: no cover - depends on the environment
    _BF16 = None

_NUMPY_TO_ACL = {np.dtype(np.float32): _native.ACL_FLOAT, np.dtype(np.float16): _native.ACL_FLOAT16,
                 np.dtype(np.float64): _native.ACL_DOUBLE, np.dtype(np.int8): _native.ACL_INT8,
                 np.dtype(np.uint8): _native.ACL_UINT8, np.dtype(np.int16): _native.ACL_INT16,
                 np.dtype(np.int32): _native.ACL_INT32, np.dtype(np.int64): _native.ACL_INT64,
                 np.dtype(np.bool_): _native.ACL_BOOL, np.dtype(np.complex64): _native.ACL_COMPLEX64,
                 np.dtype(np.complex128): _native.ACL_COMPLEX128}
if _BF16 is not None:
    _NUMPY_TO_ACL[_BF16] = _native.ACL_BF16
_ACL_TO_NUMPY = {acl: dt for dt, acl in _NUMPY_TO_ACL.items()}


def _acl_dtype(arr, role):
    try:
        return _NUMPY_TO_ACL[arr.dtype]
    except KeyError:
        hint = " (install ml_dtypes for bfloat16)" if "bfloat16" in str(arr.dtype) else ""
        raise TypeError(f"aclnn_portable: {role} has dtype {arr.dtype}, which CANN has no type for{hint}") from None


def _numpy_dtype(acl):
    if acl == _native.ACL_BF16 and _BF16 is None:
        raise TypeError("aclnn_portable: a BFLOAT16 result needs ml_dtypes (pip install ml_dtypes)")
    return _ACL_TO_NUMPY[acl]


def _desc(arr, role, keep, mask=False):
    if mask and (arr.dtype != np.uint8 or not arr.flags.c_contiguous):
        raise TypeError(f"aclnn_portable: {role} must be a C-contiguous uint8 array of packed bits")
    item = arr.itemsize
    if any(s % item for s in arr.strides):
        raise ValueError(f"aclnn_portable: {role}'s strides {arr.strides} are not whole elements")
    strides = [s // item for s in arr.strides]
    extent = 0 if arr.size == 0 else 1 + sum((n - 1) * s for n, s in zip(arr.shape, strides))
    keep.append(arr)
    data = arr.ctypes.data if arr.size else None
    return _native.tensor_desc(data, _acl_dtype(arr, role), list(arr.shape), strides, extent, keep)


def _input(value):
    arr = np.asarray(value)
    if any(s < 0 for s in arr.strides):
        arr = np.ascontiguousarray(arr)  # the library takes non-negative strides
    return arr


def _stand_in(target):
    """What the library writes for an array the call writes: the array itself, or a dense copy of it where it has
    negative strides (the library takes non-negative ones), which _write_back then writes through its view."""
    return np.ascontiguousarray(target) if any(s < 0 for s in target.strides) else target


def _write_back(targets, written):
    for target, w in zip(targets, written):
        if w is not target:
            np.copyto(target, w)


def _bind(op, name, args, kwargs, inplace=False):
    """The call's arrays and scalars from positional and keyword arguments, by CANN's role names."""
    bound = _native.bind_arguments(op, name, args, kwargs)
    values = dict(zip(op.inputs + op.scalars, bound))
    arrays = []
    for k, role in enumerate(op.inputs):
        arr = values[role] if (inplace and k == 0) else _input(values[role])
        arrays.append(arr)
    scalars = [_native.scalar_desc(values[s], attribute=(k == op.bool_attribute)) for k, s in enumerate(op.scalars)]
    return arrays, scalars


def _make_function(op):
    def function(*args, out=None, **kwargs):
        arrays, scalars = _bind(op, op.name, args, kwargs)
        lib = _native.library()
        if out is None:
            shape = arrays[0].shape
            if op.broadcasts:
                try:
                    shape = np.broadcast_shapes(*[a.shape for k, a in enumerate(arrays) if k != op.bits_input])
                except ValueError:
                    pass  # the library refuses the shapes, with its status and message
            dtypes = lib.output_dtypes(op, [_acl_dtype(a, r) for a, r in zip(arrays, op.inputs)])
            outs = []
            for k, dtype in enumerate(dtypes):
                if k == op.bits_output:
                    outs.append(np.empty((math.prod(shape) + 7) // 8, dtype=np.uint8))
                else:
                    outs.append(np.empty(shape, dtype=_numpy_dtype(dtype)))
        else:
            outs = list(out) if isinstance(out, (tuple, list)) else [out]
            if len(outs) != len(op.outputs):
                raise TypeError(f"{op.name}(): out= takes {len(op.outputs)} arrays ({', '.join(op.outputs)})")
            for o, role in zip(outs, op.outputs):
                if not isinstance(o, np.ndarray) or not o.flags.writeable:
                    raise TypeError(f"{op.name}(): out {role} must be a writeable numpy array")
        written = [_stand_in(o) for o in outs]
        keep = []
        descs = [_desc(a, r, keep, k == op.bits_input) for k, (a, r) in enumerate(zip(arrays, op.inputs))]
        descs += [_desc(o, r, keep, k == op.bits_output) for k, (o, r) in enumerate(zip(written, op.outputs))]
        lib.call(op, descs, scalars)
        _write_back(outs, written)
        return outs[0] if len(outs) == 1 else tuple(outs)

    function.__name__ = op.name
    function.__doc__ = (f"{op.aclnn_name}: {op.name}({', '.join(op.inputs + op.scalars)}, *, out=None) -> "
                        f"{', '.join(op.outputs)}")
    return function


def _make_inplace(op):
    def function(*args, **kwargs):
        arrays, scalars = _bind(op, op.name + "_", args, kwargs, inplace=True)
        target = arrays[0]
        if not isinstance(target, np.ndarray) or not target.flags.writeable:
            raise TypeError(f"{op.name}_(): {op.inputs[0]} must be a writeable numpy array (it is written)")
        written = _stand_in(target)
        keep = []
        descs = [_desc(a, r, keep) for a, r in zip([written] + arrays[1:], op.inputs)]
        _native.library().call(op, descs, scalars, inplace=True)
        _write_back([target], [written])
        return target

    function.__name__ = op.name + "_"
    function.__doc__ = f"{op.inplace_name}: {op.name}_({', '.join(op.inputs + op.scalars)}) writes {op.inputs[0]}"
    return function


__all__ = ["AclnnError"] + _native.install(globals(), _make_function, _make_inplace)
