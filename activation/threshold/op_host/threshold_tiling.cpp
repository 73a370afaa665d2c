// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_host/threshold_tiling.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "common/half.h"
#include "engine/dtype.h"

namespace aclp {
namespace {

template <typename T>
uint64_t StorageBits(T v)
{
    uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof(T));  // little-endian hosts: the low bytes
    return bits;
}

// A floating scalar value to an integer type T: NaN, infinities and values outside T overflow.
template <typename T>
bool RealToInteger(double v, uint64_t *bits)
{
    if (std::isnan(v) || v < static_cast<double>(std::numeric_limits<T>::lowest()) ||
        v > static_cast<double>(std::numeric_limits<T>::max())) {
        return false;
    }
    *bits = StorageBits(static_cast<T>(v));  // truncation toward zero; v is in range
    return true;
}

// An integer scalar to an integer type T; below 0 it may wrap into an unsigned T when -value fits.
template <typename T>
bool IntegerToInteger(const ScalarValue &s, uint64_t *bits)
{
    const int64_t v = s.integer;
    const uint64_t max = static_cast<uint64_t>(std::numeric_limits<T>::max());
    if (s.aboveInt64 || (v > 0 && static_cast<uint64_t>(v) > max)) {
        return false;
    }
    if (v < 0) {
        const bool fits = std::numeric_limits<T>::is_signed ? v >= static_cast<int64_t>(std::numeric_limits<T>::min())
                                                            : 0 - static_cast<uint64_t>(v) <= max;
        if (!fits) {
            return false;
        }
    }
    *bits = StorageBits(static_cast<T>(v));
    return true;
}

}  // namespace

bool ScalarToDtype(const ScalarValue &s, aclDataType dtype, uint64_t *bits)
{
    bool ok = false;
    VisitDtype(dtype, [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::Storage;
        if constexpr (Tag::kFloat) {
            // An integer scalar converts from its exact value (int64 -> float rounds once).
            const double v = s.isInteger && !s.aboveInt64 ? static_cast<double>(s.integer) : s.real;
            double largest = std::numeric_limits<float>::max();
            if constexpr (Tag::kDtype == ACL_FLOAT16) {
                largest = 65504.0;
            } else if constexpr (Tag::kDtype == ACL_DOUBLE) {
                largest = std::numeric_limits<double>::max();
            }
            if (std::isfinite(v) && std::fabs(v) > largest) {
                return;
            }
            const float f = s.isInteger && !s.aboveInt64 ? static_cast<float>(s.integer) : static_cast<float>(v);
            if constexpr (Tag::kDtype == ACL_FLOAT16) {
                *bits = FloatToHalf(f);
            } else if constexpr (Tag::kDtype == ACL_BF16) {
                *bits = FloatToBf16(f);
            } else if constexpr (Tag::kDtype == ACL_DOUBLE) {
                *bits = StorageBits(v);
            } else {
                *bits = StorageBits(f);
            }
            ok = true;
        } else if constexpr (Tag::kDtype != ACL_BOOL) {
            ok = s.isInteger ? IntegerToInteger<T>(s, bits) : RealToInteger<T>(s.real, bits);
        }
    });
    return ok;
}

ThresholdParams MakeThresholdParams(aclDataType dtype, uint64_t thresholdBits, uint64_t valueBits)
{
    ThresholdParams p{dtype, 0.0f, 0.0f, 1, 0, valueBits};
    if (dtype == ACL_FLOAT) {
        const auto t = static_cast<uint32_t>(thresholdBits), v = static_cast<uint32_t>(valueBits);
        std::memcpy(&p.threshold, &t, 4);
        std::memcpy(&p.value, &v, 4);
    } else if (dtype == ACL_FLOAT16 || dtype == ACL_BF16) {
        const uint64_t inf = dtype == ACL_FLOAT16 ? 0x7C00 : 0x7F80;
        const bool nanThreshold = (thresholdBits & 0x7FFF) > inf;
        if (!nanThreshold) {  // NaN compares false: never replaced
            p.lo = -static_cast<int64_t>(inf);
            p.hi = Key16(static_cast<uint16_t>(thresholdBits));
        }
    } else {
        VisitDtype(dtype, [&](auto tag) {
            using T = typename decltype(tag)::Storage;
            if constexpr (!decltype(tag)::kFloat) {
                T t;
                std::memcpy(&t, &thresholdBits, sizeof(T));
                p.hi = static_cast<int64_t>(t);
            }
        });
    }
    return p;
}

ThresholdStepParams MakeThresholdStepParams(aclDataType dtype, float threshold)
{
    const bool bf16 = dtype == ACL_BF16;
    ThresholdStepParams p{dtype, threshold, 0};
    if (dtype == ACL_FLOAT16 || dtype == ACL_BF16) {
        p.above = std::isnan(threshold) ? 0x7FFF : static_cast<int32_t>(FloorKey16(threshold, bf16));
    }
    return p;
}

}  // namespace aclp
