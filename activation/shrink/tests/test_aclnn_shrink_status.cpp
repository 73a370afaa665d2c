// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink status matrix, in CANN's check order: every bad argument gets CANN's code and a message naming the
// parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_shrink.h"
#include "common/status_call.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, const aclScalar *lambd, const aclScalar *bias,
                aclTensor *out, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnShrinkGetWorkspaceSize(self, lambd, bias, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                          nullExecutor ? nullptr : &executor),
              want, param);
    }
    void ExpectOk(aclTensor *self, const aclScalar *lambd, const aclScalar *bias, aclTensor *out)
    {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnShrinkGetWorkspaceSize(self, lambd, bias, out, &ws, &ex), ACLNN_SUCCESS) << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(ShrinkStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    // workspaceSize and executor first (CANN's OP_CHECK_COMM_INPUT), then self, lambd, bias, out.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "lambd", s, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "bias", s, l, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, l, l, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), l, l, o);
}

TEST(ShrinkStatus, Dtypes)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    for (aclDataType bad :
         {ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), l, l, c.Tensor(kShape, bad));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), l, l, c.Tensor(kShape, bad));
    }
    // self's dtype is checked before out's, and both before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_INT32), l, l, c.Tensor({3, 2}, ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT16), l, l, c.Tensor({3, 2}, ACL_INT32));
    // out may have the other dtype of the list.
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT16), l, l, c.Tensor(kShape, ACL_FLOAT));
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT), l, l, c.Tensor(kShape, ACL_FLOAT16));
    // lambd and bias: any real dtype; complex is refused (after the tensors' checks).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_FLOAT), c.Scalar(ACL_COMPLEX64), l,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "bias", c.Tensor(kShape, ACL_FLOAT), l, c.Scalar(ACL_COMPLEX128),
             c.Tensor(kShape, ACL_FLOAT));
    for (aclDataType ok : {ACL_DOUBLE, ACL_INT32, ACL_BOOL, ACL_FLOAT16, ACL_BF16, ACL_UINT64}) {  // (0 each)
        c.ExpectOk(c.Tensor(kShape, ACL_FLOAT), c.Scalar(ok), c.Scalar(ok), c.Tensor(kShape, ACL_FLOAT));
    }
}

// A negative lambd is refused after the shapes (0, -0, NaN and +Inf are taken, and a DOUBLE of -1e-300, which is
// -0 as float32); bias may be anything.
TEST(ShrinkStatus, NegativeLambd)
{
    Call c;
    aclScalar *b = c.Scalar(1.0f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_FLOAT), c.Scalar(-0.5f, ACL_FLOAT), b,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_FLOAT16), c.Scalar(int64_t{-1}, ACL_INT64), b,
             c.Tensor(kShape, ACL_FLOAT16));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Scalar(-0.5f, ACL_FLOAT), b,
             c.Tensor({3, 2}, ACL_FLOAT));  // the shapes first
    for (float ok : {0.0f, -0.0f, NAN, INFINITY}) {
        c.ExpectOk(c.Tensor(kShape, ACL_FLOAT), c.Scalar(ok, ACL_FLOAT), c.Scalar(-ok, ACL_FLOAT),
                   c.Tensor(kShape, ACL_FLOAT));
    }
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT), c.Scalar(-1e-300, ACL_DOUBLE), b, c.Tensor(kShape, ACL_FLOAT));
}

TEST(ShrinkStatus, ShapesFormatsAndViews)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), l, l, c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), l, l, c.Tensor({2, 3}, ACL_FLOAT));
    // out's format must be self's (after lambd's sign).
    DeviceBuffer buffer(3 * 128);
    const std::vector<int64_t> shape = {1, 2, 3, 4}, strides = RowMajorStrides(shape);
    auto tensor = [&](aclFormat format, size_t k) {
        return aclCreateTensor(shape.data(), 4, ACL_FLOAT, strides.data(), 0, format, shape.data(), 4,
                               static_cast<uint8_t *>(buffer.get()) + 128 * k);
    };
    aclTensor *nchw = tensor(ACL_FORMAT_NCHW, 0);
    aclTensor *nd = tensor(ACL_FORMAT_ND, 1);
    aclTensor *nchwOut = tensor(ACL_FORMAT_NCHW, 2);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "format", nchw, l, l, nd);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", nchw, c.Scalar(-1.0f, ACL_FLOAT), l, nd);
    c.ExpectOk(nchw, l, l, nchwOut);
    Destroy({nchw, nd, nchwOut});
    // Ranks up to 8 (CANN states no limit; the engine's views have at most 8 dims).
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), l, l, c.Tensor(nine, ACL_FLOAT));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), l, l,
             c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), l, l,
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(ShrinkStatus, EmptyTensorsNeedNoWorkspace)
{
    const float lambdValue = 0.5f, biasValue = 0.25f;
    aclScalar *lambd = aclCreateScalar(const_cast<float *>(&lambdValue), ACL_FLOAT);
    aclScalar *bias = aclCreateScalar(const_cast<float *>(&biasValue), ACL_FLOAT);
    ExpectEmptyNeedsNoWorkspace(
        ACL_FLOAT16, ACL_FLOAT,
        [lambd, bias](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnShrinkGetWorkspaceSize(s, lambd, bias, o, ws, ex);
        },
        aclnnShrink);
    aclDestroyScalar(lambd);
    aclDestroyScalar(bias);
}

}  // namespace
}  // namespace aclp_test
