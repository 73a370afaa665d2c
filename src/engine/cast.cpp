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

// Into COMPLEX64 (float parts) or COMPLEX128 (double parts), as PyTorch converts: a real value becomes the real
// part (an integer through float32 for COMPLEX64, as to FLOAT), the imaginary part +0; complex parts convert
// each as FLOAT or DOUBLE would. Complex to real is no conversion (CanCast refuses it): false.
template <typename Part>
bool CastToComplex(const uint8_t *src, aclDataType srcDtype, Part *dst, size_t begin, size_t end)
{
    if (srcDtype == ACL_COMPLEX64 || srcDtype == ACL_COMPLEX128) {
        auto parts = [&](const auto *s) {
            for (size_t i = 2 * begin; i < 2 * end; ++i) {
                dst[i] = static_cast<Part>(s[i]);
            }
        };
        srcDtype == ACL_COMPLEX64 ? parts(reinterpret_cast<const float *>(src))
                                  : parts(reinterpret_cast<const double *>(src));
        return true;
    }
    return VisitDtype(srcDtype, [&](auto from) {
        using From = decltype(from);
        const auto *s = reinterpret_cast<const typename From::Storage *>(src);
        for (size_t i = begin; i < end; ++i) {
            if constexpr (!From::kFloat && std::is_same_v<Part, float>) {
                dst[2 * i] = static_cast<float>(s[i]);
            } else {
                dst[2 * i] = static_cast<Part>(ToDouble<From>(s[i]));
            }
            dst[2 * i + 1] = Part{0};
        }
    });
}

}  // namespace

bool CastRange(const uint8_t *src, aclDataType srcDtype, uint8_t *dst, aclDataType dstDtype, size_t begin, size_t end)
{
    if (dstDtype == ACL_COMPLEX64) {
        return CastToComplex(src, srcDtype, reinterpret_cast<float *>(dst), begin, end);
    }
    if (dstDtype == ACL_COMPLEX128) {
        return CastToComplex(src, srcDtype, reinterpret_cast<double *>(dst), begin, end);
    }
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
