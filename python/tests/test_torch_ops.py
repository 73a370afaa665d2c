# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""torch.ops.aclnn.<name> for every operator of the table, bitwise against PyTorch's counterpart (each
operator folder's tests/st/torch_reference.py, the one aclnn-accuracy --torch uses), on random inputs with
special values, every dtype the operator takes, contiguous, strided, transposed, broadcast, out= and
in-place calls, 0-d and empty tensors; and bad input raising AclnnError with CANN's status code."""
import math

import numpy as np
import pytest

from conftest import pair_operator, scaled_operator, special_floats, torch_side

torch, at = torch_side()
import torch_crosscheck as helpers  # noqa: E402  (tools/accuracy, put on sys.path by conftest)
import aclnn_portable  # noqa: E402

OPERATORS = aclnn_portable.operators()
REFERENCES = helpers.references()
ACL_NAMES = {0: "FLOAT", 1: "FLOAT16", 2: "INT8", 3: "INT32", 4: "UINT8", 6: "INT16", 9: "INT64", 11: "DOUBLE",
             12: "BOOL", 16: "COMPLEX64", 17: "COMPLEX128", 27: "BFLOAT16"}
TORCH_BY_NAME = dict(helpers.TORCH)
TORCH_NAMES = {v: k for k, v in TORCH_BY_NAME.items()}


def cases():
    return [pytest.param(op, ACL_NAMES[dtype], id=f"{op.name}-{ACL_NAMES[dtype]}")
            for op in OPERATORS for dtype in op.dtypes if ACL_NAMES.get(dtype) in TORCH_BY_NAME]


def random_tensor(rng, shape, dtype_name):
    dtype = TORCH_BY_NAME[dtype_name]
    n = math.prod(shape)
    if dtype.is_complex:  # each part with the specials
        part = "FLOAT" if dtype == torch.complex64 else "DOUBLE"
        return torch.complex(random_tensor(rng, shape, part), random_tensor(rng, shape, part))
    if dtype.is_floating_point:
        values = special_floats(rng, n)
        with np.errstate(over="ignore"):
            t = torch.from_numpy(values.astype(np.float32)).to(dtype)
    else:
        info = np.iinfo(np.dtype(str(dtype).replace("torch.", "")))
        picks = np.concatenate([rng.integers(-8, 9, n), [info.min, info.max, 0, 1, -1, 3, -3]])[:n]
        t = torch.from_numpy(rng.permutation(picks)).clamp(info.min, info.max).to(dtype)
    return t.reshape(shape)


