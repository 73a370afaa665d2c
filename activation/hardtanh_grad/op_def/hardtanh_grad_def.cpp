// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward in the operator table: out = gradOutput where min < self < max or self is NaN, +0
// elsewhere; gradOutput, self and out of one dtype and one shape. min and max are read as float32 and
// compared with self's exact value (CANN's kernel widens 16-bit values to float32 and compares there).
#include <cmath>

#include "aclnnop/aclnn_hardtanh_backward.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardtanhBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const double min = ScalarAsFloat32(ctx.scalars[0]);
    const double max = ScalarAsFloat32(ctx.scalars[1]);
    const double x = in[1].real;
    const bool passes = std::isnan(x) || (x > min && x < max);  // a NaN bound compares false
    out[0].exact = passes ? in[0].real : 0.0;
    out[0].ref = passes ? in[0].bits : 0;  // +0 in every floating dtype
}

aclnnStatus HardtanhBackwardPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out,
                                   uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnHardtanhBackwardGetWorkspaceSize(in[0], in[1], scalars[0], scalars[1], out[0], ws, ex);
}

}  // namespace

OperatorDef HardtanhBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardtanhBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy", "gradients"}, {"self", "x", "input", "result"}};
    def.scalarInputs = {{"min", "min_val", "min_value"}, {"max", "max_val", "max_value"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardtanhBackwardPhase1;
    def.phase2 = aclnnHardtanhBackward;
    def.golden = HardtanhBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardtanh_backward", "hardtanh_grad", "hard_tanh_backward"};
    def.arithmetic = false;                                        // selects only
    def.kernelAttributes = {{"min_val", -1.0}, {"max_val", 1.0}};  // HardtanhGrad's
    return def;
}

}  // namespace optable
