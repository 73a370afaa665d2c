// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Parameter checks shared by every operator's GetWorkspaceSize, in the style of CANN's OP_CHECK_*:
// each returns true when the argument is fine, and otherwise records one message naming the API and
// the parameter (texts live in op_checks.cpp) so the caller returns the matching status code.
#ifndef ACLP_NNOPBASE_OP_CHECKS_H_
#define ACLP_NNOPBASE_OP_CHECKS_H_

#include <vector>

#include "common/export.h"
#include "nnopbase/tensor.h"

namespace aclp {

// A parameter as a check sees it: the API being called and the parameter's name in CANN's docs.
struct Param {
    const char *api;
    const char *name;
};

ACLP_EXPORT bool CheckNotNull(const void *ptr, Param p);  // -> 161001
// `profile` names the SoC profile that narrowed the list, or nullptr for our default profile.
ACLP_EXPORT bool CheckDtypeIn(const aclTensor &t, const aclDataType *allowed, size_t allowedNum, Param p,
                              const char *profile);  // -> 161002
ACLP_EXPORT bool CheckSameDtype(const aclTensor &t, const aclTensor &ref, Param p, const char *refName);
ACLP_EXPORT bool CheckMaxDim(const aclTensor &t, Param p);  // rank <= 8
ACLP_EXPORT bool CheckSameShape(const aclTensor &t, const aclTensor &ref, Param p, const char *refName);
// NumPy broadcasting of a and b into *out; false (with a message) when they are not broadcastable.
ACLP_EXPORT bool BroadcastShapes(const aclTensor &a, Param pa, const aclTensor &b, Param pb, std::vector<int64_t> *out);
ACLP_EXPORT bool CheckShapeIs(const aclTensor &t, const std::vector<int64_t> &expected, Param p, const char *what);
// The view must lie inside the storage shape: dims, strides and offset non-negative, data non-null
// when not empty, and no arithmetic overflow. -> 161002 (161001 for a null data pointer, see *nullData).
ACLP_EXPORT bool CheckViewInStorage(const aclTensor &t, Param p, bool *nullData);
// An output must not write one address twice (a stride of 0 on a dim longer than 1).
ACLP_EXPORT bool CheckWritable(const aclTensor &t, Param p);
// `out` may be the very same view as an input (in place); any other overlap is rejected.
ACLP_EXPORT bool CheckNoPartialOverlap(const aclTensor &out, Param pOut, const aclTensor &in, Param pIn);

}  // namespace aclp

#endif  // ACLP_NNOPBASE_OP_CHECKS_H_
