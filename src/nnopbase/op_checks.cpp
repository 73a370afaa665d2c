// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/op_checks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "aclnn/opdev/op_errno.h"

#include "engine/dtype.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace aclp {
namespace {

std::string ShapeText(const std::vector<int64_t> &shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) {
        s += (i ? "," : "") + std::to_string(shape[i]);
    }
    return s + "]";
}

// Whether a caller's format is one of aclFormat's values (a C caller may pass any int).
bool CheckFormat(const aclTensor &t, Param p)
{
    switch (t.format) {
        case ACL_FORMAT_UNDEFINED:
        case ACL_FORMAT_NCHW:
        case ACL_FORMAT_NHWC:
        case ACL_FORMAT_ND:
        case ACL_FORMAT_NC1HWC0:
        case ACL_FORMAT_FRACTAL_Z:
        case ACL_FORMAT_NC1HWC0_C04:
        case ACL_FORMAT_HWCN:
        case ACL_FORMAT_NDHWC:
        case ACL_FORMAT_FRACTAL_NZ:
        case ACL_FORMAT_NCDHW:
        case ACL_FORMAT_NDC1HWC0:
        case ACL_FRACTAL_Z_3D:
        case ACL_FORMAT_NC:
        case ACL_FORMAT_NCL:
        case ACL_FORMAT_FRACTAL_NZ_C0_16:
        case ACL_FORMAT_FRACTAL_NZ_C0_32:
        case ACL_FORMAT_FRACTAL_NZ_C0_2:
        case ACL_FORMAT_FRACTAL_NZ_C0_4:
        case ACL_FORMAT_FRACTAL_NZ_C0_8: return true;
    }
    SetErrorMessage("%s: format %d of %s is not an aclFormat value.", p.api, static_cast<int>(t.format), p.name);
    return false;
}

// Whether [data, data + bytes) lies inside the address space (no wrap past its end).
bool FitsAddressSpace(const void *data, __int128 bytes)
{
    return bytes <= static_cast<__int128>(UINTPTR_MAX - reinterpret_cast<uintptr_t>(data));
}

}  // namespace

const char *DtypeName(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT: return "FLOAT";
        case ACL_FLOAT16: return "FLOAT16";
        case ACL_INT8: return "INT8";
        case ACL_INT32: return "INT32";
        case ACL_UINT8: return "UINT8";
        case ACL_INT16: return "INT16";
        case ACL_UINT16: return "UINT16";
        case ACL_UINT32: return "UINT32";
        case ACL_INT64: return "INT64";
        case ACL_UINT64: return "UINT64";
        case ACL_DOUBLE: return "DOUBLE";
        case ACL_BOOL: return "BOOL";
        case ACL_STRING: return "STRING";
        case ACL_COMPLEX64: return "COMPLEX64";
        case ACL_COMPLEX128: return "COMPLEX128";
        case ACL_BF16: return "BFLOAT16";
        case ACL_INT4: return "INT4";
        case ACL_UINT1: return "UINT1";
        case ACL_COMPLEX32: return "COMPLEX32";
        default: {  // any int from a C caller: name it by its value (this runs on the error path only)
            thread_local char unknown[40];
            std::snprintf(unknown, sizeof(unknown), "UNKNOWN (%d)", static_cast<int>(dtype));
            return unknown;
        }
    }
}

bool CheckNotNull(const void *ptr, Param p)
{
    if (ptr == nullptr) {
        SetErrorMessage("%s: %s must not be nullptr.", p.api, p.name);
        return false;
    }
    return true;
}

namespace {

// `profile` names the SoC profile that narrowed the list, or nullptr for the full list.
bool CheckDtypeIn(aclDataType dtype, const aclDataType *allowed, size_t allowedNum, Param p, const char *profile)
{
    for (size_t i = 0; i < allowedNum; ++i) {
        if (allowed[i] == dtype) {
            return true;
        }
    }
    std::string names;  // built only for the message: a successful call allocates nothing here
    for (size_t i = 0; i < allowedNum; ++i) {
        names += (names.empty() ? "" : ", ") + std::string(DtypeName(allowed[i]));
    }
    if (profile != nullptr) {
        SetErrorMessage(
            "%s: dtype %s of %s is unsupported on SoC profile %s, which supports %s (the default "
            "profile supports more; see docs/soc_profiles.md).",
            p.api, DtypeName(dtype), p.name, profile, names.c_str());
    } else {
        SetErrorMessage("%s: dtype %s of %s is invalid; supported dtypes are %s.", p.api, DtypeName(dtype), p.name,
                        names.c_str());
    }
    return false;
}

}  // namespace

