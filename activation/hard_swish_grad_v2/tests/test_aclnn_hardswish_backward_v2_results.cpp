// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackwardV2 results, judged bitwise against the operator's golden (op_def/hard_swish_grad_v2_def.cpp,
// the one the accuracy tool judges with) through the accuracy tool's runner: every dtype, strided views, in place, 0-d.
// Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0,
// subnormals and +-3 with their neighbours. Also: the golden gives the bits of CANN's formula in PyTorch's operations.
#include <gtest/gtest.h>

#include "common/two_input_golden_check.h"
#include "hard_swish_grad/tests/hardswish_backward_result_tests.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

ACLP_HARDSWISH_BACKWARD_RESULT_TESTS(HardswishBackwardV2Results, "aclnnHardswishBackwardV2")

// The golden against CANN's formula computed by PyTorch 1.13 (FLOAT): g * where(x <= -3, 0, where(x < 3, x / 3 + 0.5,
// 1)). Below the band (-3 included) gradient * 0: +0, -0 for a negative gradient, NaN for a NaN one; 1 gives
// grad * (5 / 6); 3 and above, and a NaN self, the gradient bit for bit.
TEST(HardswishBackwardV2Golden, FloatBitsAreTheFormulasInPyTorch)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHardswishBackwardV2"), {},
                                  {{0x40000000, 0xc0800000, 0x00000000},
                                   {0xc0000000, 0xc0400000, 0x80000000},
                                   {0x7fc00000, 0xc0800000, 0x7fc00000},
                                   {0x40000000, 0x3f800000, 0x3fd55556},
                                   {0x80000000, 0x40600000, 0x80000000},
                                   {0x40000000, 0x40400000, 0x40000000},
                                   {0x40000000, 0x7fc00000, 0x40000000}});
}

}  // namespace
}  // namespace aclp_test
