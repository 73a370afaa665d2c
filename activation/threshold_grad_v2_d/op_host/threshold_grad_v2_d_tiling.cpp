// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_host/threshold_grad_v2_d_tiling.h"

#include <cmath>
#include <limits>

#include "common/half.h"
#include "engine/dtype.h"

namespace aclp {
namespace {

float ToFloat32(const ScalarValue &t)
{
    if (t.isInteger && !t.aboveInt64) {
        return static_cast<float>(t.integer);  // round to nearest, as PyTorch and CANN convert
    }
    return static_cast<float>(t.real);
}

// Zero where self <= threshold, exactly, for an integer type with range [minValue, maxValue].
void IntegerRange(const ScalarValue &t, int64_t minValue, int64_t maxValue, ThresholdGradParams *p)
{
    constexpr int64_t kNever = 0;  // marker
    int64_t hi;
    bool never = false;
    if (t.isInteger) {
        hi = t.aboveInt64 ? maxValue : t.integer;
    } else if (std::isnan(t.real)) {
        never = true;
        hi = kNever;
    } else {
        double f = std::floor(t.real);
        if (f >= static_cast<double>(maxValue)) {  // also catches +inf and 2^63 for INT64
            hi = maxValue;
        } else if (f < static_cast<double>(minValue)) {
            never = true;
            hi = kNever;
        } else {
            hi = static_cast<int64_t>(f);
        }
    }
    if (!never && hi < minValue) {
        never = true;
    }
    p->lo = never ? 1 : minValue;
    p->hi = never ? 0 : std::min(hi, maxValue);
}

}  // namespace

ThresholdGradParams MakeThresholdGradParams(aclDataType dtype, const ScalarValue &threshold)
{
    ThresholdGradParams p{dtype, ToFloat32(threshold), 1, 0};
    VisitDtype(dtype, [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::Storage;
        if constexpr (Tag::kDtype == ACL_FLOAT16 || Tag::kDtype == ACL_BF16) {
            const bool bf16 = Tag::kDtype == ACL_BF16;
            if (!std::isnan(p.threshold)) {
                p.lo = -Key16(bf16 ? 0x7F80 : 0x7C00);  // -Inf: keys below it are negative NaNs
                p.hi = FloorKey16(p.threshold, bf16);
            }
        } else if constexpr (!Tag::kFloat) {
            IntegerRange(threshold, static_cast<int64_t>(std::numeric_limits<T>::min()),
                         static_cast<int64_t>(std::numeric_limits<T>::max()), &p);
        }
    });
    return p;
}

}  // namespace aclp
