// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The first stage aclnnHardswishBackward and aclnnHardswishBackwardV2 share: the same checks (V2 takes gradOutput's
// dtype before self's, as CANN's entries do) and the same plan, on the two variants of one kernel.
#ifndef ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_
#define ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_

#include "aclnn/acl_meta.h"

namespace aclp {

aclnnStatus HardswishBackwardGetWorkspaceSize(const char *api, bool v2, const aclTensor *gradOutput,
                                              const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                              aclOpExecutor **executor);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_
