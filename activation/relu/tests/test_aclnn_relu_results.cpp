// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnRelu and aclnnInplaceRelu results against the operator's golden (op_def/relu_def.cpp, the one the
// accuracy tool judges with), for every dtype, strided views, in place, 0-d. Inputs are random bit patterns (seed
// printed by the test main) mixed with NaN, +-Inf, +-0, subnormals and the smallest values around 0.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_relu.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

using accuracy::IsFloating;

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnRelu");
}

// Runs one call (in place when `inplace`) and compares every element with the golden.
void Check(aclDataType dtype, const Layout &selfLayout, const Layout &outLayout, bool inplace, std::mt19937_64 &rng)
{
    const std::vector<double> specials = IsFloating(dtype) ? FloatSpecials() : std::vector<double>{-2, -1, 0, 1, 2};
    const std::vector<uint64_t> x = MixedValues(dtype, ViewIndices(selfLayout).size(), specials, rng);
    CheckUnaryAgainstGolden(
        Def(), {}, {dtype, dtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return inplace ? aclnnInplaceReluGetWorkspaceSize(self, ws, ex)
                           : aclnnReluGetWorkspaceSize(self, out, ws, ex);
        },
        inplace ? aclnnInplaceRelu : aclnnRelu);
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};

TEST(ReluResults, EveryDtypeDense)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        Check(dtype, {{3, 1031}, {}}, {{3, 1031}, {}}, false, rng);
    }
}

TEST(ReluResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, v.self, v.out, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
