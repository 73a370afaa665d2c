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

// A floating scalar's value in floating dtype `dtype` (a value that fits: the operator refuses the rest).
double InFloating(const ScalarIn &s, aclDataType dtype)
{
    if (s.isInteger) {
        return IntegerAsFloating(s.integer, dtype);
    }
    return dtype == ACL_FLOAT16 || dtype == ACL_BF16 ? RoundTo(dtype, RoundTo(ACL_FLOAT, s.real))
                                                     : RoundTo(dtype, s.real);
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
        in[0].integer <= ScalarAsInteger(ctx.scalars[0], self) ? ScalarAsInteger(ctx.scalars[1], self) : in[0].integer;
    out[0].exact = static_cast<double>(r);
    if (IsFloating(outDtype)) {
        out[0].ref = RoundToBits(outDtype, IntegerAsFloating(r, ACL_FLOAT));
    } else {  // integer to integer: the low bytes, as a C++ conversion wraps
        out[0].ref = IntegerBits(r, outDtype);
    }
}

aclnnStatus ThresholdPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnThresholdGetWorkspaceSize(in[0], scalars[0], scalars[1], out[0], ws, ex);
}

aclnnStatus ThresholdInplacePhase1(aclTensor *const *in, const aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceThresholdGetWorkspaceSize(in[0], s[0], s[1], ws, ex);
}

}  // namespace

OperatorDef ThresholdOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnThreshold";
    def.tensorInputs = {{"self", "x", "input"}};
    def.scalarInputs = {{"threshold"}, {"value"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = ThresholdPhase1;
    def.phase2 = aclnnThreshold;
    def.golden = ThresholdGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64};
    def.apiTypes = {"threshold"};
    def.arithmetic = false;  // selects only
    return WithInplace(def, "aclnnInplaceThreshold", ThresholdInplacePhase1, aclnnInplaceThreshold);
}

}  // namespace optable
