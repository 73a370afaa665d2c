# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Every operator of the table as a torch op, and a ReLU that keeps 1 bit per element for backward.

Importing this module loads the extension that registers, from the operator table:

    torch.ops.aclnn.<name>(inputs..., scalars...)                 e.g. threshold_backward(grad, x, 0.5)
    torch.ops.aclnn.<name>.out(inputs..., scalars..., *, out...)  any strides
    torch.ops.aclnn.<name>_(self, ...)                            where CANN has aclnnInplace<Op>

on CPU tensors of any strides (broadcast views too, zero-copy) and every dtype the operator takes,
FLOAT16 included. The same operators are functions of this module, raising AclnnError (a RuntimeError
with CANN's status code) on bad input; the torch ops raise RuntimeError("[aclnn status N] ...").

MaskedReLU / masked_relu: forward aclnnReluV2 saving only its packed 1-bit mask, backward aclnnReluGradV2.
"""
import glob
import os
import re

import torch

from . import _native
from ._native import AclnnError

_HERE = os.path.dirname(os.path.abspath(__file__))


def _load_extension():
    """The extension built for this torch (its file name carries the version): another torch's C++
    libraries loaded into this process would abort it, so no other is tried."""
    _native.library()  # libaclnn_table first (the extension links it)
    tag = re.match(r"\d+\.\d+\.\d+", torch.__version__).group(0).replace(".", "_")
    found = sorted(glob.glob(os.path.join(_HERE, "_torch_ops_*.so")))
    for path in found:
        if re.fullmatch(r"_torch_ops_%s(\..*)?\.so" % tag, os.path.basename(path)):
            torch.ops.load_library(path)
            return path
    built = ", ".join(os.path.basename(p) for p in found) or "none"
    raise ImportError(f"aclnn_portable.torch: no torch extension here is built for torch {torch.__version__} "
                      f"(in {_HERE}: {built}); build one for this torch with "
                      "`pip install --no-build-isolation <source>/python` (see the package's README)")


EXTENSION = _load_extension()
ops = torch.ops.aclnn


def _translated(fn, name):
    def call(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except RuntimeError as e:
            error = AclnnError.from_text(str(e))
            if error is None:
                raise
            raise error from None

    call.__name__ = name
    call.__doc__ = fn.__doc__
    return call


def _make_function(op):
    functional = getattr(ops, op.name).default
    out_form = getattr(ops, op.name).out

    def function(*args, out=None, **kwargs):
        # Keywords by CANN's names become positions: the op's own `self` keyword would collide with the overload's.
        bound = _native.bind_arguments(op, op.name, args, kwargs)
        if out is None:
            return functional(*bound)
        outs = list(out) if isinstance(out, (tuple, list)) else [out]
        if len(outs) != len(op.outputs):
            raise TypeError(f"{op.name}(): out= takes {len(op.outputs)} tensors ({', '.join(op.outputs)})")
        return out_form(*bound, **dict(zip(op.outputs, outs)))

    function.__doc__ = (f"{op.aclnn_name} on torch tensors: {op.name}({', '.join(op.inputs + op.scalars)}, *, "
                        f"out=None) -> {', '.join(op.outputs)}")
    return _translated(function, op.name)


def _make_inplace(op):
    inplace = getattr(ops, op.name + "_").default

    def function(*args, **kwargs):
        return inplace(*_native.bind_arguments(op, op.name + "_", args, kwargs))

    function.__doc__ = f"{op.inplace_name} on torch tensors: {op.name}_({', '.join(op.inputs + op.scalars)})"
    return _translated(function, op.name + "_")


class _MaskedReLUFunction(torch.autograd.Function):
    """ReLU keeping 1 bit per element for backward (the mask of aclnnReluV2), not the output."""

    @staticmethod
    def forward(ctx, x):
        y, mask = ops.relu_v2(x)
        ctx.save_for_backward(mask)
        return _with_torch_zero_signs(x, y)

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, grad):
        (mask,) = ctx.saved_tensors
        return ops.relu_grad_v2(grad, mask)


def _with_torch_zero_signs(x, y):
    """torch.relu keeps -0 (it is clamp_min(x, 0)); CANN's ReLU, and so aclnnRelu and aclnnReluV2, write +0 there."""
    return torch.where(x == 0, x, y)


def masked_relu(x):
    """relu(x) that saves a packed 1-bit mask (ceil(numel / 8) bytes) for backward instead of its output.

    Values and gradients are bitwise those of torch.relu for every input but NaN: at a NaN input the output
    is NaN as torch's, but the gradient is 0 (the mask keeps x > 0, as CANN's ReluV2), where torch.relu passes
    the incoming gradient. -0 gives -0 as torch.relu (CANN's ReLU writes +0 there; the module restores the
    sign). Without autograd (torch.no_grad(), or x not requiring grad) it runs aclnnRelu and keeps nothing.
    Double backward raises (the backward is not differentiable). Under torch.jit.trace it always records the
    autograd path, so the traced graph does not depend on the grad mode (trace's check runs under no_grad)."""
    if torch.jit.is_tracing() or (torch.is_grad_enabled() and x.requires_grad):
        return _MaskedReLUFunction.apply(x)
    return _with_torch_zero_signs(x, ops.relu(x))


class MaskedReLU(torch.nn.Module):
    """nn.ReLU's drop-in that keeps 1 bit per element for backward (see masked_relu). It saves memory where
    the ReLU's output is kept only for the ReLU's backward: a ReLU followed by Dropout, a Linear that keeps
    its input anyway, or a pooling that keeps indices; where the next layer keeps the ReLU's output for its
    own backward (a convolution, max pooling), the output stays alive regardless and the mask only adds."""

    def forward(self, x):
        return masked_relu(x)


__all__ = ["AclnnError", "EXTENSION", "MaskedReLU", "masked_relu", "ops"] + _native.install(
    globals(), _make_function, _make_inplace)