bool CheckDtypeSupported(aclDataType dtype, Param p, DtypeList all, const DtypeList *profileList)
{
    return CheckDtypeIn(dtype, all.items, all.size, p, nullptr) &&
           (profileList == nullptr || CheckDtypeIn(dtype, profileList->items, profileList->size, p, CurrentSocName()));
}

bool CheckDtypeSupportedNoBf16OnAscend910(aclDataType dtype, Param p, DtypeList all)
{
    if (CurrentSocProfile() != SocProfile::kAscend910) {
        return CheckDtypeSupported(dtype, p, all, nullptr);
    }
    aclDataType items[32];
    size_t n = 0;
    for (size_t i = 0; i < all.size && n < 32; ++i) {
        if (all.items[i] != ACL_BF16) {
            items[n++] = all.items[i];
        }
    }
    const DtypeList ascend910(items, n);
    return CheckDtypeSupported(dtype, p, all, &ascend910);
}

bool CheckSameDtype(const aclTensor &t, const aclTensor &ref, Param p, const char *refName)
{
    if (t.dtype != ref.dtype) {
        SetErrorMessage("%s: dtype %s of %s must equal dtype %s of %s.", p.api, DtypeName(t.dtype), p.name,
                        DtypeName(ref.dtype), refName);
        return false;
    }
    return true;
}

bool CheckMaxDim(const aclTensor &t, Param p)
{
    if (t.viewShape.size() > kMaxDims) {
        SetErrorMessage("%s: %s has %zu dimensions; at most %zu are supported.", p.api, p.name, t.viewShape.size(),
                        kMaxDims);
        return false;
    }
    return true;
}

namespace {

// The value as CANN's aclScalar::ToFloat gives it: rounded once to the nearest float32, +-Inf beyond
// float32's range (with no out-of-range conversion).
float ScalarToFloat(const ScalarValue &value)
{
    if (value.isInteger && !value.aboveInt64) {
        return static_cast<float>(value.integer);  // rounded once (not through double)
    }
    // 2^128 - 2^103, halfway between FLT_MAX and 2^128: from there on, rounding to nearest gives infinity.
    constexpr double kOverflow = 0x1.ffffffp127;
    if (std::fabs(value.real) >= kOverflow) {
        return std::signbit(value.real) ? -HUGE_VALF : HUGE_VALF;
    }
    return static_cast<float>(value.real);
}

}  // namespace

bool ReadRealScalar(const aclScalar &s, Param p, ScalarValue *value)
{
    if (!ReadScalar(s, value)) {
        SetErrorMessage("%s: %s of dtype %s is not a real scalar.", p.api, p.name, DtypeName(s.dtype));
        return false;
    }
    return true;
}

bool ReadScalarAsFloat(const aclScalar &s, Param p, float *value)
{
    ScalarValue v;
    if (!ReadRealScalar(s, p, &v)) {
        return false;
    }
    *value = ScalarToFloat(v);
    return true;
}

bool ReadNonNegativeScalarAsFloat(const aclScalar &s, Param p, float *value)
{
    if (!ReadScalarAsFloat(s, p, value)) {
        return false;
    }
    if (*value < 0.0f) {
        SetErrorMessage("%s: %s must be >= 0, got %g.", p.api, p.name, static_cast<double>(*value));
        return false;
    }
    return true;
}

bool CheckSameShape(const aclTensor &t, const aclTensor &ref, Param p, const char *refName)
{
    if (t.viewShape != ref.viewShape) {
        SetErrorMessage("%s: shape %s of %s must equal shape %s of %s.", p.api, ShapeText(t.viewShape).c_str(), p.name,
                        ShapeText(ref.viewShape).c_str(), refName);
        return false;
    }
    return true;
}