def random_mask(rng, shape):
    n = math.prod(shape)
    return torch.from_numpy(rng.integers(0, 256, (n + 7) // 8, dtype=np.uint8))


def scalar_values(op, dtype_name, rng):
    """Scalars for the op's roles: floats for floating tensors, integers for integer ones."""
    floating = TORCH_BY_NAME[dtype_name].is_floating_point or TORCH_BY_NAME[dtype_name].is_complex
    pool = [0.5, 0.0, 1.5, 3.0, 0.25, 2.0] if floating else [1, 0, 3, 2]
    values = []
    for k, _ in enumerate(op.scalars):
        if k == op.bool_attribute:
            values.append(False)
        else:
            values.append(pool[(k + int(rng.integers(0, len(pool)))) % len(pool)])
    if op.name == "hardtanh_backward" and values[0] > values[1]:
        values[0], values[1] = values[1], values[0]
    return values


def manifest(op, inputs, scalars, dtype_name):
    ins = [{"dtype": "UINT1" if k == op.bits_input else TORCH_NAMES[t.dtype]} for k, t in enumerate(inputs)]
    scal = [{"value": v, "dtype": "BOOL" if isinstance(v, bool) else ("FLOAT" if isinstance(v, float) else "INT64")}
            for v in scalars]
    outs = []
    for k in range(len(op.outputs)):
        if k == op.bits_output:
            outs.append({"dtype": "UINT1"})
        else:
            outs.append({"dtype": dtype_name if len(op.inputs) == 1 or op.bits_input >= 0 else
                         TORCH_NAMES[torch.promote_types(inputs[0].dtype, inputs[1].dtype)]})
    return {"op": op.aclnn_name, "inputs": ins, "scalars": scal, "outputs": outs}


def expected(op, inputs, scalars, dtype_name, self_check=False):
    """PyTorch's outputs for these inputs (its counterpart in the operator's folder). Where this PyTorch has
    no FLOAT16 CPU kernel, its float32 kernel on the widened inputs, rounded once to FLOAT16: what PyTorch
    computes for FLOAT16 where it has the kernel (in float32, as its BFLOAT16 kernels do). An operator
    without a PyTorch counterpart (ONNX's Shrink) is compared with itself on contiguous copies when
    self_check (the view and out= machinery), and skipped otherwise (the accuracy tool checks its values
    against its golden)."""
    if op.aclnn_name not in REFERENCES:
        if not self_check:
            pytest.skip(f"{op.aclnn_name} has no PyTorch counterpart (aclnn-accuracy checks it against its golden)")
        return call(op, [t.contiguous() for t in inputs], scalars)
    ins = [t.numpy() if k == op.bits_input else t.contiguous() for k, t in enumerate(inputs)]
    reference = REFERENCES[op.aclnn_name]
    try:
        try:
            return reference.expected(manifest(op, inputs, scalars, dtype_name), ins, helpers)
        except RuntimeError:
            if dtype_name != "FLOAT16":
                raise
            wide = [t.float() if k != op.bits_input else t for k, t in enumerate(inputs)]
            ins = [t.numpy() if k == op.bits_input else t.contiguous() for k, t in enumerate(wide)]
            outs = reference.expected(manifest(op, wide, scalars, "FLOAT"), ins, helpers)
            return [o if isinstance(o, np.ndarray) else o.to(torch.float16) for o in outs]
    except helpers.Skip as why:
        pytest.skip(f"PyTorch differs by design: {why}")
    except RuntimeError as e:  # this PyTorch has no CPU kernel for the dtype, even widened
        pytest.skip(f"PyTorch {torch.__version__} has no CPU kernel: {str(e).splitlines()[0][:80]}")


def assert_bitwise(got, want, what):
    if isinstance(want, np.ndarray):  # a packed mask
        got = got.numpy()[:want.size]
        assert np.array_equal(got, want), f"{what}: mask bytes differ"
        return
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype}, PyTorch {want.dtype}"
    assert tuple(got.shape) == tuple(want.shape), f"{what}: shape {tuple(got.shape)}, PyTorch {tuple(want.shape)}"
    a, a_nan = helpers.bits(got)
    b, b_nan = helpers.bits(want)
    ok = (a == b) | (a_nan & b_nan)
    if not ok.all():
        i = int(np.argmax(~ok))
        raise AssertionError(f"{what}: {int((~ok).sum())} of {ok.size} elements differ, first at {i}: "
                             f"ours {got.reshape(-1)[i].item()!r}, PyTorch {want.reshape(-1)[i].item()!r}")


def make_inputs(op, dtype_name, rng, shape):
    inputs = []
    for k in range(len(op.inputs)):
        inputs.append(random_mask(rng, shape) if k == op.bits_input else random_tensor(rng, shape, dtype_name))
    return inputs


def call(op, inputs, scalars, **kw):
    out = getattr(torch.ops.aclnn, op.name)(*inputs, *scalars, **kw)
    return list(out) if isinstance(out, tuple) else [out]


@pytest.mark.parametrize("op,dtype_name", cases())
def test_contiguous(op, dtype_name, rng):
    inputs = make_inputs(op, dtype_name, rng, (37, 61))
    scalars = scalar_values(op, dtype_name, rng)
    want = expected(op, inputs, scalars, dtype_name)
    for k, (g, w) in enumerate(zip(call(op, inputs, scalars), want)):
        assert_bitwise(g, w, f"{op.name} {dtype_name} output {op.outputs[k]}")


@pytest.mark.parametrize("op,dtype_name", cases())
def test_strided_inputs_and_outputs(op, dtype_name, rng):
    """Transposed and every-other-column inputs, a transposed out= tensor: read and written in place."""
    inputs = []
    for k, t in enumerate(make_inputs(op, dtype_name, rng, (40, 66))):
        if k == op.bits_input:
            inputs.append(random_mask(rng, (33, 40)))
        elif k % 2 == 0:
            inputs.append(t[:, ::2].t())  # (33, 40), strides (2, 66)
        else:
            inputs.append(t[:40, :33].contiguous().t())  # (33, 40), strides (1, 33)
    scalars = scalar_values(op, dtype_name, rng)
    want = expected(op, inputs, scalars, dtype_name, self_check=True)
    outs = []
    for k, w in enumerate(want):
        if k == op.bits_output:
            outs.append(torch.empty(w.size, dtype=torch.uint8))
        else:
            outs.append(torch.empty((40, 33), dtype=w.dtype).t())  # a transposed view
    got = getattr(torch.ops.aclnn, op.name).out(*inputs, *scalars, **dict(zip(op.outputs, outs)))
    got = list(got) if isinstance(got, tuple) else [got]
    for k, (g, o, w) in enumerate(zip(got, outs, want)):
        assert g.data_ptr() == o.data_ptr(), "out= returns the tensor it was given"
        assert_bitwise(o, w, f"{op.name} {dtype_name} out= {op.outputs[k]}")


@pytest.mark.parametrize("op,dtype_name", [c for c in cases() if c.values[0].broadcasts])
def test_broadcast(op, dtype_name, rng):
    """Each input in turn from a smaller shape: a stride-0 view, not a copy."""
    for small in range(len(op.inputs)):
        inputs = make_inputs(op, dtype_name, rng, (23, 41))
        inputs[small] = random_tensor(rng, (41,), dtype_name)
        scalars = scalar_values(op, dtype_name, rng)
        want = expected(op, [t.expand(23, 41) for t in inputs], scalars, dtype_name, self_check=True)
        for g, w in zip(call(op, inputs, scalars), want):
            assert_bitwise(g, w, f"{op.name} {dtype_name} with input {op.inputs[small]} broadcast")


@pytest.mark.parametrize("op,dtype_name", [c for c in cases() if c.values[0].inplace_name])
def test_inplace(op, dtype_name, rng):
    """<name>_ writes its first input through its view (here every other column of a larger tensor)."""
    base = random_tensor(rng, (29, 70), dtype_name)
    target = base[:, ::2]
    untouched = base[:, 1::2].clone()
    inputs = [target] + make_inputs(op, dtype_name, rng, (29, 35))[1:]
    scalars = scalar_values(op, dtype_name, rng)
    want = expected(op, [target.clone()] + inputs[1:], scalars, dtype_name, self_check=True)
    result = getattr(torch.ops.aclnn, op.name + "_")(*inputs, *scalars)
    assert result.data_ptr() == target.data_ptr()
    assert_bitwise(target, want[0].to(target.dtype), f"{op.name}_ {dtype_name}")
    assert_bitwise(base[:, 1::2], untouched, f"{op.name}_ {dtype_name}: the columns outside the view")


@pytest.mark.parametrize("op", OPERATORS, ids=lambda op: op.name)
def test_zero_dim_and_empty(op, rng):
    dtype_name = ACL_NAMES[op.dtypes[0]]
    for shape in [(), (0,), (3, 0, 2)]:
        inputs = make_inputs(op, dtype_name, rng, shape)
        scalars = scalar_values(op, dtype_name, rng)
        got = call(op, inputs, scalars)
        want = expected(op, inputs, scalars, dtype_name, self_check=True)
        for g, w in zip(got, want):
            assert_bitwise(g, w, f"{op.name} shape {shape}")


@pytest.mark.parametrize("op", OPERATORS, ids=lambda op: op.name)
def test_bad_input_raises_status(op, rng):
    """A dtype outside the operator's list: AclnnError with ACLNN_ERR_PARAM_INVALID (161002) naming the
    parameter, from the module's function; the torch op raises RuntimeError with the same text."""
    inputs = make_inputs(op, ACL_NAMES[op.dtypes[0]], rng, (4, 5))
    bad = 0 if op.bits_input != 0 else 1
    outside = next(d for d in (torch.complex64, torch.int16, torch.bool) if TORCH_NAMES[d] not in
                   [ACL_NAMES.get(k) for k in op.dtypes])
    inputs[bad] = inputs[bad].to(outside) if op.bits_input != bad else inputs[bad]
    scalars = scalar_values(op, ACL_NAMES[op.dtypes[0]], rng)
    with pytest.raises(aclnn_portable.AclnnError) as error:
        getattr(at, op.name)(*inputs, *scalars)
    assert error.value.status == 161002
    assert error.value.api == op.aclnn_name
    assert op.inputs[bad] in error.value.message or "dtype" in error.value.message.lower()
    with pytest.raises(RuntimeError, match=r"\[aclnn status 161002\]"):
        getattr(torch.ops.aclnn, op.name)(*inputs, *scalars)


def test_shape_mismatch_of_out_raises():
    x = torch.randn(4, 5)
    with pytest.raises(aclnn_portable.AclnnError) as error:
        at.relu(x, out=torch.empty(5, 4))
    assert error.value.status == 161002


def test_every_operator_is_registered():
    for op in OPERATORS:
        assert hasattr(torch.ops.aclnn, op.name)
        assert hasattr(getattr(torch.ops.aclnn, op.name), "out")
        assert hasattr(torch.ops.aclnn, op.name + "_") == bool(op.inplace_name)
    assert len(OPERATORS) >= 23


SCALED = scaled_operator()
PAIR = pair_operator()


def test_inplace_bumps_the_version_and_a_saved_tensor_then_raises():
    """aten's rule: a tensor saved for backward and then overwritten in place makes backward raise; without the
    version bump the gradient came out silently wrong ([0, 5, 0] instead of [-1, 5, -2])."""
    scaled_ = getattr(at, SCALED.name + "_")
    for write in (lambda x: torch.ops.aclnn.relu_(x), lambda x: at.relu_(x), lambda x: scaled_(x, 0.1),
                  lambda x: torch.ops.aclnn.relu.out(x.clone(), out=x), lambda x: at.relu(x.clone(), out=x)):
        w = torch.tensor([1.0, 5.0, 2.0], requires_grad=True)
        x = torch.tensor([-1.0, 5.0, -2.0])
        loss = (w * x).sum()
        version = x._version
        write(x)
        assert x._version > version
        with pytest.raises(RuntimeError, match="modified by an inplace operation"):
            loss.backward()


def test_inplace_on_a_leaf_that_requires_grad_raises():
    x = torch.tensor([-1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        torch.ops.aclnn.relu_(x)
    with torch.no_grad():  # as with aten's in-place ops
        torch.ops.aclnn.relu_(x)
    assert x.tolist() == [0.0, 2.0]


def test_a_result_from_tensors_that_require_grad_refuses_backward():
    """No operator registers its derivative yet: the graph is kept, and backward says so instead of dropping the
    operator's contribution ((relu(x) + x).sum() gave [1, 1] instead of [1, 2])."""
    x = torch.tensor([-1.0, 2.0], requires_grad=True)
    y = at.relu(x)
    assert y.requires_grad and y.grad_fn is not None
    with pytest.raises(RuntimeError, match="not implemented"):
        (y + x).sum().backward()
    with torch.no_grad():
        assert at.relu(x).grad_fn is None


def test_keywords_by_cann_names_including_self(rng):
    """Arguments by CANN's names give what the same arguments by position give; `self=` no longer collides with the
    op overload's own parameter."""
    x = random_tensor(rng, (5, 7), "FLOAT")
    scaled, scaled_ = getattr(at, SCALED.name), getattr(at, SCALED.name + "_")
    slope = SCALED.scalars[0]
    same = lambda a, b: helpers.bits(a)[0].tolist() == helpers.bits(b)[0].tolist()  # noqa: E731
    assert same(scaled(self=x, **{slope: 0.5}), scaled(x, 0.5))
    assert same(scaled(x, **{slope: 0.5}), scaled(x, 0.5))
    y, z = x.clone(), x.clone()
    scaled_(self=y, **{slope: 0.25})
    scaled_(z, 0.25)
    assert same(y, z)
    a, b = random_tensor(rng, (5, 7), "FLOAT"), random_tensor(rng, (5, 7), "FLOAT")
    names = dict(zip(PAIR.inputs + PAIR.scalars, (a, b, 0.5)))
    out = torch.empty(5, 7, dtype=getattr(at, PAIR.name)(a, b, 0.5).dtype)
    getattr(at, PAIR.name)(**names, out=out)
    assert same(out, getattr(at, PAIR.name)(a, b, 0.5))
    with pytest.raises(TypeError, match="no argument"):
        scaled(input=x, **{slope: 0.5})
