// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSeluBackward in the operator table: gradInput = result <= 0 ? gradOutput * (result + 1.7580993f)
// : gradOutput * 1.0507010f (SELU's scale and scale * alpha as float32), each operation rounded to float32, then
// to the dtype; a NaN result takes the second branch. CANN's doc writes the first branch for result < 0 only; its
// kernel (and PyTorch's elu_backward) take result = 0 there too, as here. INT32 and INT8 go through FLOAT16 both
// ways, as CANN's kernel converts them: each input rounded to FLOAT16, the result rounded to FLOAT16 and then to the
// nearest integer (ties to even), saturating.
#include <cmath>

#include "aclnnop/aclnn_selu_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::IsFloating;

float Branch(float g, float r)
{
    return r <= 0.0f ? g * (r + 1.7580993408473768599402175208123f) : g * 1.0507009873554804934193349852946f;
}

void SeluBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType dtype = ctx.inDtypes[0];
    if (IsFloating(dtype)) {
        const float y = Branch(static_cast<float>(in[0].real), static_cast<float>(in[1].real));
        out[0].exact = in[1].real <= 0.0 ? in[0].real * (in[1].real + 1.7580993408473768599402175208123)
                                         : in[0].real * 1.0507009873554804934193349852946;
        out[0].ref = accuracy::RoundToBits(dtype, y);
        return;
    }
    const auto half = [](double v) { return static_cast<float>(accuracy::RoundTo(ACL_FLOAT16, v)); };
    const float y = half(Branch(half(static_cast<double>(in[0].integer)), half(static_cast<double>(in[1].integer))));
    int64_t r = 0;
    if (!std::isnan(y)) {
        const double rounded = std::nearbyint(static_cast<double>(y));
        r = static_cast<int64_t>(std::fmin(std::fmax(rounded, static_cast<double>(accuracy::IntegerMin(dtype))),
                                           static_cast<double>(accuracy::IntegerMax(dtype))));
    }
    out[0].exact = static_cast<double>(r);
    out[0].ref = IntegerBits(r, dtype);
}

aclnnStatus SeluBackwardPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                               aclOpExecutor **ex)
{
    return aclnnSeluBackwardGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef SeluBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnSeluBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "gradients", "dy"}, {"result", "outputs", "self", "x"}};
    def.outputs = {"gradInput"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = SeluBackwardPhase1;
    def.phase2 = aclnnSeluBackward;
    def.golden = SeluBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32, ACL_INT8};
    def.apiTypes = {"selu_backward", "selu_grad"};
    def.arithmetic = true;  // multiplies
    return def;
}

}  // namespace optable