bool BroadcastShapes(const aclTensor &a, Param pa, const aclTensor &b, Param pb, std::vector<int64_t> *out)
{
    const std::vector<int64_t> &x = a.viewShape;
    const std::vector<int64_t> &y = b.viewShape;
    size_t rank = std::max(x.size(), y.size());
    out->resize(rank);  // (every element is written below)
    for (size_t i = 0; i < rank; ++i) {
        int64_t dx = i < rank - x.size() ? 1 : x[i - (rank - x.size())];
        int64_t dy = i < rank - y.size() ? 1 : y[i - (rank - y.size())];
        if (dx != dy && dx != 1 && dy != 1) {
            SetErrorMessage("%s: shape %s of %s and shape %s of %s cannot be broadcast together.", pa.api,
                            ShapeText(x).c_str(), pa.name, ShapeText(y).c_str(), pb.name);
            return false;
        }
        (*out)[i] = dx == 1 ? dy : dx;
    }
    return true;
}

bool CheckShapeIs(const aclTensor &t, const std::vector<int64_t> &expected, Param p, const char *what)
{
    if (t.viewShape != expected) {
        SetErrorMessage("%s: shape %s of %s must equal %s %s.", p.api, ShapeText(t.viewShape).c_str(), p.name, what,
                        ShapeText(expected).c_str());
        return false;
    }
    return true;
}

namespace {

// The rules of CheckViewInStorage that do not involve `data`. On success, *facts gets the view's extent
// and storage bytes (when the view is not empty).
bool CheckViewLayout(const aclTensor &t, Param p, TensorFacts *facts)
{
    if (!CheckFormat(t, p)) {
        return false;
    }
    if (t.strides.size() != t.viewShape.size()) {
        SetErrorMessage("%s: %s has %zu strides for %zu dimensions.", p.api, p.name, t.strides.size(),
                        t.viewShape.size());
        return false;
    }
    bool empty = false;
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        if (t.viewShape[i] < 0) {
            SetErrorMessage("%s: %s has a negative size (%ld) at dimension %zu.", p.api, p.name,
                            static_cast<long>(t.viewShape[i]), i);
            return false;
        }
        empty = empty || t.viewShape[i] == 0;
    }
    if (empty) {
        return true;  // an empty view touches no memory: any strides, offset, storage or address will do
    }
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        if (t.strides[i] < 0) {
            SetErrorMessage("%s: %s has a negative stride (%ld) at dimension %zu.", p.api, p.name,
                            static_cast<long>(t.strides[i]), i);
            return false;
        }
    }
    if (t.offset < 0) {
        SetErrorMessage("%s: %s has a negative offset %ld.", p.api, p.name, static_cast<long>(t.offset));
        return false;
    }
    // Storage size and the view's reach, in elements and in bytes, in 128-bit arithmetic with every
    // intermediate bounded: a byte count that overflowed 64 bits would let a kernel write before `data`.
    const __int128 elemSize = static_cast<__int128>(ElementSize(t.dtype));
    __int128 storage = 1;
    for (int64_t d : t.storageShape) {
        if (d < 0) {
            SetErrorMessage("%s: %s has a negative storage dimension %ld.", p.api, p.name, static_cast<long>(d));
            return false;
        }
        storage *= d;
        if (storage > kMaxTensorBytes || storage * elemSize > kMaxTensorBytes) {
            SetErrorMessage("%s: storage shape %s of %s is too large (over 2^62 bytes).", p.api,
                            ShapeText(t.storageShape).c_str(), p.name);
            return false;
        }
    }
    __int128 numel = 1;
    __int128 last = t.offset;
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        numel *= t.viewShape[i];
        last += static_cast<__int128>(t.viewShape[i] - 1) * t.strides[i];
        if (numel > kMaxTensorBytes || last > kMaxTensorBytes || numel * elemSize > kMaxTensorBytes ||
            last * elemSize > kMaxTensorBytes) {
            SetErrorMessage("%s: the view of %s is too large (its elements or its reach exceed 2^62 bytes).", p.api,
                            p.name);
            return false;
        }
    }
    if (last >= storage) {
        SetErrorMessage(
            "%s: the view of %s (shape %s, offset %ld) reaches element %ld but its storage shape %s "
            "holds %ld elements.",
            p.api, p.name, ShapeText(t.viewShape).c_str(), static_cast<long>(t.offset), static_cast<long>(last),
            ShapeText(t.storageShape).c_str(), static_cast<long>(storage));
        return false;
    }
    facts->extentLo = t.offset;  // strides are non-negative: element 0 of the view is the lowest
    facts->extentHi = static_cast<int64_t>(last);
    facts->storageBytes = static_cast<int64_t>(storage * elemSize);
    return true;
}

