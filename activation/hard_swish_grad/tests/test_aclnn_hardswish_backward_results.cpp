// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward results, judged bitwise against the operator's golden (op_def/hard_swish_grad_def.cpp, the
// one the accuracy tool judges with) through the accuracy tool's runner: every dtype, strided views, in place, 0-d.
// Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0,
// subnormals and +-3 with their neighbours. Also: the golden gives PyTorch's bits where PyTorch is consistent, and
// every float32 self in the band against PyTorch's slope.
#include <gtest/gtest.h>

#include <cstdint>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardswish_backward.h"
#include "common/float32_scan.h"
#include "common/test_util.h"
#include "common/two_input_golden_check.h"
#include "hardswish_backward_result_tests.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

ACLP_HARDSWISH_BACKWARD_RESULT_TESTS(HardswishBackwardResults, "aclnnHardswishBackward")

// The golden against torch.ops.aten.hardswish_backward(grad, self) (PyTorch 1.13, FLOAT) where PyTorch's paths
// agree: below -3 +0 (also for a -0 or NaN gradient), -3 gives -grad / 2, 1 gives grad * (5 / 6), above 3 the
// gradient bit for bit. At 3 (both ways in PyTorch) CANN's doc gives grad * 1.5, and a NaN self NaN.
TEST(HardswishBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHardswishBackward"), {},
                                  {{0x40000000, 0xc0800000, 0x00000000},
                                   {0x7fc00000, 0xc0800000, 0x00000000},
                                   {0x40000000, 0xc0400000, 0xbf800000},
                                   {0x40000000, 0x3f800000, 0x3fd55556},
                                   {0x80000000, 0x40600000, 0x80000000},
                                   {0x40000000, 0x40400000, 0x40400000},
                                   {0x40000000, 0x7fc00000, 0x7fc00000}});
}

// Every float32 self in the band -3 <= self <= 3 with gradient 1 against PyTorch's slope self / 3 + 0.5. Where the
// target has FMA the kernels (both variants share the slope) take self / 3 as self times 1/3 split into float32 head
// and tail, rounded once by an FMA, which is one unit off for some tiny self; the add of 0.5 absorbs that. Outside
// the band the result is a select.
TEST(HardswishBackwardBand, EveryFloat32Self)
{
    const uint64_t mismatches = ScanFloat32SelfWithGradient(
        1.0f, 0, 0x40400001u,
        [](aclTensor *grad, aclTensor *self, aclTensor *out) {
            uint64_t workspaceSize = 0;
            aclOpExecutor *executor = nullptr;
            return aclnnHardswishBackwardGetWorkspaceSize(grad, self, out, &workspaceSize, &executor) ==
                       ACLNN_SUCCESS &&
                   workspaceSize == 0 && aclnnHardswishBackward(nullptr, 0, executor, nullptr) == ACLNN_SUCCESS &&
                   aclrtSynchronizeStream(nullptr) == ACL_SUCCESS;
        },
        [](float x) { return x / 3.0f + 0.5f; });
    EXPECT_EQ(mismatches, 0u);
}

}  // namespace
}  // namespace aclp_test
