// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward results, judged bitwise against the operator's golden (op_def/hard_swish_grad_def.cpp, the
// one the accuracy tool judges with) through the accuracy tool's runner: every dtype, strided views, in place, 0-d,
// every SIMD target and tiling. Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0,
// subnormals and +-3 with their neighbours. Also: the golden gives PyTorch's bits where PyTorch is consistent.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace aclp_test