// The rules that involve `data`, for a valid non-empty layout.
bool CheckDataAddress(const aclTensor &t, const TensorFacts &facts, Param p, bool *nullData)
{
    if (t.data == nullptr) {
        SetErrorMessage("%s: %s has a null data address but %ld elements.", p.api, p.name,
                        static_cast<long>(facts.numel));
        *nullData = true;
        return false;
    }
    if (!FitsAddressSpace(t.data, facts.storageBytes)) {
        SetErrorMessage("%s: storage of %s (%ld bytes from address %p) runs past the end of the address space.", p.api,
                        p.name, static_cast<long>(facts.storageBytes), t.data);
        return false;
    }
    return true;
}

// The facts of a tensor as they are now (RefreshTensorFacts stores them; a tensor not made by
// aclCreateTensor / aclInitTensor gets them worked out on each use).
TensorFacts WorkOutFacts(const aclTensor &t, Param p)
{
    TensorFacts f;
    f.known = true;
    f.elemSize = static_cast<uint32_t>(ElementSize(t.dtype));
    f.numel = ShapeNumel(t.viewShape);
    f.contiguous = IsDenseRowMajor(t.viewShape, t.strides);
    f.layoutValid = CheckViewLayout(t, p, &f);
    return f;
}

}  // namespace

void RefreshTensorFacts(aclTensor *t)
{
    QuietErrors quiet;  // the call that uses the tensor reports what is wrong with it, naming the parameter
    const Param anonymous{"", ""};
    t->facts = WorkOutFacts(*t, anonymous);
    t->facts.writable = t->facts.layoutValid && CheckWritable(*t, anonymous);
}

// A tensor's facts (views that reach here passed CheckViewInStorage, so their layout is valid).
TensorFacts FactsOf(const aclTensor &t)
{
    if (t.facts.known) {
        return t.facts;
    }
    QuietErrors quiet;
    return WorkOutFacts(t, Param{"", ""});
}

namespace {

// The bytes [*begin, *end) a non-empty view with a valid layout touches.
void ViewBytes(const aclTensor &t, const TensorFacts &f, const uint8_t **begin, const uint8_t **end)
{
    *begin = static_cast<const uint8_t *>(t.data) + f.extentLo * f.elemSize;
    *end = static_cast<const uint8_t *>(t.data) + (f.extentHi + 1) * f.elemSize;
}

}  // namespace

bool CheckViewInStorage(const aclTensor &t, Param p, bool *nullData)
{
    *nullData = false;
    // A tensor's layout was checked when it was made: only a faulty one is checked again, for the message.
    if (t.facts.known && t.facts.layoutValid) {
        return t.facts.numel == 0 || CheckDataAddress(t, t.facts, p, nullData);
    }
    const TensorFacts worked = WorkOutFacts(t, p);
    return worked.layoutValid && (worked.numel == 0 || CheckDataAddress(t, worked, p, nullData));
}

bool CheckWritable(const aclTensor &t, Param p)
{
    if (t.facts.known && t.facts.writable) {
        return true;  // checked when the tensor was made; a faulty one is checked again, for the message
    }
    if (Numel(t) == 0) {
        return true;  // writes nothing
    }
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        if (t.viewShape[i] > 1 && t.strides[i] == 0) {
            SetErrorMessage("%s: %s has stride 0 at dimension %zu, so it would write one element several times.", p.api,
                            p.name, i);
            return false;
        }
    }
    // Any other self-overlap: taking dimensions from the smallest stride up, each stride must clear the span
    // of the ones before it. Views whose dimensions interleave without overlapping are refused too (rare;
    // simple to explain). Strides are non-negative and spans bounded here (CheckViewInStorage ran first).
    if (t.viewShape.size() > kMaxDims) {  // callers check ranks first; this keeps the array below safe
        SetErrorMessage("%s: %s has %zu dimensions; at most %zu are supported.", p.api, p.name, t.viewShape.size(),
                        kMaxDims);
        return false;
    }
    std::pair<int64_t, int64_t> dims[kMaxDims];  // (stride, size): no heap per call
    size_t dimNum = 0;
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        if (t.viewShape[i] > 1) {
            dims[dimNum++] = {t.strides[i], t.viewShape[i]};
        }
    }
    for (size_t i = 1; i < dimNum; ++i) {  // insertion sort of at most 8 (GCC 12 misreads std::sort here)
        for (size_t j = i; j > 0 && dims[j] < dims[j - 1]; --j) {
            std::swap(dims[j], dims[j - 1]);
        }
    }
    int64_t span = 0;
    for (size_t i = 0; i < dimNum; ++i) {
        const auto &[stride, size] = dims[i];
        if (stride <= span) {
            SetErrorMessage(
                "%s: the view of %s may write one element several times: stride %ld does not clear the "
                "%ld elements spanned by its faster dimensions.",
                p.api, p.name, static_cast<long>(stride), static_cast<long>(span));
            return false;
        }
        span += (size - 1) * stride;
    }
    return true;
}

