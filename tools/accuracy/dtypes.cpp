// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "dtypes.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <map>

namespace accuracy {
namespace {

struct FloatFormat {
    int precision;  // significand bits, hidden bit included
    int minExponent;
    int maxExponent;
};

FloatFormat FormatOf(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT16: return {11, -14, 15};
        case ACL_BF16: return {8, -126, 127};
        case ACL_FLOAT: return {24, -126, 127};
        default: return {53, -1022, 1023};
    }
}

template <typename T>
T LoadAs(const void *p)
{
    T v;
    std::memcpy(&v, p, sizeof(T));
    return v;
}

// 2^e for the exponents of normal doubles, built from its bits (ldexp is a library call per element, and
// the goldens round millions of values).
double PowerOfTwo(int e)
{
    const uint64_t b = static_cast<uint64_t>(e + 1023) << 52;
    return LoadAs<double>(&b);
}

// floor(log2(magnitude)) of a finite positive double; a subnormal double (below 2^-1022) gives -1023, which
// every caller clamps to its format's smallest exponent.
int ExponentOf(double magnitude)
{
    uint64_t b;
    std::memcpy(&b, &magnitude, 8);
    return static_cast<int>((b >> 52) & 0x7FF) - 1023;
}

}  // namespace

bool ParseDtype(const std::string &name, aclDataType *dtype)
{
    static const std::map<std::string, aclDataType> names = {
        {"fp32", ACL_FLOAT},
        {"float32", ACL_FLOAT},
        {"float", ACL_FLOAT},
        {"fp16", ACL_FLOAT16},
        {"float16", ACL_FLOAT16},
        {"half", ACL_FLOAT16},
        {"bf16", ACL_BF16},
        {"bfloat16", ACL_BF16},
        {"fp64", ACL_DOUBLE},
        {"float64", ACL_DOUBLE},
        {"double", ACL_DOUBLE},
        {"int8", ACL_INT8},
        {"int8_t", ACL_INT8},
        {"uint8", ACL_UINT8},
        {"uint8_t", ACL_UINT8},
        {"int16", ACL_INT16},
        {"int16_t", ACL_INT16},
        {"uint16", ACL_UINT16},
        {"int32", ACL_INT32},
        {"int32_t", ACL_INT32},
        {"int", ACL_INT32},
        {"uint32", ACL_UINT32},
        {"int64", ACL_INT64},
        {"int64_t", ACL_INT64},
        {"uint64", ACL_UINT64},
        {"bool", ACL_BOOL},
        {"uint1", ACL_UINT1},
        {"complex64", ACL_COMPLEX64},
        {"complex128", ACL_COMPLEX128},
    };
    auto it = names.find(name);
    if (it == names.end()) {
        return false;
    }
    *dtype = it->second;
    return true;
}

const char *DtypeName(aclDataType dtype)
{
    switch (dtype) {
        case ACL_FLOAT: return "FLOAT";
        case ACL_FLOAT16: return "FLOAT16";
        case ACL_BF16: return "BFLOAT16";
        case ACL_DOUBLE: return "DOUBLE";
        case ACL_INT8: return "INT8";
        case ACL_UINT8: return "UINT8";
        case ACL_INT16: return "INT16";
        case ACL_UINT16: return "UINT16";
        case ACL_INT32: return "INT32";
        case ACL_UINT32: return "UINT32";
        case ACL_INT64: return "INT64";
        case ACL_UINT64: return "UINT64";
        case ACL_BOOL: return "BOOL";
        case ACL_UINT1: return "UINT1";
        case ACL_COMPLEX64: return "COMPLEX64";
        case ACL_COMPLEX128: return "COMPLEX128";
        default: return "UNKNOWN";
    }
}

bool IsFloating(aclDataType dtype)
{
    return dtype == ACL_FLOAT || dtype == ACL_FLOAT16 || dtype == ACL_BF16 || dtype == ACL_DOUBLE;
}

bool IsInteger(aclDataType dtype)
{
    switch (dtype) {
        case ACL_INT8:
        case ACL_UINT8:
        case ACL_INT16:
        case ACL_UINT16:
        case ACL_INT32:
        case ACL_UINT32:
        case ACL_INT64:
        case ACL_UINT64:
        case ACL_BOOL: return true;
        default: return false;
    }
}

