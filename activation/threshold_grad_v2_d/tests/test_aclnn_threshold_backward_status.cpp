// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward status matrix: every bad argument gets CANN's code and a message naming the
// parameter, and nothing is written to out.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// Phase 1, checked by StatusCall.
class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, const aclTensor *g, const aclTensor *s, const aclScalar *thr,
                aclTensor *o, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnThresholdBackwardGetWorkspaceSize(g, s, thr, o, nullWorkspaceSize ? nullptr : &workspaceSize,
                                                     nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(ThresholdBackwardStatus, NullArguments)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *t = c.Scalar(ACL_INT32);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, s, t, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, nullptr, t, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "threshold", g, s, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", g, s, t, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", g, s, t, o, true, false);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", g, s, t, o, false, true);
    aclTensor *noData = c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, noData, t, o);
}

TEST(ThresholdBackwardStatus, Dtypes)
{
    Call c;
    aclScalar *t = c.Scalar(ACL_INT32);
    for (aclDataType bad : {ACL_DOUBLE, ACL_BOOL, ACL_INT16, ACL_UINT64, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, bad), c.Tensor(kShape, bad), t,
                 c.Tensor(kShape, bad));
    }
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, ACL_FLOAT16), c.Tensor(kShape, ACL_FLOAT), t,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT), t,
             c.Tensor(kShape, ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "threshold", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT),
             c.Scalar(ACL_COMPLEX64), c.Tensor(kShape, ACL_FLOAT));
}

TEST(ThresholdBackwardStatus, RanksAndShapes)
{
    Call c;
    aclScalar *t = c.Scalar(ACL_FLOAT);
    const std::vector<int64_t> nine = {1, 1, 1, 1, 1, 1, 1, 2, 3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(nine, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT), t,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT), c.Tensor(nine, ACL_FLOAT), t,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor({2, 4}, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT), t,
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({3}, ACL_FLOAT), c.Tensor({2, 1}, ACL_FLOAT), t,
             c.Tensor({2, 1}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT), t,
             c.Tensor({3, 2}, ACL_FLOAT));
}

TEST(ThresholdBackwardStatus, StorageAndViewCombinations)
{
    Call c;
    aclScalar *t = c.Scalar(ACL_FLOAT);
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    const std::vector<int64_t> small = {5};  // 6 elements do not fit in 5
    const std::vector<int64_t> storage = {6};
    const std::vector<int64_t> negative = {-3, 1};
    const std::vector<int64_t> wide = {4, 1};  // reaches element 4 + 2 = 6, past storage {6}
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), t, o);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 1, &storage), t, o);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, -1, &storage), t, o);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", g, c.Tensor(kShape, ACL_FLOAT, &negative, 3, &storage), t, o);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, ACL_FLOAT, &wide, 0, &storage), g, t, o);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", g, g, t, c.Tensor(kShape, ACL_FLOAT, &zeroStride, 0, &storage));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", g, g, t, c.Tensor({2, -3}, ACL_FLOAT));
}

TEST(ThresholdBackwardStatus, PartialOverlapWithOutIsRejected)
{
    DeviceBuffer buffer(4096);
    const std::vector<int64_t> storage = {64};
    aclTensor *g = MakeTensor(kShape, ACL_FLOAT, buffer.get(), nullptr, 0, &storage);
    aclTensor *o = MakeTensor(kShape, ACL_FLOAT, buffer.get(), nullptr, 1, &storage);  // shifted by one element
    aclTensor *s = MakeTensor(kShape, ACL_FLOAT, buffer.get(), nullptr, 32, &storage);
    int32_t zero = 0;
    aclScalar *t = aclCreateScalar(&zero, ACL_INT32);
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    EXPECT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("overlaps"), std::string::npos);
    // The very same view is in place, and fine.
    EXPECT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, g, &workspaceSize, &executor), 0);
    EXPECT_EQ(aclDestroyAclOpExecutor(executor), 0);
    Destroy({g, o, s}, t);
}

