// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What every kernel block does first and last: read its POD parameters out of the plan's step, and stop the
// process when the step names a dtype it has no code for (a bug in the entry that recorded it, never a caller's
// input: the entries refuse every dtype their operator does not take).
#ifndef ACLP_ENGINE_KERNEL_PARAMS_H_
#define ACLP_ENGINE_KERNEL_PARAMS_H_

#include <cstring>
#include <type_traits>

#include "acl/acl_base.h"
#include "engine/dtype.h"
#include "hwy/base.h"
#include "nnopbase/executor.h"

namespace aclp {

// The parameters the entry recorded with the step (AddElementwiseKernel copies them in as bytes).
template <typename Params>
inline Params ParamsOf(const KernelStep &step)
{
    static_assert(std::is_trivially_copyable_v<Params> && sizeof(Params) <= kKernelParamBytes,
                  "kernel parameters are a small POD");
    Params p;
    std::memcpy(&p, step.params, sizeof(p));
    return p;
}

// Aborts unless the block had code for `dtype`.
inline void RequireHandled(bool handled, const char *kernel, aclDataType dtype)
{
    if (!handled) {
        HWY_ABORT("%s kernel: no code for dtype %s", kernel, DtypeName(dtype));
    }
}

}  // namespace aclp

#endif  // ACLP_ENGINE_KERNEL_PARAMS_H_