size_t ElementBytes(aclDataType dtype)
{
    switch (dtype) {
        case ACL_INT8:
        case ACL_UINT8:
        case ACL_BOOL: return 1;
        case ACL_FLOAT16:
        case ACL_BF16:
        case ACL_INT16:
        case ACL_UINT16: return 2;
        case ACL_FLOAT:
        case ACL_INT32:
        case ACL_UINT32: return 4;
        case ACL_DOUBLE:
        case ACL_INT64:
        case ACL_UINT64:
        case ACL_COMPLEX64: return 8;
        case ACL_COMPLEX128: return 16;
        default: return 0;
    }
}

int64_t IntegerMin(aclDataType dtype)
{
    switch (dtype) {
        case ACL_INT8: return -128;
        case ACL_INT16: return -32768;
        case ACL_INT32: return std::numeric_limits<int32_t>::min();
        case ACL_INT64: return std::numeric_limits<int64_t>::min();
        default: return 0;
    }
}

int64_t IntegerMax(aclDataType dtype)
{
    switch (dtype) {
        case ACL_INT8: return 127;
        case ACL_UINT8: return 255;
        case ACL_INT16: return 32767;
        case ACL_UINT16: return 65535;
        case ACL_INT32: return std::numeric_limits<int32_t>::max();
        case ACL_UINT32: return std::numeric_limits<uint32_t>::max();
        case ACL_BOOL: return 1;
        default: return std::numeric_limits<int64_t>::max();  // INT64; UINT64 is clipped to it
    }
}

uint64_t LoadBits(aclDataType dtype, const void *p)
{
    switch (ElementBytes(dtype)) {
        case 1: return LoadAs<uint8_t>(p);
        case 2: return LoadAs<uint16_t>(p);
        case 4: return LoadAs<uint32_t>(p);
        case 8: return LoadAs<uint64_t>(p);
        default: return 0;
    }
}

void StoreBits(aclDataType dtype, uint64_t bits, void *p)
{
    const size_t n = ElementBytes(dtype);
    if (n == 1) {
        const uint8_t v = static_cast<uint8_t>(bits);
        std::memcpy(p, &v, 1);
    } else if (n == 2) {
        const uint16_t v = static_cast<uint16_t>(bits);
        std::memcpy(p, &v, 2);
    } else if (n == 4) {
        const uint32_t v = static_cast<uint32_t>(bits);
        std::memcpy(p, &v, 4);
    } else if (n >= 8) {
        std::memcpy(p, &bits, 8);
    }
}

double BitsToDouble(aclDataType dtype, uint64_t bits)
{
    switch (dtype) {
        case ACL_FLOAT: {
            const uint32_t b = static_cast<uint32_t>(bits);
            return LoadAs<float>(&b);
        }
        case ACL_BF16: {
            const uint32_t b = static_cast<uint32_t>(bits & 0xFFFFu) << 16;
            return LoadAs<float>(&b);
        }
        case ACL_FLOAT16: {
            const int exponent = static_cast<int>((bits >> 10) & 0x1F);
            const int mantissa = static_cast<int>(bits & 0x3FF);
            const double sign = (bits & 0x8000) ? -1.0 : 1.0;
            if (exponent == 0x1F) {
                return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * HUGE_VAL;
            }
            if (exponent == 0) {
                return sign * mantissa * PowerOfTwo(-24);
            }
            return sign * (1024 + mantissa) * PowerOfTwo(exponent - 25);
        }
        default: return LoadAs<double>(&bits);
    }
}

double LoadFloat(aclDataType dtype, const void *p)
{
    return BitsToDouble(dtype, LoadBits(dtype, p));
}

int64_t LoadInteger(aclDataType dtype, const void *p)
{
    switch (dtype) {
        case ACL_INT8: return LoadAs<int8_t>(p);
        case ACL_UINT8:
        case ACL_BOOL: return LoadAs<uint8_t>(p);
        case ACL_INT16: return LoadAs<int16_t>(p);
        case ACL_UINT16: return LoadAs<uint16_t>(p);
        case ACL_INT32: return LoadAs<int32_t>(p);
        case ACL_UINT32: return LoadAs<uint32_t>(p);
        default: return LoadAs<int64_t>(p);
    }
}

