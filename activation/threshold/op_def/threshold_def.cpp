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

// An integer as PyTorch converts it to a floating dtype: to float32 first (one rounding of the exact
// integer, as C++ converts), then to FLOAT16/BFLOAT16 (a second rounding, which can differ from rounding the
// integer once: 0x6c40003530540546 gives BFLOAT16 0x5ed8, not 0x5ed9).
double IntegerAsFloating(int64_t v, aclDataType dtype)
{
    return RoundTo(dtype, static_cast<double>(static_cast<float>(v)));
}

// A floating scalar's value in floating dtype `dtype` (a value that fits: the operator refuses the rest).
double InFloating(const ScalarIn &s, aclDataType dtype)
{
    if (s.isInteger) {
        return IntegerAsFloating(s.integer, dtype);
    }
    return dtype == ACL_FLOAT16 || dtype == ACL_BF16 ? RoundTo(dtype, RoundTo(ACL_FLOAT, s.real))
                                                     : RoundTo(dtype, s.real);
}

// A scalar's value in integer dtype `dtype`: floats truncate, then the value wraps to the dtype's width as a
// C++ conversion does. The operator refuses what does not fit except a negative integer into an unsigned
// dtype (-17 is 239 for UINT8, as PyTorch converts it); the guard only keeps the conversion defined.
int64_t InInteger(const ScalarIn &s, aclDataType dtype)
{
    int64_t v = s.integer;
    if (!s.isInteger) {
        v = std::fabs(s.real) < 9.2e18 ? static_cast<int64_t>(std::trunc(s.real)) : 0;
    }
    const size_t bits = 8 * accuracy::ElementBytes(dtype);
    if (bits >= 64) {
        return v;
    }
    const uint64_t mask = (uint64_t{1} << bits) - 1;
    uint64_t u = static_cast<uint64_t>(v) & mask;
    if (accuracy::IntegerMin(dtype) < 0 && (u >> (bits - 1)) != 0) {
        u |= ~mask;  // sign-extend
    }
    return static_cast<int64_t>(u);
}

void ThresholdGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType self = ctx.inDtypes[0];
    const aclDataType outDtype = ctx.outDtypes[0];
    if (IsFloating(self)) {
        const bool replaced = in[0].real <= InFloating(ctx.scalars[0], self);
        const double r = replaced ? InFloating(ctx.scalars[1], self) : in[0].real;
        out[0].exact = r;
        // Unchanged elements keep their bits (NaN payloads too) when out has self's dtype.
        out[0].ref = !replaced && outDtype == self ? in[0].bits : RoundToBits(outDtype, r);
        return;
    }
    // Integers compare and replace exactly (an int64 beyond 2^53 has no exact double).
    const int64_t r =
        in[0].integer <= InInteger(ctx.scalars[0], self) ? InInteger(ctx.scalars[1], self) : in[0].integer;
    out[0].exact = static_cast<double>(r);
    if (IsFloating(outDtype)) {
        out[0].ref = RoundToBits(outDtype, IntegerAsFloating(r, ACL_FLOAT));
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
