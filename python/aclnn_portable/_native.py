# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""libaclnn_table through ctypes: the operator table and one call for any operator on caller memory."""
import ctypes
import glob
import os
import re
import sys

ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_INT32, ACL_UINT8 = 0, 1, 2, 3, 4
ACL_INT16, ACL_INT64, ACL_DOUBLE, ACL_BOOL = 6, 9, 11, 12
ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16 = 16, 17, 27
DTYPE_NAMES = {ACL_FLOAT: "FLOAT", ACL_FLOAT16: "FLOAT16", ACL_INT8: "INT8", ACL_INT32: "INT32", ACL_UINT8: "UINT8",
               ACL_INT16: "INT16", ACL_INT64: "INT64", ACL_DOUBLE: "DOUBLE", ACL_BOOL: "BOOL",
               ACL_COMPLEX64: "COMPLEX64", ACL_COMPLEX128: "COMPLEX128", ACL_BF16: "BFLOAT16"}


class AclnnError(RuntimeError):
    """A failing aclnn call: `status` is CANN's status code (161002 = ACLNN_ERR_PARAM_INVALID, ...),
    `message` the library's message (aclGetRecentErrMsg), `api` the entry that failed."""

    def __init__(self, status, api, message):
        super().__init__(f"[aclnn status {status}] {api}: {message}")
        self.status, self.api, self.message = status, api, message

    _TORCH_FORM = re.compile(r"\[aclnn status (-?\d+)\] (\w+): (.*)", re.S)

    @classmethod
    def from_text(cls, text):
        """The error a torch op raised (its RuntimeError's text), or None when it is not an aclnn status."""
        m = cls._TORCH_FORM.search(text)
        if not m:
            return None
        message = m.group(3).split("\nException raised from")[0].rstrip()  # torch appends a C++ trace
        return cls(int(m.group(1)), m.group(2), message)


class _Op(ctypes.Structure):
    _fields_ = [("aclnnName", ctypes.c_char_p), ("snakeName", ctypes.c_char_p), ("inplaceName", ctypes.c_char_p),
                ("inputCount", ctypes.c_int32), ("inputNames", ctypes.POINTER(ctypes.c_char_p)),
                ("scalarCount", ctypes.c_int32), ("scalarNames", ctypes.POINTER(ctypes.c_char_p)),
                ("outputCount", ctypes.c_int32), ("outputNames", ctypes.POINTER(ctypes.c_char_p)),
                ("broadcasts", ctypes.c_int32), ("bitsInput", ctypes.c_int32), ("bitsOutput", ctypes.c_int32),
                ("boolAttribute", ctypes.c_int32), ("dtypeCount", ctypes.c_int32),
                ("dtypes", ctypes.POINTER(ctypes.c_int32))]


class TensorDesc(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("dtype", ctypes.c_int32), ("ndim", ctypes.c_int32),
                ("shape", ctypes.POINTER(ctypes.c_int64)), ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("offset", ctypes.c_int64), ("storageElements", ctypes.c_int64)]


class ScalarDesc(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int32), ("dtype", ctypes.c_int32), ("real", ctypes.c_double),
                ("integer", ctypes.c_int64)]


class Operator:
    """One operator of the table: names, roles and dtypes as CANN's signature has them."""

    def __init__(self, index, raw):
        strings = lambda ptr, n: [ptr[k].decode() for k in range(n)]  # noqa: E731
        self.index = index
        self.aclnn_name = raw.aclnnName.decode()
        self.name = raw.snakeName.decode()  # "threshold_backward"
        self.inplace_name = raw.inplaceName.decode() if raw.inplaceName else None
        self.inputs = strings(raw.inputNames, raw.inputCount)
        self.scalars = strings(raw.scalarNames, raw.scalarCount)
        self.outputs = strings(raw.outputNames, raw.outputCount)
        self.broadcasts = bool(raw.broadcasts)
        self.bits_input = raw.bitsInput
        self.bits_output = raw.bitsOutput
        self.bool_attribute = raw.boolAttribute
        self.dtypes = [raw.dtypes[k] for k in range(raw.dtypeCount)]

    def __repr__(self):
        return f"<aclnn operator {self.aclnn_name}: {self.name}({', '.join(self.inputs + self.scalars)})>"


def _candidates():
    here = os.path.dirname(os.path.abspath(__file__))
    found = [os.environ.get("ACLNN_PORTABLE_TABLE_LIB", "")]
    found += glob.glob(os.path.join(here, "libaclnn_table.so"))  # a build tree's package
    found.append(os.path.join(here, "..", "..", "..", "lib64", "libaclnn_table.so"))  # the toolkit tree
    home = os.environ.get("ASCEND_HOME_PATH")
    if home:
        found.append(os.path.join(home, "lib64", "libaclnn_table.so"))
    return [p for p in found if p and os.path.exists(p)]


