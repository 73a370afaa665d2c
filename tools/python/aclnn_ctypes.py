# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Calls the public ACLNN C API from Python through ctypes, on numpy arrays.

Used by the PyTorch parity test and the accuracy report: it goes through exactly what a C program
uses (aclrtMalloc, aclCreateTensor, the two-stage calls), so it judges any implementation of the API.
"""
import ctypes
import os

import numpy as np

ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_INT32, ACL_UINT8 = 0, 1, 2, 3, 4
ACL_INT64, ACL_DOUBLE, ACL_BF16 = 9, 11, 27
ACL_FORMAT_ND = 2
ACL_MEMCPY_HOST_TO_DEVICE, ACL_MEMCPY_DEVICE_TO_HOST = 1, 2

# numpy storage for each dtype (FLOAT16 and BF16 travel as raw uint16 bits).
NUMPY_STORAGE = {
    ACL_FLOAT: np.float32, ACL_FLOAT16: np.uint16, ACL_BF16: np.uint16, ACL_INT8: np.int8,
    ACL_UINT8: np.uint8, ACL_INT32: np.int32, ACL_INT64: np.int64, ACL_DOUBLE: np.float64,
}
DTYPE_NAMES = {ACL_FLOAT: "FLOAT", ACL_FLOAT16: "FLOAT16", ACL_BF16: "BFLOAT16", ACL_INT8: "INT8",
               ACL_UINT8: "UINT8", ACL_INT32: "INT32", ACL_INT64: "INT64", ACL_DOUBLE: "DOUBLE"}


class Aclnn:
    def __init__(self, lib_dir):
        mode = ctypes.RTLD_GLOBAL
        self.acl = ctypes.CDLL(os.path.join(lib_dir, "libascendcl.so"), mode=mode)
        self.base = ctypes.CDLL(os.path.join(lib_dir, "libnnopbase.so"), mode=mode)
        self.ops = ctypes.CDLL(os.path.join(lib_dir, "libopapi.so"), mode=mode)
        vp, i64p = ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64)
        self.acl.aclGetRecentErrMsg.restype = ctypes.c_char_p
        self.acl.aclrtMalloc.argtypes = [ctypes.POINTER(vp), ctypes.c_size_t, ctypes.c_int]
        self.acl.aclrtFree.argtypes = [vp]
        self.acl.aclrtMemcpy.argtypes = [vp, ctypes.c_size_t, vp, ctypes.c_size_t, ctypes.c_int]
        self.base.aclCreateTensor.restype = vp
        self.base.aclCreateTensor.argtypes = [i64p, ctypes.c_uint64, ctypes.c_int, i64p, ctypes.c_int64,
                                              ctypes.c_int, i64p, ctypes.c_uint64, vp]
        self.base.aclDestroyTensor.argtypes = [vp]
        self.base.aclCreateScalar.restype = vp
        self.base.aclCreateScalar.argtypes = [vp, ctypes.c_int]
        self.base.aclDestroyScalar.argtypes = [vp]
        self.acl.aclInit(None)

    def error(self):
        msg = self.acl.aclGetRecentErrMsg()
        return msg.decode() if msg else ""

    def device_copy(self, host):
        """A device buffer holding a copy of the numpy array `host`."""
        ptr = ctypes.c_void_p()
        size = max(host.nbytes, 1)
        assert self.acl.aclrtMalloc(ctypes.byref(ptr), size, 0) == 0
        if host.nbytes:
            assert self.acl.aclrtMemcpy(ptr, size, host.ctypes.data, host.nbytes, ACL_MEMCPY_HOST_TO_DEVICE) == 0
        return ptr

    def download(self, ptr, like):
        host = np.empty_like(like)
        if host.nbytes:
            assert self.acl.aclrtMemcpy(host.ctypes.data, host.nbytes, ptr, host.nbytes,
                                        ACL_MEMCPY_DEVICE_TO_HOST) == 0
        return host

    def tensor(self, shape, dtype, ptr, strides=None, offset=0, storage=None):
        shape = list(shape)
        if strides is None:
            strides, acc = [0] * len(shape), 1
            for i in reversed(range(len(shape))):
                strides[i], acc = acc, acc * max(shape[i], 1)
        storage = shape if storage is None else list(storage)
        arr = lambda v: (ctypes.c_int64 * max(len(v), 1))(*v)
        return self.base.aclCreateTensor(arr(shape), len(shape), dtype, arr(strides), offset, ACL_FORMAT_ND,
                                         arr(storage), len(storage), ptr)

    def scalar(self, value, dtype):
        storage = NUMPY_STORAGE[dtype]
        host = np.array([value], dtype=storage)
        return self.base.aclCreateScalar(host.ctypes.data, dtype)

    def run_two_stage(self, name, *args):
        """Calls aclnn<name>GetWorkspaceSize(*args, &size, &executor) then aclnn<name>; returns the status."""
        size, executor = ctypes.c_uint64(0), ctypes.c_void_p()
        first = getattr(self.ops, "aclnn%sGetWorkspaceSize" % name)
        status = first(*[ctypes.c_void_p(a) for a in args], ctypes.byref(size), ctypes.byref(executor))
        if status != 0:
            return status
        workspace = ctypes.c_void_p()
        if size.value:
            assert self.acl.aclrtMalloc(ctypes.byref(workspace), size.value, 0) == 0
        second = getattr(self.ops, "aclnn%s" % name)
        second.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_void_p]
        status = second(workspace, size.value, executor, None)
        self.acl.aclrtSynchronizeStream(None)
        if size.value:
            self.acl.aclrtFree(workspace)
        return status

    def threshold_backward(self, grad, self_, threshold, threshold_dtype, dtype):
        """aclnnThresholdBackward on dense numpy arrays (storage dtypes); returns (status, out array)."""
        g, s = self.device_copy(grad), self.device_copy(self_)
        o = self.device_copy(np.zeros_like(grad))
        gt, st, ot = (self.tensor(grad.shape, dtype, p) for p in (g, s, o))
        thr = self.scalar(threshold, threshold_dtype)
        status = self.run_two_stage("ThresholdBackward", gt, st, thr, ot)
        out = self.download(o, grad)
        for t in (gt, st, ot):
            self.base.aclDestroyTensor(t)
        self.base.aclDestroyScalar(thr)
        for p in (g, s, o):
            self.acl.aclrtFree(p)
        return status, out

    def hardsigmoid_backward(self, grad, grad_dtype, self_, self_dtype, out_dtype):
        """aclnnHardsigmoidBackward on dense numpy arrays (storage dtypes); returns (status, out array)."""
        g, s = self.device_copy(grad), self.device_copy(self_)
        out_host = np.zeros(grad.shape, dtype=NUMPY_STORAGE[out_dtype])
        o = self.device_copy(out_host)
        gt = self.tensor(grad.shape, grad_dtype, g)
        st = self.tensor(self_.shape, self_dtype, s)
        ot = self.tensor(grad.shape, out_dtype, o)
        status = self.run_two_stage("HardsigmoidBackward", gt, st, ot)
        out = self.download(o, out_host)
        for t in (gt, st, ot):
            self.base.aclDestroyTensor(t)
        for p in (g, s, o):
            self.acl.aclrtFree(p)
        return status, out
