// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnRelu in the operator table: out = self > 0 ? self : +0 (CANN's golden: np.maximum with -0 made
// +0; NaN kept).
#include <cmath>

#include "aclnnop/aclnn_relu.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void ReluGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType dtype = ctx.inDtypes[0];
    if (accuracy::IsFloating(dtype)) {
        const bool kept = in[0].real > 0.0 || std::isnan(in[0].real);
        out[0].exact = kept ? in[0].real : 0.0;
        out[0].ref = kept ? in[0].bits : 0;  // +0
        return;
    }
    const bool kept = in[0].integer > 0;
    out[0].exact = kept ? static_cast<double>(in[0].integer) : 0.0;
    out[0].ref = kept ? in[0].bits : 0;
}

aclnnStatus ReluPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                       aclOpExecutor **ex)
{
    return aclnnReluGetWorkspaceSize(in[0], out[0], ws, ex);
}

aclnnStatus ReluInplacePhase1(aclTensor *const *in, const aclScalar *const *, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceReluGetWorkspaceSize(in[0], ws, ex);
}

}  // namespace

OperatorDef ReluOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnRelu";
    def.tensorInputs = {{"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = ReluPhase1;
    def.phase2 = aclnnRelu;
    def.golden = ReluGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
    def.apiTypes = {"relu"};
    def.arithmetic = false;  // selects only
    return WithInplace(def, "aclnnInplaceRelu", ReluInplacePhase1, aclnnInplaceRelu);
}

}  // namespace optable
