# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""What every operator's suite generator (activation/<op>/tests/st/make_suite.py) builds its cases from:
shapes, value ranges, views, the Suite writer and the bad input every operator refuses alike. One random
generator serves all suites in the operator table's order, so the suites are deterministic.
"""
import json
import math
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
rng = random.Random(20261130)

FLOATS = ("fp32", "fp16", "bf16")  # the floating dtypes of the activation family
FLOAT_SPECIALS = ["nan", "inf", "-inf", "-0.0", 0.0, 1e-40, -1e-40, 6e-8, 3.0, -3.0, 2.9999997615814, -2.9999997615814]
INT_RANGES = {"int8": [-128, 127], "uint8": [0, 255], "int16": [-32768, 32767], "int32": [-2147483648, 2147483647],
              "int64": [-9007199254740992, 9007199254740992]}


def pow2_dims(rank, budget):
    """A shape of `rank` dims, each 2^k or 2^k - 1, with at most `budget` elements."""
    while True:
        dims = []
        for _ in range(rank):
            k = rng.randint(0, 7 if rank <= 2 else (4 if rank <= 4 else 2))
            d = 2 ** k - rng.randint(0, 1) if k > 0 else 1
            dims.append(max(d, 1))
        if math.prod(dims) <= budget:
            return dims


def shapes(count, budget=1 << 17):
    """Shapes over ranks 0-8, in rotation."""
    out = []
    for i in range(count):
        rank = i % 9
        out.append(pow2_dims(rank, budget))
    return out


EMPTY_SHAPES = [[0], [3, 0, 5], [0, 7], [2, 3, 0, 1]]
ONE_SHAPES = [[1], [1, 1], [1, 1, 1, 1, 1, 1, 1, 1]]
BIG_SHAPES = [[1024, 1024], [4096, 1025], [8, 512, 1023]]


def value_range(dtype, wide=False):
    if dtype in INT_RANGES:
        return INT_RANGES[dtype] if wide else [-100, 100] if dtype != "uint8" else [0, 255]
    return [-5, 5] if not wide else [-60000, 60000] if dtype == "fp16" else [-1e30, 1e30]


def tensor(name, dtype, shape, rv, **extra):
    t = {"name": name, "type": "tensor", "required": True, "dtype": dtype, "shape": shape, "range_values": rv}
    t.update(extra)
    return t


def normal():
    return {"name": "nd", "mean": [-5, 5], "std": [0.1, 2]}


def transposed(shape):
    """Column-major strides over `shape` (a transposed view), storage just large enough."""
    strides, step = [], 1
    for d in shape:
        strides.append(step)
        step *= max(d, 1)
    return {"strides": strides, "storage_shape": [max(math.prod(shape), 1)]}


def sliced(shape, offset=3):
    """Every other element of the last dimension, starting `offset` elements in."""
    strides, step = [0] * len(shape), 2
    for i in reversed(range(len(shape))):
        strides[i] = step
        step *= max(shape[i], 1)
    return {"strides": strides, "offset": offset, "storage_shape": [offset + step]}


class Suite:
    def __init__(self, aclnn_name, api_type, torch_name):
        self.cases = []
        self.aclnn_name, self.api_type, self.torch_name = aclnn_name, api_type, torch_name

    def add(self, inputs, standard="bitwise", outputs=None, expected_status=None, msg=None, what=""):
        case = {"id": len(self.cases), "name": f"{self.torch_name} {what}".strip(), "aclnn_name": self.aclnn_name,
                "api_type": self.api_type, "standard": {"acc": standard, "perf": "not_key"}, "inputs": inputs,
                "outputs": outputs, "expected_error_msg": msg}
        if expected_status is not None:
            case["expected_status"] = expected_status
        self.cases.append(case)

    def write(self, op_dir):
        folder = os.path.join(ROOT, "activation", op_dir, "tests", "st", self.aclnn_name)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"portable_{self.aclnn_name}.json")
        with open(path, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(c, separators=(", ", ": ")) for c in self.cases) + "\n]\n")
        print(f"{path}: {len(self.cases)} cases")


SCALAR_DTYPES = ["fp32", "fp64", "fp16", "bf16", "int32", "int64", "int8"]


def band_scalar(name, values, i, wide=()):
    """Case i's scalar `name`: values[i % len], in a scalar dtype that holds it, cycling through them: integers in any
    of SCALAR_DTYPES, the values in `wide` (beyond the 16-bit floats) in FLOAT and DOUBLE, other floats and specials in
    the four floating ones (every one is read as float32 by the operator)."""
    value = values[i % len(values)]
    choices = SCALAR_DTYPES if isinstance(value, int) else SCALAR_DTYPES[:2] if value in wide else SCALAR_DTYPES[:4]
    dtype = choices[(i // len(values) + i) % len(choices)]
    return {"name": name, "type": "scalar", "required": True, "dtype": dtype, "shape": None, "range_values": value}


def band_edges(values, i):
    """Outliers for case i: the specials, and values[i % len] with its negation (the edges of the band |x| <= value)."""
    value = values[i % len(values)]
    bounds = [value, -value] if isinstance(value, (int, float)) else []
    return {"outlier_values": {"values": specials_for("fp32") + bounds, "ratio": 0.1}}


def specials_for(dtype):
    return FLOAT_SPECIALS if dtype in ("fp32", "fp16", "bf16") else ["inf", "-inf", 0]


def standard_for(dtype, i):
    if dtype not in ("fp32", "fp16", "bf16"):
        return "bitwise"
    return ["bitwise", "single_bm", "cv_fused_double_benchmark"][i % 3]


def generic_bad(s, build, outputs):
    """Bad input every operator refuses the same way. build(shape, extra) gives the inputs, the first
    tensor carrying `extra`; outputs(extra) the outputs, each carrying `extra` (None: defaults)."""
    huge = [2 ** 31, 2 ** 31, 4]
    cases = [
        (build([4, -5], {}), None, 161002, None, "negative dimension"),
        (build([4, 5], {"strides": [-5, 1], "offset": 15, "storage_shape": [20]}), None, 161002, None, "negative stride"),
        (build([4, 5], {"offset": -1, "storage_shape": [20]}), None, 161002, None, "negative offset"),
        (build([4, 5], {"storage_shape": [-20]}), None, 161002, None, "negative storage dimension"),
        (build(huge, {"storage_shape": [64]}), outputs({"storage_shape": [64]}), 161002, None,
         "shape x strides overflows int64"),
    ]
    for inputs, outs, status, msg, what in cases:
        s.add(inputs, outputs=outs, expected_status=status, msg=msg, what=f"bad input: {what}")
    more = [
        (build([4, 5], {"null_data": True}), None, 161001, None, "null data address of an input"),
        (build([4, 5], {}), outputs({"null_data": True}), 161001, None, "null data address of out"),
        (build([4, 5], {}), outputs({"storage_shape": [7]}), 161002, None, "out view past its storage"),
        (build([4, 5], {}), outputs({"strides": [0, 1], "storage_shape": [20]}), 161002, None,
         "out overlaps itself (stride 0)"),
        (build([4, 5], {}), outputs({"strides": [2, 1], "storage_shape": [20]}), 161002, None,
         "out overlaps itself (interleaved strides)"),
        (build([4, 5], {"storage_shape": [40]}), [{"name": outputs({})[0]["name"], "alias_of": build([1], {})[0]["name"],
                                                   "offset": 3, "shape": [4, 5]}] + outputs({})[1:],
         161002, None, "out partially overlaps an input"),
        (build([4, 5], {}), outputs({"shape": [2] * 9}), 161002, None, "out rank 9"),
    ]
    for inputs, outs, status, msg, what in more:
        s.add(inputs, outputs=outs, expected_status=status, msg=msg, what=f"bad input: {what}")
    for arg in ("workspaceSize", "executor"):
        s.add(build([4, 5], {}), expected_status=161001, msg=arg, what=f"bad input: null {arg}")
        s.cases[-1]["null_call_args"] = [arg]
    # Byte counts past 2^62 (an overflowing byte offset would let a kernel write before the buffer), and
    # ints that are no aclDataType or aclFormat value (C callers can pass any).
    huge_bytes = [
        (build([4, 5], {"claimed_storage_shape": [2 ** 61]}), None, "storage over 2^62 bytes (input)"),
        (build([16], {}), outputs({"shape": [16], "offset": 2 ** 62 - 16, "claimed_storage_shape": [2 ** 62]}),
         "out offset 2^62-16 in a storage of 2^62 FLOAT (byte offset overflows)"),
        (build([4, 5], {"dtype_code": 99}), None, "input dtype 99 (no aclDataType)"),
        (build([4, 5], {"dtype_code": -2 ** 31}), None, "input dtype INT32_MIN (no aclDataType)"),
        (build([4, 5], {"format_code": 99}), None, "input format 99 (no aclFormat)"),
        (build([4, 5], {}), outputs({"format_code": 7777}), "out format 7777 (no aclFormat)"),
    ]
    for inputs, outs, what in huge_bytes:
        s.add(inputs, outputs=outs, expected_status=161002, what=f"bad input: {what}")
    s.add(build([0, 2 ** 40], {}), what="empty tensor with a huge dimension")
    # CANN's example helper gives an empty [2, 0, 3] the strides [0, 3, 1]: valid (it writes nothing).
    s.add(build([2, 0, 3], {"strides": [0, 3, 1]}), outputs=outputs({"shape": [2, 0, 3], "strides": [0, 3, 1]}),
          what="empty tensors with stride 0 (CANN's example strides)")


def band_backward_suite(aclnn, library, torch_name, lambds, wide, extra_bad=()):
    """The suite of a gradient that passes gradOutput where self lies outside the band [-lambd, lambd] (inputs
    gradOutput, self, scalar lambd; output gradInput): every dtype and rank, empty and large tensors, mixed dtypes,
    broadcasting, views, in place, bad input (`extra_bad` adds the operator's own). lambd cycles through `lambds`
    (`wide`: those only FLOAT and DOUBLE scalars hold); self carries the specials and lambd's bounds."""
    def lambd(i):
        return band_scalar("lambd", lambds, i, wide=wide)


    def near(i):
        """Outliers for case i: the specials, and lambd with its negation (the band's bounds)."""
        return band_edges(lambds, i)


    def pair(dtype, shape, i, grad_dtype=None, grad_shape=None, **views):
        """gradOutput and self; self carries the specials and lambd's bounds."""
        return [tensor("gradOutput", grad_dtype or dtype, shape if grad_shape is None else grad_shape,
                       value_range(dtype, wide=True), **views.get("grad", {})),
                tensor("self", dtype, shape, [-8, 8], **near(i), **views.get("self", {}))]


    def cases():
        s = Suite(aclnn, library, torch_name)
        dtypes = list(FLOATS)
        # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), lambd of every scalar dtype, specials and bounds mixed in.
        for dtype in dtypes:
            for i, shape in enumerate(shapes(18)):
                k = i + dtypes.index(dtype)
                s.add(pair(dtype, shape, k) + [lambd(k)], standard=standard_for("fp32", i), what=f"{dtype} rank {len(shape)}")
        # Empty and [1] tensors, large tensors (threads, streaming stores).
        for dtype in dtypes:
            for shape in EMPTY_SHAPES + ONE_SHAPES:
                s.add(pair(dtype, shape, 0) + [lambd(0)], what=f"{dtype} {shape}")
        for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
            s.add(pair(dtype, shape, 3) + [lambd(3)], what=f"{dtype} large")
        # Mixed dtypes (computed in the promoted one) and gradInput of another dtype of the list.
        for g, x, o in [("fp16", "fp32", "fp32"), ("bf16", "fp16", "fp32"), ("fp32", "bf16", "bf16"), ("fp16", "bf16", "fp16"),
                        ("fp32", "fp32", "fp16"), ("bf16", "bf16", "fp32"), ("fp16", "fp16", "bf16")]:
            for i in range(3):
                s.add(pair(x, [37, 11], i, grad_dtype=g) + [lambd(i + 10)],
                      outputs=[{"name": "gradInput", "dtype": o, "shape": [37, 11]}], what=f"{g} and {x} to {o}")
        # Broadcasting gradOutput with self.
        for dtype in dtypes:
            for g, x in [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3]), ([7, 1, 3], [2, 1]), ([1, 31], [15, 1]), ([5], [])]:
                s.add(pair(dtype, x, 1, grad_shape=g) + [lambd(1)], what=f"{dtype} broadcast {g} {x}")
        # Non-contiguous inputs and gradInput, offsets, in place.
        for dtype in dtypes:
            for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
                s.add(pair(dtype, shape, k, grad=transposed(shape), self=sliced(shape)) + [lambd(k)],
                      what=f"{dtype} transposed/sliced inputs")
                s.add(pair(dtype, shape, k + 4) + [lambd(k + 4)],
                      outputs=[dict({"name": "gradInput", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                      what=f"{dtype} sliced gradInput")
            s.add(pair(dtype, [17, 33], 2) + [lambd(2)], outputs=[{"name": "gradInput", "alias_of": "gradOutput"}],
                  what=f"{dtype} in place into gradOutput")
            s.add(pair(dtype, [17, 33], 3) + [lambd(3)], outputs=[{"name": "gradInput", "alias_of": "self"}],
                  what=f"{dtype} in place into self")
        # Bad input.
        good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
        ok = lambd(0)
        bad = [
            ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self"), ok], None, 161001, "gradOutput", "null gradOutput"),
            ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}, ok], None, 161001, "self", "null self"),
            ([good("gradOutput"), good("self"), {"name": "lambd", "type": "scalar", "null": True}], None, 161001, "lambd", "null lambd"),
            ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "null": True}], 161001, "gradInput", "null gradInput"),
            ([good("gradOutput", "fp64"), good("self"), ok], None, 161002, "DOUBLE", "gradOutput dtype DOUBLE"),
            ([good("gradOutput"), good("self", "int32"), ok], None, 161002, "INT32", "self dtype INT32"),
            ([good("gradOutput", "int8"), good("self", "int8"), ok], None, 161002, "INT8", "input dtype INT8"),
            ([good("gradOutput", "bool"), good("self", "bool"), ok], None, 161002, "BOOL", "input dtype BOOL"),
            ([good("gradOutput", "complex64"), good("self", "complex64"), ok], None, 161002, None, "input dtype COMPLEX64"),
            ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "dtype": "int32"}], 161002, "gradInput", "gradInput dtype INT32"),
            ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "dtype": "fp64"}], 161002, "gradInput", "gradInput dtype DOUBLE"),
            ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9), ok], [{"name": "gradInput", "shape": [2] * 9}], 161002, None, "rank 9"),
            ([good("gradOutput", shape=[4, 5]), good("self", shape=[4, 6]), ok], None, 161002, None, "input shapes do not broadcast"),
            ([good("gradOutput", shape=[3, 1]), good("self", shape=[1, 3]), ok], [{"name": "gradInput", "shape": [3, 1]}], 161002, "gradInput", "gradInput shape is not the broadcast shape"),
            ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self"), ok], None, 161002, None, "input view past its storage"),
        ]
        for inputs, outputs, status, msg, what in bad[:4] + list(extra_bad) + bad[4:]:  # (after the nulls)
            s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
        generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                             tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]}),
                                             ok],
                    lambda extra: [dict({"name": "gradInput"}, **extra)])
        return s

    return cases()
