// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Parameter checks shared by every operator's GetWorkspaceSize, in the style of CANN's OP_CHECK_*:
// each returns true when the argument is fine, and otherwise records one message naming the API and
// the parameter (texts live in op_checks.cpp) so the caller returns the matching status code.
#ifndef ACLP_NNOPBASE_OP_CHECKS_H_
#define ACLP_NNOPBASE_OP_CHECKS_H_

#include <initializer_list>
#include <vector>

#include "common/export.h"
#include "nnopbase/tensor.h"
#include "runtime/soc_profile.h"

namespace aclp {

// A parameter as a check sees it: the API being called and the parameter's name in CANN's docs.
struct Param {
    const char *api;
    const char *name;
};

ACLP_EXPORT bool CheckNotNull(const void *ptr, Param p);  // -> 161001
// A list of dtypes, built from a constant array.
struct DtypeList {
    const aclDataType *items;
    size_t size;
    template <size_t N>
    constexpr DtypeList(const aclDataType (&array)[N]) : items(array), size(N)
    {
    }
    constexpr DtypeList(const aclDataType *array, size_t n) : items(array), size(n) {}
};
// The dtype must be in `all` (else it is an invalid argument) and, when the SoC profile in force
// narrows the list (`profileList` not null), in that list too (else it is unsupported on that
// profile, and the message names the profile). -> 161002
// (The dtype of a tensor or of a scalar.)
ACLP_EXPORT bool CheckDtypeSupported(aclDataType dtype, Param p, DtypeList all, const DtypeList *profileList);
inline bool CheckDtypeSupported(const aclTensor &t, Param p, DtypeList all, const DtypeList *profileList)
{
    return CheckDtypeSupported(t.dtype, p, all, profileList);
}
// CheckDtypeSupported for the many operators whose list under the Ascend910 profile (CANN's list for Atlas
// training products) is `all` without BFLOAT16, and `all` under every other profile.
ACLP_EXPORT bool CheckDtypeSupportedNoBf16OnAscend910(aclDataType dtype, Param p, DtypeList all);
inline bool CheckDtypeSupportedNoBf16OnAscend910(const aclTensor &t, Param p, DtypeList all)
{
    return CheckDtypeSupportedNoBf16OnAscend910(t.dtype, p, all);
}
ACLP_EXPORT bool CheckSameDtype(const aclTensor &t, const aclTensor &ref, Param p, const char *refName);
ACLP_EXPORT bool CheckMaxDim(const aclTensor &t, Param p);  // rank <= 8
ACLP_EXPORT bool CheckSameShape(const aclTensor &t, const aclTensor &ref, Param p, const char *refName);
// NumPy broadcasting of a and b into *out; false (with a message) when they are not broadcastable.
ACLP_EXPORT bool BroadcastShapes(const aclTensor &a, Param pa, const aclTensor &b, Param pb, std::vector<int64_t> *out);
// A scalar read as float32 the way CANN's entries read float attributes (aclScalar::ToFloat): rounded once
// to the nearest float32, +-Inf from 2^128 - 2^103 on; false with a message for a complex or non-numeric
// scalar. -> 161002
ACLP_EXPORT bool ReadScalarAsFloat(const aclScalar &s, Param p, float *value);
// The scalar's exact value; false with a message for a complex or non-numeric scalar. -> 161002
ACLP_EXPORT bool ReadRealScalar(const aclScalar &s, Param p, ScalarValue *value);
// The same, refusing a negative value (NaN passes, as CANN's `value < 0` check lets it). -> 161002
ACLP_EXPORT bool ReadNonNegativeScalarAsFloat(const aclScalar &s, Param p, float *value);
ACLP_EXPORT bool CheckShapeIs(const aclTensor &t, const std::vector<int64_t> &expected, Param p, const char *what);
// The view must lie inside the storage shape: dims, strides and offset non-negative, data non-null
// when not empty, and no arithmetic overflow. -> 161002 (161001 for a null data pointer, see *nullData).
ACLP_EXPORT bool CheckViewInStorage(const aclTensor &t, Param p, bool *nullData);
// Works out t->facts from its other fields; aclCreateTensor and aclInitTensor call it.
ACLP_EXPORT void RefreshTensorFacts(aclTensor *t);
// t.facts, or the same worked out now for a tensor they were never worked out for.
ACLP_EXPORT TensorFacts FactsOf(const aclTensor &t);
// An output must not write one address twice (a stride of 0 on a dim longer than 1).
ACLP_EXPORT bool CheckWritable(const aclTensor &t, Param p);
// `out` may be the very same view as an input (in place); any other overlap is rejected.
ACLP_EXPORT bool CheckNoPartialOverlap(const aclTensor &out, Param pOut, const aclTensor &in, Param pIn);

struct TensorParam {
    const aclTensor *tensor;
    Param param;
};
// All storage checks of one call: every view fits its storage, out is writable and overlaps no input
// except as the very same view. *status is the code to return when it fails (161001 for a null data
// address, 161002 otherwise).
ACLP_EXPORT bool CheckCallViews(std::initializer_list<TensorParam> inputs, TensorParam out, int32_t *status);

// Bytes of a packed 1-bit mask of `numel` elements.
inline uint64_t MaskBytes(int64_t numel)
{
    return static_cast<uint64_t>((numel + 7) / 8);
}

// A 1-bit mask: dtype UINT1 (or UINT8 holding the packed bytes), view shape `shape`, contiguous from
// offset 0, and storage for every bit (UINT1: a storage shape of at least numel elements; UINT8: at
// least MaskBytes(numel) bytes); data not null unless empty. *status: 161001 for a null data address,
// 161002 otherwise.
ACLP_EXPORT bool CheckBitMask(const aclTensor &mask, const std::vector<int64_t> &shape, Param p, int32_t *status);

// The packed mask bytes must not share memory with tensor t's view.
ACLP_EXPORT bool CheckMaskApart(const aclTensor &mask, Param pMask, const aclTensor &t, Param pt);

// False (with a message naming the profile) when the SoC profile in force lacks an Ascend950-only
// operator (CANN offers those on Ascend950 only). -> 161002
ACLP_EXPORT bool OperatorOnProfile(const char *api);
// False (with a message naming the profile) when the SoC profile in force is neither the default nor one of
// the chips CANN's doc lists for the operator, `chips` holding bit (1 << SocProfile) for each. -> 161002
ACLP_EXPORT bool OperatorOnlyOn(const char *api, uint32_t chips);

}  // namespace aclp

#endif  // ACLP_NNOPBASE_OP_CHECKS_H_
