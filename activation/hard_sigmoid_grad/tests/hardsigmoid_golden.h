// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Independent golden for HardsigmoidBackward, in double precision, written from the operator's definition
// (docs/aclnnHardsigmoidBackward.md) and PyTorch's definition without looking at the kernel: the float32 product grad *
// (1/6f) is formed exactly in double and rounded once to float32; 16-bit results are rounded to nearest even here with
// rint().
#ifndef ACLP_ACTIVATION_HARD_SIGMOID_GRAD_TESTS_HARDSIGMOID_GOLDEN_H_
#define ACLP_ACTIVATION_HARD_SIGMOID_GRAD_TESTS_HARDSIGMOID_GOLDEN_H_

#include <cmath>
#include <cstdint>
#include <cstring>

#include "acl/acl.h"
#include "common/test_util.h"

namespace aclp_test {

// A value of a floating dtype from its bits (FLOAT, FLOAT16, BF16, DOUBLE), exactly.
inline double ValueOf(aclDataType dtype, const uint8_t *p)
{
    switch (dtype) {
        case ACL_FLOAT: {
            float f;
            std::memcpy(&f, p, 4);
            return f;
        }
        case ACL_DOUBLE: {
            double d;
            std::memcpy(&d, p, 8);
            return d;
        }
        case ACL_FLOAT16: {
            uint16_t h;
            std::memcpy(&h, p, 2);
            return HalfToDouble(h);
        }
        default: {
            uint16_t b;
            std::memcpy(&b, p, 2);
            return Bf16ToDouble(b);
        }
    }
}

// Rounds x (finite, already a float32 value or any double) to a binary format with `mantissaBits`
// fraction bits, exponent range [minExp, maxExp], to nearest even; returns the rounded value.
inline double RoundToFormat(double x, int mantissaBits, int minExp, int maxExp)
{
    if (std::isnan(x) || std::isinf(x) || x == 0.0)
        return x;
    const double a = std::fabs(x);
    int e;
    std::frexp(a, &e);  // a = f * 2^e, f in [0.5, 1)
    int exponent = e - 1;
    if (exponent < minExp)
        exponent = minExp;  // subnormal: fixed quantum
    const double quantum = std::ldexp(1.0, exponent - mantissaBits);
    double r = std::rint(a / quantum) * quantum;
    if (r >= std::ldexp(2.0 - std::ldexp(1.0, -mantissaBits - 1), maxExp))
        r = INFINITY;  // past max + half ulp
    return std::copysign(r, x);
}

inline double RoundTo(aclDataType dtype, double x)
{
    switch (dtype) {
        case ACL_FLOAT16: return RoundToFormat(x, 10, -14, 15);
        case ACL_BF16: return RoundToFormat(x, 7, -126, 127);
        case ACL_FLOAT: return static_cast<double>(static_cast<float>(x));
        default: return x;  // DOUBLE
    }
}

// The promoted dtype of two of FLOAT, FLOAT16, BF16.
inline aclDataType Promoted(aclDataType a, aclDataType b)
{
    return a == b ? a : ACL_FLOAT;
}

// out's value for one element.
inline double HardsigmoidGolden(double grad, double self, aclDataType gradDtype, aclDataType selfDtype,
                                aclDataType outDtype)
{
    double r = 0.0;
    if (self > -3.0 && self < 3.0) {
        const double sixth = static_cast<double>(1.0f / 6.0f);
        r = static_cast<double>(static_cast<float>(grad * sixth));  // the exact product, rounded once to float32
    }
    return RoundTo(outDtype, RoundTo(Promoted(gradDtype, selfDtype), r));
}

// Bits of `value` in `dtype`, with NaN reported separately (payloads are not compared).
inline bool MatchesGolden(aclDataType dtype, const uint8_t *got, double want)
{
    const double value = ValueOf(dtype, got);
    if (std::isnan(want))
        return std::isnan(value);
    if (value != want)
        return false;
    return std::signbit(value) == std::signbit(want);  // +0 versus -0 matters
}

}  // namespace aclp_test

#endif  // ACLP_ACTIVATION_HARD_SIGMOID_GRAD_TESTS_HARDSIGMOID_GOLDEN_H_
