// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackwardV2: aclnnHardswishBackward's entry (hard_swish_grad/op_api/hardswish_backward_entry.h) with
// CANN's V2 check order (gradOutput's dtype before self's) and V2's slope at x = +-3.
#include "op_api/aclnn_hardswish_backward_v2.h"

#include "hard_swish_grad/op_api/hardswish_backward_entry.h"
#include "runtime/error_message.h"

extern "C" {

aclnnStatus aclnnHardswishBackwardV2GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::HardswishBackwardGetWorkspaceSize(true, {gradOutput, self, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackwardV2GetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswishBackwardV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, "aclnnHardswishBackwardV2");
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackwardV2", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