TEST(ThresholdBackwardStatus, SecondStage)
{
    DeviceBuffer buffer(4096);
    const std::vector<int64_t> transposedStrides = {1, 2};
    aclTensor *g = MakeTensor(kShape, ACL_FLOAT, buffer.get(), &transposedStrides);  // read in place
    aclTensor *o = MakeTensor(kShape, ACL_FLOAT, static_cast<uint8_t *>(buffer.get()) + 1024);
    int32_t zero = 0;
    aclScalar *t = aclCreateScalar(&zero, ACL_INT32);
    uint64_t workspaceSize = 99;
    aclOpExecutor *executor = nullptr;
    ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, g, t, o, &workspaceSize, &executor), 0);
    EXPECT_EQ(workspaceSize, 0u);  // views are read and written where they are
    // A workspace size with no workspace is refused even where the plan needs none.
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 64, executor, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(aclGetRecentErrMsg(), nullptr);
    // The refused call left the executor as it was: the corrected call runs it, and using it again is an error
    // (it is not repeatable), not a crash.
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, executor, nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, executor, nullptr), ACLNN_ERR_INNER);
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    Destroy({g, o}, t);
}

TEST(ThresholdBackwardStatus, ExecutorLifecycle)
{
    DeviceBuffer buffer(4096);
    std::vector<float> grad = {1, -2, 3, -4, 5, -6};
    std::vector<float> self = {1, -1, 0, 2, -3, 0.5f};
    buffer.Upload(grad);
    aclrtMemcpy(static_cast<uint8_t *>(buffer.get()) + 1024, 24, self.data(), 24, ACL_MEMCPY_HOST_TO_DEVICE);
    aclTensor *g = MakeTensor(kShape, ACL_FLOAT, buffer.get());
    aclTensor *s = MakeTensor(kShape, ACL_FLOAT, static_cast<uint8_t *>(buffer.get()) + 1024);
    aclTensor *o = MakeTensor(kShape, ACL_FLOAT, static_cast<uint8_t *>(buffer.get()) + 2048);
    float thrValue = 0.0f;
    aclScalar *t = aclCreateScalar(&thrValue, ACL_FLOAT);
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);

    // Single use: the second run of a spent executor is refused.
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor), 0);
    ASSERT_EQ(aclnnThresholdBackward(nullptr, 0, executor, stream), 0);
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, executor, stream), ACLNN_ERR_INNER);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("executor"), std::string::npos);

    // Repeatable: runs twice with identical results, then is destroyed by the user.
    ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor), 0);
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(executor), 0);
    ASSERT_EQ(aclnnThresholdBackward(nullptr, 0, executor, stream), 0);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    std::vector<uint8_t> all = buffer.Download<uint8_t>(2048 + 24);
    std::vector<float> first(6);
    std::memcpy(first.data(), all.data() + 2048, 24);
    aclrtMemset(static_cast<uint8_t *>(buffer.get()) + 2048, 24, 0x7F, 24);
    ASSERT_EQ(aclnnThresholdBackward(nullptr, 0, executor, stream), 0);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    all = buffer.Download<uint8_t>(2048 + 24);
    std::vector<float> second(6);
    std::memcpy(second.data(), all.data() + 2048, 24);
    EXPECT_EQ(std::memcmp(first.data(), second.data(), 24), 0);
    const std::vector<float> want = {1, 0, 0, -4, 0, -6};
    EXPECT_EQ(std::memcmp(first.data(), want.data(), 24), 0);
    EXPECT_EQ(aclDestroyAclOpExecutor(executor), 0);
    EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_ERR_INNER);
    EXPECT_EQ(aclDestroyAclOpExecutor(nullptr), ACLNN_ERR_INNER_NULLPTR);
    EXPECT_EQ(aclSetAclOpExecutorRepeatable(nullptr), ACLNN_ERR_INNER_NULLPTR);

    // A destroyed stream is refused.
    ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor), 0);
    ASSERT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, executor, stream), ACLNN_ERR_PARAM_INVALID);
    Destroy({g, s, o}, t);
}

}  // namespace
}  // namespace aclp_test

