// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward: CANN's check order (ops-nn threshold_grad_v2_d), then the plan
// Contiguous -> l0op::ThresholdGradV2D -> ViewCopy.
#include "op_api/aclnn_threshold_backward.h"

#include <cfloat>
#include <cmath>
#include <iterator>

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/l0_common.h"
#include "nnopbase/op_checks.h"
#include "op_api/threshold_grad_v2_d.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnThresholdBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "out"};

// Dtype lists per SoC profile (SPEC §6; CANN's lists for ASCEND910, DAV_2201 and regbase).
constexpr aclDataType kDefaultDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
constexpr aclDataType kAscend910Dtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8};
constexpr aclDataType kAscend910BDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8, ACL_BF16};
constexpr aclDataType kAscend950ZeroDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8,
                                                ACL_UINT8, ACL_BF16,    ACL_INT64};

bool CheckDtypes(const aclTensor &grad, const aclTensor &self, const aclTensor &out, const aclp::ScalarValue &thr)
{
    const aclDataType *list = kDefaultDtypes;
    size_t num = std::size(kDefaultDtypes);
    const char *profile = aclp::CurrentSocName();
    switch (aclp::CurrentSocProfile()) {
        case aclp::SocProfile::kAscend910:
            list = kAscend910Dtypes;
            num = std::size(kAscend910Dtypes);
            break;
        case aclp::SocProfile::kAscend910B:
        case aclp::SocProfile::kAscend910_93:
            list = kAscend910BDtypes;
            num = std::size(kAscend910BDtypes);
            break;
        case aclp::SocProfile::kAscend950: {
            // CANN allows INT64 on this chip only when the threshold is 0 (it then routes to ReluGrad).
            const double value = thr.isInteger ? static_cast<double>(thr.integer) : thr.real;
            const bool zero = std::fabs(static_cast<float>(value)) <= FLT_EPSILON;
            list = zero ? kAscend950ZeroDtypes : kAscend910BDtypes;
            num = zero ? std::size(kAscend950ZeroDtypes) : std::size(kAscend910BDtypes);
            break;
        }
        default: profile = nullptr;
    }
    // A dtype no profile supports is an invalid argument; one the chosen profile lacks is unsupported there.
    const size_t all = std::size(kDefaultDtypes);
    return aclp::CheckDtypeIn(grad, kDefaultDtypes, all, kGrad, nullptr) &&
           aclp::CheckDtypeIn(self, kDefaultDtypes, all, kSelf, nullptr) &&
           (profile == nullptr || (aclp::CheckDtypeIn(grad, list, num, kGrad, profile) &&
                                   aclp::CheckDtypeIn(self, list, num, kSelf, profile))) &&
           aclp::CheckSameDtype(grad, self, kGrad, "self") && aclp::CheckSameDtype(out, self, kOut, "self");
}

// Views must fit their storage; out must be writable and may only share memory with gradOutput or
// self as the very same view. *status is set when a check fails.
bool CheckViews(const aclTensor &grad, const aclTensor &self, const aclTensor &out, aclnnStatus *status)
{
    for (const auto &[t, p] : {std::pair{&grad, kGrad}, std::pair{&self, kSelf}, std::pair{&out, kOut}}) {
        bool nullData = false;
        if (!aclp::CheckViewInStorage(*t, p, &nullData)) {
            *status = nullData ? ACLNN_ERR_PARAM_NULLPTR : ACLNN_ERR_PARAM_INVALID;
            return false;
        }
    }
    *status = ACLNN_ERR_PARAM_INVALID;
    return aclp::CheckWritable(out, kOut) && aclp::CheckNoPartialOverlap(out, kOut, grad, kGrad) &&
           aclp::CheckNoPartialOverlap(out, kOut, self, kSelf);
}

}  // namespace

extern "C" {

aclnnStatus aclnnThresholdBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                   const aclScalar *threshold, aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor)
{
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
    std::vector<int64_t> shape;
    if (!CheckDtypes(*gradOutput, *self, *out, thr) || !aclp::CheckMaxDim(*gradOutput, kGrad) ||
        !aclp::CheckMaxDim(*self, kSelf) || !aclp::BroadcastShapes(*self, kSelf, *gradOutput, kGrad, &shape) ||
        !aclp::CheckShapeIs(*out, shape, kOut, "the broadcast shape of self and gradOutput")) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    aclnnStatus status;
    if (!CheckViews(*gradOutput, *self, *out, &status)) {
        return status;
    }
    aclOpExecutor *plan = aclp::CreateExecutor(kApi);
    if (plan == nullptr) {
        aclp::SetErrorMessage("%s: out of memory creating the executor.", kApi);
        return ACLNN_ERR_INNER_CREATE_EXECUTOR;
    }
    // 3. Empty tensors: nothing to run.
    const int64_t numel = aclp::ShapeNumel(shape);
    if (numel > 0) {
        aclp::BufferRef grad = l0op::Contiguous(plan, *gradOutput, shape);
        aclp::BufferRef selfDense = l0op::Contiguous(plan, *self, shape);
        aclp::BufferRef result = l0op::DenseOutput(plan, *out);
        l0op::ThresholdGradV2D(plan, grad, selfDense, result, self->dtype, static_cast<uint64_t>(numel), thr);
        l0op::ViewCopy(plan, result, *out);
    }
    *workspaceSize = plan->workspaceSize;
    *executor = plan;
    return ACLNN_SUCCESS;
}

aclnnStatus aclnnThresholdBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
{
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
}

}  // extern "C"
