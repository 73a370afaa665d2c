// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/cast.h"

#include <type_traits>

#include "common/half.h"
#include "engine/dtype.h"

namespace aclp {
namespace {

template <typename Tag>
double ToDouble(typename Tag::Storage v)
{
    if constexpr (Tag::kDtype == ACL_FLOAT16) {
        return HalfToFloat(v);
    } else if constexpr (Tag::kDtype == ACL_BF16) {
        return Bf16ToFloat(v);
    } else {
        return static_cast<double>(v);
    }
}

template <typename Tag>
typename Tag::Storage FromDouble(double v)
{
    using T = typename Tag::Storage;
    if constexpr (Tag::kDtype == ACL_FLOAT16) {
        return FloatToHalf(static_cast<float>(v));
    } else if constexpr (Tag::kDtype == ACL_BF16) {
        return FloatToBf16(static_cast<float>(v));
    } else if constexpr (Tag::kDtype == ACL_BOOL) {
        return v != 0.0 ? 1 : 0;
    } else {
        return static_cast<T>(v);
    }
}

}  // namespace

bool CastRange(const uint8_t *src, aclDataType srcDtype, uint8_t *dst, aclDataType dstDtype, size_t begin, size_t end)
{
    bool done = false;
    VisitDtype(srcDtype, [&](auto from) {
        VisitDtype(dstDtype, [&](auto to) {
            using From = decltype(from);
            using To = decltype(to);
            const auto *s = reinterpret_cast<const typename From::Storage *>(src);
            auto *d = reinterpret_cast<typename To::Storage *>(dst);
            for (size_t i = begin; i < end; ++i) {
                if constexpr (!From::kFloat && !To::kFloat) {
                    d[i] = static_cast<typename To::Storage>(s[i]);  // integers: no detour through double
                } else if constexpr (!From::kFloat && To::kDtype != ACL_DOUBLE) {
                    // As PyTorch: an integer rounds once to float32 (through double, an int64 could round
                    // twice), and FLOAT16/BFLOAT16 round again from there.
                    d[i] = FromDouble<To>(static_cast<float>(s[i]));
                } else {
                    d[i] = FromDouble<To>(ToDouble<From>(s[i]));
                }
            }
            done = true;
        });
    });
    return done;
}

}  // namespace aclp