uint64_t RoundToBits(aclDataType dtype, double value)
{
    if (dtype == ACL_DOUBLE) {
        uint64_t b;
        std::memcpy(&b, &value, 8);
        return b;
    }
    const FloatFormat f = FormatOf(dtype);
    const bool negative = std::signbit(value);
    double rounded;
    if (std::isnan(value)) {
        rounded = value;
    } else if (std::isinf(value) || value == 0.0) {
        rounded = value;
    } else {
        const double magnitude = std::fabs(value);
        int exponent = ExponentOf(magnitude);
        if (exponent < f.minExponent) {
            exponent = f.minExponent;  // subnormal: fixed quantum
        }
        const double quantum = PowerOfTwo(exponent - (f.precision - 1));
        double r = std::nearbyint(magnitude / quantum) * quantum;  // ties to even (default rounding mode)
        const double largest = (2.0 - PowerOfTwo(1 - f.precision)) * PowerOfTwo(f.maxExponent);
        if (r > largest) {
            r = HUGE_VAL;
        }
        rounded = negative ? -r : r;
    }
    if (dtype == ACL_FLOAT || dtype == ACL_BF16) {
        const float narrow =
            std::isnan(rounded) ? std::numeric_limits<float>::quiet_NaN() : static_cast<float>(rounded);
        uint32_t b;
        std::memcpy(&b, &narrow, 4);  // exact: `rounded` has at most 24 (8) significant bits
        if (std::isnan(rounded) && negative) {
            b |= 0x80000000u;
        }
        return dtype == ACL_FLOAT ? b : (b >> 16);
    }
    // FLOAT16
    const uint64_t sign = negative ? 0x8000u : 0u;
    if (std::isnan(rounded)) {
        return sign | 0x7E00u;
    }
    const double magnitude = std::fabs(rounded);
    if (std::isinf(magnitude)) {
        return sign | 0x7C00u;
    }
    if (magnitude < PowerOfTwo(-14)) {
        return sign | static_cast<uint64_t>(magnitude * 16777216.0);  // exact multiple of 2^-24
    }
    const int exponent = ExponentOf(magnitude);
    const uint64_t mantissa = static_cast<uint64_t>(magnitude * PowerOfTwo(10 - exponent)) - 1024u;
    return sign | (static_cast<uint64_t>(exponent + 15) << 10) | mantissa;
}

int64_t SaturateToInteger(aclDataType dtype, double value)
{
    if (std::isnan(value)) {
        return 0;
    }
    const double lo = static_cast<double>(IntegerMin(dtype));
    const double hi = static_cast<double>(IntegerMax(dtype));
    if (value <= lo) {
        return IntegerMin(dtype);
    }
    if (value >= hi) {
        return IntegerMax(dtype);
    }
    return static_cast<int64_t>(std::trunc(value));
}

double UlpDistance(aclDataType dtype, uint64_t a, uint64_t b)
{
    // Map sign-magnitude bit patterns onto a monotonic integer line.
    const int bitsWide = static_cast<int>(ElementBytes(dtype) * 8);
    const uint64_t signBit = uint64_t{1} << (bitsWide - 1);
    auto ordered = [&](uint64_t x) -> double {
        const uint64_t magnitude = x & (signBit - 1);
        return (x & signBit) ? -static_cast<double>(magnitude) : static_cast<double>(magnitude);
    };
    return std::fabs(ordered(a) - ordered(b));
}

aclDataType ComplexPart(aclDataType dtype)
{
    return dtype == ACL_COMPLEX64 ? ACL_FLOAT : dtype == ACL_COMPLEX128 ? ACL_DOUBLE : ACL_DT_UNDEFINED;
}

aclDataType PromoteFloating(aclDataType a, aclDataType b)
{
    if (a == b) {
        return a;
    }
    if (ComplexPart(a) != ACL_DT_UNDEFINED || ComplexPart(b) != ACL_DT_UNDEFINED) {
        const aclDataType pa = ComplexPart(a) != ACL_DT_UNDEFINED ? ComplexPart(a) : a;
        const aclDataType pb = ComplexPart(b) != ACL_DT_UNDEFINED ? ComplexPart(b) : b;
        return pa == ACL_DOUBLE || pb == ACL_DOUBLE ? ACL_COMPLEX128 : ACL_COMPLEX64;
    }
    if (a == ACL_DOUBLE || b == ACL_DOUBLE) {
        return ACL_DOUBLE;
    }
    if (IsFloating(a) && !IsFloating(b)) {
        return a;
    }
    if (IsFloating(b) && !IsFloating(a)) {
        return b;
    }
    return ACL_FLOAT;  // FLOAT with a 16-bit type, or FLOAT16 with BF16
}

}  // namespace accuracy
