# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""MaskedReLU / masked_relu: values and gradients bitwise those of torch.relu (NaN inputs aside, as
documented; -0 included), for FLOAT, FLOAT16 and BFLOAT16; only the packed mask saved; no_grad; double backward
refused; torch.jit.trace."""
import numpy as np
import pytest

from conftest import special_floats, torch_side

torch, at = torch_side()
import torch_crosscheck as helpers  # noqa: E402  (tools/accuracy, put on sys.path by conftest)

DTYPES = [torch.float32, torch.float16, torch.bfloat16]


def sample(rng, shape, dtype, nan=False):
    values = special_floats(rng, int(np.prod(shape)))
    if not nan:
        values[np.isnan(values)] = 1.25
    with np.errstate(over="ignore"):
        return torch.from_numpy(values.astype(np.float32)).to(dtype).reshape(shape)


def same_bits(a, b):
    x, xn = helpers.bits(a)
    y, yn = helpers.bits(b)
    return bool(((x == y) | (xn & yn)).all())


def aten_relu_and_grad(x, grad):
    """torch.relu and its gradient; FLOAT16 through float32 where this PyTorch's CPU relu lacks it."""
    try:
        leaf = x.clone().requires_grad_()
        y = torch.relu(leaf)
        y.backward(grad)
        return y.detach(), leaf.grad
    except RuntimeError:
        leaf = x.float().requires_grad_()
        y = torch.relu(leaf)
        y.backward(grad.float())
        return y.detach().to(x.dtype), leaf.grad.to(x.dtype)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_values_and_gradients_bitwise(dtype, rng):
    x = sample(rng, (67, 129), dtype)
    grad = sample(rng, (67, 129), dtype, nan=True)
    want_y, want_g = aten_relu_and_grad(x, grad)
    leaf = x.clone().requires_grad_()
    y = at.masked_relu(leaf)
    y.backward(grad)
    assert same_bits(y.detach(), want_y)  # -0 stays -0, as torch.relu keeps it
    assert same_bits(leaf.grad, want_g)


def test_module_in_a_network(rng):
    torch.manual_seed(int(rng.integers(0, 2 ** 31)))
    ref = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 8))
    ours = torch.nn.Sequential(torch.nn.Linear(32, 64), at.MaskedReLU(), torch.nn.Linear(64, 8))
    ours.load_state_dict(ref.state_dict())
    x = torch.randn(16, 32)
    for net in (ref, ours):
        net(x).square().sum().backward()
    for a, b in zip(ref.parameters(), ours.parameters()):
        assert torch.equal(a.grad, b.grad)


def test_only_the_mask_is_saved(rng):
    x = sample(rng, (1000, 64), torch.float32).requires_grad_()
    saved = []

    def pack(t):
        saved.append(t)
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        at.masked_relu(x)
    assert len(saved) == 1
    assert saved[0].dtype == torch.uint8 and saved[0].numel() == (x.numel() + 7) // 8


def test_nan_input_gets_zero_gradient():
    x = torch.tensor([float("nan"), 1.0, -1.0]).requires_grad_()
    y = at.masked_relu(x)
    y.backward(torch.ones(3))
    assert torch.isnan(y[0]) and x.grad.tolist() == [0.0, 1.0, 0.0]


def test_no_grad_keeps_nothing(rng):
    x = sample(rng, (8, 9), torch.float32).requires_grad_()
    with torch.no_grad():
        y = at.masked_relu(x)
    assert y.grad_fn is None and same_bits(y, torch.relu(x.detach()))


def test_double_backward_is_refused():
    x = torch.randn(5, requires_grad=True)
    y = at.masked_relu(x)
    v = torch.ones(5, requires_grad=True)  # a gradient that itself needs a gradient: a second derivative
    (g,) = torch.autograd.grad(y, x, grad_outputs=v, create_graph=True)
    with pytest.raises(RuntimeError, match="differentiate"):
        g.sum().backward()


@pytest.mark.parametrize("requires_grad", [False, True])
def test_negative_zero_keeps_its_sign(requires_grad):
    x = torch.tensor([-0.0, 0.0, -1.0, 2.0], requires_grad=requires_grad)
    for grad_mode in (True, False):
        with torch.set_grad_enabled(grad_mode):
            y = at.MaskedReLU()(x)
        assert same_bits(y.detach(), torch.relu(x.detach()))
        assert (1 / y.detach()).tolist()[:3] == [float("-inf"), float("inf"), float("inf")]


@pytest.mark.parametrize("requires_grad", [False, True])
def test_jit_trace_passes_its_check(requires_grad, rng):
    """trace's sanity check re-runs the module under no_grad: the traced graph must not depend on the grad mode."""
    traced = torch.jit.trace(at.MaskedReLU(), sample(rng, (4, 5), torch.float32).requires_grad_(requires_grad))
    x = sample(rng, (6, 7), torch.float32).requires_grad_()
    y = traced(x)
    y.backward(torch.ones_like(y))
    assert same_bits(y.detach(), torch.relu(x.detach()))
    assert torch.equal(x.grad, (x.detach() > 0).float())
