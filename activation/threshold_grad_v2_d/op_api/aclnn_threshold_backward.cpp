// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward: CANN's check order (ops-nn threshold_grad_v2_d), then the plan
// Contiguous -> l0op::ThresholdGradV2D -> ViewCopy.
#include "op_api/aclnn_threshold_backward.h"

#include <cfloat>
#include <cmath>

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/threshold_grad_v2_d.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnThresholdBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "out"};

// Dtype lists per SoC profile (docs/soc_profiles.md; CANN's lists for ASCEND910, DAV_2201 and regbase).
constexpr aclDataType kDefaultDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
constexpr aclDataType kAscend910Dtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8};
constexpr aclDataType kAscend910BDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8, ACL_BF16};
constexpr aclDataType kAscend950ZeroDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8,
                                                ACL_UINT8, ACL_BF16,    ACL_INT64};

// The profile's narrower list, or nullptr when the profile in force accepts every dtype above.
const aclp::DtypeList *ProfileDtypes(const aclp::ScalarValue &thr)
{
    static const aclp::DtypeList ascend910(kAscend910Dtypes);
    static const aclp::DtypeList ascend910B(kAscend910BDtypes);
    static const aclp::DtypeList ascend950Zero(kAscend950ZeroDtypes);
    switch (aclp::CurrentSocProfile()) {
        case aclp::SocProfile::kAscend910: return &ascend910;
        case aclp::SocProfile::kAscend910B:
        case aclp::SocProfile::kAscend910_93: return &ascend910B;
        case aclp::SocProfile::kAscend950: {
            // CANN allows INT64 on this chip only when the threshold is 0 (it then routes to ReluGrad).
            const double value = thr.isInteger ? static_cast<double>(thr.integer) : thr.real;
            return std::fabs(static_cast<float>(value)) <= FLT_EPSILON ? &ascend950Zero : &ascend910B;
        }
        default: return nullptr;
    }
}

bool CheckDtypes(const aclTensor &grad, const aclTensor &self, const aclTensor &out, const aclp::ScalarValue &thr)
{
    const aclp::DtypeList *profile = ProfileDtypes(thr);
    return aclp::CheckDtypeSupported(grad, kGrad, kDefaultDtypes, profile) &&
           aclp::CheckDtypeSupported(self, kSelf, kDefaultDtypes, profile) &&
           aclp::CheckSameDtype(grad, self, kGrad, "self") && aclp::CheckSameDtype(out, self, kOut, "self");
}

}  // namespace

extern "C" {

aclnnStatus aclnnThresholdBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                   const aclScalar *threshold, aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor)
try {
    // 1. Null pointers, in CANN's order.
    if (!aclp::CheckNotNull(threshold, {kApi, "threshold"}) || !aclp::CheckNotNull(out, kOut) ||
        !aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(self, kSelf)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclp::ScalarValue thr;
    if (!aclp::ReadScalar(*threshold, &thr)) {
        aclp::SetErrorMessage("%s: threshold of dtype %s is not a real scalar.", kApi,
                              aclp::DtypeName(threshold->dtype));
        return ACLNN_ERR_PARAM_INVALID;
    }
    // 2. Dtypes, ranks, shapes.
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    if (!CheckDtypes(*gradOutput, *self, *out, thr) || !aclp::CheckMaxDim(*gradOutput, kGrad) ||
        !aclp::CheckMaxDim(*self, kSelf) || !aclp::BroadcastShapes(*self, kSelf, *gradOutput, kGrad, &shape) ||
        !aclp::CheckShapeIs(*out, shape, kOut, "the broadcast shape of self and gradOutput")) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    // 3. Our storage checks, then the plan (empty tensors: nothing to run).
    return aclp::PlanBinary({gradOutput, kGrad}, {self, kSelf}, {out, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &selfDense,
                                const aclp::BufferRef &result, uint64_t n) {
                                l0op::ThresholdGradV2D(plan, grad, selfDense, result, self->dtype, n, thr);
                            });
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnThresholdBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
