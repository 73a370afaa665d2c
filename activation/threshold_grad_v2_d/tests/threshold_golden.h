// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Independent golden for ThresholdBackward, in double precision, written from the operator's definition
// (docs/aclnnThresholdBackward.md) without looking at the kernel: out = (self <= threshold) ? +0 : grad, floats
// compared in float32, integers compared exactly against the real threshold.
#ifndef ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_TESTS_THRESHOLD_GOLDEN_H_
#define ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_TESTS_THRESHOLD_GOLDEN_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "common/test_util.h"

namespace aclp_test {

// A threshold as the test created it: an integer or a real value, and its scalar dtype.
struct Threshold {
    aclDataType dtype;
    bool isInteger;
    int64_t integer;
    double real;  // for FLOAT16/BF16 scalars: the exact value of the 16-bit pattern in `bits16`
    uint16_t bits16;
};

inline double ThresholdAsDouble(const Threshold &t)
{
    return t.isInteger ? static_cast<double>(t.integer) : t.real;
}

// Exact `s <= t` for an integer s and a real t.
inline bool IntLessEqualReal(int64_t s, double t)
{
    if (std::isnan(t))
        return false;
    if (t >= 9223372036854775808.0)
        return true;
    if (t < -9223372036854775808.0)
        return false;
    return s <= static_cast<int64_t>(std::floor(t));
}

inline bool SelfAtMostThreshold(aclDataType dtype, const uint8_t *selfElem, const Threshold &t)
{
    if (dtype == ACL_FLOAT || dtype == ACL_FLOAT16 || dtype == ACL_BF16) {
        double s;
        if (dtype == ACL_FLOAT) {
            float f;
            std::memcpy(&f, selfElem, 4);
            s = f;
        } else {
            uint16_t b;
            std::memcpy(&b, selfElem, 2);
            s = dtype == ACL_FLOAT16 ? HalfToDouble(b) : Bf16ToDouble(b);
        }
        const double thr32 = static_cast<double>(static_cast<float>(ThresholdAsDouble(t)));
        if (t.isInteger) {
            return s <= static_cast<double>(static_cast<float>(t.integer));
        }
        return s <= thr32;  // NaN on either side: false
    }
    int64_t s = 0;
    switch (dtype) {
        case ACL_INT8: {
            int8_t v;
            std::memcpy(&v, selfElem, 1);
            s = v;
            break;
        }
        case ACL_UINT8: {
            uint8_t v;
            std::memcpy(&v, selfElem, 1);
            s = v;
            break;
        }
        case ACL_INT32: {
            int32_t v;
            std::memcpy(&v, selfElem, 4);
            s = v;
            break;
        }
        default: {
            std::memcpy(&s, selfElem, 8);
            break;
        }
    }
    return t.isInteger ? s <= t.integer : IntLessEqualReal(s, t.real);
}

// Golden over dense byte buffers of `numel` elements of `elemSize` bytes.
inline std::vector<uint8_t> ThresholdGolden(aclDataType dtype, size_t elemSize, const std::vector<uint8_t> &grad,
                                            const std::vector<uint8_t> &self, const Threshold &t)
{
    std::vector<uint8_t> out(grad.size());
    for (size_t i = 0; i < grad.size() / elemSize; ++i) {
        if (SelfAtMostThreshold(dtype, &self[i * elemSize], t)) {
            std::memset(&out[i * elemSize], 0, elemSize);  // +0
        } else {
            std::memcpy(&out[i * elemSize], &grad[i * elemSize], elemSize);
        }
    }
    return out;
}

}  // namespace aclp_test

#endif  // ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_TESTS_THRESHOLD_GOLDEN_H_
