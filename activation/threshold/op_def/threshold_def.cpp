// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold in the operator table: out = self > threshold ? self : value, with threshold and value
// first converted to self's dtype (PyTorch's Scalar::to<T>: floats to FLOAT16/BFLOAT16 through float32,
// to integers by truncation), computed in self's dtype, then converted to out's dtype.
#include <cmath>

#include "aclnnop/aclnn_threshold.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::IsFloating;
using accuracy::RoundTo;
using accuracy::RoundToBits;

// A scalar's value in self's dtype (a value that fits: the operator refuses the rest).
double InDtype(const ScalarIn &s, aclDataType dtype)
{
    const double v = s.isInteger ? static_cast<double>(s.integer) : s.real;
    if (!IsFloating(dtype)) {
        return std::trunc(v);
    }
    if (dtype == ACL_FLOAT16 || dtype == ACL_BF16) {
        return RoundTo(dtype, RoundTo(ACL_FLOAT, v));
    }
    return RoundTo(dtype, v);
}

void ThresholdGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType self = ctx.inDtypes[0];
    const aclDataType outDtype = ctx.outDtypes[0];
    const double threshold = InDtype(ctx.scalars[0], self);
    const double value = InDtype(ctx.scalars[1], self);
    const bool replaced = IsFloating(self) ? in[0].real <= threshold : static_cast<double>(in[0].integer) <= threshold;
    if (IsFloating(self)) {
        const double r = replaced ? value : in[0].real;
        out[0].exact = r;
        // Unchanged elements keep their bits (NaN payloads too) when out has self's dtype.
        out[0].ref = !replaced && outDtype == self ? in[0].bits : RoundToBits(outDtype, r);
        return;
    }
    const int64_t r = replaced ? static_cast<int64_t>(value) : in[0].integer;
    out[0].exact = static_cast<double>(r);
    if (IsFloating(outDtype)) {
        out[0].ref = RoundToBits(outDtype, static_cast<double>(r));
    } else {  // integer to integer: the low bytes, as a C++ conversion wraps
        const size_t bytes = accuracy::ElementBytes(outDtype);
        out[0].ref =
            bytes >= 8 ? static_cast<uint64_t>(r) : static_cast<uint64_t>(r) & ((uint64_t{1} << (8 * bytes)) - 1);
    }
}

aclnnStatus ThresholdPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnThresholdGetWorkspaceSize(in[0], scalars[0], scalars[1], out[0], ws, ex);
}

}  // namespace

OperatorDef ThresholdOperator()
{
    return {"aclnnThreshold",
            "",
            {{"self", "x", "input"}},
            {{"threshold"}, {"value"}},
            {"out"},
            false,
            SameAsFirstInput,
            ThresholdPhase1,
            aclnnThreshold,
            ThresholdGolden,
            -1,
            -1,
            {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64},
            {"threshold"},
            false,  // selects only
            ""};
}

}  // namespace optable