namespace aclp_test {
namespace {

// A repeatable executor moved to new buffers with aclSetInputTensorAddr / aclSetOutputTensorAddr /
// aclSetTensorAddr computes on the new data, also through a strided input that needs a Contiguous copy.
TEST(ThresholdBackwardStatus, RepeatableExecutorFollowsNewAddresses)
{
    const std::vector<int64_t> transposed = {1, 2};  // kShape {2, 3} over a {3, 2} storage
    const std::vector<int64_t> storage = {3, 2};
    std::vector<float> grad1 = {1, 2, 3, 4, 5, 6}, self1 = {1, -1, 1, -1, 1, -1};
    std::vector<float> grad2 = {-7, -8, -9, -10, -11, -12}, self2 = {-1, 1, -1, 1, -1, 1};
    DeviceBuffer g1(24), s1(24), o1(24), g2(24), s2(24), o2(24);
    g1.Upload(grad1);
    s1.Upload(self1);
    g2.Upload(grad2);
    s2.Upload(self2);
    aclTensor *g = MakeTensor(kShape, ACL_FLOAT, g1.get());
    aclTensor *s = MakeTensor(kShape, ACL_FLOAT, s1.get(), &transposed, 0, &storage);
    aclTensor *o = MakeTensor(kShape, ACL_FLOAT, o1.get());
    float zero = 0.0f;
    aclScalar *t = aclCreateScalar(&zero, ACL_FLOAT);
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor), 0);
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(executor), 0);
    DeviceBuffer workspace(workspaceSize);
    // self is transposed: logical element (r, c) is storage element c * 2 + r.
    auto expected = [](const std::vector<float> &grad, const std::vector<float> &self) {
        std::vector<float> out(6);
        for (int r = 0; r < 2; ++r) {
            for (int c = 0; c < 3; ++c)
                out[r * 3 + c] = self[c * 2 + r] <= 0.0f ? 0.0f : grad[r * 3 + c];
        }
        return out;
    };
    ASSERT_EQ(aclnnThresholdBackward(workspace.get(), workspaceSize, executor, nullptr), 0);
    EXPECT_EQ(o1.Download<float>(6), expected(grad1, self1));

    EXPECT_EQ(aclSetInputTensorAddr(executor, 0, g, g2.get()), 0);
    EXPECT_EQ(aclSetInputTensorAddr(executor, 1, s, s2.get()), 0);
    EXPECT_EQ(aclSetOutputTensorAddr(executor, 0, o, o2.get()), 0);
    ASSERT_EQ(aclnnThresholdBackward(workspace.get(), workspaceSize, executor, nullptr), 0);
    EXPECT_EQ(o2.Download<float>(6), expected(grad2, self2));
    EXPECT_EQ(o1.Download<float>(6), expected(grad1, self1)) << "the old output must be left alone";

    EXPECT_EQ(aclSetTensorAddr(executor, 2, o, o1.get()), 0);  // inputs first: index 2 is out
    EXPECT_EQ(AclSetTensorAddr(executor, 0, g, g1.get()), 0);
    ASSERT_EQ(aclnnThresholdBackward(workspace.get(), workspaceSize, executor, nullptr), 0);
    EXPECT_EQ(o1.Download<float>(6), expected(grad1, self2));

    EXPECT_EQ(aclSetInputTensorAddr(executor, 2, g, g1.get()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("index"), std::string::npos);
    EXPECT_EQ(aclSetOutputTensorAddr(executor, 1, o, o1.get()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(aclSetTensorAddr(executor, 3, o, o1.get()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(aclSetInputTensorAddr(nullptr, 0, g, g1.get()), ACLNN_ERR_INNER_NULLPTR);
    EXPECT_EQ(aclSetInputTensorAddr(executor, 0, nullptr, g1.get()), ACLNN_ERR_INNER_NULLPTR);
    EXPECT_EQ(aclSetDynamicInputTensorAddr(executor, 0, 0, nullptr, nullptr), ACLNN_ERR_INNER_NULLPTR);
    EXPECT_EQ(aclDestroyAclOpExecutor(executor), 0);
    EXPECT_EQ(aclSetInputTensorAddr(executor, 0, g, g1.get()), ACLNN_ERR_INNER);
    Destroy({g, s, o}, t);
}

}  // namespace
}  // namespace aclp_test