namespace {

bool NoPartialOverlap(const aclTensor &out, const TensorFacts &o, Param pOut, const aclTensor &in, const TensorFacts &i,
                      Param pIn)
{
    if (o.numel == 0 || i.numel == 0) {
        return true;
    }
    const uint8_t *outBegin, *outEnd, *inBegin, *inEnd;
    ViewBytes(out, o, &outBegin, &outEnd);
    ViewBytes(in, i, &inBegin, &inEnd);
    if (outBegin >= inEnd || inBegin >= outEnd) {
        return true;  // apart
    }
    const bool sameView = out.data == in.data && out.offset == in.offset && out.viewShape == in.viewShape &&
                          out.strides == in.strides && o.elemSize == i.elemSize;
    if (sameView) {
        return true;  // in place
    }
    SetErrorMessage(
        "%s: %s overlaps %s in memory without being the same view; only the very same view "
        "(in place) is supported.",
        pOut.api, pOut.name, pIn.name);
    return false;
}

}  // namespace

bool CheckNoPartialOverlap(const aclTensor &out, Param pOut, const aclTensor &in, Param pIn)
{
    if (out.facts.known && in.facts.known) {
        return NoPartialOverlap(out, out.facts, pOut, in, in.facts, pIn);  // (the stored facts: no copies)
    }
    return NoPartialOverlap(out, FactsOf(out), pOut, in, FactsOf(in), pIn);
}

bool CheckCallViews(std::initializer_list<TensorParam> inputs, TensorParam out, int32_t *status)
{
    bool nullData = false;
    for (const TensorParam &in : inputs) {
        if (!CheckViewInStorage(*in.tensor, in.param, &nullData)) {
            *status = nullData ? ACLNN_ERR_PARAM_NULLPTR : ACLNN_ERR_PARAM_INVALID;
            return false;
        }
    }
    if (!CheckViewInStorage(*out.tensor, out.param, &nullData)) {
        *status = nullData ? ACLNN_ERR_PARAM_NULLPTR : ACLNN_ERR_PARAM_INVALID;
        return false;
    }
    *status = ACLNN_ERR_PARAM_INVALID;
    if (!CheckWritable(*out.tensor, out.param)) {
        return false;
    }
    for (const TensorParam &in : inputs) {
        if (!CheckNoPartialOverlap(*out.tensor, out.param, *in.tensor, in.param)) {
            return false;
        }
    }
    return true;
}

