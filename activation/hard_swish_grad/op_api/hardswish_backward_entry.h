// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The entry aclnnHardswishBackward and aclnnHardswishBackwardV2 share: the same checks (V2 takes gradOutput's
// dtype before self's, as CANN's entries do) and the same plan, on the two variants of one kernel.
#ifndef ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_
#define ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_

#include "nnopbase/elementwise_entry.h"

namespace aclp {

// Phase 1 of aclnnHardswishBackward (v2 false) or aclnnHardswishBackwardV2 (v2 true).
aclnnStatus HardswishBackwardGetWorkspaceSize(bool v2, const EntryCall &call, uint64_t *workspaceSize,
                                              aclOpExecutor **executor);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARDSWISH_BACKWARD_ENTRY_H_