class _Library:
    def __init__(self):
        paths = _candidates()
        if not paths:
            raise ImportError("aclnn_portable: libaclnn_table.so not found; source <toolkit>/set_env.sh "
                              "(it sets ASCEND_HOME_PATH) or set ACLNN_PORTABLE_TABLE_LIB")
        self.path = os.path.realpath(paths[0])
        lib = ctypes.CDLL(self.path, mode=ctypes.RTLD_GLOBAL)
        lib.aclnn_table_count.restype = ctypes.c_int32
        lib.aclnn_table_op.restype = ctypes.POINTER(_Op)
        lib.aclnn_table_op.argtypes = [ctypes.c_int32]
        lib.aclnn_table_output_dtypes.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_int32),
                                                  ctypes.POINTER(ctypes.c_int32)]
        lib.aclnn_table_call.restype = ctypes.c_int32
        lib.aclnn_table_call.argtypes = [ctypes.c_int32, ctypes.c_int32, ctypes.POINTER(TensorDesc),
                                         ctypes.POINTER(ScalarDesc), ctypes.c_char_p, ctypes.c_size_t]
        self.lib = lib
        self.operators = [Operator(k, lib.aclnn_table_op(k).contents) for k in range(lib.aclnn_table_count())]

    def output_dtypes(self, op, in_dtypes):
        inputs = (ctypes.c_int32 * max(len(in_dtypes), 1))(*in_dtypes)
        outputs = (ctypes.c_int32 * len(op.outputs))()
        self.lib.aclnn_table_output_dtypes(op.index, inputs, outputs)
        return list(outputs)

    def call(self, op, tensors, scalars, inplace=False):
        """tensors: TensorDesc in signature order (inputs, then outputs unless inplace); scalars: ScalarDesc."""
        t = (TensorDesc * max(len(tensors), 1))(*tensors)
        s = (ScalarDesc * max(len(scalars), 1))(*scalars)
        message = ctypes.create_string_buffer(2048)
        status = self.lib.aclnn_table_call(op.index, 1 if inplace else 0, t, s, message, len(message))
        if status != 0:
            raise AclnnError(status, op.inplace_name if inplace else op.aclnn_name, message.value.decode())


_library = None


def library():
    """The loaded libaclnn_table (loaded on first use)."""
    global _library
    if _library is None:
        _library = _Library()
    return _library


def install(namespace, make_function, make_inplace):
    """Puts a function per operator (and `<name>_` per in-place entry) into `namespace`; returns their names."""
    names = []
    for op in library().operators:
        namespace[op.name] = make_function(op)
        names.append(op.name)
        if op.inplace_name:
            namespace[op.name + "_"] = make_inplace(op)
            names.append(op.name + "_")
    return names


def bind_arguments(op, name, args, kwargs):
    """The call's inputs and scalars in signature order, from positional arguments and keywords named as CANN's
    signature names them (`self`, `grad_output`, `negative_slope`, ...)."""
    params = op.inputs + op.scalars
    if len(args) > len(params):
        raise TypeError(f"{name}() takes {len(params)} arguments ({', '.join(params)}), {len(args)} given")
    values = dict(zip(params, args))
    for key, value in kwargs.items():
        if key not in params:
            raise TypeError(f"{name}() has no argument {key!r} (it takes {', '.join(params)})")
        if key in values:
            raise TypeError(f"{name}() got {key!r} twice")
        values[key] = value
    missing = [p for p in params if p not in values]
    if missing:
        raise TypeError(f"{name}() is missing {', '.join(missing)}")
    return [values[p] for p in params]


_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


def scalar_desc(value, attribute=False):
    """A Python/NumPy scalar as the call takes it: bool -> BOOL, int -> INT64, float -> DOUBLE (as torch_npu
    passes Python numbers), a NumPy float32 -> FLOAT. As torch's Scalar: an integer outside int64 raises
    OverflowError (it would wrap), a string or any other object raises TypeError; a bool parameter takes a bool."""
    numpy_types = _numpy_scalar_types()
    if numpy_types and isinstance(value, numpy_types[1]) and value.ndim == 0:
        value = value[()]  # a 0-d array: its NumPy scalar
    is_numpy = bool(numpy_types) and isinstance(value, numpy_types[0])
    is_bool = isinstance(value, bool) or (is_numpy and value.dtype.kind == "b")
    if attribute and not is_bool:
        raise TypeError(f"aclnn_portable: a bool parameter takes True or False, not {value!r}")
    if is_bool:
        return ScalarDesc(2, ACL_BOOL, 0.0, 1 if value else 0)
    if isinstance(value, int) or (is_numpy and value.dtype.kind in "iu"):
        integer = int(value)
        if not _INT64_MIN <= integer <= _INT64_MAX:
            raise OverflowError(f"aclnn_portable: the scalar {integer} does not fit int64 (CANN's INT64 scalar)")
        return ScalarDesc(1, ACL_INT64, 0.0, integer)
    if isinstance(value, complex) or (is_numpy and value.dtype.kind == "c"):
        raise TypeError("aclnn_portable: complex scalars are not taken")
    if is_numpy and value.dtype.kind == "f":
        if str(value.dtype) == "float32":
            return ScalarDesc(0, ACL_FLOAT, float(value), 0)
        return ScalarDesc(0, ACL_DOUBLE, float(value), 0)
    if isinstance(value, float):
        return ScalarDesc(0, ACL_DOUBLE, value, 0)
    raise TypeError(f"aclnn_portable: a scalar is a bool, an int or a float, not {type(value).__name__} ({value!r})")


def _numpy_scalar_types():
    """(NumPy's scalar base class, its array class) where NumPy is loaded (this module does not need NumPy)."""
    numpy = sys.modules.get("numpy")
    return (numpy.generic, numpy.ndarray) if numpy is not None else ()


def tensor_desc(data, dtype, shape, strides, storage_elements, keep):
    """A TensorDesc; `keep` collects the ctypes arrays that must outlive the call."""
    shape_arr = (ctypes.c_int64 * max(len(shape), 1))(*shape)
    strides_arr = (ctypes.c_int64 * max(len(strides), 1))(*strides)
    keep += [shape_arr, strides_arr]
    return TensorDesc(data, dtype, len(shape), shape_arr, strides_arr, 0, storage_elements)