bool CheckBitMask(const aclTensor &mask, const std::vector<int64_t> &shape, Param p, int32_t *status)
{
    *status = ACLNN_ERR_PARAM_INVALID;
    if (mask.dtype != ACL_UINT1 && mask.dtype != ACL_UINT8) {
        SetErrorMessage("%s: %s has dtype %s; a 1-bit mask is UINT1 (or UINT8 holding the packed bytes).", p.api,
                        p.name, DtypeName(mask.dtype));
        return false;
    }
    if (!CheckMaxDim(mask, p) || !CheckShapeIs(mask, shape, p, "the data shape") || !CheckFormat(mask, p)) {
        return false;
    }
    const int64_t numel = ShapeNumel(shape);
    if (numel == 0) {
        return true;  // an empty mask holds no bits: any strides, offset, storage or address will do
    }
    if (mask.strides.size() != mask.viewShape.size() || !IsContiguous(mask) || mask.offset != 0) {
        SetErrorMessage("%s: %s must be contiguous with offset 0: its bits run over the flattened tensor.", p.api,
                        p.name);
        return false;
    }
    if (numel >= kMaxTensorBytes) {  // ShapeNumel saturates at 2^62
        SetErrorMessage("%s: view of %s is too large.", p.api, p.name);
        return false;
    }
    // Storage in the mask's own units (bits for UINT1, bytes for UINT8), bounded like any other tensor.
    __int128 storage = 1;
    for (int64_t d : mask.storageShape) {
        if (d < 0) {
            SetErrorMessage("%s: %s has a negative storage dimension %ld.", p.api, p.name, static_cast<long>(d));
            return false;
        }
        storage *= d;
        if (storage > kMaxTensorBytes) {
            SetErrorMessage("%s: storage shape %s of %s is too large (over 2^62 %s).", p.api,
                            ShapeText(mask.storageShape).c_str(), p.name, mask.dtype == ACL_UINT1 ? "bits" : "bytes");
            return false;
        }
    }
    const int64_t needed = mask.dtype == ACL_UINT1 ? numel : static_cast<int64_t>(MaskBytes(numel));
    if (storage < needed) {
        SetErrorMessage("%s: storage shape %s of %s holds %ld %s, but %ld elements need %ld.", p.api,
                        ShapeText(mask.storageShape).c_str(), p.name, static_cast<long>(storage),
                        mask.dtype == ACL_UINT1 ? "bits" : "bytes", static_cast<long>(numel),
                        static_cast<long>(needed));
        return false;
    }
    if (mask.data == nullptr) {
        SetErrorMessage("%s: %s has a null data address but %ld elements.", p.api, p.name, static_cast<long>(numel));
        *status = ACLNN_ERR_PARAM_NULLPTR;
        return false;
    }
    if (!FitsAddressSpace(mask.data, static_cast<__int128>(MaskBytes(numel)))) {
        SetErrorMessage("%s: the packed bits of %s run past the end of the address space.", p.api, p.name);
        return false;
    }
    return true;
}

bool CheckMaskApart(const aclTensor &mask, Param pMask, const aclTensor &t, Param pt)
{
    const TensorFacts f = FactsOf(t);
    if (f.numel == 0) {
        return true;
    }
    const uint8_t *tBegin, *tEnd;
    ViewBytes(t, f, &tBegin, &tEnd);
    const uint8_t *mBegin = static_cast<const uint8_t *>(mask.data);
    const uint8_t *mEnd = mBegin + MaskBytes(Numel(mask));
    if (mBegin < tEnd && tBegin < mEnd) {
        SetErrorMessage("%s: the packed bytes of %s overlap %s in memory.", pMask.api, pMask.name, pt.name);
        return false;
    }
    return true;
}

bool OperatorOnProfile(const char *api)
{
    const SocProfile profile = CurrentSocProfile();
    if (profile == SocProfile::kDefault || profile == SocProfile::kAscend950) {
        return true;
    }
    SetErrorMessage(
        "%s is not available on SoC profile %s (CANN offers it on Ascend950 only; see "
        "docs/soc_profiles.md).",
        api, CurrentSocName());
    return false;
}

bool OperatorOnlyOn(const char *api, uint32_t chips)
{
    const SocProfile profile = CurrentSocProfile();
    const auto listed = [chips](SocProfile p) { return ((chips >> static_cast<uint32_t>(p)) & 1u) != 0; };
    if (profile == SocProfile::kDefault || listed(profile)) {
        return true;
    }
    std::string names;  // (refusals only: an accepted call allocates nothing)
    for (SocProfile p :
         {SocProfile::kAscend910, SocProfile::kAscend910B, SocProfile::kAscend910_93, SocProfile::kAscend950}) {
        if (listed(p)) {
            names += (names.empty() ? "" : ", ") + std::string(SocProfileName(p));
        }
    }
    SetErrorMessage(
        "%s is not available on SoC profile %s (CANN's doc lists it for %s only; see docs/soc_profiles.md).", api,
        CurrentSocName(), names.c_str());
    return false;
}

}  // namespace aclp
